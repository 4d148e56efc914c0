package dev.quizbot.app;

import dev.quizbot.bank.GuildBanks;
import dev.quizbot.bank.Question;
import dev.quizbot.bank.QuestionBank;
import dev.quizbot.daily.EligibleQuestions;
import java.util.List;
import java.util.Optional;

/**
 * Lets the daily schedule pick from each server's bank (the shipped decks and the server's own):
 * question ids by topic (any letter case).
 */
final class BankDailyQuestions implements EligibleQuestions {
  private final GuildBanks banks;

  BankDailyQuestions(QuestionBank bank) {
    this(GuildBanks.fixed(bank));
  }

  BankDailyQuestions(GuildBanks banks) {
    this.banks = banks;
  }

  @Override
  public List<String> questionIds(Optional<String> topic) {
    return questionIds(GuildBanks.NO_GUILD, topic);
  }

  @Override
  public List<String> questionIds(long guildId, Optional<String> topic) {
    return banks.of(guildId).questions().stream()
        .filter(q -> !q.retired()) // kept in the bank for its history, never posted again
        .filter(q -> topic.map(t -> t.equalsIgnoreCase(q.topic())).orElse(true))
        .map(Question::id)
        .toList();
  }
}
