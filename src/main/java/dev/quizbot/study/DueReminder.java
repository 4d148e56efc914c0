package dev.quizbot.study;

import java.time.Instant;
import java.time.LocalDate;
import java.time.ZoneId;
import java.util.Optional;

/**
 * A member's reminder whose time has come and which no process has finished: claim it ({@link
 * ReminderService#claim}) right before sending.
 *
 * @param localDate the member's local date the reminder belongs to (its claim's key)
 * @param at when it was due: the reminder time that day, or the end of a snooze
 * @param dueCount questions due when the tick looked
 * @param seen the claim as the tick saw it (empty: none yet)
 */
public record DueReminder(
    long memberId,
    LocalDate localDate,
    ZoneId zone,
    Instant at,
    int dueCount,
    Optional<ReminderClaim> seen) {

  /** The key of the reminder (member, date). */
  public String key() {
    return memberId + "/" + localDate;
  }
}
