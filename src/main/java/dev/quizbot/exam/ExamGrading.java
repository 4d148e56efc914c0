package dev.quizbot.exam;

import dev.quizbot.bank.Question;
import dev.quizbot.bank.QuestionBank;
import dev.quizbot.study.ReviewSource;
import dev.quizbot.study.StudyReview;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Scores an exam as stored, inside its submission: an answer counts only when it was stored before
 * the deadline, and is right when it picks the bank's correct choice. Each such answer is a review
 * (source EXAM, the exam id, the question's index): right → Good, wrong → Again. An unanswered
 * question is no review (nothing was recalled or failed to be). The reviews carry the submission
 * instant: the memory states change once, at submission, in order, never before a later review of
 * the same question from elsewhere.
 */
final class ExamGrading implements ExamStore.Grading {

  private final QuestionBank bank;
  private final Instant submittedAt;

  ExamGrading(QuestionBank bank, Instant submittedAt) {
    this.bank = bank;
    this.submittedAt = submittedAt;
  }

  @Override
  public ExamStore.Graded grade(ExamState stored) {
    Exam exam = stored.exam();
    Map<Integer, Boolean> right = new HashMap<>();
    List<StudyReview> reviews = new ArrayList<>();
    for (ExamItem item : stored.items()) {
      Optional<Question> question = bank.question(item.questionId());
      if (!item.answeredBy(exam.endsAt()) || question.isEmpty()) {
        right.put(item.index(), false);
        continue;
      }
      boolean correct = item.choice().getAsInt() == question.get().answerIndex();
      right.put(item.index(), correct);
      reviews.add(
          new StudyReview(
              exam.memberId(),
              item.questionId(),
              ReviewSource.EXAM,
              exam.examId(),
              item.index(),
              correct,
              submittedAt,
              Optional.empty()));
    }
    return new ExamStore.Graded(right, reviews);
  }
}
