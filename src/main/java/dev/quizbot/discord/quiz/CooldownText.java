package dev.quizbot.discord.quiz;

import java.time.Duration;

/** A cooldown as members read it: "10 seconds", "2 minutes", "1 hour", "90 seconds". */
final class CooldownText {
  private CooldownText() {}

  /** Whole seconds rounded up: "less than 2 seconds ago" stays true of a 1500ms cooldown. */
  static String of(Duration cooldown) {
    long seconds = cooldown.toSeconds() + (cooldown.toNanosPart() > 0 ? 1 : 0);
    if (seconds > 0 && seconds % 3600 == 0) {
      return plural(seconds / 3600, "hour");
    }
    if (seconds > 0 && seconds % 60 == 0) {
      return plural(seconds / 60, "minute");
    }
    return plural(seconds, "second");
  }

  private static String plural(long count, String unit) {
    return count + " " + unit + (count == 1 ? "" : "s");
  }
}
