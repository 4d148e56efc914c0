package dev.quizbot.app;

import static org.assertj.core.api.Assertions.assertThat;

import dev.quizbot.bank.Deck;
import dev.quizbot.bank.Question;
import dev.quizbot.bank.QuestionBank;
import dev.quizbot.bank.ServerIds;
import dev.quizbot.exam.ExamRequest;
import dev.quizbot.exam.ExamStart;
import dev.quizbot.serverdeck.JdbcDeckStore;
import dev.quizbot.serverdeck.ServerDeckBanks;
import dev.quizbot.storage.Database;
import dev.quizbot.study.ReviewFilter;
import dev.quizbot.study.ReviewStart;
import dev.quizbot.testing.TestClock;
import java.nio.file.Path;
import java.time.Instant;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A server's own deck in every way its members draw questions (channel rounds, the daily question,
 * /review, /exam), on a real SQLite file; another server never gets it, and a removed deck is drawn
 * by none.
 */
final class ServerDecksDrawnTest {
  private static final long GUILD = 5_000L;
  private static final long OTHER = 6_000L;
  private static final long MEMBER = 77L;
  private static final String DECK = ServerIds.deck(GUILD, "club");

  @TempDir Path dir;
  private Database database;
  private JdbcDeckStore store;
  private ServerDeckBanks banks;
  private final TestClock clock = new TestClock(Instant.parse("2026-12-06T06:00:00Z"));

  private static Question question(String id, String deckId) {
    return new Question(
        id, deckId, "astronomy", "Q " + id + "?", List.of("A", "B"), 0, "E.", null, null, null);
  }

  @BeforeEach
  void open() {
    database = Database.openSqlite(dir.resolve("quizbot.db"));
    store = new JdbcDeckStore(database);
    QuestionBank shipped =
        QuestionBank.of(List.of(new Deck("nca", "NCA", "", null, List.of(question("s1", "nca")))));
    banks = new ServerDeckBanks(() -> shipped, store);
    store.save(
        GUILD,
        new Deck("club", "Club", "", null, List.of(question("c1", "club"), question("c2", "club"))),
        1L,
        clock.instant());
  }

  @AfterEach
  void close() {
    database.close();
  }

  @Test
  @DisplayName("channel rounds and the daily question: this server's deck here, never elsewhere")
  void roundsAndDaily() {
    BankQuestionSource source = new BankQuestionSource(banks);
    BankDailyQuestions daily = new BankDailyQuestions(banks);
    String c1 = ServerIds.question(GUILD, "c1", 1);

    assertThat(source.eligible(GUILD, Optional.empty(), Optional.of(DECK)))
        .extracting(Question::id)
        .containsExactly(c1, ServerIds.question(GUILD, "c2", 1));
    assertThat(source.deckIds(OTHER)).containsExactly("nca");
    assertThat(source.eligible(OTHER, Optional.empty(), Optional.empty()))
        .extracting(Question::id)
        .containsExactly("s1");
    assertThat(daily.questionIds(GUILD, Optional.of("astronomy"))).contains(c1);
    assertThat(daily.questionIds(OTHER, Optional.of("astronomy"))).doesNotContain(c1);
    // found by id wherever asked: a round's reveal after a restart
    assertThat(source.byId(c1)).isPresent();

    store.remove(GUILD, "club", clock.instant());
    banks.invalidate(GUILD);
    assertThat(source.eligible(GUILD, Optional.empty(), Optional.of(DECK))).isEmpty();
    assertThat(daily.questionIds(GUILD, Optional.of("astronomy"))).containsExactly("s1");
    assertThat(source.byId(c1)).get().extracting(Question::retired).isEqualTo(true);
  }

  @Test
  @DisplayName("/review and /exam of the server's deck start there, and not in another server")
  void reviewAndExam() {
    StudyServices study = new StudyServices(banks, database, clock);
    ReviewFilter club = ReviewFilter.none().withDeck(DECK);
    ExamRequest exam = new ExamRequest(Optional.of(DECK), OptionalInt.empty(), OptionalInt.empty());

    assertThat(study.reviews.start(MEMBER, OTHER, club).kind())
        .isEqualTo(ReviewStart.Kind.UNKNOWN_DECK);
    ReviewStart review = study.reviews.start(MEMBER, GUILD, club);
    assertThat(review.kind()).isEqualTo(ReviewStart.Kind.STARTED);
    assertThat(review.question().get().question().deckId()).isEqualTo(DECK);

    assertThat(study.exams.start(MEMBER + 1, OTHER, exam).kind())
        .isEqualTo(ExamStart.Kind.UNKNOWN_DECK);
    ExamStart started = study.exams.start(MEMBER + 1, GUILD, exam);
    assertThat(started.kind()).isEqualTo(ExamStart.Kind.STARTED);
    var state = started.exam().get();
    assertThat(study.exams.question(state, 0).question()).isPresent();
  }
}
