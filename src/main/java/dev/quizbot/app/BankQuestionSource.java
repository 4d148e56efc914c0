package dev.quizbot.app;

import dev.quizbot.bank.GuildBanks;
import dev.quizbot.bank.Question;
import dev.quizbot.bank.QuestionBank;
import dev.quizbot.round.QuestionSource;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;

/**
 * Lets the round engine read each server's bank (the shipped decks and the server's own) without
 * knowing how decks are loaded.
 */
final class BankQuestionSource implements QuestionSource {
  private final GuildBanks banks;

  BankQuestionSource(QuestionBank bank) {
    this(GuildBanks.fixed(bank));
  }

  BankQuestionSource(GuildBanks banks) {
    this.banks = banks;
  }

  @Override
  public List<Question> eligible(Optional<String> topic, Optional<String> deckId) {
    return eligible(GuildBanks.NO_GUILD, topic, deckId);
  }

  @Override
  public List<Question> eligible(long guildId, Optional<String> topic, Optional<String> deckId) {
    return banks.of(guildId).questions().stream()
        .filter(q -> !q.retired()) // kept in the bank for its history, never posted again
        .filter(q -> topic.map(t -> t.equalsIgnoreCase(q.topic())).orElse(true))
        .filter(q -> deckId.map(d -> d.equals(q.deckId())).orElse(true))
        .toList();
  }

  @Override
  public Optional<Question> byId(String questionId) {
    return banks.holding(questionId).question(questionId);
  }

  @Override
  public Set<String> topics() {
    return topics(GuildBanks.NO_GUILD);
  }

  @Override
  public Set<String> topics(long guildId) {
    return new TreeSet<>(banks.of(guildId).topicCounts().keySet());
  }

  @Override
  public Set<String> deckIds() {
    return deckIds(GuildBanks.NO_GUILD);
  }

  @Override
  public Set<String> deckIds(long guildId) {
    TreeSet<String> ids = new TreeSet<>();
    banks.of(guildId).decks().forEach(d -> ids.add(d.id()));
    return ids;
  }
}
