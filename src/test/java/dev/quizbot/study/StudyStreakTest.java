package dev.quizbot.study;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Instant;
import java.time.LocalDate;
import java.time.ZoneId;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

final class StudyStreakTest {

  private static final ZoneId TOKYO = ZoneId.of("Asia/Tokyo");
  private static final LocalDate TODAY = LocalDate.parse("2026-05-10");

  private static int streak(ZoneId zone, String... instants) {
    StudyStreak streak = new StudyStreak(zone, TODAY);
    for (String at : instants) {
      if (!streak.accept(Instant.parse(at))) {
        break;
      }
    }
    return streak.days();
  }

  @Test
  @DisplayName("three days in a row ending today are a streak of three")
  void threeDays() {
    assertThat(
            streak(
                ZoneId.of("UTC"),
                "2026-05-10T08:00:00Z",
                "2026-05-10T07:00:00Z",
                "2026-05-09T22:00:00Z",
                "2026-05-08T01:00:00Z",
                "2026-05-06T01:00:00Z"))
        .isEqualTo(3);
  }

  @Test
  @DisplayName("a streak ending yesterday still counts while today has no review yet")
  void yesterdayStillCounts() {
    assertThat(streak(ZoneId.of("UTC"), "2026-05-09T08:00:00Z", "2026-05-08T08:00:00Z"))
        .isEqualTo(2);
  }

  @Test
  @DisplayName("a last review two days ago means no streak")
  void brokenStreak() {
    assertThat(streak(ZoneId.of("UTC"), "2026-05-08T08:00:00Z")).isZero();
  }

  @Test
  @DisplayName("days are the member's: 16:00 UTC is already the next day in Tokyo")
  void memberZone() {
    // GIVEN reviews at 16:00 UTC on the 9th (01:00 on the 10th in Tokyo) and 10:00 UTC on the 9th
    List<String> reviews = List.of("2026-05-09T16:00:00Z", "2026-05-09T10:00:00Z");
    // THEN in Tokyo they are two days (10th and 9th), in UTC one (9th)
    assertThat(streak(TOKYO, reviews.toArray(String[]::new))).isEqualTo(2);
    assertThat(streak(ZoneId.of("UTC"), reviews.toArray(String[]::new))).isEqualTo(1);
  }

  @Test
  @DisplayName("reading stops at the first gap")
  void stopsAtGap() {
    StudyStreak streak = new StudyStreak(ZoneId.of("UTC"), TODAY);
    assertThat(streak.accept(Instant.parse("2026-05-10T08:00:00Z"))).isTrue();
    assertThat(streak.accept(Instant.parse("2026-05-07T08:00:00Z"))).isFalse();
    assertThat(streak.accept(Instant.parse("2026-05-06T08:00:00Z"))).isFalse();
    assertThat(streak.days()).isEqualTo(1);
  }
}
