package dev.quizbot.app;

import dev.quizbot.bank.Question;
import dev.quizbot.bank.QuestionBank;
import dev.quizbot.daily.EligibleQuestions;
import java.util.List;
import java.util.Optional;

/** Lets the daily schedule pick from the loaded bank: question ids by topic (any letter case). */
final class BankDailyQuestions implements EligibleQuestions {
  private final QuestionBank bank;

  BankDailyQuestions(QuestionBank bank) {
    this.bank = bank;
  }

  @Override
  public List<String> questionIds(Optional<String> topic) {
    return bank.questions().stream()
        .filter(q -> !q.retired()) // kept in the bank for its history, never posted again
        .filter(q -> topic.map(t -> t.equalsIgnoreCase(q.topic())).orElse(true))
        .map(Question::id)
        .toList();
  }
}
