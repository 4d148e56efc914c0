package dev.quizbot.discord.remind;

import dev.quizbot.discord.ComponentReply;
import dev.quizbot.discord.Language;
import net.dv8tion.jda.api.events.interaction.component.ButtonInteractionEvent;

/**
 * What the reminder's "Start review" button does: starts (or resumes) the member's {@code /review}
 * session in the DM the button is in. The {@code /review} command's side implements it; until it is
 * wired, {@link #POINT_TO_COMMAND} tells the member to run {@code /review start}.
 */
@FunctionalInterface
public interface ReviewStarter {

  /** Answers the press through {@code reply}, on a command worker, by starting the session. */
  void start(ButtonInteractionEvent event, ComponentReply reply);

  ReviewStarter POINT_TO_COMMAND =
      (event, reply) -> reply.explain(Language.of(event).get("reminder.runReviewStart"));
}
