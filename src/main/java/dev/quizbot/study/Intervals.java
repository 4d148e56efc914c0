package dev.quizbot.study;

import java.time.Duration;

/** How a review interval is worded to a learner, the same in Discord and in the terminal. */
public final class Intervals {
  private Intervals() {}

  /** "in 10 minutes", "in 5 hours", "in 4 days", "in 1 day". */
  public static String worded(Duration interval) {
    long minutes = Math.max(1, (interval.toSeconds() + 59) / 60);
    if (minutes < 60) {
      return "in " + minutes + (minutes == 1 ? " minute" : " minutes");
    }
    long hours = Math.round(interval.toMinutes() / 60.0);
    if (interval.compareTo(Duration.ofHours(23)) < 0) {
      return "in " + hours + (hours == 1 ? " hour" : " hours");
    }
    long days = Math.round(interval.toHours() / 24.0);
    return days == 1 ? "in 1 day" : "in " + days + " days";
  }
}
