package dev.quizbot.discord.exam;

import dev.quizbot.bank.GuildBanks;
import dev.quizbot.discord.ComponentReply;
import dev.quizbot.discord.Language;
import dev.quizbot.discord.ServerOf;
import dev.quizbot.exam.ExamLanguages;
import dev.quizbot.exam.ExamOutcome;
import dev.quizbot.exam.ExamReport;
import dev.quizbot.exam.ExamService;
import dev.quizbot.exam.ExamStart;
import dev.quizbot.exam.ExamState;
import dev.quizbot.i18n.Texts;
import java.util.Optional;
import net.dv8tion.jda.api.components.actionrow.ActionRow;
import net.dv8tion.jda.api.components.buttons.Button;
import net.dv8tion.jda.api.events.interaction.component.GenericComponentInteractionCreateEvent;
import net.dv8tion.jda.api.utils.messages.MessageCreateBuilder;

/**
 * What each exam button or menu choice does, on a command worker: one {@link ExamService} call,
 * then the pressed message edited in place (UPDATE_MESSAGE) into the next question, the review
 * screen or the end; a report that this press produced follows as a new message.
 */
final class ExamPresses {

  private final ExamService service;
  private final GuildBanks banks;
  private final ExamReportMessage reports;
  private final ExamLanguages languages;

  ExamPresses(
      ExamService service, GuildBanks banks, ExamReportMessage reports, ExamLanguages languages) {
    this.service = service;
    this.banks = banks;
    this.reports = reports;
    this.languages = languages;
  }

  void press(
      GenericComponentInteractionCreateEvent event,
      ComponentReply reply,
      ExamIds.Parsed id,
      Optional<String> selected) {
    long member = event.getUser().getIdLong();
    long exam = id.id();
    Texts t = Language.of(event);
    switch (id.action()) {
      case "a" ->
          afterStep(event, reply, service.answer(member, exam, id.index(), id.extra()), true);
      case "s" -> afterStep(event, reply, service.skip(member, exam, id.index()), true);
      case "m", "f" -> // "f": the Flag button of messages sent before it was "Mark for review"
          afterStep(event, reply, service.flag(member, exam, id.index(), id.extra() == 1), false);
      case "q" -> afterStep(event, reply, service.go(member, exam, id.index()), false);
      case "g" -> {
        int index = selected.map(Integer::parseInt).orElse(0);
        afterStep(event, reply, service.go(member, exam, index), false);
      }
      case "r" -> {
        ExamOutcome outcome = service.go(member, exam, id.index());
        if (outcome.status() == ExamOutcome.Status.OK) {
          reply.update(
              ExamMessages.edit(ExamMessages.review(t, outcome.state().orElseThrow(), id.index())));
        } else {
          afterStep(event, reply, outcome, false);
        }
      }
      case "sub" -> afterStep(event, reply, service.submit(member, exam, false), false);
      case "subok" -> afterStep(event, reply, service.submit(member, exam, true), false);
      case "pg" -> {
        Optional<ExamReport> report = service.report(member, exam);
        if (report.isEmpty()) {
          reply.explain(t.get("exam.noReport"));
        } else {
          reply.update(
              reports.pageEdit(t, report.get(), id.index(), event.getMessage().getAttachments()));
        }
      }
      case "rep" -> {
        Optional<ExamReport> report = service.report(member, exam);
        if (report.isEmpty()) {
          reply.explain(t.get("exam.noReport"));
        } else {
          reply.send(reports.create(t, report.get()), ephemeral(event));
        }
      }
      case "agn" -> again(event, reply, exam);
      case "here", "res" -> resumeHere(event, reply);
      case "aby" -> {
        // Only the exam the confirmation was shown for: a stale one (or another member's)
        // abandons nothing and leaves the message as it is.
        if (service.running(member).filter(s -> s.examId() == exam).isPresent()
            && service.abandon(member)) {
          reply.update(ExamMessages.closed(t.get("exam.abandoned")));
        } else {
          reply.explain(t.get("exam.abandonNotThis"));
        }
      }
      case "ab-yes" -> // a confirmation sent before the button named its exam
          reply.update(
              ExamMessages.closed(
                  t.get(service.abandon(member) ? "exam.abandoned" : "exam.noExamRunning")));
      case "ab-no" -> reply.update(ExamMessages.closed(t.get("exam.kept")));
      default -> reply.explain(t.get("exam.notYours"));
    }
  }

  /** "Take it here" and "Resume": the running exam's question as a reply to the press. */
  void resumeHere(GenericComponentInteractionCreateEvent event, ComponentReply reply) {
    Texts t = Language.of(event);
    ExamOutcome outcome = service.resume(event.getUser().getIdLong());
    switch (outcome.status()) {
      case OK -> {
        ExamState state = outcome.state().orElseThrow();
        languages.remember(state.examId(), t.locale().toLanguageTag());
        reply.send(
            ExamMessages.question(t, service.question(state, state.exam().position())),
            event.isFromGuild());
      }
      case TIME_UP -> {
        reply.explain(ExamTexts.timeUp(t, outcome.report().isPresent()));
        outcome.report().ifPresent(r -> reply.send(reports.create(t, r), event.isFromGuild()));
      }
      default -> reply.explain(t.get("exam.noExamRunning"));
    }
  }

  /**
   * "Start another exam" under a report: the same deck, size and time, its first question right
   * where the report is (in a server: only the member sees it).
   */
  private void again(
      GenericComponentInteractionCreateEvent event, ComponentReply reply, long exam) {
    Texts t = Language.of(event);
    long member = event.getUser().getIdLong();
    Optional<ExamStart> start = service.again(member, exam);
    if (start.isEmpty()) {
      reply.explain(t.get("exam.notYours"));
      return;
    }
    switch (start.get().kind()) {
      case STARTED -> {
        ExamState state = start.get().exam().orElseThrow();
        languages.remember(state.examId(), t.locale().toLanguageTag());
        reply.send(
            ExamMessages.question(t, service.question(state, state.exam().position())),
            event.isFromGuild());
      }
      case ALREADY_RUNNING ->
          reply.send(
              new MessageCreateBuilder()
                  .setContent(ExamTexts.alreadyRunning(t, start.get().exam().orElseThrow()))
                  .setComponents(
                      ActionRow.of(Button.primary(ExamIds.resume(member), t.get("exam.resume"))))
                  .build(),
              true);
      default -> reply.explain(ExamTexts.refusal(t, start.get(), banks.of(ServerOf.id(event))));
    }
  }

  /**
   * The pressed message after a step: the question now shown, or the review screen once every
   * question was answered or skipped after an answer or a skip ({@code moved}), rather than loop
   * back to a skipped question without a word.
   */
  private void afterStep(
      GenericComponentInteractionCreateEvent event,
      ComponentReply reply,
      ExamOutcome outcome,
      boolean moved) {
    Texts t = Language.of(event);
    switch (outcome.status()) {
      case OK -> {
        ExamState state = outcome.state().orElseThrow();
        int position = state.exam().position();
        if (moved && state.allSeen()) {
          // Nothing left untouched: the review screen, from which the member submits.
          reply.update(ExamMessages.edit(ExamMessages.review(t, state, position)));
        } else {
          reply.update(
              ExamMessages.edit(ExamMessages.question(t, service.question(state, position))));
        }
      }
      case NEEDS_CONFIRMATION -> {
        // An older message's Submit with questions open: the review screen lists them.
        ExamState state = outcome.state().orElseThrow();
        reply.update(ExamMessages.edit(ExamMessages.review(t, state, state.exam().position())));
      }
      case SUBMITTED -> {
        reply.update(ExamMessages.closed(t.get("exam.submittedHere")));
        reply.send(reports.create(t, outcome.report().orElseThrow()), ephemeral(event));
      }
      case TIME_UP -> {
        reply.update(ExamMessages.closed(ExamTexts.timeUp(t, outcome.report().isPresent())));
        outcome.report().ifPresent(r -> reply.send(reports.create(t, r), ephemeral(event)));
      }
      case NOT_RUNNING -> reply.update(ExamMessages.closed(t.get("exam.over")));
      case NO_EXAM -> reply.explain(t.get("exam.notYours"));
    }
  }

  private static boolean ephemeral(GenericComponentInteractionCreateEvent event) {
    return event.getMessage().isEphemeral();
  }
}
