package dev.quizbot.discord.exam;

import dev.quizbot.discord.Language;
import dev.quizbot.discord.review.ButtonWork;
import java.util.Optional;
import net.dv8tion.jda.api.events.GenericEvent;
import net.dv8tion.jda.api.events.interaction.component.ButtonInteractionEvent;
import net.dv8tion.jda.api.events.interaction.component.GenericComponentInteractionCreateEvent;
import net.dv8tion.jda.api.events.interaction.component.StringSelectInteractionEvent;
import net.dv8tion.jda.api.hooks.EventListener;

/**
 * The exam's buttons and select menu ({@link ExamIds}): on JDA's event thread it only reads the
 * custom_id (and, for the buttons that name a member, checks the presser is that member), then
 * hands the work to the command executor ({@code review/ButtonWork}). Other components are left
 * alone.
 */
final class ExamButtons implements EventListener {

  private final ExamPresses presses;
  private final ButtonWork work;

  ExamButtons(ExamPresses presses, ButtonWork work) {
    this.presses = presses;
    this.work = work;
  }

  @Override
  public void onEvent(GenericEvent event) {
    if (event instanceof ButtonInteractionEvent press) {
      handle(press, Optional.empty());
    } else if (event instanceof StringSelectInteractionEvent select) {
      handle(select, select.getValues().stream().findFirst());
    }
  }

  private void handle(GenericComponentInteractionCreateEvent event, Optional<String> selected) {
    String customId = event.getComponentId();
    if (!ExamIds.isExam(customId)) {
      return;
    }
    Optional<ExamIds.Parsed> parsed = ExamIds.parse(customId);
    if (parsed.isEmpty()) {
      event.reply(Language.of(event).get("exam.notYours")).setEphemeral(true).queue();
      return;
    }
    String action = parsed.get().action();
    boolean namesMember = action.equals("here") || action.equals("res") || action.startsWith("ab-");
    if (namesMember && parsed.get().id() != event.getUser().getIdLong()) {
      event.reply(Language.of(event).get("exam.someoneElses")).setEphemeral(true).queue();
      return;
    }
    work.hand(event, reply -> presses.press(event, reply, parsed.get(), selected));
  }
}
