package dev.quizbot.discord.review;

import dev.quizbot.discord.ComponentHandler;
import dev.quizbot.discord.ComponentReply;
import dev.quizbot.discord.ConfirmationAge;
import dev.quizbot.discord.Language;
import dev.quizbot.study.StudyReset;
import java.time.Clock;
import java.time.Duration;
import java.util.List;
import java.util.OptionalLong;
import net.dv8tion.jda.api.events.interaction.component.ButtonInteractionEvent;
import net.dv8tion.jda.api.utils.messages.MessageEditBuilder;

/**
 * The study buttons' handlers ({@link ButtonIds}): answers, "Study here" and the reset
 * confirmation, each on a command worker (they read and write the database). A reset confirmation
 * pressed more than {@value #RESET_VALID_MINUTES} minutes after it was asked deletes nothing.
 */
final class ReviewButtons {

  private ReviewButtons() {}

  /** How long a {@code /review reset} confirmation stays good. */
  static final int RESET_VALID_MINUTES = 10;

  static List<ComponentHandler<?, ?>> handlers(
      ReviewSessions sessions, StudyReset reset, Clock clock) {
    return List.of(
        // An answer: anyone may press, the service checks the session is the presser's.
        ComponentHandler.button(
            ButtonIds.ANSWER,
            ButtonIds::parseAnswer,
            pressed -> OptionalLong.empty(),
            (event, pressed, reply) -> sessions.answer(event, reply, pressed)),
        ComponentHandler.button(
            ButtonIds.STUDY_HERE,
            ButtonIds::parseStudyHere,
            OptionalLong::of,
            (event, member, reply) -> sessions.startHere(event, reply)),
        ComponentHandler.button(
            ButtonIds.RESET,
            ButtonIds::parseReset,
            pressed -> OptionalLong.of(pressed.memberId()),
            (event, pressed, reply) -> resetConfirmed(reset, clock, event, pressed, reply)));
  }

  private static void resetConfirmed(
      StudyReset reset,
      Clock clock,
      ButtonInteractionEvent event,
      ButtonIds.Reset pressed,
      ComponentReply reply) {
    if (!pressed.confirmed()) {
      reply.update(
          new MessageEditBuilder()
              .setContent(Language.of(event).get("review.reset.cancelled"))
              .setComponents()
              .build());
      return;
    }
    boolean fresh =
        pressed
            .askedAt()
            .map(
                asked ->
                    ConfirmationAge.fresh(
                        asked, clock.instant(), Duration.ofMinutes(RESET_VALID_MINUTES)))
            .orElse(false);
    if (!fresh) {
      reply.update(
          new MessageEditBuilder()
              .setContent(Language.of(event).get("review.reset.expired", RESET_VALID_MINUTES))
              .setComponents()
              .build());
      return;
    }
    int rows = reset.reset(event.getUser().getIdLong());
    String text =
        rows == 0
            ? Language.of(event).get("review.reset.nothing")
            : Language.of(event).plural("review.reset.done", rows);
    reply.update(new MessageEditBuilder().setContent(text).setComponents().build());
  }
}
