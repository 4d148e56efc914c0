package dev.quizbot.app;

import dev.quizbot.bank.Question;
import dev.quizbot.bank.QuestionBank;
import dev.quizbot.round.QuestionSource;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;

/** Lets the round engine read the loaded bank without knowing how decks are loaded. */
final class BankQuestionSource implements QuestionSource {
  private final QuestionBank bank;

  BankQuestionSource(QuestionBank bank) {
    this.bank = bank;
  }

  @Override
  public List<Question> eligible(Optional<String> topic, Optional<String> deckId) {
    return bank.questions().stream()
        .filter(q -> !q.retired()) // kept in the bank for its history, never posted again
        .filter(q -> topic.map(t -> t.equalsIgnoreCase(q.topic())).orElse(true))
        .filter(q -> deckId.map(d -> d.equals(q.deckId())).orElse(true))
        .toList();
  }

  @Override
  public Optional<Question> byId(String questionId) {
    return bank.question(questionId);
  }

  @Override
  public Set<String> topics() {
    return new TreeSet<>(bank.topicCounts().keySet());
  }

  @Override
  public Set<String> deckIds() {
    TreeSet<String> ids = new TreeSet<>();
    bank.decks().forEach(d -> ids.add(d.id()));
    return ids;
  }
}
