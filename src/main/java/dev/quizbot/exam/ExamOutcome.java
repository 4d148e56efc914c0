package dev.quizbot.exam;

import java.util.Objects;
import java.util.Optional;

/**
 * The answer to a step of a running exam (answer, skip, flag, go to, submit, resume).
 *
 * @param state the exam after the step (empty for NO_EXAM)
 * @param report the report, present only when this very call submitted the exam: the caller
 *     delivers it, and no other caller gets it
 */
public record ExamOutcome(Status status, Optional<ExamState> state, Optional<ExamReport> report) {

  public enum Status {
    /** Done; {@code state} is the exam after it. */
    OK,
    /** Submit asked while questions are unanswered: ask again with {@code confirmed}. */
    NEEDS_CONFIRMATION,
    /** This call submitted the exam (the member's submit). */
    SUBMITTED,
    /** The deadline had come: nothing was stored; the exam is submitted (by this call or not). */
    TIME_UP,
    /** The exam was already submitted or abandoned: an old button. */
    NOT_RUNNING,
    /** No such exam of this member. */
    NO_EXAM
  }

  public ExamOutcome {
    Objects.requireNonNull(status, "status");
    Objects.requireNonNull(state, "state");
    Objects.requireNonNull(report, "report");
  }

  static ExamOutcome of(Status status, ExamState state) {
    return new ExamOutcome(status, Optional.of(state), Optional.empty());
  }

  static ExamOutcome noExam() {
    return new ExamOutcome(Status.NO_EXAM, Optional.empty(), Optional.empty());
  }
}
