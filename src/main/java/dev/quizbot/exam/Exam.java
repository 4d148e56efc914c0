package dev.quizbot.exam;

import java.time.Duration;
import java.time.Instant;
import java.util.Objects;
import java.util.Optional;
import java.util.OptionalInt;

/**
 * One member's exam as stored (its questions are {@link ExamItem}s).
 *
 * @param minutes the time asked for, before the member's extra time
 * @param timeFactor the member's extra time when it started: 1.0, 1.25 or 1.5
 * @param endsAt the server's deadline: started + minutes × factor
 * @param position the index of the question shown (what {@code resume} shows)
 * @param finishedAt when it was submitted or abandoned
 * @param submittedBy who submitted it (empty unless SUBMITTED)
 * @param score right answers (empty unless SUBMITTED)
 */
public record Exam(
    long examId,
    long memberId,
    String deckId,
    int questionCount,
    int minutes,
    double timeFactor,
    int passPercent,
    Instant startedAt,
    Instant endsAt,
    int position,
    ExamStatus status,
    Optional<Instant> finishedAt,
    Optional<SubmittedBy> submittedBy,
    OptionalInt score) {

  public Exam {
    Objects.requireNonNull(deckId, "deckId");
    Objects.requireNonNull(startedAt, "startedAt");
    Objects.requireNonNull(endsAt, "endsAt");
    Objects.requireNonNull(status, "status");
    Objects.requireNonNull(finishedAt, "finishedAt");
    Objects.requireNonNull(submittedBy, "submittedBy");
    Objects.requireNonNull(score, "score");
  }

  /** The deadline for {@code minutes} at {@code factor}, to the second (×1.25 of 1 min = 75 s). */
  public static Instant deadline(Instant startedAt, int minutes, double factor) {
    return startedAt.plusSeconds(Math.round(minutes * 60 * factor));
  }

  /** This exam showing question {@code index}. */
  public Exam withPosition(int index) {
    return new Exam(
        examId,
        memberId,
        deckId,
        questionCount,
        minutes,
        timeFactor,
        passPercent,
        startedAt,
        endsAt,
        index,
        status,
        finishedAt,
        submittedBy,
        score);
  }

  /** The time allowed, extra time included. */
  public Duration allowed() {
    return Duration.between(startedAt, endsAt);
  }

  /** True once the deadline has come: nothing stored from then on counts. */
  public boolean expiredAt(Instant now) {
    return !now.isBefore(endsAt);
  }

  public boolean running() {
    return status == ExamStatus.RUNNING;
  }
}
