package dev.quizbot.exam;

import dev.quizbot.bank.Deck;
import dev.quizbot.bank.Question;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/** A just-started exam as it is stored: running, nothing answered, the deadline set. */
final class NewExam {
  private NewExam() {}

  static ExamState of(
      long examId,
      long memberId,
      Deck deck,
      int count,
      int minutes,
      double factor,
      Instant now,
      List<Question> drawn) {
    Exam exam =
        new Exam(
            examId,
            memberId,
            deck.id(),
            count,
            minutes,
            factor,
            deck.exam().passPercent(),
            now,
            Exam.deadline(now, minutes, factor),
            0,
            ExamStatus.RUNNING,
            Optional.empty(),
            Optional.empty(),
            java.util.OptionalInt.empty());
    List<ExamItem> items = new ArrayList<>();
    for (int i = 0; i < drawn.size(); i++) {
      items.add(ExamItem.fresh(i, drawn.get(i).id(), drawn.get(i).topic()));
    }
    return new ExamState(exam, items);
  }
}
