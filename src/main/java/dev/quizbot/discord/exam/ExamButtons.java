package dev.quizbot.discord.exam;

import dev.quizbot.discord.ComponentHandler;
import dev.quizbot.discord.ComponentId;
import dev.quizbot.discord.ComponentReply;
import java.util.Optional;
import java.util.OptionalLong;
import net.dv8tion.jda.api.events.interaction.component.GenericComponentInteractionCreateEvent;
import net.dv8tion.jda.api.events.interaction.component.StringSelectInteractionEvent;

/**
 * The handler of the exam's buttons and select menu ({@link ExamIds}): on a command worker, as they
 * read and write the exam; the buttons that name a member (take here, resume, abandon) are that
 * member's alone.
 */
final class ExamButtons
    implements ComponentHandler<GenericComponentInteractionCreateEvent, ExamIds.Parsed> {

  private final ExamPresses presses;

  ExamButtons(ExamPresses presses) {
    this.presses = presses;
  }

  @Override
  public String family() {
    return ExamIds.PREFIX;
  }

  @Override
  public Class<GenericComponentInteractionCreateEvent> eventType() {
    return GenericComponentInteractionCreateEvent.class;
  }

  @Override
  public Threading threading() {
    return Threading.WORKER;
  }

  @Override
  public Optional<ExamIds.Parsed> read(ComponentId id) {
    return ExamIds.parse(id);
  }

  @Override
  public OptionalLong owner(ExamIds.Parsed pressed) {
    return ExamIds.namesMember(pressed) ? OptionalLong.of(pressed.id()) : OptionalLong.empty();
  }

  @Override
  public void handle(
      GenericComponentInteractionCreateEvent event, ExamIds.Parsed pressed, ComponentReply reply) {
    Optional<String> selected =
        event instanceof StringSelectInteractionEvent select
            ? select.getValues().stream().findFirst()
            : Optional.empty();
    presses.press(event, reply, pressed, selected);
  }
}
