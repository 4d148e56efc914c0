package dev.quizbot.exam;

import java.time.Duration;
import java.time.Instant;
import java.util.Objects;
import java.util.Optional;
import java.util.OptionalInt;

/**
 * One question of an exam and what the member did with it.
 *
 * @param index 0-based place in the exam
 * @param topic the question's topic when drawn (the report groups by it)
 * @param choice picked choice, an index into the question's choices in the author's order: the
 *     final answer, which the score counts
 * @param answeredAt the server's instant the answer was stored
 * @param right set at submission: the stored answer, given by the deadline, is the correct one
 * @param firstChoice the first choice stored (before the deadline), which rates memory; empty for
 *     rows stored before {@code V17__exam_first_answers.sql}
 * @param firstAnsweredAt the server's instant of {@code firstChoice}
 * @param shownAt the server's instant the question was first made the shown one; empty when it
 *     never was (or before V17)
 */
public record ExamItem(
    int index,
    String questionId,
    String topic,
    OptionalInt choice,
    Optional<Instant> answeredAt,
    boolean flagged,
    boolean skipped,
    Optional<Boolean> right,
    OptionalInt firstChoice,
    Optional<Instant> firstAnsweredAt,
    Optional<Instant> shownAt) {

  public ExamItem {
    Objects.requireNonNull(questionId, "questionId");
    Objects.requireNonNull(topic, "topic");
    Objects.requireNonNull(choice, "choice");
    Objects.requireNonNull(answeredAt, "answeredAt");
    Objects.requireNonNull(right, "right");
    Objects.requireNonNull(firstChoice, "firstChoice");
    Objects.requireNonNull(firstAnsweredAt, "firstAnsweredAt");
    Objects.requireNonNull(shownAt, "shownAt");
  }

  /** An item without a known first answer or show (a report's, a test's). */
  public ExamItem(
      int index,
      String questionId,
      String topic,
      OptionalInt choice,
      Optional<Instant> answeredAt,
      boolean flagged,
      boolean skipped,
      Optional<Boolean> right) {
    this(
        index,
        questionId,
        topic,
        choice,
        answeredAt,
        flagged,
        skipped,
        right,
        OptionalInt.empty(),
        Optional.empty(),
        Optional.empty());
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

  /**
   * This question answered with {@code picked} (author's order) at {@code at}; the first answer too
   * when it had none (as {@link JdbcExamStore#answer} stores it).
   */
  public ExamItem answered(int picked, Instant at) {
    boolean first = choice.isEmpty() && firstChoice.isEmpty();
    return new ExamItem(
        index,
        questionId,
        topic,
        OptionalInt.of(picked),
        Optional.of(at),
        flagged,
        false,
        right,
        first ? OptionalInt.of(picked) : firstChoice,
        first ? Optional.of(at) : firstAnsweredAt,
        shownAt);
  }

  /** This question skipped. */
  public ExamItem skippedNow() {
    return new ExamItem(
        index,
        questionId,
        topic,
        choice,
        answeredAt,
        flagged,
        true,
        right,
        firstChoice,
        firstAnsweredAt,
        shownAt);
  }

  /** This question with its flag set or cleared. */
  public ExamItem flagged(boolean flag) {
    return new ExamItem(
        index,
        questionId,
        topic,
        choice,
        answeredAt,
        flag,
        skipped,
        right,
        firstChoice,
        firstAnsweredAt,
        shownAt);
  }

  /** This question first shown at {@code at}. */
  public ExamItem shown(Instant at) {
    return new ExamItem(
        index,
        questionId,
        topic,
        choice,
        answeredAt,
        flagged,
        skipped,
        right,
        firstChoice,
        firstAnsweredAt,
        Optional.of(at));
  }

  public boolean answered() {
    return choice.isPresent();
  }

  /** Answered, and stored before {@code deadline}: the only answers a submission scores. */
  public boolean answeredBy(Instant deadline) {
    return choice.isPresent() && answeredAt.isPresent() && answeredAt.get().isBefore(deadline);
  }

  /**
   * The answer that rates the member's memory at submission: the first one, stored before {@code
   * deadline}. For an item stored before V17 (no first answer known): the final answer, as {@link
   * #answeredBy} counts it. Empty when not answered by the deadline.
   */
  public OptionalInt memoryChoiceBy(Instant deadline) {
    if (firstChoice.isPresent() && firstAnsweredAt.isPresent()) {
      return firstAnsweredAt.get().isBefore(deadline) ? firstChoice : OptionalInt.empty();
    }
    return answeredBy(deadline) ? choice : OptionalInt.empty();
  }

  /**
   * From the question's first show to its first answer, when both are known (never negative: a show
   * stored after the answer, only possible across the upgrade to V17, gives none). Stored with the
   * review, never a grade.
   */
  public Optional<Duration> responseTime() {
    if (firstAnsweredAt.isEmpty() || shownAt.isEmpty()) {
      return Optional.empty();
    }
    Duration d = Duration.between(shownAt.get(), firstAnsweredAt.get());
    return d.isNegative() ? Optional.empty() : Optional.of(d);
  }
}
