package dev.quizbot.study;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * The questions of one review session in serving order, where the session is, and which questions
 * were missed and not answered right since. Immutable: an answer returns the next queue, which is
 * stored whole, so a session resumes exactly where it was after a restart.
 *
 * <p>A missed question comes back after at most {@value #REQUEUE_AFTER} other questions (at the end
 * when fewer remain), and again after every miss, until it is answered right: FSRS's intraday
 * learning steps, served within the session instead of minutes later.
 *
 * @param questions question ids in serving order, requeued misses included
 * @param position index into {@code questions} of the question being asked; {@code
 *     questions.size()} once the session is through
 * @param missed ids answered wrong and not right since, in the order they were missed
 * @param answered answers given in the session (a requeued question counts at every answer)
 * @param right of those, answered right
 */
public record ReviewQueue(
    List<String> questions, int position, List<String> missed, int answered, int right) {

  public static final int REQUEUE_AFTER = 3;

  public ReviewQueue {
    questions = List.copyOf(questions);
    missed = List.copyOf(missed);
    if (position < 0 || position > questions.size()) {
      throw new IllegalArgumentException(
          "position " + position + " outside 0.." + questions.size());
    }
    if (answered < 0 || right < 0 || right > answered) {
      throw new IllegalArgumentException("answered " + answered + ", right " + right);
    }
  }

  /** A new session over the planned questions. */
  public static ReviewQueue of(List<String> planned) {
    if (new LinkedHashSet<>(planned).size() != planned.size()) {
      throw new IllegalArgumentException("a session plans each question once: " + planned);
    }
    return new ReviewQueue(planned, 0, List.of(), 0, 0);
  }

  /** The question being asked; empty once the session is through. */
  public Optional<String> current() {
    return finished() ? Optional.empty() : Optional.of(questions.get(position));
  }

  public boolean finished() {
    return position >= questions.size();
  }

  /** Questions still to be asked, the current one included. */
  public int remaining() {
    return questions.size() - position;
  }

  /** The queue after the current question was answered. */
  public ReviewQueue afterAnswer(boolean wasRight) {
    String question = current().orElseThrow(() -> new IllegalStateException("session is over"));
    List<String> next = questions;
    Set<String> stillMissed = new LinkedHashSet<>(missed);
    if (wasRight) {
      stillMissed.remove(question);
    } else {
      stillMissed.add(question);
      next = new ArrayList<>(questions);
      next.add(Math.min(position + 1 + REQUEUE_AFTER, questions.size()), question);
    }
    return new ReviewQueue(
        next, position + 1, List.copyOf(stillMissed), answered + 1, right + (wasRight ? 1 : 0));
  }

  /** The queue past the current question without an answer (it left the bank meanwhile). */
  public ReviewQueue skip() {
    if (finished()) {
      throw new IllegalStateException("session is over");
    }
    List<String> stillMissed = new ArrayList<>(missed);
    stillMissed.remove(questions.get(position));
    return new ReviewQueue(questions, position + 1, stillMissed, answered, right);
  }
}
