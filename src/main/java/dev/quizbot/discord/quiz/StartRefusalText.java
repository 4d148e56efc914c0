package dev.quizbot.discord.quiz;

import dev.quizbot.discord.ChannelMentions;
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
    return of(rejected.refusal());
  }

  public static String of(StartRefusal refusal) {
    if (refusal instanceof StartRefusal.WindowOutOfRange r) {
      return "The answer window must be between "
          + r.min().toSeconds()
          + " and "
          + r.max().toSeconds()
          + " seconds; got "
          + r.window().toSeconds()
          + ".";
    }
    if (refusal instanceof StartRefusal.ChannelNotAllowed r) {
      return "Quizzes are not enabled in this channel. Use one of: "
          + ChannelMentions.of(r.allowedChannels())
          + ".";
    }
    if (refusal instanceof StartRefusal.RoundAlreadyOpen r) {
      return "A question is already open in this channel; it closes "
          + relative(r.closesAt().getEpochSecond())
          + ". Answer it or wait for the reveal.";
    }
    if (refusal instanceof StartRefusal.UnknownTopic r) {
      return UnknownOptionReply.of("topic", r.typed(), r.known());
    }
    if (refusal instanceof StartRefusal.UnknownDeck r) {
      return UnknownOptionReply.of("deck", r.typed(), r.known());
    }
    if (refusal instanceof StartRefusal.QuestionGone r) {
      return "Question '" + r.questionId() + "' is no longer in the question bank.";
    }
    if (refusal instanceof StartRefusal.NoMatchingQuestion r) {
      return "No question matches topic '"
          + r.topic().orElse("any")
          + "' in deck '"
          + r.deck().orElse("any")
          + "'. Try /topics to see which topics each deck covers.";
    }
    StartRefusal.Cooldown r = (StartRefusal.Cooldown) refusal;
    return "A /quiz started in this channel less than "
        + CooldownText.of(r.cooldown())
        + " ago. The next /quiz is possible here "
        + relative(roundedUp(r.nextAllowed()))
        + ".";
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
