package dev.quizbot.exam;

import dev.quizbot.bank.Deck;
import dev.quizbot.bank.QuestionBank;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;

/** Builds an {@link ExamReport} from a submitted exam, the bank and the previous attempt. */
final class ExamReports {

  private ExamReports() {}

  static ExamReport of(ExamState submitted, QuestionBank bank, Optional<ExamState> previous) {
    Exam exam = submitted.exam();
    List<ReportQuestion> missed = new ArrayList<>();
    List<ReportQuestion> flagged = new ArrayList<>();
    for (ExamItem item : submitted.items()) {
      ReportQuestion shown = new ReportQuestion(item, bank.question(item.questionId()));
      if (!shown.right()) {
        missed.add(shown);
      }
      if (item.flagged()) {
        flagged.add(shown);
      }
    }
    String title = bank.deck(exam.deckId()).map(Deck::title).orElse(exam.deckId());
    return new ExamReport(
        exam,
        title,
        topics(submitted),
        missed,
        flagged,
        previous.map(p -> new ReportChange(p.exam(), topics(p))));
  }

  /** Per topic, alphabetical: right answers (as graded at submission) and questions. */
  static List<TopicResult> topics(ExamState state) {
    Map<String, int[]> counts = new TreeMap<>();
    for (ExamItem item : state.items()) {
      int[] c = counts.computeIfAbsent(item.topic(), t -> new int[2]);
      c[0] += item.right().orElse(false) ? 1 : 0;
      c[1]++;
    }
    List<TopicResult> topics = new ArrayList<>();
    counts.forEach((topic, c) -> topics.add(new TopicResult(topic, c[0], c[1])));
    return topics;
  }
}
