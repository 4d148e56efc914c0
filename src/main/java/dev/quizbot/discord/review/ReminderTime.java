package dev.quizbot.discord.review;

import java.time.LocalTime;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** The reminder time a member types in {@code /review remind time:}, as HH:MM. */
final class ReminderTime {
  private static final Pattern TIME = Pattern.compile("(\\d{1,2}):(\\d{2})");

  private ReminderTime() {}

  static Optional<LocalTime> parse(String text) {
    Matcher m = TIME.matcher(text.trim());
    if (!m.matches()) {
      return Optional.empty();
    }
    int hour = Integer.parseInt(m.group(1));
    int minute = Integer.parseInt(m.group(2));
    if (hour > 23 || minute > 59) {
      return Optional.empty();
    }
    return Optional.of(LocalTime.of(hour, minute));
  }
}
