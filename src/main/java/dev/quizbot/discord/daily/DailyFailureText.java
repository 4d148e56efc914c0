package dev.quizbot.discord.daily;

import dev.quizbot.daily.PostFailure;
import dev.quizbot.discord.ChannelMentions;
import dev.quizbot.discord.ChannelPermissions;
import dev.quizbot.discord.quiz.StartRefusalText;
import dev.quizbot.i18n.Texts;
import dev.quizbot.round.StartRefusal;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.Optional;
import net.dv8tion.jda.api.Permission;

/**
 * A failed daily post's cause ({@link PostFailure}) in the reader's language, for {@code /daily
 * now} and {@code /daily status}; and the failures the poster builds from Discord's and the round
 * service's values. Only raw error texts (Discord's, an unexpected exception's) stay verbatim.
 */
final class DailyFailureText {
  private DailyFailureText() {}

  static PostFailure missing(String channelName, Collection<Permission> missing) {
    List<Object> args = new ArrayList<>();
    args.add(channelName);
    missing.forEach(p -> args.add(p.name()));
    return PostFailure.of(PostFailure.Kind.MISSING_PERMISSIONS, args.toArray());
  }

  /** A refused round start: the refusals a daily round can meet; any other as its English. */
  static PostFailure refused(StartRefusal refusal) {
    if (refusal instanceof StartRefusal.WindowOutOfRange r) {
      return PostFailure.of(
          PostFailure.Kind.WINDOW_OUT_OF_RANGE,
          r.min().toSeconds(),
          r.max().toSeconds(),
          r.window().toSeconds());
    }
    if (refusal instanceof StartRefusal.ChannelNotAllowed r) {
      List<Object> args = new ArrayList<>();
      args.add(r.allowedChannels().size());
      r.allowedChannels().stream().sorted().limit(ChannelMentions.SHOWN).forEach(args::add);
      return PostFailure.of(PostFailure.Kind.CHANNEL_NOT_ALLOWED, args.toArray());
    }
    if (refusal instanceof StartRefusal.QuestionGone r) {
      return PostFailure.of(PostFailure.Kind.QUESTION_GONE, r.questionId());
    }
    return PostFailure.error(StartRefusalText.of(refusal, Texts.english()));
  }

  /** A claim's stored cause: decoded and worded, or (stored before kinds were) as it is. */
  static String stored(Optional<String> lastError, Texts t) {
    return lastError
        .map(e -> PostFailure.decode(e).map(f -> of(f, t)).orElse(e))
        .orElse(t.get("daily.claim.unknownError"));
  }

  static String of(PostFailure f, Texts t) {
    return switch (f.kind()) {
      case NOT_CONNECTED -> t.get("daily.failure.notConnected");
      case CHANNEL_GONE -> t.get("daily.failure.channelGone", "<#" + f.arg(0) + ">");
      case MISSING_PERMISSIONS -> {
        List<Permission> missing =
            f.args().subList(1, f.args().size()).stream().map(Permission::valueOf).toList();
        yield t.plural(
            "daily.failure.missingPermissions",
            missing.size(),
            ChannelPermissions.names(missing, t),
            "#" + f.arg(0));
      }
      case WINDOW_OUT_OF_RANGE ->
          StartRefusalText.of(
              new StartRefusal.WindowOutOfRange(
                  seconds(f.arg(2)), seconds(f.arg(0)), seconds(f.arg(1))),
              t);
      case CHANNEL_NOT_ALLOWED -> {
        int total = Integer.parseInt(f.arg(0));
        List<Long> shown =
            f.args().subList(1, f.args().size()).stream().map(Long::valueOf).toList();
        String named = ChannelMentions.of(shown, t);
        yield t.get(
            "daily.failure.channelNotAllowed",
            total > shown.size() ? t.get("channels.andMore", named, total - shown.size()) : named);
      }
      case QUESTION_GONE -> StartRefusalText.of(new StartRefusal.QuestionGone(f.arg(0)), t);
      case BOT_STOPPING -> t.get("daily.failure.stopping");
      case DISCORD_REFUSED -> t.get("daily.failure.discordRefused", f.arg(0));
      case NO_QUESTIONS_WITH_TOPIC -> t.get("daily.failure.noQuestionsWithTopic", f.arg(0));
      case BANK_EMPTY -> t.get("daily.failure.bankEmpty");
      case ERROR -> f.arg(0);
    };
  }

  private static Duration seconds(String s) {
    return Duration.ofSeconds(Long.parseLong(s));
  }
}
