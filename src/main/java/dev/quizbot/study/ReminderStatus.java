package dev.quizbot.study;

/** State of the (member, local date) claim that makes the reminder DM go out at most once. */
public enum ReminderStatus {
  /** A process owns the reminder and is sending it (or died doing so). */
  CLAIMED,
  /** The DM is out; nothing more for this date. */
  SENT,
  /** Sending failed; a later tick may re-claim it the same day. */
  FAILED,
  /** Nothing was due at the reminder time: no DM that day. */
  SKIPPED,
  /**
   * The member pressed "Snooze 1 h" on the sent DM: {@code claimed_at} is when the snoozed reminder
   * is due; it is re-claimed then like a failed one (one more DM, the one the member asked for).
   */
  SNOOZED
}
