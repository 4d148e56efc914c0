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
import java.util.OptionalInt;

/**
 * Scores an exam as stored, inside its submission: an answer counts only when it was stored before
 * the deadline, and the score counts the member's final answer (she may change it until then),
 * right when it picks the bank's correct choice. Memory rates her FIRST answer (product spec: every
 * first answer to a posting is a review): each answered question is a review (source EXAM, the exam
 * id, the question's index), first answer right → Good, wrong → Again, with the response time from
 * the question's first show to that answer when both were stored ({@link ExamItem#responseTime}).
 * Exams stored before V17 know no first answer: their final one rates memory, without a response
 * time. An unanswered question is no review (nothing was recalled or failed to be). The reviews
 * carry the submission instant: the memory states change once, at submission, in order, never
 * before a later review of the same question from elsewhere.
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
      int answer = question.get().answerIndex();
      right.put(item.index(), item.choice().getAsInt() == answer);
      OptionalInt first = item.memoryChoiceBy(exam.endsAt());
      if (first.isEmpty()) {
        continue;
      }
      reviews.add(
          new StudyReview(
              exam.memberId(),
              item.questionId(),
              ReviewSource.EXAM,
              exam.examId(),
              item.index(),
              first.getAsInt() == answer,
              submittedAt,
              item.responseTime()));
    }
    return new ExamStore.Graded(right, reviews);
  }
}
