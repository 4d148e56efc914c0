package dev.quizbot.bank;

import java.util.Objects;
import java.util.function.Supplier;

/**
 * The bank each server sees: the shipped bank plus the server's own decks (issue 29). A server's
 * decks are invisible to other servers; their question and deck ids name the server ({@link
 * ServerIds}), so one id means one question everywhere and {@link #holding} finds it without
 * knowing where it was asked.
 */
public interface GuildBanks {

  /** Guild id of a direct message or the terminal: the shipped bank alone. */
  long NO_GUILD = 0L;

  /** What server {@code guildId}'s commands draw from; the shipped bank for {@link #NO_GUILD}. */
  QuestionBank of(long guildId);

  /** The bank that holds the question or deck of this id (the shipped bank for a shipped id). */
  default QuestionBank holding(String questionOrDeckId) {
    return of(ServerIds.guildOf(questionOrDeckId).orElse(NO_GUILD));
  }

  /** The shipped bank alone, for every server: no server decks (terminal, tests). */
  static GuildBanks fixed(QuestionBank bank) {
    Objects.requireNonNull(bank, "bank");
    return guildId -> bank;
  }

  /** The current shipped bank alone (it may be reloaded between calls), for every server. */
  static GuildBanks current(Supplier<QuestionBank> bank) {
    Objects.requireNonNull(bank, "bank");
    return guildId -> bank.get();
  }
}
