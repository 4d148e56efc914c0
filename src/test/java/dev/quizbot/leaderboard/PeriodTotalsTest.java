package dev.quizbot.leaderboard;

import static org.assertj.core.api.Assertions.assertThat;

import dev.quizbot.round.JdbcAnswerStore;
import dev.quizbot.round.JdbcRoundStore;
import dev.quizbot.round.PostedRounds;
import dev.quizbot.round.StoredAnswer;
import dev.quizbot.shard.Shard;
import dev.quizbot.storage.Database;
import dev.quizbot.testing.AnswerStores;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.Statement;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneId;
import java.time.ZonedDateTime;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Random;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

final class PeriodTotalsTest {
  private static final long GUILD = 4242;
  private static final ZoneId NEW_YORK = ZoneId.of("America/New_York");
  private static final Instant START = Instant.parse("2026-02-20T00:00:00Z");

  @TempDir Path dir;
  private Database db;
  private JdbcLeaderboardStore store;
  private long nextRound = 1;

  @BeforeEach
  void open() throws Exception {
    db = Database.openSqlite(dir.resolve("quizbot.db"));
    store = new JdbcLeaderboardStore(db);
    setZone("America/New_York");
  }

  @AfterEach
  void close() {
    db.close();
  }

  @Test
  @DisplayName(
      "weekly and monthly boards from the period totals equal the boards aggregated from the"
          + " answers, duplicates included")
  void totalsEqualScan() {
    // GIVEN 60 days of answers by 25 members written through the answer store, some twice
    writeRandomAnswers(START, 60, new Random(11));

    // WHEN each week and month of the span is read both ways THEN they agree, page and caller
    for (int day = 0; day < 60; day += 3) {
      ZonedDateTime now = START.plus(Duration.ofDays(day)).atZone(NEW_YORK);
      for (Period period : List.of(Period.WEEK, Period.MONTH)) {
        PeriodWindow w = LeaderboardService.windowOf(period, now).orElseThrow();
        for (long caller : List.of(1L, 7L, 25L, 99L)) {
          for (int offset : List.of(0, 10, 20)) {
            Optional<LeaderboardStore.RankedSlice> fast =
                store.periodTotals(GUILD, period, NEW_YORK, w, offset, 10, caller);
            LeaderboardStore.RankedSlice scan =
                store.answersBetween(
                    GUILD, w.startMillis(), w.endMillis(), Optional.empty(), offset, 10, caller);
            assertThat(fast).as("%s of %s", period, now).contains(scan);
          }
        }
      }
    }
  }

  @Test
  @DisplayName("after a zone change the totals are not used for periods they do not fully hold")
  void zoneChangeFallsBack() throws Exception {
    // GIVEN answers counted in New York, then the server moves to Berlin and answers go on
    // (New York answers until Tue 3 March; the Berlin week began Mon 2 March)
    writeRandomAnswers(START, 12, new Random(3));
    setZone("Europe/Berlin");
    writeRandomAnswers(START.plus(Duration.ofDays(12)), 2, new Random(4));
    ZoneId berlin = ZoneId.of("Europe/Berlin");
    ZonedDateTime now = START.plus(Duration.ofDays(13)).atZone(berlin);
    PeriodWindow week = LeaderboardService.windowOf(Period.WEEK, now).orElseThrow();

    // WHEN the current Berlin week and a later one are asked for
    Optional<LeaderboardStore.RankedSlice> current =
        store.periodTotals(GUILD, Period.WEEK, berlin, week, 0, 10, 1);
    Optional<LeaderboardStore.RankedSlice> oldZone =
        store.periodTotals(
            GUILD,
            Period.WEEK,
            NEW_YORK,
            LeaderboardService.windowOf(Period.WEEK, now.withZoneSameInstant(NEW_YORK))
                .orElseThrow(),
            0,
            10,
            1);
    writeRandomAnswers(START.plus(Duration.ofDays(20)), 1, new Random(5));
    ZonedDateTime later = START.plus(Duration.ofDays(20)).atZone(berlin);
    PeriodWindow laterWeek = LeaderboardService.windowOf(Period.WEEK, later).orElseThrow();
    Optional<LeaderboardStore.RankedSlice> next =
        store.periodTotals(GUILD, Period.WEEK, berlin, laterWeek, 0, 10, 1);

    // THEN the week begun before the change and the old zone fall back; a later week is served
    assertThat(current).isEmpty();
    assertThat(oldZone).isEmpty();
    assertThat(next)
        .contains(
            store.answersBetween(
                GUILD, laterWeek.startMillis(), laterWeek.endMillis(), Optional.empty(), 0, 10, 1));
  }

  @Test
  @DisplayName(
      "batches holding several answers per member, across week and month boundaries, give the"
          + " same boards as the answers")
  void batchesOfManyRoundsEqualScan() {
    // GIVEN 40 days of answers written 9 rounds (2 1/4 days) per batch, so most members answer
    // several times per batch and batches straddle Mondays and the 1st of March
    writeRandomAnswers(START, 40, new Random(23), 9);

    // WHEN each week and month of the span is read both ways THEN they agree
    for (int day = 0; day < 40; day += 2) {
      ZonedDateTime now = START.plus(Duration.ofDays(day)).atZone(NEW_YORK);
      for (Period period : List.of(Period.WEEK, Period.MONTH)) {
        PeriodWindow w = LeaderboardService.windowOf(period, now).orElseThrow();
        Optional<LeaderboardStore.RankedSlice> fast =
            store.periodTotals(GUILD, period, NEW_YORK, w, 0, 30, 3);
        LeaderboardStore.RankedSlice scan =
            store.answersBetween(GUILD, w.startMillis(), w.endMillis(), Optional.empty(), 0, 30, 3);
        assertThat(fast).as("%s of %s", period, now).contains(scan);
      }
    }
  }

  private void writeRandomAnswers(Instant from, int days, Random random) {
    writeRandomAnswers(from, days, random, 1);
  }

  private void writeRandomAnswers(Instant from, int days, Random random, int roundsPerBatch) {
    JdbcRoundStore rounds = new JdbcRoundStore(db, Shard.ALL);
    JdbcAnswerStore answers = AnswerStores.withLeaderboard(db);
    List<StoredAnswer> batch = new ArrayList<>();
    for (int r = 0; r < days * 4; r++) {
      long roundId = nextRound++;
      Instant opened = from.plus(Duration.ofHours(6L * r)).plusSeconds(random.nextInt(3600));
      rounds.insert(PostedRounds.quiz(roundId, GUILD, opened));
      for (long user = 1; user <= 25; user++) {
        if (random.nextInt(3) != 0) {
          continue;
        }
        boolean correct = random.nextBoolean();
        int points = correct ? 10 + random.nextInt(6) : 0;
        Instant at = opened.plusSeconds(random.nextInt(60));
        batch.add(new StoredAnswer(roundId, GUILD, user, 0, correct, points, at, false, "memory"));
      }
      if ((r + 1) % roundsPerBatch != 0 && r + 1 < days * 4) {
        continue;
      }
      answers.saveAll(batch);
      if (r % 5 == 0) {
        answers.saveAll(batch); // a replayed batch: duplicates must not count twice
      }
      batch = new ArrayList<>();
    }
  }

  private void setZone(String zone) throws Exception {
    try (Connection c = db.connection();
        Statement st = c.createStatement()) {
      st.executeUpdate(
          "INSERT INTO guild_settings (guild_id, answer_window_seconds, speed_bonus, hide_answers,"
              + " timezone, updated_at) VALUES ("
              + GUILD
              + ", 60, TRUE, FALSE, '"
              + zone
              + "', 0) ON CONFLICT (guild_id) DO UPDATE SET timezone = excluded.timezone");
    }
  }
}
