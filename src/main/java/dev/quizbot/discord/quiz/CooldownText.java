package dev.quizbot.discord.quiz;

import dev.quizbot.i18n.Texts;
import java.time.Duration;

/** A cooldown as members read it: "10 seconds", "2 minutes", "1 hour", "90 seconds". */
final class CooldownText {
  private CooldownText() {}

  /** Whole seconds rounded up: "less than 2 seconds ago" stays true of a 1500ms cooldown. */
  static String of(Duration cooldown) {
    return of(cooldown, Texts.english());
  }

  static String of(Duration cooldown, Texts texts) {
    long seconds = cooldown.toSeconds() + (cooldown.toNanosPart() > 0 ? 1 : 0);
    if (seconds > 0 && seconds % 3600 == 0) {
      return texts.plural("duration.hours", seconds / 3600);
    }
    if (seconds > 0 && seconds % 60 == 0) {
      return texts.plural("duration.minutes", seconds / 60);
    }
    return texts.plural("duration.seconds", seconds);
  }
}
