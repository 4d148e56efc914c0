package dev.quizbot.round;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Random;

/** Picks the display order of a question's choices for one posting. */
final class ChoiceShuffler {

  private final Random random;

  /** Tests inject a seeded {@link Random} to get a known order. */
  ChoiceShuffler(Random random) {
    this.random = random;
  }

  /**
   * A display order: element {@code p} is the index (in the author's order) of the choice shown at
   * position {@code p}.
   */
  List<Integer> order(int choiceCount) {
    List<Integer> order = new ArrayList<>(choiceCount);
    for (int i = 0; i < choiceCount; i++) {
      order.add(i);
    }
    Collections.shuffle(order, random);
    return List.copyOf(order);
  }
}
