package dev.quizbot.daily;

import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.LocalTime;
import java.time.ZoneId;
import java.time.ZonedDateTime;
import java.time.zone.ZoneOffsetTransition;
import java.time.zone.ZoneRules;
import java.util.Optional;

/**
 * When a daily post happens, from the zone's rules for each local date (never a fixed UTC rate).
 *
 * <ul>
 *   <li><b>Gap</b> (spring forward): a local time that does not exist that day posts at the first
 *       instant after it, which is the transition instant itself: 02:30 in a 02:00→03:00 gap posts
 *       at 03:00 (new offset); 02:15 in Lord Howe's 02:00→02:30 gap posts at 02:30. This is
 *       deliberately not {@link ZonedDateTime#of}'s rule, which shifts by the gap length (02:30 →
 *       03:30) and so posts later than the first valid instant.
 *   <li><b>Overlap</b> (fall back): a local time that occurs twice posts once, at its earlier
 *       occurrence (the offset in force before the transition).
 *   <li>The post belongs to the schedule's local date. A date that the zone skipped entirely
 *       (Pacific/Apia jumped from 29 to 31 December 2011) has no post.
 * </ul>
 */
public final class NextPostCalculator {

  /** How far ahead {@link #nextPostAfter} looks; only whole skipped days ever need more than 1. */
  private static final int MAX_DAYS_AHEAD = 4;

  /** The post instant for one local date, or empty when the zone skipped that whole date. */
  public Optional<ZonedDateTime> postTimeOn(LocalDate date, LocalTime time, ZoneId zone) {
    LocalDateTime local = LocalDateTime.of(date, time);
    ZoneRules rules = zone.getRules();
    if (!rules.getValidOffsets(local).isEmpty()) {
      // Valid once or twice (overlap): ofLocal without a preferred offset takes the earlier one.
      return Optional.of(ZonedDateTime.ofLocal(local, zone, null));
    }
    ZoneOffsetTransition gap = rules.getTransition(local);
    ZonedDateTime firstValid = gap.getInstant().atZone(zone);
    if (!firstValid.toLocalDate().equals(date)) {
      return Optional.empty();
    }
    return Optional.of(firstValid);
  }

  public Optional<ZonedDateTime> postTimeOn(DailySchedule schedule, LocalDate date) {
    return postTimeOn(date, schedule.time(), schedule.zone());
  }

  /** The first post instant strictly after {@code after}, in the schedule's zone. */
  public ZonedDateTime nextPostAfter(LocalTime time, ZoneId zone, Instant after) {
    // Start a day early: with odd transitions near midnight a post of the previous local date
    // can still lie after the given instant.
    LocalDate date = after.atZone(zone).toLocalDate().minusDays(1);
    for (int i = 0; i <= MAX_DAYS_AHEAD; i++, date = date.plusDays(1)) {
      Optional<ZonedDateTime> post = postTimeOn(date, time, zone);
      if (post.isPresent() && post.get().toInstant().isAfter(after)) {
        return post.get();
      }
    }
    throw new IllegalStateException("no post time within " + MAX_DAYS_AHEAD + " days in " + zone);
  }

  public ZonedDateTime nextPostAfter(DailySchedule schedule, Instant after) {
    return nextPostAfter(schedule.time(), schedule.zone(), after);
  }
}
