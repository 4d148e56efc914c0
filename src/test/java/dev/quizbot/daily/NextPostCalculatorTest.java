package dev.quizbot.daily;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalTime;
import java.time.ZoneId;
import java.time.ZonedDateTime;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

final class NextPostCalculatorTest {

  private static final ZoneId NEW_YORK = ZoneId.of("America/New_York");
  private static final ZoneId BERLIN = ZoneId.of("Europe/Berlin");
  private static final ZoneId LORD_HOWE = ZoneId.of("Australia/Lord_Howe");

  private final NextPostCalculator calculator = new NextPostCalculator();

  private Instant next(String time, ZoneId zone, String afterUtc) {
    return calculator
        .nextPostAfter(LocalTime.parse(time), zone, Instant.parse(afterUtc))
        .toInstant();
  }

  @Test
  @DisplayName("New York 08:00 moves from 13:00Z to 12:00Z across the March spring-forward")
  void newYorkSpringForward() {
    // GIVEN 2026-03-07 08:00 EST (UTC-5) has just been posted
    // WHEN the next post after it is computed (DST starts 2026-03-08 02:00)
    // THEN it is 08:00 EDT (UTC-4) on the 8th, 23 hours later
    assertThat(next("08:00", NEW_YORK, "2026-03-07T13:00:00Z"))
        .isEqualTo(Instant.parse("2026-03-08T12:00:00Z"));
  }

  @Test
  @DisplayName("New York 08:00 moves from 12:00Z to 13:00Z across the November fall-back")
  void newYorkFallBack() {
    assertThat(next("08:00", NEW_YORK, "2026-10-31T12:00:00Z"))
        .isEqualTo(Instant.parse("2026-11-01T13:00:00Z"));
  }

  @Test
  @DisplayName("Berlin 08:00 moves from 07:00Z to 06:00Z across the March spring-forward")
  void berlinSpringForward() {
    assertThat(next("08:00", BERLIN, "2026-03-28T07:00:00Z"))
        .isEqualTo(Instant.parse("2026-03-29T06:00:00Z"));
  }

  @Test
  @DisplayName("Berlin 08:00 moves from 06:00Z to 07:00Z across the October fall-back")
  void berlinFallBack() {
    assertThat(next("08:00", BERLIN, "2026-10-24T06:00:00Z"))
        .isEqualTo(Instant.parse("2026-10-25T07:00:00Z"));
  }

  @Test
  @DisplayName("Lord Howe 08:00 moves by half an hour when its 30-minute DST ends in April")
  void lordHoweDstEnds() {
    // +11:00 until 2026-04-05 02:00 local, then +10:30
    assertThat(next("08:00", LORD_HOWE, "2026-04-03T21:00:00Z"))
        .isEqualTo(Instant.parse("2026-04-04T21:30:00Z"));
  }

  @Test
  @DisplayName("Lord Howe 08:00 moves by half an hour when its 30-minute DST starts in October")
  void lordHoweDstStarts() {
    // +10:30 until 2026-10-04 02:00 local, then +11:00
    assertThat(next("08:00", LORD_HOWE, "2026-10-02T21:30:00Z"))
        .isEqualTo(Instant.parse("2026-10-03T21:00:00Z"));
  }

  @Test
  @DisplayName("02:30 inside New York's 02:00-03:00 gap posts at the transition, 03:00 EDT")
  void newYorkGapPostsAtTransition() {
    ZonedDateTime post =
        calculator
            .postTimeOn(LocalDate.parse("2026-03-08"), LocalTime.parse("02:30"), NEW_YORK)
            .orElseThrow();
    assertThat(post.toInstant()).isEqualTo(Instant.parse("2026-03-08T07:00:00Z"));
    assertThat(post.toLocalDateTime()).hasToString("2026-03-08T03:00");
  }

  @Test
  @DisplayName("02:30 inside Berlin's 02:00-03:00 gap posts at 03:00 CEST, not at 03:30")
  void berlinGapPostsAtTransition() {
    ZonedDateTime post =
        calculator
            .postTimeOn(LocalDate.parse("2026-03-29"), LocalTime.parse("02:30"), BERLIN)
            .orElseThrow();
    assertThat(post.toInstant()).isEqualTo(Instant.parse("2026-03-29T01:00:00Z"));
  }

  @Test
  @DisplayName("02:15 inside Lord Howe's 02:00-02:30 gap posts at the transition, 02:30 +11:00")
  void lordHoweGapPostsAtTransition() {
    ZonedDateTime post =
        calculator
            .postTimeOn(LocalDate.parse("2026-10-04"), LocalTime.parse("02:15"), LORD_HOWE)
            .orElseThrow();
    assertThat(post.toInstant()).isEqualTo(Instant.parse("2026-10-03T15:30:00Z"));
    assertThat(post.toLocalDate()).isEqualTo(LocalDate.parse("2026-10-04"));
  }

  @Test
  @DisplayName("01:30 inside New York's November overlap posts at the earlier offset (EDT)")
  void newYorkOverlapTakesEarlierOffset() {
    assertThat(next("01:30", NEW_YORK, "2026-10-31T05:30:00Z"))
        .isEqualTo(Instant.parse("2026-11-01T05:30:00Z"));
  }

  @Test
  @DisplayName("after the first 01:30 of the overlap day the next post is the next day's 01:30")
  void newYorkOverlapPostsOnlyOnce() {
    // 06:30Z is 01:30 EST, the second occurrence: it is not a post time
    assertThat(next("01:30", NEW_YORK, "2026-11-01T05:30:00Z"))
        .isEqualTo(Instant.parse("2026-11-02T06:30:00Z"));
  }

  @Test
  @DisplayName("02:30 inside Berlin's October overlap posts at 02:30 CEST, the earlier offset")
  void berlinOverlapTakesEarlierOffset() {
    assertThat(next("02:30", BERLIN, "2026-10-24T00:30:00Z"))
        .isEqualTo(Instant.parse("2026-10-25T00:30:00Z"));
  }

  @Test
  @DisplayName("01:45 inside Lord Howe's 30-minute April overlap posts at +11:00, the earlier one")
  void lordHoweOverlapTakesEarlierOffset() {
    assertThat(next("01:45", LORD_HOWE, "2026-04-03T14:45:00Z"))
        .isEqualTo(Instant.parse("2026-04-04T14:45:00Z"));
  }

  @Test
  @DisplayName("in UTC+14 a 00:30 post belongs to the local date, a day ahead of UTC's")
  void kiritimatiLocalDateIsAhead() {
    ZonedDateTime post =
        calculator.nextPostAfter(
            LocalTime.parse("00:30"),
            ZoneId.of("Pacific/Kiritimati"),
            Instant.parse("2026-06-10T10:00:00Z"));
    assertThat(post.toInstant()).isEqualTo(Instant.parse("2026-06-10T10:30:00Z"));
    assertThat(post.toLocalDate()).isEqualTo(LocalDate.parse("2026-06-11"));
  }

  @Test
  @DisplayName("in UTC-11 a 23:30 post belongs to the local date, a day behind UTC's")
  void pagoPagoLocalDateIsBehind() {
    ZonedDateTime post =
        calculator.nextPostAfter(
            LocalTime.parse("23:30"),
            ZoneId.of("Pacific/Pago_Pago"),
            Instant.parse("2026-06-11T10:00:00Z"));
    assertThat(post.toInstant()).isEqualTo(Instant.parse("2026-06-11T10:30:00Z"));
    assertThat(post.toLocalDate()).isEqualTo(LocalDate.parse("2026-06-10"));
  }

  @Test
  @DisplayName("a local date the zone skipped entirely (Apia, 30 Dec 2011) has no post")
  void skippedDateHasNoPost() {
    assertThat(
            calculator.postTimeOn(
                LocalDate.parse("2011-12-30"), LocalTime.parse("08:00"), ZoneId.of("Pacific/Apia")))
        .isEmpty();
  }
}
