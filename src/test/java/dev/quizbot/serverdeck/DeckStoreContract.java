package dev.quizbot.serverdeck;

import static org.assertj.core.api.Assertions.assertThat;

import dev.quizbot.bank.Deck;
import dev.quizbot.bank.LoadResult;
import dev.quizbot.bank.Question;
import dev.quizbot.serverdeck.DeckStore.QuestionVersionRow;
import dev.quizbot.storage.Database;
import java.time.Instant;
import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * Server decks on a real database: stored per server, replaced, removed, versions kept. Run on a
 * SQLite file ({@link DeckStoreSqliteTest}) and on PostgreSQL ({@link DeckStorePostgresTest}).
 */
abstract class DeckStoreContract {

  private static final long GUILD = 111L;
  private static final long OTHER_GUILD = 222L;
  private static final long ADMIN = 7L;
  private static final Instant T0 = Instant.parse("2026-12-06T03:00:00Z");
  private static final Instant T1 = T0.plusSeconds(3600);

  private Database database;
  private DeckStore store;

  /** A database with the schema and no server decks. */
  abstract Database openDatabase();

  /** The same database again, as a second process or a restart sees it. */
  abstract Database reopenDatabase();

  @BeforeEach
  void open() {
    database = openDatabase();
    store = new JdbcDeckStore(database);
  }

  @AfterEach
  void close() {
    database.close();
  }

  private static Question question(String id, String prompt) {
    return new Question(
        id, "club", "general", prompt, List.of("yes", "no"), 0, "Because.", null, null, null);
  }

  private static Deck deck(Question... questions) {
    return new Deck("club", "Club questions", "", null, List.of(questions));
  }

  @Test
  @DisplayName("a stored deck reads back, checked, for its server only")
  void storedPerServer() {
    Deck deck = deck(question("c1", "One?"), question("c2", "Two?"));

    DeckChanges changes = store.save(GUILD, deck, ADMIN, T0);

    assertThat(changes.added()).containsExactly("c1", "c2");
    assertThat(store.list(OTHER_GUILD)).isEmpty();
    assertThat(store.find(OTHER_GUILD, "club")).isEmpty();
    StoredDeck stored = store.list(GUILD).get(0);
    assertThat(stored.questionCount()).isEqualTo(2);
    assertThat(stored.uploadedBy()).isEqualTo(ADMIN);
    assertThat(stored.uploadedAt()).isEqualTo(T0);
    LoadResult loaded = ServerDecks.load(stored);
    assertThat(loaded.problems()).isEmpty();
    assertThat(loaded.bank().decks().get(0).questions())
        .extracting(Question::id, Question::prompt)
        .containsExactly(
            org.assertj.core.groups.Tuple.tuple("c1", "One?"),
            org.assertj.core.groups.Tuple.tuple("c2", "Two?"));
  }

  @Test
  @DisplayName("a re-upload says what changed; an unchanged question keeps its one version")
  void reUploadKeepsUnchangedVersions() {
    store.save(GUILD, deck(question("c1", "One?"), question("c2", "Two?")), ADMIN, T0);

    DeckChanges changes =
        store.save(
            GUILD,
            deck(question("c1", "One?"), question("c2", "Two, edited?"), question("c3", "Three?")),
            ADMIN,
            T1);

    assertThat(changes.unchanged()).containsExactly("c1");
    assertThat(changes.changed()).containsExactly("c2");
    assertThat(changes.added()).containsExactly("c3");
    assertThat(changes.dropped()).isEmpty();
    List<QuestionVersionRow> versions = store.versions(GUILD, "club");
    assertThat(versions)
        .extracting(QuestionVersionRow::questionId)
        .containsExactly("c1", "c2", "c2", "c3");
    assertThat(versions.get(0).firstSeenAt()).isEqualTo(T0);
    assertThat(versions.get(2).firstSeenAt()).isEqualTo(T1);
    assertThat(store.find(GUILD, "club").orElseThrow().questionCount()).isEqualTo(3);
  }

  @Test
  @DisplayName("a removed deck is no longer listed, its versions stay; an upload brings it back")
  void removeThenUploadAgain() {
    store.save(GUILD, deck(question("c1", "One?")), ADMIN, T0);

    assertThat(store.remove(GUILD, "club", T1)).isTrue();
    assertThat(store.remove(GUILD, "club", T1)).isFalse();
    assertThat(store.list(GUILD)).isEmpty();
    assertThat(store.find(GUILD, "club").orElseThrow().removedAt()).isEqualTo(T1);
    assertThat(store.versions(GUILD, "club")).hasSize(1);

    DeckChanges changes = store.save(GUILD, deck(question("c1", "One?")), ADMIN, T1);
    assertThat(changes.isNone()).isTrue();
    assertThat(store.list(GUILD)).singleElement().satisfies(d -> assertThat(d.inUse()).isTrue());
  }

  @Test
  @DisplayName("the stored decks survive closing and reopening the database")
  void survivesReopen() {
    store.save(GUILD, deck(question("c1", "One?")), ADMIN, T0);
    database.close();

    database = reopenDatabase();
    store = new JdbcDeckStore(database);

    assertThat(store.list(GUILD)).extracting(StoredDeck::deckId).containsExactly("club");
  }
}
