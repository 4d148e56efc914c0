package dev.quizbot.exam;

import java.time.Instant;
import java.util.Objects;
import java.util.Optional;
import java.util.OptionalInt;

/**
 * One question of an exam and what the member did with it.
 *
 * @param index 0-based place in the exam
 * @param topic the question's topic when drawn (the report groups by it)
 * @param choice picked choice, an index into the question's choices in the author's order
 * @param answeredAt the server's instant the answer was stored
 * @param right set at submission: the stored answer, given by the deadline, is the correct one
 */
public record ExamItem(
    int index,
    String questionId,
    String topic,
    OptionalInt choice,
    Optional<Instant> answeredAt,
    boolean flagged,
    boolean skipped,
    Optional<Boolean> right) {

  public ExamItem {
    Objects.requireNonNull(questionId, "questionId");
    Objects.requireNonNull(topic, "topic");
    Objects.requireNonNull(choice, "choice");
    Objects.requireNonNull(answeredAt, "answeredAt");
    Objects.requireNonNull(right, "right");
  }

  /** A question just drawn: nothing done with it yet. */
  public static ExamItem fresh(int index, String questionId, String topic) {
    return new ExamItem(
        index,
        questionId,
        topic,
        OptionalInt.empty(),
        Optional.empty(),
        false,
        false,
        Optional.empty());
  }

  /** This question answered with {@code picked} (author's order) at {@code at}. */
  public ExamItem answered(int picked, Instant at) {
    return new ExamItem(
        index, questionId, topic, OptionalInt.of(picked), Optional.of(at), flagged, false, right);
  }

  /** This question skipped. */
  public ExamItem skippedNow() {
    return new ExamItem(index, questionId, topic, choice, answeredAt, flagged, true, right);
  }

  /** This question with its flag set or cleared. */
  public ExamItem flagged(boolean flag) {
    return new ExamItem(index, questionId, topic, choice, answeredAt, flag, skipped, right);
  }

  public boolean answered() {
    return choice.isPresent();
  }

  /** Answered, and stored before {@code deadline}: the only answers a submission scores. */
  public boolean answeredBy(Instant deadline) {
    return choice.isPresent() && answeredAt.isPresent() && answeredAt.get().isBefore(deadline);
  }
}
