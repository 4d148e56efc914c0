package dev.quizbot.discord;

import dev.quizbot.round.AnswerOutcome;
import dev.quizbot.round.RoundService;
import net.dv8tion.jda.api.entities.User;
import net.dv8tion.jda.api.entities.channel.middleman.GuildMessageChannel;
import net.dv8tion.jda.api.entities.emoji.Emoji;

/**
 * Hide-answers mode: removes a recorded answer's reaction through the paced {@link
 * ReactionRemovalQueue}, and only once its answer is stored (until then the reaction is the
 * answer's only record). One path for live answers, those graded after a restart, and reactions
 * made before the bot knew its question's message id.
 */
public final class AnswerHider {
  private final RoundService rounds;
  private final ReactionRemovalQueue removals;

  public AnswerHider(RoundService rounds, ReactionRemovalQueue removals) {
    this.rounds = rounds;
    this.removals = removals;
  }

  /**
   * Queues the removal of {@code recorded}'s reaction if its round hides answers.
   *
   * @param user the member if the caller has them; otherwise fetched when the removal is sent
   */
  public void hide(GuildMessageChannel channel, AnswerOutcome.Recorded recorded, User user) {
    if (!recorded.removeReaction()) {
      return;
    }
    Emoji emoji = Emoji.fromUnicode(recorded.emoji());
    removals.submit(
        new ReactionRemovalQueue.Removal(
            recorded.channelId(),
            recorded.userId(),
            () ->
                user != null
                    ? channel.removeReactionById(recorded.messageId(), emoji, user).submit()
                    : channel
                        .getJDA()
                        .retrieveUserById(recorded.userId())
                        .flatMap(u -> channel.removeReactionById(recorded.messageId(), emoji, u))
                        .submit(),
            () -> rounds.storage(recorded.writeSeq()),
            then -> rounds.whenSettled(recorded.writeSeq(), then)));
  }
}
