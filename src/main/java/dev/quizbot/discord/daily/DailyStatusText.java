package dev.quizbot.discord.daily;

import dev.quizbot.daily.DailyClaim;
import dev.quizbot.daily.DailySchedule;
import dev.quizbot.daily.DailyStatus;
import dev.quizbot.daily.PostNowResult;
import java.time.Duration;
import java.time.ZonedDateTime;
import java.time.format.DateTimeFormatter;
import java.util.Locale;
import java.util.function.LongPredicate;

/** The text of {@code /daily status} and of the {@code /daily now} answer. */
final class DailyStatusText {
  private static final DateTimeFormatter LOCAL =
      DateTimeFormatter.ofPattern("EEE yyyy-MM-dd HH:mm", Locale.ROOT);

  private DailyStatusText() {}

  /**
   * @param roleExists whether the server still has a role (a deleted one would show as
   *     "@deleted-role" and is not pinged)
   * @param channelVisible whether the server still has a channel (a deleted one would show as
   *     "#deleted-channel", and the post fails)
   */
  static String describe(
      DailyStatus status, LongPredicate roleExists, LongPredicate channelVisible) {
    DailySchedule s = status.schedule();
    StringBuilder text = new StringBuilder("**Daily question**: ");
    text.append(s.enabled() ? "on" : "off (/daily set switches it on)").append('\n');
    text.append("Channel: ")
        .append(
            channelVisible.test(s.channelId())
                ? "<#" + s.channelId() + ">"
                : "it no longer exists (choose another with /daily set channel:)")
        .append('\n');
    text.append("Time: ")
        .append(s.time())
        .append(' ')
        .append(s.zone().getId())
        .append(", open for ")
        .append(window(s.window()))
        .append('\n');
    text.append("Topic: ").append(s.topic().orElse("every topic")).append('\n');
    text.append("Ping: ").append(ping(s, roleExists)).append('\n');
    status.nextPost().ifPresent(next -> text.append("Next post: ").append(when(next)).append('\n'));
    text.append("Today (").append(status.today()).append("): ");
    text.append(status.todayClaim().map(DailyStatusText::claim).orElse("not posted yet"));
    return text.toString();
  }

  private static String ping(DailySchedule s, LongPredicate roleExists) {
    if (s.roleId().isEmpty()) {
      return "nobody";
    }
    long role = s.roleId().getAsLong();
    return roleExists.test(role)
        ? "<@&" + role + ">"
        : "nobody: the chosen role was deleted (choose another with /daily set role:)";
  }

  static String describe(PostNowResult result) {
    return result.message()
        + (result.messageId().isPresent()
            ? " (message " + result.messageId().getAsLong() + ")"
            : "")
        + ".";
  }

  /** {@code Tue 2026-03-03 08:00 Europe/Berlin (<t:…:F>, <t:…:R>)}. */
  static String when(ZonedDateTime at) {
    long epoch = at.toEpochSecond();
    return LOCAL.format(at)
        + " "
        + at.getZone().getId()
        + " (<t:"
        + epoch
        + ":F>, <t:"
        + epoch
        + ":R>)";
  }

  private static String claim(DailyClaim claim) {
    return switch (claim.status()) {
      case POSTED -> "posted" + claim.questionId().map(q -> " (question " + q + ")").orElse("");
      case CLAIMED -> "being posted";
      case FAILED ->
          "failed after "
              + claim.attempts()
              + " attempt(s): "
              + claim.lastError().orElse("unknown error");
      case SKIPPED -> "skipped: the bot was not running during the post's window";
    };
  }

  private static String window(Duration window) {
    long hours = window.toHours();
    long minutes = window.toMinutesPart();
    if (hours == 0) {
      return minutes + "m";
    }
    return minutes == 0 ? hours + "h" : hours + "h" + minutes + "m";
  }
}
