package dev.quizbot.app;

import dev.quizbot.bank.QuestionBank;
import dev.quizbot.discord.privacy.PrivacyFeature;
import dev.quizbot.discord.suggest.SuggestFeature;
import dev.quizbot.memberdata.ExportFiles;
import dev.quizbot.memberdata.MemberDataEraser;
import dev.quizbot.memberdata.MemberDataExport;
import dev.quizbot.round.RoundIds;
import dev.quizbot.serverdeck.JdbcDeckStore;
import dev.quizbot.storage.Database;
import dev.quizbot.suggestion.BankAndServerDecks;
import dev.quizbot.suggestion.JdbcSuggestionStore;
import dev.quizbot.suggestion.SuggestionErasure;
import dev.quizbot.suggestion.SuggestionService;
import java.time.Clock;
import java.util.List;
import java.util.function.LongConsumer;
import java.util.function.Supplier;

/** The features built on members' own data: their export and erasure, their questions. */
final class MemberFeatures {
  private MemberFeatures() {}

  /**
   * {@code /privacy}: a member's erasure also takes their credit out of the servers' decks of
   * members' questions, in the same transaction.
   */
  static PrivacyFeature privacy(Database database, Clock clock) {
    return new PrivacyFeature(
        new MemberDataExport(database, clock),
        new MemberDataEraser(
            database, List.of((c, member) -> SuggestionErasure.erase(c, member, clock.instant()))),
        clock,
        ExportFiles.DISCORD_LIMIT);
  }

  /** Members' suggested questions, reviewed by admins into the server's deck "members". */
  static SuggestFeature suggestions(
      JdbcDeckStore decks,
      JdbcSuggestionStore store,
      Clock clock,
      Supplier<QuestionBank> bank,
      LongConsumer deckChanged) {
    SuggestionService service =
        new SuggestionService(
            store, new BankAndServerDecks(bank, decks), RoundIds.random(), clock, deckChanged);
    return new SuggestFeature(service, bank);
  }
}
