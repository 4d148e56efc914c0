package dev.quizbot.round;

import dev.quizbot.guildconfig.GuildSettingsChange;
import dev.quizbot.guildconfig.GuildSettingsDefaults;
import dev.quizbot.guildconfig.GuildSettingsService;
import dev.quizbot.guildconfig.JdbcGuildSettingsStore;
import dev.quizbot.shard.Shard;
import dev.quizbot.storage.Database;
import dev.quizbot.testing.AnswerStores;
import dev.quizbot.testing.TestClock;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.Duration;
import java.time.Instant;
import java.util.Random;
import java.util.concurrent.atomic.AtomicLong;

/** A round engine over a real SQLite file, with a hand-moved clock and a seeded random. */
final class RoundFixture implements AutoCloseable {

  static final long GUILD = 9001L;
  static final long CHANNEL = 9101L;
  static final Instant T0 = Instant.parse("2026-03-02T10:00:00Z");

  final Database database;
  final TestClock clock;
  final GuildSettingsService settings;
  final JdbcRoundStore roundStore;
  final JdbcAnswerStore answerStore;
  final AnswerWriter writer;
  final RoundService service;
  private final AtomicLong nextMessageId;

  RoundFixture(Path dir) {
    this(Database.openSqlite(dir.resolve("quizbot.db")), new TestClock(T0), 42L);
  }

  /** The standard fixture with another engine configuration (e.g. a /quiz cooldown). */
  RoundFixture(Path dir, RoundConfig config) {
    this(Database.openSqlite(dir.resolve("quizbot.db")), new TestClock(T0), 42L, config);
  }

  RoundFixture(Database database, TestClock clock, long seed) {
    this(database, clock, seed, RoundConfig.DEFAULTS);
  }

  RoundFixture(Database database, TestClock clock, long seed, RoundConfig config) {
    this(database, clock, seed, config, null);
  }

  /**
   * The standard fixture whose stores fail while {@code faults} is switched on; its writer retries
   * within milliseconds, so an outage costs no real wait.
   */
  RoundFixture(Path dir, SwitchedStores faults) {
    this(
        Database.openSqlite(dir.resolve("quizbot.db")),
        new TestClock(T0),
        42L,
        RoundConfig.DEFAULTS,
        faults);
  }

  private RoundFixture(
      Database database, TestClock clock, long seed, RoundConfig config, SwitchedStores faults) {
    this.database = database;
    this.clock = clock;
    this.settings =
        new GuildSettingsService(
            new JdbcGuildSettingsStore(database), GuildSettingsDefaults.STANDARD, clock);
    this.roundStore = new JdbcRoundStore(database, Shard.ALL);
    this.answerStore = AnswerStores.withLeaderboard(database);
    this.nextMessageId = new AtomicLong(7_000 + seed * 1_000);
    RoundStore rounds = faults == null ? roundStore : faults.rounds(roundStore);
    AnswerStore answers = faults == null ? answerStore : faults.answers(answerStore);
    this.writer =
        faults == null
            ? new AnswerWriter(answerStore, 500, clock)
            : new AnswerWriter(
                answers, 500, clock, Duration.ofMillis(1), Duration.ofMillis(5), 10_000);
    this.writer.start();
    AtomicLong ids = new AtomicLong(100 + seed * 1000);
    this.service =
        new RoundService(
            FakeQuestions.standard(),
            settings,
            rounds,
            answers,
            writer,
            config,
            clock,
            new Random(seed),
            ids::incrementAndGet);
  }

  /** A /quiz in the standard channel, posted; the message id is fresh. */
  PostedRound postQuiz() {
    return postQuiz(RoundRequest.quiz(GUILD, CHANNEL));
  }

  PostedRound postQuiz(RoundRequest request) {
    PreparedRound prepared = (PreparedRound) service.start(request);
    long messageId = nextMessageId.incrementAndGet();
    service.markPosted(prepared.roundId(), messageId);
    return new PostedRound(prepared, messageId);
  }

  void configure(GuildSettingsChange change) {
    settings.update(GUILD, change);
  }

  AnswerOutcome react(PostedRound round, long userId, int position, Duration after) {
    return service.answer(
        new ReactionAnswer(
            round.prepared().channelId(),
            round.messageId(),
            userId,
            false,
            ChoiceEmojis.emoji(position),
            round.prepared().openedAt().plus(after)));
  }

  long count(String sql) {
    service.flush();
    try (Connection c = database.connection();
        Statement st = c.createStatement();
        ResultSet rs = st.executeQuery(sql)) {
      rs.next();
      return rs.getLong(1);
    } catch (SQLException e) {
      throw new IllegalStateException(e);
    }
  }

  @Override
  public void close() {
    writer.close();
    database.close();
  }

  record PostedRound(PreparedRound prepared, long messageId) {
    int correct() {
      return prepared.correctPosition();
    }

    int wrong() {
      return (prepared.correctPosition() + 1) % prepared.choiceOrder().size();
    }
  }
}
