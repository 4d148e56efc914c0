package dev.quizbot.daily;

/** State of the (server, local date) claim that makes the daily post happen exactly once. */
public enum ClaimStatus {
  /** A process owns the post and is posting (or died doing so: see {@link DailyService}). */
  CLAIMED,
  /** The message is out; nothing will ever post again for this date. */
  POSTED,
  /** The post failed; a later tick may re-claim it while the window lasts. */
  FAILED,
  /** The bot was not running in the post's window: the date was skipped and logged once. */
  SKIPPED
}
