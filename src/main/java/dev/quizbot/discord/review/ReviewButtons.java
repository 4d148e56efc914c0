package dev.quizbot.discord.review;

import dev.quizbot.discord.Language;
import dev.quizbot.study.StudyReset;
import java.util.Optional;
import net.dv8tion.jda.api.events.GenericEvent;
import net.dv8tion.jda.api.events.interaction.component.ButtonInteractionEvent;
import net.dv8tion.jda.api.hooks.EventListener;
import net.dv8tion.jda.api.utils.messages.MessageEditBuilder;

/**
 * The study buttons' presses ({@link ButtonIds}): answers, "Study here" and the reset confirmation.
 * On JDA's event thread it only reads the custom_id and hands the work to the command executor;
 * buttons of other features are left alone.
 */
final class ReviewButtons implements EventListener {

  static final String SOMEONE_ELSES = "review.someoneElses";

  private final ReviewSessions sessions;
  private final StudyReset reset;
  private final ButtonWork work;

  ReviewButtons(ReviewSessions sessions, StudyReset reset, ButtonWork work) {
    this.sessions = sessions;
    this.reset = reset;
    this.work = work;
  }

  @Override
  public void onEvent(GenericEvent event) {
    if (event instanceof ButtonInteractionEvent press) {
      onButton(press);
    }
  }

  private void onButton(ButtonInteractionEvent event) {
    String id = event.getComponentId();
    switch (ButtonIds.kind(id)) {
      case ButtonIds.ANSWER -> {
        Optional<ButtonIds.Answer> answer = ButtonIds.parseAnswer(id);
        if (answer.isEmpty()) {
          event.reply(Language.of(event).get(ReviewTexts.NOT_YOURS)).setEphemeral(true).queue();
          return;
        }
        work.hand(event, reply -> sessions.answer(event, reply, answer.get()));
      }
      case ButtonIds.STUDY_HERE -> {
        if (!pressedByOwner(event)) {
          return;
        }
        work.hand(event, reply -> sessions.startHere(event, reply));
      }
      case ButtonIds.RESET -> {
        if (!pressedByOwner(event)) {
          return;
        }
        work.hand(event, reply -> resetPressed(event, reply));
      }
      default -> {
        // Another feature's button.
      }
    }
  }

  private boolean pressedByOwner(ButtonInteractionEvent event) {
    Optional<Long> owner = ButtonIds.memberOf(event.getComponentId());
    if (owner.isPresent() && owner.get() == event.getUser().getIdLong()) {
      return true;
    }
    event.reply(Language.of(event).get(SOMEONE_ELSES)).setEphemeral(true).queue();
    return false;
  }

  private void resetPressed(ButtonInteractionEvent event, ButtonReply reply) {
    if (!ButtonIds.resetConfirmed(event.getComponentId())) {
      reply.update(
          new MessageEditBuilder()
              .setContent(Language.of(event).get("review.reset.cancelled"))
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
