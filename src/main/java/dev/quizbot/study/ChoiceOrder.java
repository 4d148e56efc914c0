package dev.quizbot.study;

import java.util.SplittableRandom;

/**
 * The order a review shows a question's choices in, drawn from the session id and position: a
 * question does not always have its answer under the same letter, and a question shown again (a
 * message rebuilt after a restart, a resumed terminal session) shows the same order. Shared by
 * every front end of {@code /review} (Discord, the terminal), which answer with the author's index.
 */
public final class ChoiceOrder {
  private ChoiceOrder() {}

  /** Display position p shows {@code question.choices().get(order[p])}. */
  public static int[] of(long sessionId, int position, int choices) {
    int[] order = new int[choices];
    for (int i = 0; i < choices; i++) {
      order[i] = i;
    }
    SplittableRandom random = new SplittableRandom(sessionId * 1_000_003L + position);
    for (int i = choices - 1; i > 0; i--) {
      int j = random.nextInt(i + 1);
      int t = order[i];
      order[i] = order[j];
      order[j] = t;
    }
    return order;
  }
}
