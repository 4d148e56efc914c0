package dev.quizbot.study;

import java.time.Instant;
import java.time.LocalDate;
import java.time.ZoneId;

/**
 * Counts the study-day streak from review instants fed newest first, and says when to stop reading:
 * at the first local date that breaks the run. A streak ending yesterday still counts (today is not
 * over).
 */
final class StudyStreak {

  private final ZoneId zone;
  private final LocalDate today;
  private LocalDate lastCounted; // the oldest date of the run so far; null before the first
  private int days;
  private boolean broken;

  StudyStreak(ZoneId zone, LocalDate today) {
    this.zone = zone;
    this.today = today;
  }

  /**
   * Takes the next older review instant.
   *
   * @return false once the streak is decided: the caller stops reading
   */
  boolean accept(Instant answeredAt) {
    if (broken) {
      return false;
    }
    LocalDate date = answeredAt.atZone(zone).toLocalDate();
    if (date.isAfter(today)) {
      return true; // a clock ahead of ours: not a day of this streak yet
    }
    if (lastCounted == null) {
      if (date.equals(today) || date.equals(today.minusDays(1))) {
        lastCounted = date;
        days = 1;
        return true;
      }
      broken = true;
      return false;
    }
    if (date.equals(lastCounted)) {
      return true;
    }
    if (date.equals(lastCounted.minusDays(1))) {
      lastCounted = date;
      days++;
      return true;
    }
    broken = true;
    return false;
  }

  int days() {
    return days;
  }
}
