package dev.quizbot.discord.quiz;

import dev.quizbot.discord.ChannelMentions;
import dev.quizbot.i18n.Texts;
import dev.quizbot.round.StartRefusal;
import dev.quizbot.round.StartResult;
import java.time.Instant;

/**
 * A refused round start in the member's words: what is wrong and how to fix it, with Discord's
 * markup (channel mentions, relative timestamps {@code <t:…:R>} that each member's app shows in
 * their own time). Ready to show the caller ephemerally, and the daily poster's reason for a failed
 * post.
 */
public final class StartRefusalText {
  private StartRefusalText() {}

  public static String of(StartResult.Rejected rejected) {
    return of(rejected.refusal(), Texts.english());
  }

  public static String of(StartResult.Rejected rejected, Texts texts) {
    return of(rejected.refusal(), texts);
  }

  public static String of(StartRefusal refusal) {
    return of(refusal, Texts.english());
  }

  public static String of(StartRefusal refusal, Texts texts) {
    if (refusal instanceof StartRefusal.WindowOutOfRange r) {
      return texts.get(
          "refusal.window", r.min().toSeconds(), r.max().toSeconds(), r.window().toSeconds());
    }
    if (refusal instanceof StartRefusal.ChannelNotAllowed r) {
      return texts.get("refusal.channelNotAllowed", ChannelMentions.of(r.allowedChannels(), texts));
    }
    if (refusal instanceof StartRefusal.RoundAlreadyOpen r) {
      return texts.get("refusal.roundOpen", relative(r.closesAt().getEpochSecond()));
    }
    if (refusal instanceof StartRefusal.UnknownTopic r) {
      return UnknownOptionReply.of("topic", r.typed(), r.known(), texts);
    }
    if (refusal instanceof StartRefusal.UnknownDeck r) {
      return UnknownOptionReply.of("deck", r.typed(), r.known(), texts);
    }
    if (refusal instanceof StartRefusal.QuestionGone r) {
      return texts.get("refusal.questionGone", r.questionId());
    }
    if (refusal instanceof StartRefusal.NoMatchingQuestion r) {
      String any = texts.get("refusal.any");
      return texts.get("refusal.noMatch", r.topic().orElse(any), r.deck().orElse(any));
    }
    StartRefusal.Cooldown r = (StartRefusal.Cooldown) refusal;
    return texts.get(
        "refusal.cooldown",
        CooldownText.of(r.cooldown(), texts),
        relative(roundedUp(r.nextAllowed())));
  }

  /** Rounded up to the second, so the time shown is never before a /quiz is accepted. */
  private static long roundedUp(Instant instant) {
    return instant.getEpochSecond() + (instant.getNano() > 0 ? 1 : 0);
  }

  /** Discord's relative timestamp ("in 5 minutes", "2 minutes ago"). */
  private static String relative(long epochSecond) {
    return "<t:" + epochSecond + ":R>";
  }
}
