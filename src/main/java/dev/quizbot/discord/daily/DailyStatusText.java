package dev.quizbot.discord.daily;

import dev.quizbot.daily.DailyClaim;
import dev.quizbot.daily.DailySchedule;
import dev.quizbot.daily.DailyStatus;
import dev.quizbot.daily.PostNowResult;
import dev.quizbot.i18n.Texts;
import java.time.Duration;
import java.time.LocalDate;
import java.time.ZonedDateTime;
import java.time.format.DateTimeFormatter;
import java.util.OptionalLong;
import java.util.function.LongPredicate;

/**
 * The text of {@code /daily status} and of the {@code /daily now} answer, in the admin's language.
 */
final class DailyStatusText {

  private DailyStatusText() {}

  /**
   * @param roleExists whether the server still has a role (a deleted one would show as
   *     "@deleted-role" and is not pinged)
   * @param channelVisible whether the server still has a channel (a deleted one would show as
   *     "#deleted-channel", and the post fails)
   */
  static String describe(
      DailyStatus status, LongPredicate roleExists, LongPredicate channelVisible, Texts t) {
    DailySchedule s = status.schedule();
    String channel =
        channelVisible.test(s.channelId())
            ? "<#" + s.channelId() + ">"
            : t.get("daily.status.channelGone");
    StringBuilder text =
        new StringBuilder(
            t.get(
                "daily.status",
                t.get(s.enabled() ? "daily.status.on" : "daily.status.off"),
                channel,
                s.time().toString(),
                s.zone().getId(),
                window(s.window()),
                s.topic().orElse(t.get("daily.status.everyTopic")),
                ping(s, roleExists, t)));
    status
        .nextPost()
        .ifPresent(next -> text.append('\n').append(t.get("daily.status.next", when(next, t))));
    text.append('\n')
        .append(
            t.get(
                "daily.status.today",
                date(status.today(), t),
                status.todayClaim().map(c -> claim(c, t)).orElse(t.get("daily.claim.notYet"))));
    return text.toString();
  }

  private static String ping(DailySchedule s, LongPredicate roleExists, Texts t) {
    if (s.roleId().isEmpty()) {
      return t.get("daily.status.nobody");
    }
    long role = s.roleId().getAsLong();
    return roleExists.test(role) ? "<@&" + role + ">" : t.get("daily.status.roleGone");
  }

  /**
   * The answer to /daily now: one capitalised sentence, with a jump link to the post when there is
   * one ({@code channelId} is the schedule's channel, where the post went).
   */
  static String describe(PostNowResult result, long guildId, OptionalLong channelId, Texts t) {
    String day = result.localDate() == null ? "" : date(result.localDate(), t);
    String text =
        switch (result.kind()) {
          case POSTED -> t.get("daily.now.posted", day);
          case ALREADY_POSTED -> t.get("daily.now.alreadyPosted", day);
          case IN_PROGRESS -> t.get("daily.now.inProgress", day);
          case FAILED ->
              t.get(
                  "daily.now.failed",
                  result.failure().map(f -> DailyFailureText.of(f, t)).orElse(result.message()));
          case NO_QUESTIONS -> t.get("daily.now.noQuestions");
          case NO_SCHEDULE -> t.get("daily.none");
        };
    return result.messageId().isPresent() && channelId.isPresent()
        ? t.get(
            "daily.now.withMessage",
            text,
            "https://discord.com/channels/"
                + guildId
                + "/"
                + channelId.getAsLong()
                + "/"
                + result.messageId().getAsLong())
        : t.get("daily.now.sentence", text);
  }

  /** A local date as the member's language writes it (Tue, Mar 3, 2026 · 2026/03/03(火)). */
  static String date(LocalDate day, Texts t) {
    return DateTimeFormatter.ofPattern(t.get("daily.datePattern"), t.locale()).format(day);
  }

  /** The server's local post time in the member's language, then Discord timestamps. */
  static String when(ZonedDateTime at, Texts t) {
    long epoch = at.toEpochSecond();
    String local =
        DateTimeFormatter.ofPattern(t.get("daily.dateTimePattern"), t.locale()).format(at);
    return t.get(
        "daily.when", local, at.getZone().getId(), "<t:" + epoch + ":F>", "<t:" + epoch + ":R>");
  }

  private static String claim(DailyClaim claim, Texts t) {
    return switch (claim.status()) {
      case POSTED ->
          claim
              .questionId()
              .map(q -> t.get("daily.claim.postedQuestion", q))
              .orElse(t.get("daily.claim.posted"));
      case CLAIMED -> t.get("daily.claim.posting");
      // The cause is stored as a kind and its arguments, worded here; only raw errors verbatim.
      case FAILED ->
          t.plural(
              "daily.claim.failed",
              claim.attempts(),
              DailyFailureText.stored(claim.lastError(), t));
      case SKIPPED -> t.get("daily.claim.skipped");
    };
  }

  /** As typed in {@code window:} (12h, 90m, 1h30m), which every language accepts. */
  private static String window(Duration window) {
    long hours = window.toHours();
    long minutes = window.toMinutesPart();
    if (hours == 0) {
      return minutes + "m";
    }
    return minutes == 0 ? hours + "h" : hours + "h" + minutes + "m";
  }
}
