package dev.quizbot.discord.remind;

import dev.quizbot.discord.ComponentHandler;
import dev.quizbot.discord.ComponentId;
import dev.quizbot.discord.ComponentReply;
import dev.quizbot.discord.Language;
import dev.quizbot.study.ReminderService;
import java.time.Instant;
import java.time.LocalDate;
import java.time.format.DateTimeParseException;
import java.util.Optional;
import net.dv8tion.jda.api.events.interaction.component.ButtonInteractionEvent;
import net.dv8tion.jda.api.utils.messages.MessageEditBuilder;

/**
 * The reminder DM's buttons, family {@code remind}, on a command worker: {@code remind:start:DATE}
 * hands the press to the {@link ReviewStarter}; {@code remind:snooze:DATE} snoozes the date's
 * reminder for an hour (a database write, so not on JDA's event thread) and edits the DM to say
 * until when.
 */
final class ReminderButtons
    implements ComponentHandler<ButtonInteractionEvent, ReminderButtons.Pressed> {

  static final String FAMILY = "remind";
  private static final String START = "start";
  private static final String SNOOZE = "snooze";

  /** A pressed reminder button: start, or snooze the reminder of {@code date}. */
  record Pressed(boolean snooze, Optional<LocalDate> date) {}

  private final ReminderService reminders;
  private final ReviewStarter starter;

  ReminderButtons(ReminderService reminders, ReviewStarter starter) {
    this.reminders = reminders;
    this.starter = starter;
  }

  static String start(LocalDate date) {
    return ComponentId.of(FAMILY, START, date).encode();
  }

  static String snooze(LocalDate date) {
    return ComponentId.of(FAMILY, SNOOZE, date).encode();
  }

  @Override
  public String family() {
    return FAMILY;
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
  public Optional<Pressed> read(ComponentId id) {
    if (id.arity() != 2) {
      return Optional.empty();
    }
    if (id.arg(0).equals(START)) {
      // The start button never needed its date: any text there starts the review, as before.
      return Optional.of(new Pressed(false, Optional.empty()));
    }
    if (!id.arg(0).equals(SNOOZE)) {
      return Optional.empty();
    }
    try {
      return Optional.of(new Pressed(true, Optional.of(LocalDate.parse(id.arg(1)))));
    } catch (DateTimeParseException e) {
      return Optional.empty();
    }
  }

  @Override
  public void handle(ButtonInteractionEvent event, Pressed pressed, ComponentReply reply) {
    if (!pressed.snooze()) {
      starter.start(event, reply);
      return;
    }
    Optional<Instant> until =
        reminders.snooze(event.getUser().getIdLong(), pressed.date().orElseThrow());
    if (until.isEmpty()) {
      reply.explain(Language.of(event).get("reminder.snoozeOver"));
      return;
    }
    reply.update(
        new MessageEditBuilder()
            .setContent(
                Language.of(event)
                    .get("reminder.snoozed", "<t:" + until.get().getEpochSecond() + ":t>"))
            .setComponents()
            .build());
  }
}
