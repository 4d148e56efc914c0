package dev.quizbot.daily;

import static org.assertj.core.api.Assertions.assertThat;

import dev.quizbot.shard.Shard;
import dev.quizbot.storage.Database;
import java.nio.file.Path;
import java.time.Instant;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Random;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

final class DailyQuestionPickerTest {

  private static final long GUILD = 111_000_000_000_000_001L;
  private static final List<String> BANK = List.of("q1", "q2", "q3", "q4", "q5");

  @TempDir Path dir;
  private Database database;
  private JdbcDailyStore store;

  @BeforeEach
  void open() {
    database = Database.openSqlite(dir.resolve("daily.db"));
    store = new JdbcDailyStore(database, Shard.ALL);
  }

  @AfterEach
  void close() {
    database.close();
  }

  /** Picks and "posts" {@code days} dailies, returning the question ids in order. */
  private List<String> postDays(DailyQuestionPicker picker, int days) {
    return postDays(picker, days, LocalDate.parse("2026-01-01"));
  }

  private List<String> postDays(DailyQuestionPicker picker, int days, LocalDate first) {
    List<String> asked = new ArrayList<>();
    LocalDate date = first;
    for (int i = 0; i < days; i++, date = date.plusDays(1)) {
      String id = picker.pick(GUILD, Optional.empty()).orElseThrow();
      store.insertClaim(GUILD, date, ClaimStatus.CLAIMED, Optional.of(id), "p", Instant.EPOCH);
      store.markPosted(GUILD, date, "p", 1, i + 1L, id, Instant.EPOCH.plusSeconds(i));
      asked.add(id);
    }
    return asked;
  }

  @Test
  @DisplayName("no question repeats until every eligible question was asked")
  void noRepeatsWithinACycle() {
    DailyQuestionPicker picker = new DailyQuestionPicker(store, topic -> BANK, new Random(7));
    List<String> asked = postDays(picker, 5);
    assertThat(asked).containsExactlyInAnyOrderElementsOf(BANK);
  }

  @Test
  @DisplayName("once the bank is exhausted a new cycle starts and again covers every question")
  void cycleRestartsWhenExhausted() {
    DailyQuestionPicker picker = new DailyQuestionPicker(store, topic -> BANK, new Random(7));
    List<String> asked = postDays(picker, 10);
    assertThat(asked.subList(5, 10)).containsExactlyInAnyOrderElementsOf(BANK);
  }

  @Test
  @DisplayName("a new cycle never starts with the question that ended the previous one")
  void noBackToBackRepeatAcrossCycles() {
    // GIVEN a three-question bank, over many seeds
    for (int seed = 0; seed < 30; seed++) {
      store.forgetAsked(GUILD, BANK.subList(0, 3));
      DailyQuestionPicker picker =
          new DailyQuestionPicker(store, topic -> BANK.subList(0, 3), new Random(seed));

      // WHEN three cycles are posted, each day after the other
      List<String> asked = postDays(picker, 9, LocalDate.parse("2026-01-01").plusYears(seed));

      // THEN no day repeats the question of the day before
      for (int i = 1; i < asked.size(); i++) {
        assertThat(asked.get(i))
            .as("seed %d, day %d of %s", seed, i, asked)
            .isNotEqualTo(asked.get(i - 1));
      }
    }
  }

  @Test
  @DisplayName("the same seed gives the same sequence of questions")
  void deterministicWithSeed() {
    List<String> first = postDays(new DailyQuestionPicker(store, topic -> BANK, new Random(42)), 5);
    store.forgetAsked(GUILD, BANK);
    // Fresh dates: use a different server so earlier claims do not interfere.
    List<String> second = new ArrayList<>();
    DailyQuestionPicker again = new DailyQuestionPicker(store, topic -> BANK, new Random(42));
    for (int i = 0; i < 5; i++) {
      String id = again.pick(GUILD, Optional.empty()).orElseThrow();
      second.add(id);
      store.insertClaim(
          GUILD,
          LocalDate.parse("2027-01-01").plusDays(i),
          ClaimStatus.CLAIMED,
          Optional.of(id),
          "p",
          Instant.EPOCH);
      store.markPosted(
          GUILD, LocalDate.parse("2027-01-01").plusDays(i), "p", 1, 1L, id, Instant.EPOCH);
    }
    assertThat(second).isEqualTo(first);
  }

  @Test
  @DisplayName("a topic without questions yields no question")
  void emptyTopicYieldsNothing() {
    DailyQuestionPicker picker = new DailyQuestionPicker(store, topic -> List.of(), new Random(1));
    assertThat(picker.pick(GUILD, Optional.of("nothing-here"))).isEmpty();
  }
}
