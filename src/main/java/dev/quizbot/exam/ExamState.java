package dev.quizbot.exam;

import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/** An exam with its questions, as read from the store in one go. */
public record ExamState(Exam exam, List<ExamItem> items) {

  public ExamState {
    Objects.requireNonNull(exam, "exam");
    items = List.copyOf(items);
  }

  /** This exam with {@code changed} in its place and question {@code position} shown. */
  public ExamState with(ExamItem changed, int position) {
    List<ExamItem> next = new ArrayList<>(items);
    next.set(changed.index(), changed);
    return new ExamState(exam.withPosition(position), next);
  }

  /**
   * This exam with its shown question (the exam's position) marked first shown at {@code at}, if it
   * was never shown before: what the store records with the step that shows it.
   */
  public ExamState showing(Instant at) {
    ExamItem shown = items.get(exam.position());
    return shown.shownAt().isPresent() ? this : with(shown.shown(at), exam.position());
  }

  public long examId() {
    return exam.examId();
  }

  public ExamItem item(int index) {
    return items.get(index);
  }

  /** Indexes of the questions without an answer, in exam order. */
  public List<Integer> unanswered() {
    List<Integer> open = new ArrayList<>();
    for (ExamItem item : items) {
      if (!item.answered()) {
        open.add(item.index());
      }
    }
    return open;
  }

  /** Indexes of the flagged questions, in exam order. */
  public List<Integer> flagged() {
    List<Integer> flagged = new ArrayList<>();
    for (ExamItem item : items) {
      if (item.flagged()) {
        flagged.add(item.index());
      }
    }
    return flagged;
  }

  /**
   * Whether every question was answered or skipped: none is left that the member has not dealt
   * with, so the front end shows the review screen rather than loop back to a skipped one.
   */
  public boolean allSeen() {
    return items.stream().allMatch(item -> item.answered() || item.skipped());
  }

  public int answeredCount() {
    return items.size() - unanswered().size();
  }

  /**
   * The question to show after {@code index}: the next unanswered one after it (wrapping around),
   * or simply the next one (wrapping around) when every other question is answered.
   */
  public int nextOpenAfter(int index) {
    int size = items.size();
    for (int step = 1; step <= size; step++) {
      int i = (index + step) % size;
      if (!items.get(i).answered()) {
        return i;
      }
    }
    return (index + 1) % size;
  }
}
