package dev.quizbot.leaderboard;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.quizbot.storage.Database;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Instant;
import java.time.ZoneId;
import java.time.ZoneOffset;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

final class BoardRequestErrorsTest {

  private static final long GUILD = 9001;
  private static final String NOW = "2026-03-05T12:00:00Z";

  @TempDir Path dir;
  private Database db;

  @BeforeEach
  void open() {
    db = Database.openSqlite(dir.resolve("quizbot.db"));
    AnswerFixture answers = new AnswerFixture(db);
    for (int i = 1; i <= 25; i++) {
      answers.correct(GUILD, 100 + i, "memory", 10 + i % 6, "2026-03-03T09:00:00Z");
    }
  }

  @AfterEach
  void close() {
    db.close();
  }

  @ParameterizedTest
  @EnumSource(Period.class)
  @DisplayName("a page past the end is refused with the number of pages the board has")
  void pageBeyondEnd(Period period) {
    // GIVEN 25 members: 3 pages

    // WHEN page 7 is asked for / THEN the message says so
    assertThatThrownBy(() -> Boards.service(db, NOW).board(GUILD, period, Optional.empty(), 7, 101))
        .isInstanceOfSatisfying(
            LeaderboardException.class,
            e -> {
              assertThat(e.reason()).isEqualTo(LeaderboardException.Reason.NO_SUCH_PAGE);
              assertThat(e.page()).isEqualTo(7);
              assertThat(e.pageCount()).isEqualTo(3);
            });
  }

  @Test
  @DisplayName(
      "an unknown topic in a bank of 300 topics gets a message within Discord's 2000 characters")
  void unknownTopicAmongMany() {
    // GIVEN a bank of 300 topics
    Set<String> topics = new TreeSet<>();
    for (int i = 0; i < 300; i++) {
      topics.add(String.format("syllabus-topic-%03d", i));
    }
    LeaderboardService service =
        new LeaderboardService(
            new JdbcLeaderboardStore(db),
            new JdbcGuildZones(db),
            g -> topics,
            Clock.fixed(Instant.parse(NOW), ZoneOffset.UTC));

    // WHEN a topic that does not exist is asked for
    // THEN the refusal offers the first topics, cut to fit one Discord message, and counts the rest
    assertThatThrownBy(() -> service.board(GUILD, Period.ALL_TIME, Optional.of("cooking"), 1, 101))
        .isInstanceOfSatisfying(
            LeaderboardException.class,
            e -> {
              assertThat(e.reason()).isEqualTo(LeaderboardException.Reason.UNKNOWN_TOPIC);
              assertThat(e.typed()).isEqualTo("cooking");
              assertThat(e.topics()).startsWith("syllabus-topic-000", "syllabus-topic-001");
              assertThat(String.join(", ", e.topics())).hasSizeLessThanOrEqualTo(1500);
              assertThat(e.topics().size() + e.moreTopics()).isEqualTo(300);
              assertThat(e.moreTopics()).isPositive();
            });
  }

  @ParameterizedTest
  @EnumSource(Period.class)
  @DisplayName(
      "the largest page number is refused with the page count, the store never asked for a"
          + " negative offset (PostgreSQL rejects one)")
  void hugePage(Period period) {
    // GIVEN 25 members, read through a store that, like PostgreSQL, refuses a negative OFFSET
    LeaderboardService service =
        new LeaderboardService(
            new NonNegativeOffsetStore(new JdbcLeaderboardStore(db)),
            new JdbcGuildZones(db),
            g -> Boards.TOPICS,
            Clock.fixed(Instant.parse(NOW), ZoneOffset.UTC));

    // WHEN the largest page Discord's integer option can reach the service is asked for
    // THEN the member is told how many pages there are
    assertThatThrownBy(() -> service.board(GUILD, period, Optional.empty(), Integer.MAX_VALUE, 101))
        .isInstanceOfSatisfying(
            LeaderboardException.class,
            e -> {
              assertThat(e.page()).isEqualTo(Integer.MAX_VALUE);
              assertThat(e.pageCount()).isEqualTo(3);
            });
  }

  /** Delegates, failing as PostgreSQL does ("OFFSET must not be negative"). */
  private static final class NonNegativeOffsetStore extends ForwardingLeaderboardStore {
    private final LeaderboardStore store;

    NonNegativeOffsetStore(LeaderboardStore store) {
      this.store = store;
    }

    @Override
    protected LeaderboardStore delegate() {
      return store;
    }

    private static int checked(int offset) {
      if (offset < 0) {
        throw new IllegalArgumentException("OFFSET must not be negative: " + offset);
      }
      return offset;
    }

    @Override
    public RankedSlice allTime(long guildId, int offset, int limit, long callerId) {
      return store.allTime(guildId, checked(offset), limit, callerId);
    }

    @Override
    public RankedSlice answersBetween(
        long guildId,
        long fromMillis,
        long toMillis,
        Optional<String> topic,
        int offset,
        int limit,
        long callerId) {
      return store.answersBetween(
          guildId, fromMillis, toMillis, topic, checked(offset), limit, callerId);
    }

    @Override
    public Optional<RankedSlice> periodTotals(
        long guildId,
        Period period,
        ZoneId zone,
        PeriodWindow window,
        int offset,
        int limit,
        long callerId) {
      return store.periodTotals(guildId, period, zone, window, checked(offset), limit, callerId);
    }
  }

  @Test
  @DisplayName("page 0 is refused as below the first page")
  void pageZero() {
    assertThatThrownBy(
            () -> Boards.service(db, NOW).board(GUILD, Period.WEEK, Optional.empty(), 0, 101))
        .isInstanceOfSatisfying(
            LeaderboardException.class,
            e -> assertThat(e.reason()).isEqualTo(LeaderboardException.Reason.PAGE_BELOW_ONE));
  }

  @Test
  @DisplayName("an unknown topic is refused with the topics that exist")
  void unknownTopic() {
    assertThatThrownBy(
            () ->
                Boards.service(db, NOW)
                    .board(GUILD, Period.ALL_TIME, Optional.of("cooking"), 1, 101))
        .isInstanceOfSatisfying(
            LeaderboardException.class,
            e -> {
              assertThat(e.reason()).isEqualTo(LeaderboardException.Reason.UNKNOWN_TOPIC);
              assertThat(e.topics()).containsExactly("memory", "parallelism", "precision");
              assertThat(e.moreTopics()).isZero();
            });
  }
}
