package dev.quizbot.study;

import java.time.Instant;
import java.time.LocalDate;
import java.time.ZoneId;

/** "Today" in the member's zone: its date and the instant it began. */
record MemberDay(LocalDate date, Instant start, ZoneId zone) {

  static MemberDay of(Instant now, ZoneId zone) {
    LocalDate date = now.atZone(zone).toLocalDate();
    return new MemberDay(date, date.atStartOfDay(zone).toInstant(), zone);
  }

  /** The first instant after tomorrow: "due by the end of tomorrow" is before it. */
  Instant endOfTomorrow() {
    return date.plusDays(2).atStartOfDay(zone).toInstant();
  }
}
