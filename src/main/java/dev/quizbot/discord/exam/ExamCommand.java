package dev.quizbot.discord.exam;

import dev.quizbot.bank.GuildBanks;
import dev.quizbot.discord.DeckChoices;
import dev.quizbot.discord.Language;
import dev.quizbot.discord.QueuedSlashCommand;
import dev.quizbot.discord.RestFailures;
import dev.quizbot.discord.ServerOf;
import dev.quizbot.discord.SlashReply;
import dev.quizbot.discord.review.ReviewCommand;
import dev.quizbot.exam.ExamLanguages;
import dev.quizbot.exam.ExamOutcome;
import dev.quizbot.exam.ExamRequest;
import dev.quizbot.exam.ExamService;
import dev.quizbot.exam.ExamStart;
import dev.quizbot.exam.ExamState;
import dev.quizbot.exam.ExamSummary;
import dev.quizbot.i18n.Texts;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.concurrent.CompletionException;
import java.util.stream.Collectors;
import net.dv8tion.jda.api.EmbedBuilder;
import net.dv8tion.jda.api.components.actionrow.ActionRow;
import net.dv8tion.jda.api.components.buttons.Button;
import net.dv8tion.jda.api.events.interaction.command.CommandAutoCompleteInteractionEvent;
import net.dv8tion.jda.api.events.interaction.command.SlashCommandInteractionEvent;
import net.dv8tion.jda.api.exceptions.ErrorResponseException;
import net.dv8tion.jda.api.interactions.InteractionContextType;
import net.dv8tion.jda.api.interactions.commands.Command;
import net.dv8tion.jda.api.interactions.commands.OptionMapping;
import net.dv8tion.jda.api.interactions.commands.OptionType;
import net.dv8tion.jda.api.interactions.commands.build.Commands;
import net.dv8tion.jda.api.interactions.commands.build.SlashCommandData;
import net.dv8tion.jda.api.interactions.commands.build.SubcommandData;
import net.dv8tion.jda.api.requests.ErrorResponse;
import net.dv8tion.jda.api.utils.messages.MessageCreateBuilder;
import net.dv8tion.jda.api.utils.messages.MessageCreateData;

/**
 * {@code /exam start|resume|abandon|history}: the timed mock exam, registered like {@code /review}
 * (server and user installs; servers, the bot's DM, private channels). Queued: it draws and stores.
 * Used in a server that installed the bot the exam runs in the member's DMs (a 50007 gets the
 * explanation and a "Take it here" button); elsewhere right where it was asked, ephemeral outside
 * the bot's DM. Replies about the member's exams are ephemeral.
 */
final class ExamCommand implements QueuedSlashCommand {
  private static final int HISTORY = 10;

  private final ExamService service;
  private final GuildBanks banks;
  private final ExamReportMessage reports;
  private final Runnable sendOwedDms;
  private final ExamLanguages languages;

  ExamCommand(
      ExamService service,
      GuildBanks banks,
      ExamReportMessage reports,
      Runnable sendOwedDms,
      ExamLanguages languages) {
    this.service = service;
    this.banks = banks;
    this.reports = reports;
    this.sendOwedDms = sendOwedDms;
    this.languages = languages;
  }

  @Override
  public SlashCommandData definition() {
    return ReviewCommand.everywhere(
        Commands.slash("exam", ExamTexts.COMMAND)
            .addSubcommands(
                new SubcommandData("start", ExamTexts.START)
                    .addOption(OptionType.STRING, "deck", ExamTexts.DECK_OPTION, false, true)
                    .addOption(OptionType.INTEGER, "questions", ExamTexts.QUESTIONS_OPTION)
                    .addOption(OptionType.INTEGER, "minutes", ExamTexts.MINUTES_OPTION),
                new SubcommandData("resume", ExamTexts.RESUME_COMMAND),
                new SubcommandData("abandon", ExamTexts.ABANDON_COMMAND),
                new SubcommandData("history", ExamTexts.HISTORY_COMMAND)));
  }

  @Override
  public void onQueuedSlash(SlashCommandInteractionEvent event, SlashReply reply) {
    String sub = Optional.ofNullable(event.getSubcommandName()).orElse("");
    switch (sub) {
      case "start" -> start(event, reply);
      case "resume" -> resume(event, reply);
      case "abandon" -> abandon(event, reply);
      case "history" -> history(event, reply);
      default -> reply.explain(Language.of(event).get("exam.usage"));
    }
  }

  private void start(SlashCommandInteractionEvent event, SlashReply reply) {
    Texts t = Language.of(event);
    ExamRequest request =
        new ExamRequest(
            Optional.ofNullable(event.getOption("deck")).map(OptionMapping::getAsString),
            number(event, "questions"),
            number(event, "minutes"));
    long member = event.getUser().getIdLong();
    ExamStart start = service.start(member, ServerOf.id(event), request);
    if (start.earlier().isPresent()) {
      sendOwedDms.run(); // its report DM is owed in the database: send it now, not at the tick
    }
    switch (start.kind()) {
      case STARTED -> show(event, reply, start.exam().orElseThrow(), false);
      case ALREADY_RUNNING ->
          reply.send(
              new MessageCreateBuilder()
                  .setContent(ExamTexts.alreadyRunning(t, start.exam().orElseThrow()))
                  .setComponents(
                      ActionRow.of(Button.primary(ExamIds.resume(member), t.get("exam.resume"))))
                  .build(),
              true);
      default -> reply.explain(ExamTexts.refusal(t, start, banks.of(ServerOf.id(event))));
    }
  }

  private void resume(SlashCommandInteractionEvent event, SlashReply reply) {
    Texts t = Language.of(event);
    ExamOutcome outcome = service.resume(event.getUser().getIdLong());
    switch (outcome.status()) {
      case OK -> show(event, reply, outcome.state().orElseThrow(), true);
      case TIME_UP -> {
        reply.explain(ExamTexts.timeUp(t, outcome.report().isPresent()));
        outcome.report().ifPresent(r -> reply.send(reports.create(t, r), true));
      }
      default -> reply.explain(t.get("exam.noExamRunning"));
    }
  }

  /** The exam's current question: in the member's DMs when asked in a server, else right here. */
  private void show(
      SlashCommandInteractionEvent event, SlashReply reply, ExamState state, boolean resumed) {
    long member = event.getUser().getIdLong();
    Texts t = Language.of(event);
    // The deadline's report DM has no interaction to take a language from: it uses this one.
    languages.remember(state.examId(), t.locale().toLanguageTag());
    MessageCreateData question =
        ExamMessages.question(t, service.question(state, state.exam().position()));
    if (!inDmsFromServer(event)) {
      reply.send(question, event.getContext() != InteractionContextType.BOT_DM);
      return;
    }
    event
        .getUser()
        .openPrivateChannel()
        .flatMap(channel -> channel.sendMessage(question))
        .submit()
        .whenComplete(
            (sent, failure) -> {
              if (failure == null) {
                reply.explain(ExamTexts.dmLink(t, sent.getChannel().getIdLong(), resumed));
                return;
              }
              Throwable cause =
                  failure instanceof CompletionException ? failure.getCause() : failure;
              if (cause instanceof ErrorResponseException e
                  && e.getErrorResponse() == ErrorResponse.CANNOT_SEND_TO_USER) {
                reply.send(
                    new MessageCreateBuilder()
                        .setContent(t.get("exam.dmsClosed"))
                        .setComponents(
                            ActionRow.of(
                                Button.primary(ExamIds.takeHere(member), t.get("exam.takeHere"))))
                        .build(),
                    true);
                return;
              }
              RestFailures.log(cause);
              reply.explain(t.get("exam.dmFailed"));
            });
  }

  private void abandon(SlashCommandInteractionEvent event, SlashReply reply) {
    Texts t = Language.of(event);
    long member = event.getUser().getIdLong();
    Optional<ExamState> running = service.running(member);
    if (running.isEmpty()) {
      reply.explain(t.get("exam.noExamRunning"));
      return;
    }
    reply.send(
        new MessageCreateBuilder()
            .setContent(ExamTexts.confirmAbandon(t, running.get()))
            .setComponents(
                ActionRow.of(
                    Button.danger(
                        ExamIds.abandonYes(running.get().examId()), t.get("exam.abandonYes")),
                    Button.secondary(ExamIds.abandonNo(member), t.get("exam.abandonNo"))))
            .build(),
        true);
  }

  private void history(SlashCommandInteractionEvent event, SlashReply reply) {
    Texts t = Language.of(event);
    List<ExamSummary> attempts = service.history(event.getUser().getIdLong(), HISTORY);
    if (attempts.isEmpty()) {
      reply.explain(t.get("exam.noHistory"));
      return;
    }
    String lines =
        attempts.stream()
            .map(a -> ExamReportTexts.historyLine(t, a))
            .collect(Collectors.joining("\n"));
    MessageCreateBuilder message =
        new MessageCreateBuilder()
            .setEmbeds(
                new EmbedBuilder()
                    .setTitle(t.get("exam.report.historyTitle"))
                    .setDescription(ExamMessages.shorten(lines, 4000))
                    .build());
    attempts.stream()
        .filter(ExamReportTexts::isSubmitted)
        .findFirst()
        .ifPresent(
            latest ->
                message.setComponents(
                    ActionRow.of(
                        Button.secondary(
                            ExamIds.report(latest.exam().examId()), t.get("exam.latestReport")))));
    reply.send(message.build(), true);
  }

  @Override
  public void onAutocomplete(CommandAutoCompleteInteractionEvent event) {
    List<Command.Choice> choices =
        DeckChoices.matching(banks.of(ServerOf.id(event)), event.getFocusedOption().getValue());
    event.replyChoices(choices).queue(null, RestFailures::log);
  }

  private static OptionalInt number(SlashCommandInteractionEvent event, String name) {
    OptionMapping option = event.getOption(name);
    if (option == null) {
      return OptionalInt.empty();
    }
    long value = option.getAsLong();
    // Out of int range is out of range anyway: the service refuses it with the allowed range.
    return OptionalInt.of((int) Math.max(Integer.MIN_VALUE, Math.min(Integer.MAX_VALUE, value)));
  }

  /** Used in a server that installed the bot: the exam goes to the member's DMs. */
  private static boolean inDmsFromServer(SlashCommandInteractionEvent event) {
    return event.getContext() == InteractionContextType.GUILD
        && event.isFromGuild()
        && event.getIntegrationOwners().isGuildIntegration();
  }
}
