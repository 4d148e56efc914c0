package dev.quizbot.discord.quiz;

import dev.quizbot.discord.AnswerHider;
import dev.quizbot.round.AnswerOutcome;
import dev.quizbot.round.ReactionAnswer;
import dev.quizbot.round.RoundService;
import java.time.Clock;
import net.dv8tion.jda.api.entities.Member;
import net.dv8tion.jda.api.entities.User;
import net.dv8tion.jda.api.entities.emoji.Emoji;
import net.dv8tion.jda.api.events.GenericEvent;
import net.dv8tion.jda.api.events.message.react.MessageReactionAddEvent;
import net.dv8tion.jda.api.hooks.EventListener;

/**
 * Turns reaction events into answers. Runs on JDA's event thread, so it does nothing slow: the
 * round engine grades in memory and stores in the background, and reaction removals (hide-answers
 * mode) go through a paced queue.
 */
public final class ReactionGrader implements EventListener {
  private final RoundService rounds;
  private final AnswerHider hider;
  private final Clock clock;

  public ReactionGrader(RoundService rounds, AnswerHider hider, Clock clock) {
    this.rounds = rounds;
    this.hider = hider;
    this.clock = clock;
  }

  // A plain EventListener, as every listener here: see package-info.
  @Override
  public void onEvent(GenericEvent event) {
    if (event instanceof MessageReactionAddEvent add) {
      onMessageReactionAdd(add);
    }
  }

  public void onMessageReactionAdd(MessageReactionAddEvent event) {
    if (!event.isFromGuild()) {
      return;
    }
    long userId = event.getUserIdLong();
    AnswerOutcome outcome =
        rounds.answer(
            new ReactionAnswer(
                event.getChannel().getIdLong(),
                event.getMessageIdLong(),
                userId,
                isBot(event, userId),
                emojiName(event.getEmoji()),
                clock.instant()));
    if (outcome instanceof AnswerOutcome.Recorded recorded && recorded.removeReaction()) {
      User user = event.getMember() != null ? event.getMember().getUser() : event.getUser();
      hider.hide(event.getGuildChannel(), recorded, user);
    }
  }

  private static boolean isBot(MessageReactionAddEvent event, long userId) {
    if (userId == event.getJDA().getSelfUser().getIdLong()) {
      return true;
    }
    Member member = event.getMember();
    if (member != null) {
      return member.getUser().isBot();
    }
    return event.getUser() != null && event.getUser().isBot();
  }

  /** Custom emojis can never be a choice; give them a name no choice emoji has. */
  static String emojiName(Emoji emoji) {
    return emoji.getType() == Emoji.Type.UNICODE ? emoji.getName() : "custom:" + emoji.getName();
  }
}
