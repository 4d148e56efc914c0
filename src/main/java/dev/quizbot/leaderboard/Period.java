package dev.quizbot.leaderboard;

/** Which answers a board counts. Month and week are the current ones in the server's zone. */
public enum Period {
  /** Every answer ever given in the server. */
  ALL_TIME,
  /** The current calendar month, from the 1st at 00:00 local time. */
  MONTH,
  /** The current ISO week, from Monday 00:00 local time. */
  WEEK
}
