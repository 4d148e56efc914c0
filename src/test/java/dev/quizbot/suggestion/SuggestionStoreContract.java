package dev.quizbot.suggestion;

import static org.assertj.core.api.Assertions.assertThat;

import dev.quizbot.bank.Deck;
import dev.quizbot.bank.Question;
import dev.quizbot.bank.SuggestedBy;
import dev.quizbot.serverdeck.JdbcDeckStore;
import dev.quizbot.serverdeck.ServerDecks;
import dev.quizbot.serverdeck.StoredDeck;
import dev.quizbot.storage.Database;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.OptionalInt;
import java.util.OptionalLong;
import java.util.concurrent.Callable;
import java.util.concurrent.CyclicBarrier;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * Suggestions on a real database, with a second connection pool on the same database standing for a
 * second bot process: run on a SQLite file ({@link SuggestionStoreSqliteTest}) and on PostgreSQL
 * ({@link SuggestionStorePostgresTest}).
 */
abstract class SuggestionStoreContract {

  private static final long GUILD = 111L;
  private static final long OTHER_GUILD = 222L;
  private static final long ALICE = 1L;
  private static final long BOB = 2L;
  private static final long ADMIN = 7L;
  private static final long ADMIN2 = 8L;
  // A card older than versions: no version check.
  private static final OptionalInt NO_CHECK = OptionalInt.empty();
  private static final Instant T0 = Instant.parse("2026-12-06T03:00:00Z");

  private Database database;
  private Database second;
  private SuggestionStore store;
  private SuggestionStore secondStore;

  /** A database with the schema and no suggestions or server decks. */
  abstract Database openDatabase();

  /** The same database again, as a second process sees it. */
  abstract Database reopenDatabase();

  @BeforeEach
  void open() {
    database = openDatabase();
    second = reopenDatabase();
    store = new JdbcSuggestionStore(database);
    secondStore = new JdbcSuggestionStore(second);
  }

  @AfterEach
  void close() {
    second.close();
    database.close();
  }

  private static SuggestionFields form(String prompt) {
    return new SuggestionFields(
        "club", "general", prompt, "Paris", "Lyon\nNice\n", "The capital.", "atlas p. 3");
  }

  private Suggestion add(long id, long guild, long author, String prompt, int second) {
    return store.add(id, guild, author, form(prompt), T0.plusSeconds(second), 20).orElseThrow();
  }

  @Test
  @DisplayName("a stored suggestion reads back field for field, for its server only")
  void storedAndReadBack() {
    Suggestion s = add(10, GUILD, ALICE, "Capital of France?", 0);

    assertThat(s.state()).isEqualTo(SuggestionState.PENDING);
    assertThat(s.fields()).isEqualTo(form("Capital of France?"));
    assertThat(s.fields().wrongList()).containsExactly("Lyon", "Nice");
    assertThat(s.createdAt()).isEqualTo(T0);
    assertThat(s.reviewerId()).isNull();
    assertThat(store.find(GUILD, 10)).contains(s);
    assertThat(store.find(OTHER_GUILD, 10)).isEmpty();
    assertThat(store.inState(OTHER_GUILD, SuggestionState.PENDING, 10)).isEmpty();
  }

  @Test
  @DisplayName("a member's list is newest first; the pending list oldest first, per server")
  void listsInOrder() {
    add(10, GUILD, ALICE, "one?", 0);
    add(11, GUILD, BOB, "two?", 1);
    add(12, GUILD, ALICE, "three?", 2);
    add(13, OTHER_GUILD, ALICE, "elsewhere?", 3);

    assertThat(store.byAuthor(GUILD, ALICE, 10))
        .extracting(Suggestion::id)
        .containsExactly(12L, 10L);
    assertThat(store.inState(GUILD, SuggestionState.PENDING, 10))
        .extracting(Suggestion::id)
        .containsExactly(10L, 11L, 12L);
    assertThat(store.prompts(GUILD, 11)).containsExactlyInAnyOrder("one?", "three?");
  }

  @Test
  @DisplayName("a member with the most pending suggestions allowed cannot add one more")
  void pendingLimit() {
    for (int i = 0; i < 3; i++) {
      assertThat(store.add(100 + i, GUILD, ALICE, form("q" + i), T0, 3)).isPresent();
    }
    assertThat(store.add(200, GUILD, ALICE, form("over"), T0, 3)).isEmpty();
    assertThat(store.find(GUILD, 200)).isEmpty();
    // Another member, and Alice once one of hers is decided, may.
    assertThat(store.add(201, GUILD, BOB, form("bob's"), T0, 3)).isPresent();
    store.reject(GUILD, 100, ADMIN, null, T0);
    assertThat(store.add(202, GUILD, ALICE, form("now"), T0, 3)).isPresent();
  }

  @Test
  @DisplayName(
      "two processes approve the same suggestion at the same moment, many times: each time one"
          + " decides it, the other hears it was decided, and the deck holds the question once")
  void approveRaceDecidesOnce() throws Exception {
    int rounds = 15;
    ExecutorService pool = Executors.newFixedThreadPool(2);
    try {
      for (int i = 0; i < rounds; i++) {
        long id = 1000 + i;
        add(id, GUILD, ALICE, "race " + i + "?", i);
        CyclicBarrier together = new CyclicBarrier(2);
        Callable<Decision> first =
            () -> {
              together.await();
              return store.approve(GUILD, id, ADMIN, T0.plusSeconds(100), NO_CHECK);
            };
        Callable<Decision> other =
            () -> {
              together.await();
              return secondStore.approve(GUILD, id, ADMIN2, T0.plusSeconds(100), NO_CHECK);
            };
        Future<Decision> a = pool.submit(first);
        Future<Decision> b = pool.submit(other);
        List<Decision> both = List.of(a.get(), b.get());
        assertThat(both).filteredOn(d -> d instanceof Decision.Decided).hasSize(1);
        assertThat(both).filteredOn(d -> d instanceof Decision.AlreadyDecided).hasSize(1);
      }
    } finally {
      pool.shutdownNow();
    }
    Deck deck = membersDeck(GUILD);
    assertThat(deck.questions()).hasSize(rounds);
    assertThat(deck.questions()).extracting(Question::id).doesNotHaveDuplicates();
  }

  @Test
  @DisplayName(
      "two processes approve different suggestions of one server at once: the deck keeps both")
  void approvalsOfDifferentSuggestionsKeepBoth() throws Exception {
    int pairs = 10;
    ExecutorService pool = Executors.newFixedThreadPool(2);
    try {
      for (int i = 0; i < pairs; i++) {
        long x = 2000 + 2 * i;
        long y = x + 1;
        add(x, GUILD, ALICE, "x" + i + "?", i);
        add(y, GUILD, BOB, "y" + i + "?", i);
        CyclicBarrier together = new CyclicBarrier(2);
        Instant at = T0.plusSeconds(100 + i);
        Future<Decision> a =
            pool.submit(
                () -> {
                  together.await();
                  return store.approve(GUILD, x, ADMIN, at, NO_CHECK);
                });
        Future<Decision> b =
            pool.submit(
                () -> {
                  together.await();
                  return secondStore.approve(GUILD, y, ADMIN2, at, NO_CHECK);
                });
        assertThat(a.get()).isInstanceOf(Decision.Decided.class);
        assertThat(b.get()).isInstanceOf(Decision.Decided.class);
      }
    } finally {
      pool.shutdownNow();
    }
    assertThat(membersDeck(GUILD).questions()).hasSize(2 * pairs);
  }

  @Test
  @DisplayName(
      "a member's erasure leaves their approved question in the deck, uncredited, and their"
          + " suggestions anonymised; another member's credit stays")
  void erasureTakesTheCreditOut() throws Exception {
    add(10, GUILD, ALICE, "Capital of France?", 0);
    add(11, GUILD, BOB, "Capital of Italy?", 1);
    store.approve(GUILD, 10, ADMIN, T0.plusSeconds(5), NO_CHECK);
    store.approve(GUILD, 11, ADMIN, T0.plusSeconds(6), NO_CHECK);

    database.inTransaction(
        c -> {
          SuggestionErasure.erase(c, ALICE, T0.plusSeconds(7));
          return null;
        });

    Map<String, OptionalLong> credits = new HashMap<>();
    membersDeck(GUILD).questions().forEach(q -> credits.put(q.id(), SuggestedBy.author(q)));
    assertThat(credits)
        .containsEntry(MemberDeck.questionId(10), OptionalLong.empty())
        .containsEntry(MemberDeck.questionId(11), OptionalLong.of(BOB));
    assertThat(store.find(GUILD, 10).orElseThrow().authorId()).isZero();
  }

  @Test
  @DisplayName(
      "an approved suggestion is a question of the server's members' deck with its author, and"
          + " only of that server's")
  void approvedJoinsTheMembersDeck() {
    add(10, GUILD, ALICE, "Capital of France?", 0);

    Decision d = store.approve(GUILD, 10, ADMIN, T0.plusSeconds(5), NO_CHECK);

    Suggestion approved = ((Decision.Decided) d).suggestion();
    assertThat(approved.state()).isEqualTo(SuggestionState.APPROVED);
    assertThat(approved.reviewerId()).isEqualTo(ADMIN);
    assertThat(approved.reviewedAt()).isEqualTo(T0.plusSeconds(5));
    Question q = membersDeck(GUILD).questions().get(0);
    assertThat(q.id()).isEqualTo(MemberDeck.questionId(10));
    assertThat(q.prompt()).isEqualTo("Capital of France?");
    assertThat(q.correctChoice()).isEqualTo("Paris");
    assertThat(q.choices()).containsExactlyInAnyOrder("Paris", "Lyon", "Nice");
    assertThat(q.reference()).isEqualTo("atlas p. 3");
    assertThat(SuggestedBy.author(q)).isEqualTo(OptionalLong.of(ALICE));
    assertThat(new JdbcDeckStore(database).find(OTHER_GUILD, MemberDeck.DECK_ID)).isEmpty();
  }

  @Test
  @DisplayName(
      "a rejection keeps the reason and changes nothing in the deck; a decided suggestion is"
          + " neither approved, rejected nor edited again")
  void rejectOnce() {
    add(10, GUILD, ALICE, "Capital of France?", 0);

    Decision d = store.reject(GUILD, 10, ADMIN, "Already asked in week 2", T0.plusSeconds(5));
    assertThat(((Decision.Decided) d).suggestion().reason()).isEqualTo("Already asked in week 2");
    assertThat(store.approve(GUILD, 10, ADMIN2, T0.plusSeconds(6), NO_CHECK))
        .isInstanceOf(Decision.AlreadyDecided.class);
    assertThat(store.reject(GUILD, 10, ADMIN2, "again", T0.plusSeconds(6)))
        .isInstanceOf(Decision.AlreadyDecided.class);
    assertThat(store.edit(GUILD, 10, form("changed?"), ADMIN2, NO_CHECK)).isEmpty();
    Suggestion now = store.find(GUILD, 10).orElseThrow();
    assertThat(now.state()).isEqualTo(SuggestionState.REJECTED);
    assertThat(now.reviewerId()).isEqualTo(ADMIN);
    assertThat(now.reason()).isEqualTo("Already asked in week 2");
    assertThat(new JdbcDeckStore(database).find(GUILD, MemberDeck.DECK_ID)).isEmpty();
    assertThat(store.approve(OTHER_GUILD, 10, ADMIN, T0, NO_CHECK))
        .isInstanceOf(Decision.Missing.class);
  }

  @Test
  @DisplayName("an admin's edit of a pending suggestion is what gets approved")
  void editThenApprove() {
    add(10, GUILD, ALICE, "Capitl of France?", 0);

    assertThat(store.edit(GUILD, 10, form("Capital of France?"), ADMIN, NO_CHECK))
        .hasValueSatisfying(s -> assertThat(s.fields().prompt()).isEqualTo("Capital of France?"));
    store.approve(GUILD, 10, ADMIN, T0, NO_CHECK);
    assertThat(membersDeck(GUILD).questions())
        .extracting(Question::prompt)
        .containsExactly("Capital of France?");
  }

  @Test
  @DisplayName(
      "each edit raises the version; an edit or approval of an older version changes nothing and"
          + " says it changed, the current version's goes through")
  void versionsGuardEditsAndApprovals() {
    // GIVEN a suggestion at version 0, edited once by ADMIN from a card showing version 0
    add(10, GUILD, ALICE, "Capitl of France?", 0);
    assertThat(store.find(GUILD, 10).orElseThrow().version()).isZero();
    assertThat(store.edit(GUILD, 10, form("Capital of France?"), ADMIN, OptionalInt.of(0)))
        .hasValueSatisfying(s -> assertThat(s.version()).isEqualTo(1));

    // WHEN ADMIN2 submits a form opened on version 0, THEN nothing is changed
    assertThat(secondStore.edit(GUILD, 10, form("Capital of Spain?"), ADMIN2, OptionalInt.of(0)))
        .isEmpty();
    Suggestion kept = store.find(GUILD, 10).orElseThrow();
    assertThat(kept.fields().prompt()).isEqualTo("Capital of France?");
    assertThat(kept.version()).isEqualTo(1);

    // WHEN ADMIN2 presses Approve on a card showing version 0, THEN it stays pending
    Decision stale = secondStore.approve(GUILD, 10, ADMIN2, T0.plusSeconds(5), OptionalInt.of(0));
    assertThat(stale).isInstanceOf(Decision.Changed.class);
    assertThat(((Decision.Changed) stale).suggestion().version()).isEqualTo(1);
    assertThat(store.find(GUILD, 10).orElseThrow().pending()).isTrue();
    assertThat(new JdbcDeckStore(database).find(GUILD, MemberDeck.DECK_ID)).isEmpty();

    // WHEN approved from a card showing version 1, THEN it is approved with the edit
    assertThat(store.approve(GUILD, 10, ADMIN2, T0.plusSeconds(6), OptionalInt.of(1)))
        .isInstanceOf(Decision.Decided.class);
    assertThat(membersDeck(GUILD).questions())
        .extracting(Question::prompt)
        .containsExactly("Capital of France?");
  }

  @Test
  @DisplayName("the review channel is kept per server, and cleared")
  void reviewChannel() {
    assertThat(store.reviewChannel(GUILD)).isEmpty();
    store.setReviewChannel(GUILD, OptionalLong.of(55));
    assertThat(secondStore.reviewChannel(GUILD)).hasValue(55);
    assertThat(store.reviewChannel(OTHER_GUILD)).isEmpty();
    store.setReviewChannel(GUILD, OptionalLong.empty());
    assertThat(store.reviewChannel(GUILD)).isEmpty();
  }

  private Deck membersDeck(long guild) {
    StoredDeck stored = new JdbcDeckStore(database).find(guild, MemberDeck.DECK_ID).orElseThrow();
    var loaded = ServerDecks.load(stored);
    assertThat(loaded.problems()).isEmpty();
    List<Deck> decks = new ArrayList<>(loaded.bank().decks());
    return decks.get(0);
  }
}
