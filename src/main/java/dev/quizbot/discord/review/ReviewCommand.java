package dev.quizbot.discord.review;

import dev.quizbot.bank.GuildBanks;
import dev.quizbot.bank.QuestionBank;
import dev.quizbot.discord.DeckChoices;
import dev.quizbot.discord.QueuedSlashCommand;
import dev.quizbot.discord.RestFailures;
import dev.quizbot.discord.ServerOf;
import dev.quizbot.discord.SlashReply;
import dev.quizbot.discord.ZoneChoices;
import dev.quizbot.discord.ZoneProblemText;
import dev.quizbot.input.InvalidZoneException;
import dev.quizbot.input.Typed;
import dev.quizbot.input.ZoneInput;
import dev.quizbot.study.FsrsParameters;
import dev.quizbot.study.MemberParametersStore;
import dev.quizbot.study.ReviewFilter;
import dev.quizbot.study.ReviewService;
import dev.quizbot.study.ReviewStart;
import dev.quizbot.study.StudySettings;
import dev.quizbot.study.StudySettingsStore;
import java.time.Clock;
import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalTime;
import java.time.ZoneId;
import java.time.format.DateTimeParseException;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.OptionalInt;
import net.dv8tion.jda.api.components.actionrow.ActionRow;
import net.dv8tion.jda.api.components.buttons.Button;
import net.dv8tion.jda.api.events.interaction.command.CommandAutoCompleteInteractionEvent;
import net.dv8tion.jda.api.events.interaction.command.SlashCommandInteractionEvent;
import net.dv8tion.jda.api.interactions.IntegrationType;
import net.dv8tion.jda.api.interactions.InteractionContextType;
import net.dv8tion.jda.api.interactions.commands.Command;
import net.dv8tion.jda.api.interactions.commands.OptionMapping;
import net.dv8tion.jda.api.interactions.commands.build.SlashCommandData;
import net.dv8tion.jda.api.utils.messages.MessageCreateBuilder;
import net.dv8tion.jda.api.utils.messages.MessageCreateData;

/**
 * {@code /review start|settings|remind|reset}: the member's own study, registered for server and
 * user installs and usable in servers, the bot's DM and private channels. Queued (database reads
 * and writes, off JDA's event thread). Every reply about the member's data is ephemeral; only the
 * session's questions in the member's DM are ordinary messages.
 *
 * <p>{@code /review remind} only stores the member's choice here; the reminder DMs themselves are
 * another feature's work.
 */
public final class ReviewCommand implements QueuedSlashCommand {
  private static final int MAX_AUTOCOMPLETE = 25;

  private final ReviewService service;
  private final ReviewSessions sessions;
  private final StudySettingsStore settings;
  private final MemberParametersStore memberParameters;
  private final GuildBanks banks;
  private final Clock clock;

  ReviewCommand(
      ReviewService service,
      ReviewSessions sessions,
      StudySettingsStore settings,
      MemberParametersStore memberParameters,
      GuildBanks banks,
      Clock clock) {
    this.service = service;
    this.sessions = sessions;
    this.settings = settings;
    this.memberParameters = memberParameters;
    this.banks = banks;
    this.clock = clock;
  }

  /** Where the study commands may be used: every install and context Discord offers bots. */
  public static SlashCommandData everywhere(SlashCommandData command) {
    return command
        .setIntegrationTypes(IntegrationType.GUILD_INSTALL, IntegrationType.USER_INSTALL)
        .setContexts(
            InteractionContextType.GUILD,
            InteractionContextType.BOT_DM,
            InteractionContextType.PRIVATE_CHANNEL);
  }

  @Override
  public SlashCommandData definition() {
    return ReviewDefinition.of();
  }

  @Override
  public void onQueuedSlash(SlashCommandInteractionEvent event, SlashReply reply) {
    String sub = Optional.ofNullable(event.getSubcommandName()).orElse("");
    switch (sub) {
      case "start" -> start(event, reply);
      case "settings" -> settings(event, reply);
      case "remind" -> remind(event, reply);
      case "reset" -> reset(event, reply);
      default -> reply.explain(reply.texts().get("review.unknownSubcommand"));
    }
  }

  // ---- start -------------------------------------------------------------------------------

  private void start(SlashCommandInteractionEvent event, SlashReply reply) {
    OptionMapping count = event.getOption("count");
    if (count != null && (count.getAsLong() < 1 || count.getAsLong() > ReviewFilter.MAX_COUNT)) {
      reply.explain(
          reply.texts().get("review.badCount", ReviewFilter.MAX_COUNT, count.getAsLong()));
      return;
    }
    ReviewFilter filter =
        new ReviewFilter(
            text(event, "topic"),
            text(event, "deck"),
            count == null ? OptionalInt.empty() : OptionalInt.of(count.getAsInt()));
    long member = event.getUser().getIdLong();
    if (inDmsFromServer(event)) {
      sessions
          .startFor(event.getUser(), ServerOf.id(event), filter, reply.texts())
          .whenComplete(
              (started, failure) -> {
                if (failure != null) {
                  RestFailures.log(failure);
                  reply.explain(reply.texts().get("review.dmFailed"));
                  return;
                }
                switch (started.kind()) {
                  case POSTED ->
                      reply.explain(
                          ReviewTexts.dmLink(
                              reply.texts(), started.dmChannelId(), started.resumed()));
                  case REFUSED -> reply.explain(started.explanation());
                  case DMS_CLOSED ->
                      reply.send(
                          new MessageCreateBuilder()
                              .setContent(started.explanation())
                              .setComponents(
                                  ActionRow.of(
                                      Button.primary(
                                          ButtonIds.studyHere(member),
                                          reply.texts().get("review.studyHere"))))
                              .build(),
                          true);
                }
              });
      return;
    }
    // The bot's DM, a private channel, or a server reached through the member's own install:
    // the session runs right here (ephemeral outside the bot's DM).
    long guild = ServerOf.id(event);
    ReviewStart result = service.start(member, guild, filter);
    if (result.question().isEmpty()) {
      reply.explain(ReviewTexts.refusal(reply.texts(), result, banks.of(guild), filter));
      return;
    }
    boolean ephemeral = event.getContext() != InteractionContextType.BOT_DM;
    reply.send(
        ReviewMessages.question(
            result.question().get(), sessions.bankOf(result.question().get()), reply.texts()),
        ephemeral);
  }

  /** Used in a server that installed the bot: the session goes to the member's DMs. */
  private static boolean inDmsFromServer(SlashCommandInteractionEvent event) {
    return event.getContext() == InteractionContextType.GUILD
        && event.isFromGuild()
        && event.getIntegrationOwners().isGuildIntegration();
  }

  // ---- settings ----------------------------------------------------------------------------

  private void settings(SlashCommandInteractionEvent event, SlashReply reply) {
    long member = event.getUser().getIdLong();
    StudySettings current = settings.get(member);
    if (event.getOptions().isEmpty()) {
      reply.explain(
          StudySettingsText.of(current, reply.texts())
              + "\n"
              + StudySettingsText.model(
                  memberParameters.get(member), current.zone(), reply.texts()));
      return;
    }
    Instant now = clock.instant();
    Optional<String> model = text(event, "memory_model");
    if (model.isPresent() && !model.get().equals("defaults")) {
      reply.explain(reply.texts().get("settings.badModel", Typed.echo(model.get())));
      return;
    }
    StudySettings next = current;
    OptionMapping retention = event.getOption("retention");
    if (retention != null) {
      double r = retention.getAsDouble();
      if (!(r >= FsrsParameters.MIN_RETENTION && r <= FsrsParameters.MAX_RETENTION)) {
        reply.explain(
            reply.texts().get("settings.badRetention", Typed.echo(retention.getAsString())));
        return;
      }
      next = next.withRetention(r, now);
    }
    OptionMapping perDay = event.getOption("new_per_day");
    if (perDay != null) {
      long n = perDay.getAsLong();
      if (n < 0 || n > StudySettings.MAX_DAILY_NEW) {
        reply.explain(reply.texts().get("settings.badNewPerDay", StudySettings.MAX_DAILY_NEW, n));
        return;
      }
      next = next.withDailyNewLimit((int) n, now);
    }
    Optional<String> examDate = text(event, "exam_date");
    if (examDate.isPresent()) {
      String typed = examDate.get().trim();
      if (typed.equalsIgnoreCase("none") || typed.equalsIgnoreCase("off")) {
        next = next.withExamDate(Optional.empty(), now);
      } else {
        try {
          next = next.withExamDate(Optional.of(LocalDate.parse(typed)), now);
        } catch (DateTimeParseException e) {
          reply.explain(reply.texts().get("settings.badExamDate", Typed.echo(typed)));
          return;
        }
      }
    }
    Optional<String> zoneText = text(event, "timezone");
    if (zoneText.isPresent()) {
      try {
        next = next.withZone(ZoneInput.parse(zoneText.get()), now);
      } catch (InvalidZoneException e) {
        reply.explain(
            reply.texts().get("remind.badZone", capitalised(ZoneProblemText.of(e, reply.texts()))));
        return;
      }
    }
    Optional<String> extra = text(event, "extra_time");
    if (extra.isPresent()) {
      double factor;
      try {
        factor = Double.parseDouble(extra.get());
      } catch (NumberFormatException e) {
        factor = -1;
      }
      if (!StudySettings.EXAM_TIME_FACTORS.contains(factor)) {
        reply.explain(reply.texts().get("settings.badExtraTime"));
        return;
      }
      next = next.withExamTimeFactor(factor, now);
    }
    settings.save(next);
    if (model.isPresent()) {
      memberParameters.resetToDefaults(member, now);
    }
    reply.explain(
        reply.texts().get("settings.saved")
            + "\n"
            + StudySettingsText.of(next, reply.texts())
            + "\n"
            + StudySettingsText.model(memberParameters.get(member), next.zone(), reply.texts()));
  }

  // ---- remind ------------------------------------------------------------------------------

  private void remind(SlashCommandInteractionEvent event, SlashReply reply) {
    long member = event.getUser().getIdLong();
    StudySettings current = settings.get(member);
    Instant now = clock.instant();
    OptionMapping off = event.getOption("off");
    Optional<String> time = text(event, "time");
    Optional<String> zoneText = text(event, "timezone");
    if (off != null && off.getAsBoolean()) {
      if (time.isPresent() || zoneText.isPresent()) {
        reply.explain(reply.texts().get("remind.offAndTime"));
        return;
      }
      settings.save(current.withRemindersOff(now));
      reply.explain(reply.texts().get("remind.off"));
      return;
    }
    if (time.isEmpty() && zoneText.isEmpty()) {
      reply.explain(
          reply.texts().get("remind.show", StudySettingsText.reminder(current, reply.texts())));
      return;
    }
    ZoneId zone = current.zone();
    if (zoneText.isPresent()) {
      try {
        zone = ZoneInput.parse(zoneText.get());
      } catch (InvalidZoneException e) {
        reply.explain(
            reply.texts().get("remind.badZone", capitalised(ZoneProblemText.of(e, reply.texts()))));
        return;
      }
    }
    Optional<LocalTime> at =
        time.isPresent() ? ReminderTime.parse(time.get()) : current.reminderTime();
    if (time.isPresent() && at.isEmpty()) {
      reply.explain(reply.texts().get("remind.badTime", Typed.echo(time.get())));
      return;
    }
    if (at.isEmpty()) {
      reply.explain(reply.texts().get("remind.needTime"));
      return;
    }
    StudySettings next = current.withReminder(at.get(), zone, now);
    settings.save(next);
    // A reminder DM has no interaction: it speaks the language the member set it in.
    settings.rememberReminderLanguage(next.memberId(), reply.texts().locale().toLanguageTag());
    reply.explain(reply.texts().get("remind.on", StudySettingsText.reminder(next, reply.texts())));
  }

  // ---- reset -------------------------------------------------------------------------------

  private void reset(SlashCommandInteractionEvent event, SlashReply reply) {
    long member = event.getUser().getIdLong();
    Instant asked = clock.instant(); // the buttons carry it: an old confirmation deletes nothing
    MessageCreateData confirm =
        new MessageCreateBuilder()
            .setContent(reply.texts().get("review.reset.confirm"))
            .setComponents(
                ActionRow.of(
                    Button.danger(
                        ButtonIds.reset(true, member, asked),
                        reply.texts().get("review.reset.delete")),
                    Button.secondary(
                        ButtonIds.reset(false, member, asked),
                        reply.texts().get("review.reset.cancel"))))
            .build();
    reply.send(confirm, true);
  }

  // ---- helpers -----------------------------------------------------------------------------

  @Override
  public void onAutocomplete(CommandAutoCompleteInteractionEvent event) {
    String typed = event.getFocusedOption().getValue().toLowerCase(Locale.ROOT);
    QuestionBank questions = banks.of(ServerOf.id(event));
    List<Command.Choice> choices;
    if ("deck".equals(event.getFocusedOption().getName())) {
      choices = DeckChoices.matching(questions, event.getFocusedOption().getValue());
    } else if ("timezone".equals(event.getFocusedOption().getName())) {
      choices = ZoneChoices.matching(event.getFocusedOption().getValue());
    } else {
      choices =
          questions.topicCounts().keySet().stream()
              .filter(t -> t.toLowerCase(Locale.ROOT).contains(typed))
              .limit(MAX_AUTOCOMPLETE)
              .map(t -> new Command.Choice(ReviewMessages.truncate(t, 100), t))
              .toList();
    }
    event.replyChoices(choices).queue();
  }

  private static Optional<String> text(SlashCommandInteractionEvent event, String name) {
    return Optional.ofNullable(event.getOption(name))
        .map(OptionMapping::getAsString)
        .filter(s -> !s.isBlank());
  }

  private static String capitalised(String text) {
    return text.isEmpty() ? text : Character.toUpperCase(text.charAt(0)) + text.substring(1);
  }
}
