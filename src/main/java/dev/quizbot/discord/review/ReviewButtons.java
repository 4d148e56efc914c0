package dev.quizbot.discord.review;

import dev.quizbot.discord.ComponentHandler;
import dev.quizbot.discord.ComponentId;
import dev.quizbot.discord.ComponentReply;
import dev.quizbot.discord.Language;
import dev.quizbot.study.StudyReset;
import java.util.List;
import java.util.Optional;
import java.util.OptionalLong;
import net.dv8tion.jda.api.events.interaction.component.ButtonInteractionEvent;
import net.dv8tion.jda.api.utils.messages.MessageEditBuilder;

/**
 * The study buttons' handlers ({@link ButtonIds}): answers, "Study here" and the reset
 * confirmation, each on a command worker (they read and write the database).
 */
final class ReviewButtons {

  private ReviewButtons() {}

  static List<ComponentHandler<?, ?>> handlers(ReviewSessions sessions, StudyReset reset) {
    return List.of(new Answers(sessions), new StudyHere(sessions), new ResetConfirmation(reset));
  }

  /** An answer: anyone may press, the service checks the session is the presser's. */
  private record Answers(ReviewSessions sessions)
      implements ComponentHandler<ButtonInteractionEvent, ButtonIds.Answer> {
    @Override
    public String family() {
      return ButtonIds.ANSWER;
    }

    @Override
    public Class<ButtonInteractionEvent> eventType() {
      return ButtonInteractionEvent.class;
    }

    @Override
    public Threading threading() {
      return Threading.WORKER;
    }

    @Override
    public Optional<ButtonIds.Answer> read(ComponentId id) {
      return ButtonIds.parseAnswer(id);
    }

    @Override
    public void handle(
        ButtonInteractionEvent event, ButtonIds.Answer pressed, ComponentReply reply) {
      sessions.answer(event, reply, pressed);
    }
  }

  private record StudyHere(ReviewSessions sessions)
      implements ComponentHandler<ButtonInteractionEvent, Long> {
    @Override
    public String family() {
      return ButtonIds.STUDY_HERE;
    }

    @Override
    public Class<ButtonInteractionEvent> eventType() {
      return ButtonInteractionEvent.class;
    }

    @Override
    public Threading threading() {
      return Threading.WORKER;
    }

    @Override
    public Optional<Long> read(ComponentId id) {
      return ButtonIds.parseStudyHere(id);
    }

    @Override
    public OptionalLong owner(Long member) {
      return OptionalLong.of(member);
    }

    @Override
    public void handle(ButtonInteractionEvent event, Long member, ComponentReply reply) {
      sessions.startHere(event, reply);
    }
  }

  private record ResetConfirmation(StudyReset reset)
      implements ComponentHandler<ButtonInteractionEvent, ButtonIds.Reset> {
    @Override
    public String family() {
      return ButtonIds.RESET;
    }

    @Override
    public Class<ButtonInteractionEvent> eventType() {
      return ButtonInteractionEvent.class;
    }

    @Override
    public Threading threading() {
      return Threading.WORKER;
    }

    @Override
    public Optional<ButtonIds.Reset> read(ComponentId id) {
      return ButtonIds.parseReset(id);
    }

    @Override
    public OptionalLong owner(ButtonIds.Reset pressed) {
      return OptionalLong.of(pressed.memberId());
    }

    @Override
    public void handle(
        ButtonInteractionEvent event, ButtonIds.Reset pressed, ComponentReply reply) {
      if (!pressed.confirmed()) {
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
}
