package dev.quizbot.discord.review;

import dev.quizbot.discord.ZoneNames;
import dev.quizbot.study.StudySettings;
import java.util.Locale;

/** {@code /review settings} and {@code /review remind} as the member reads them. */
final class StudySettingsText {

  private StudySettingsText() {}

  static String of(StudySettings s) {
    return "**Your study settings** (only you see them)\n"
        + "• retention: "
        + String.format(Locale.ROOT, "%.2f", s.desiredRetention())
        + " — questions come back when you would still remember "
        + Math.round(s.desiredRetention() * 100)
        + " % of them\n"
        + "• new questions a day: "
        + s.dailyNewLimit()
        + "\n• exam date: "
        + s.examDate().map(Object::toString).orElse("not set")
        + "\n• extra exam time: "
        + (s.examTimeFactor() == 1.0 ? "none" : "×" + trim(s.examTimeFactor()))
        + "\n• reminders: "
        + reminder(s)
        + "\n• your days (today, streaks, reminders): "
        + ZoneNames.shown(s.zone());
  }

  static String reminder(StudySettings s) {
    if (!s.remindersOn()) {
      return s.reminderTime().map(t -> "off (was " + t + ")").orElse("off");
    }
    return "daily at "
        + s.reminderTime().orElseThrow()
        + " "
        + ZoneNames.shown(s.zone())
        + ", when questions are due";
  }

  private static String trim(double d) {
    String text = Double.toString(d);
    return text.endsWith(".0") ? text.substring(0, text.length() - 2) : text;
  }
}
