package dev.quizbot.serverdeck;

import static org.assertj.core.api.Assertions.assertThat;

import dev.quizbot.bank.Deck;
import dev.quizbot.bank.GuildBanks;
import dev.quizbot.bank.Question;
import dev.quizbot.bank.QuestionBank;
import dev.quizbot.bank.ServerIds;
import dev.quizbot.storage.Database;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * Each server's bank on a real database: its own decks, namespaced, others' never; a second process
 * sees uploads. Run on a SQLite file ({@link ServerDeckBanksSqliteTest}) and on PostgreSQL ({@link
 * ServerDeckBanksPostgresTest}).
 */
abstract class ServerDeckBanksContract {
  private static final long GUILD = 81_384_788_765_712_384L;
  private static final long OTHER = 222L;
  private static final Instant T0 = Instant.parse("2026-12-06T03:00:00Z");

  private Database database;
  private Database secondProcess;
  private final AtomicLong nanos = new AtomicLong();
  private final QuestionBank shipped = QuestionBank.of(List.of(deck("nca", question("q1", "A?"))));

  /** A database with the schema and no server decks. */
  abstract Database openDatabase();

  /** The same database again, as a second process sees it. */
  abstract Database reopenDatabase();

  @BeforeEach
  void open() {
    database = openDatabase();
    secondProcess = reopenDatabase();
  }

  @AfterEach
  void close() {
    database.close();
    secondProcess.close();
  }

  private static Question question(String id, String prompt) {
    return new Question(
        id, "club", "general", prompt, List.of("yes", "no"), 0, "Because.", null, null, null);
  }

  private static Deck deck(String id, Question... questions) {
    return new Deck(id, "Deck " + id, "", null, List.of(questions));
  }

  private ServerDeckBanks banks(Database db) {
    return new ServerDeckBanks(
        () -> shipped, new JdbcDeckStore(db), Duration.ofSeconds(1), nanos::get);
  }

  @Test
  @DisplayName("a server without decks gets the shipped bank itself")
  void noDecksIsShipped() {
    assertThat(banks(database).of(GUILD)).isSameAs(shipped);
    assertThat(banks(database).of(GuildBanks.NO_GUILD)).isSameAs(shipped);
  }

  @Test
  @DisplayName("a server's deck joins its bank under its own ids, never another server's")
  void ownDecksOnly() {
    new JdbcDeckStore(database).save(GUILD, deck("club", question("q1", "Same id?")), 7L, T0);
    ServerDeckBanks banks = banks(database);

    QuestionBank mine = banks.of(GUILD);

    String id = ServerIds.question(GUILD, "q1", 1);
    assertThat(mine.question("q1")).map(Question::prompt).contains("A?");
    assertThat(mine.question(id)).map(Question::prompt).contains("Same id?");
    assertThat(mine.question(id).get().deckId()).isEqualTo(ServerIds.deck(GUILD, "club"));
    assertThat(banks.holding(id)).isSameAs(mine);
    assertThat(banks.of(OTHER)).isSameAs(shipped);
    assertThat(banks.of(OTHER).question(id)).isEmpty();
  }

  @Test
  @DisplayName("a second process sees an upload and a removal once it checks again")
  void secondProcessSeesChanges() {
    ServerDeckBanks other = banks(secondProcess);
    assertThat(other.of(GUILD)).isSameAs(shipped);
    JdbcDeckStore store = new JdbcDeckStore(database);
    store.save(GUILD, deck("club", question("c1", "One?")), 7L, T0);

    nanos.addAndGet(Duration.ofSeconds(2).toNanos());
    QuestionBank after = other.of(GUILD);
    String id = ServerIds.question(GUILD, "c1", 1);
    assertThat(after.question(id)).get().extracting(Question::retired).isEqualTo(false);
    assertThat(other.of(GUILD)).as("kept while unchanged").isSameAs(after);

    store.remove(GUILD, "club", T0.plusSeconds(60));
    nanos.addAndGet(Duration.ofSeconds(2).toNanos());
    assertThat(other.of(GUILD).question(id))
        .as("a removed deck's questions stay, retired")
        .get()
        .extracting(Question::retired)
        .isEqualTo(true);
  }

  @Test
  @DisplayName("a changed question gets a new id; an unchanged one keeps its id and history")
  void changedQuestionIsNewVersion() {
    JdbcDeckStore store = new JdbcDeckStore(database);
    store.save(GUILD, deck("club", question("c1", "One?"), question("c2", "Two?")), 7L, T0);
    store.save(
        GUILD,
        deck("club", question("c1", "One?"), question("c2", "Two, edited?")),
        7L,
        T0.plusSeconds(9));

    QuestionBank bank = banks(database).of(GUILD);

    assertThat(bank.question(ServerIds.question(GUILD, "c1", 1))).isPresent();
    assertThat(bank.question(ServerIds.question(GUILD, "c2", 1))).isEmpty();
    assertThat(bank.question(ServerIds.question(GUILD, "c2", 2)))
        .map(Question::prompt)
        .contains("Two, edited?");
  }

  @Test
  @DisplayName("an upload in this process is seen at once after invalidate")
  void invalidateSeesUploadAtOnce() {
    ServerDeckBanks banks = banks(database);
    assertThat(banks.of(GUILD)).isSameAs(shipped);
    new JdbcDeckStore(database).save(GUILD, deck("club", question("c1", "One?")), 7L, T0);

    banks.invalidate(GUILD);

    assertThat(banks.of(GUILD).size()).isEqualTo(2);
  }
}
