package dev.quizbot.exam;

import dev.quizbot.study.ExamsSeen;
import dev.quizbot.study.StudyReview;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Stored exams (tables of {@code V9__exams.sql}). Every write that changes a running exam checks in
 * SQL that it is still running (and, for an answer, that its deadline has not come), so a second
 * process, an old button or a late click changes nothing.
 */
public interface ExamStore extends ExamsSeen {

  /**
   * Stores a new running exam with its questions; false (nothing stored) when the member has a
   * running exam already. Also deletes the member's abandoned exams beyond the latest few.
   */
  boolean create(ExamState exam);

  /** The member's running exam, if any (also one past its deadline not submitted yet). */
  Optional<ExamState> running(long memberId);

  Optional<ExamState> find(long examId);

  /**
   * Stores the answer to question {@code index} with the server instant {@code at} and shows {@code
   * nextPosition}, only while the exam runs and {@code at} is before its deadline.
   *
   * @param choice index into the question's choices in the author's order
   * @return false when nothing was stored (not running, or the deadline has come)
   */
  boolean answer(long examId, int index, int choice, Instant at, int nextPosition);

  /** Marks question {@code index} skipped and shows {@code nextPosition}; running exams only. */
  boolean skip(long examId, int index, int nextPosition, Instant at);

  /** Sets or clears question {@code index}'s flag; running exams only. */
  boolean flag(long examId, int index, boolean flagged, Instant at);

  /** Shows question {@code position}; running exams only. */
  boolean move(long examId, int position, Instant at);

  /**
   * Submits the exam once: in one transaction, a compare-and-set RUNNING → SUBMITTED (at most one
   * caller, of any process, gets past it), then {@code grading} on the questions as stored, then
   * the rights, the score and the grading's reviews ({@code ReviewLog.apply}, same transaction).
   *
   * @return the submitted exam when this call submitted it; empty when it was not running
   */
  default Optional<ExamState> submit(long examId, Instant at, SubmittedBy by, Grading grading) {
    return submit(examId, at, by, grading, false);
  }

  /**
   * {@link #submit(long, Instant, SubmittedBy, Grading)}; with {@code owesDm} the same transaction
   * records that the member is owed the report by DM ({@link ReportDms}), so a process dying after
   * the commit loses nothing.
   */
  Optional<ExamState> submit(
      long examId, Instant at, SubmittedBy by, Grading grading, boolean owesDm);

  /**
   * RUNNING → ABANDONED; false when it was not running. Abandoned exams are never scored; the
   * member keeps only the latest few (older ones are deleted with their questions).
   */
  boolean abandon(long examId, Instant at);

  /** Ids of the running exams whose deadline is at or before {@code now}, earliest first. */
  List<Long> dueBy(Instant now);

  /** How often the member was given each question in earlier exams (any status). */
  @Override
  Map<String, Integer> timesSeen(long memberId);

  /** The member's exams, newest first, at most {@code limit}. */
  List<Exam> history(long memberId, int limit);

  /** The member's latest submitted exam of the deck started before {@code before}. */
  Optional<ExamState> previousSubmitted(long memberId, String deckId, Instant before);

  /** Scores an exam inside its submission's transaction. */
  @FunctionalInterface
  interface Grading {
    Graded grade(ExamState asStored);
  }

  /**
   * @param right per question index: answered right by the deadline
   * @param reviews the memory updates (source EXAM) to record with the submission
   */
  record Graded(Map<Integer, Boolean> right, List<StudyReview> reviews) {
    public Graded {
      right = Map.copyOf(right);
      reviews = List.copyOf(reviews);
    }
  }
}
