package dev.quizbot.discord.settings;

import dev.quizbot.discord.AdminCheck;
import dev.quizbot.discord.ChannelPermissions;
import dev.quizbot.discord.Language;
import dev.quizbot.discord.ReplyText;
import dev.quizbot.discord.SlashCommand;
import dev.quizbot.discord.ZoneChoices;
import dev.quizbot.guildconfig.GuildSettings;
import dev.quizbot.guildconfig.GuildSettingsChange;
import dev.quizbot.guildconfig.GuildSettingsService;
import dev.quizbot.guildconfig.SettingsUpdate;
import dev.quizbot.i18n.Texts;
import dev.quizbot.leaderboard.GuildZones;
import dev.quizbot.suggestion.SuggestionStore;
import java.util.Optional;
import net.dv8tion.jda.api.Permission;
import net.dv8tion.jda.api.entities.Guild;
import net.dv8tion.jda.api.entities.channel.ChannelType;
import net.dv8tion.jda.api.entities.channel.middleman.GuildMessageChannel;
import net.dv8tion.jda.api.events.interaction.command.CommandAutoCompleteInteractionEvent;
import net.dv8tion.jda.api.events.interaction.command.SlashCommandInteractionEvent;
import net.dv8tion.jda.api.interactions.InteractionContextType;
import net.dv8tion.jda.api.interactions.commands.DefaultMemberPermissions;
import net.dv8tion.jda.api.interactions.commands.OptionMapping;
import net.dv8tion.jda.api.interactions.commands.OptionType;
import net.dv8tion.jda.api.interactions.commands.build.Commands;
import net.dv8tion.jda.api.interactions.commands.build.OptionData;
import net.dv8tion.jda.api.interactions.commands.build.SlashCommandData;

/**
 * {@code /quizconfig}: answer window, speed bonus, hide answers, allowed channels, the server's
 * time zone and the review channel of members' suggested questions. Without options it shows the
 * current settings. Manage Server only, checked here too.
 */
public final class QuizConfigCommand implements SlashCommand {
  private final GuildSettingsService settings;
  private final GuildZones zones;
  private final EraseConfirmation erase;
  private final ReviewChannelOptions reviews;

  /**
   * @param zones the zone the boards count in, shown when no {@code timezone} is set here (the
   *     daily question's zone is used then)
   * @param erase the question {@code erase_data:True} asks
   * @param suggestions keeps the review channel of members' suggested questions
   */
  public QuizConfigCommand(
      GuildSettingsService settings,
      GuildZones zones,
      EraseConfirmation erase,
      SuggestionStore suggestions) {
    this.settings = settings;
    this.zones = zones;
    this.erase = erase;
    this.reviews = new ReviewChannelOptions(suggestions);
  }

  @Override
  public SlashCommandData definition() {
    return Commands.slash("quizconfig", "Change how quizzes run in this server")
        .setContexts(InteractionContextType.GUILD)
        .setDefaultPermissions(DefaultMemberPermissions.enabledFor(Permission.MANAGE_SERVER))
        .addOption(
            OptionType.INTEGER,
            "answer_window",
            "Seconds a /quiz question stays open ("
                + GuildSettings.MIN_WINDOW_SECONDS
                + "-"
                + GuildSettings.MAX_WINDOW_SECONDS
                + ")")
        .addOption(OptionType.BOOLEAN, "speed_bonus", "Up to 5 extra points for fast answers")
        .addOption(OptionType.BOOLEAN, "hide_answers", "Remove answers' reactions once recorded")
        .addOption(
            OptionType.STRING,
            "timezone",
            "Time zone as Region/City, e.g. Europe/Berlin; none: use the /daily set zone, else UTC",
            false,
            true)
        .addOptions(
            textChannelOption(
                "allow_channel",
                "Add to the channels where /quiz may run (none listed = every one)"),
            textChannelOption("disallow_channel", "Remove from the channels where /quiz may run"))
        .addOption(OptionType.BOOLEAN, "all_channels", "True: allow /quiz in every channel")
        .addOption(
            OptionType.BOOLEAN,
            "erase_data",
            "True: delete all of this server's quiz data (asks first)")
        .addOptions(ReviewChannelOptions.options());
  }

  @Override
  public void onSlash(SlashCommandInteractionEvent event) {
    if (event.getGuild() == null || !AdminCheck.requireManageServer(event, event.getMember())) {
      return;
    }
    Texts texts = Language.of(event);
    long guildId = event.getGuild().getIdLong();
    OptionMapping eraseData = event.getOption("erase_data");
    if (eraseData != null && eraseData.getAsBoolean()) {
      if (event.getOptions().size() > 1) {
        reply(event, texts.get("quizconfig.erase.alone"));
      } else {
        event
            .reply(erase.prompt(guildId, event.getUser().getIdLong(), texts))
            .setEphemeral(true)
            .queue();
      }
      return;
    }
    GuildSettingsChange change = GuildSettingsChange.none();
    OptionMapping window = event.getOption("answer_window");
    if (window != null) {
      long seconds = window.getAsLong();
      change =
          change.withAnswerWindowSeconds(
              (int) Math.max(Integer.MIN_VALUE, Math.min(Integer.MAX_VALUE, seconds)));
    }
    if (event.getOption("speed_bonus") != null) {
      change = change.withSpeedBonus(event.getOption("speed_bonus").getAsBoolean());
    }
    if (event.getOption("hide_answers") != null) {
      change = change.withHideAnswers(event.getOption("hide_answers").getAsBoolean());
    }
    if (event.getOption("timezone") != null) {
      change = change.withTimezone(event.getOption("timezone").getAsString());
    }
    if (event.getOption("all_channels") != null && event.getOption("all_channels").getAsBoolean()) {
      change = change.withAllChannelsAllowed();
    }
    if (event.getOption("allow_channel") != null) {
      long channelId = event.getOption("allow_channel").getAsLong();
      Optional<String> problem = channelProblem(event.getGuild(), channelId, texts);
      if (problem.isPresent()) {
        reply(event, texts.get("quizconfig.nothingChanged", problem.get()));
        return;
      }
      change = change.withAllowedChannel(channelId);
    }
    if (event.getOption("disallow_channel") != null) {
      change = change.withDisallowedChannel(event.getOption("disallow_channel").getAsLong());
    }
    Optional<String> reviewProblem = reviews.problem(event, texts);
    if (reviewProblem.isPresent()) {
      reply(event, texts.get("quizconfig.nothingChanged", reviewProblem.get()));
      return;
    }
    if (change.isEmpty()) {
      boolean reviewChanged = reviews.apply(event);
      GuildSettings current = settings.settings(guildId);
      String shown =
          QuizConfigText.describe(current, zones, texts)
              + hideAnswersWarning(event.getGuild(), current, texts)
              + reviews.describe(guildId, texts);
      reply(event, reviewChanged ? texts.get("quizconfig.saved", shown) : shown);
      return;
    }
    SettingsUpdate result = settings.update(guildId, change);
    if (result instanceof SettingsUpdate.Invalid invalid) {
      reply(event, texts.get("quizconfig.nothingChanged", SettingsRefusalText.of(invalid, texts)));
    } else if (result instanceof SettingsUpdate.Applied applied) {
      reviews.apply(event);
      reply(
          event,
          texts.get(
              "quizconfig.saved",
              QuizConfigText.describe(applied.settings(), zones, texts)
                  + hideAnswersWarning(event.getGuild(), applied.settings(), texts)
                  + reviews.describe(guildId, texts)));
    }
  }

  private static void reply(SlashCommandInteractionEvent event, String text) {
    event.reply(ReplyText.fit(text)).setEphemeral(true).queue();
  }

  /**
   * Hide answers needs Manage Messages to remove members' reactions; without it the setting is kept
   * (it works as soon as the permission is granted) but the admin must know it does nothing yet, or
   * answers stay visible for others to copy.
   */
  private static String hideAnswersWarning(Guild guild, GuildSettings current, Texts texts) {
    if (!current.hideAnswers() || guild.getSelfMember().hasPermission(Permission.MESSAGE_MANAGE)) {
      return "";
    }
    return "\n"
        + texts.get(
            "quizconfig.hideAnswersInert",
            ChannelPermissions.name(Permission.MESSAGE_MANAGE, texts),
            texts.get("cmd.quizconfig.options.hide_answers.name"));
  }

  /**
   * Why /quiz could not run in the channel, read from JDA's cache: a channel the bot cannot see or
   * post in would only fail later, when a member asks for a question there.
   */
  private static Optional<String> channelProblem(Guild guild, long channelId, Texts texts) {
    String option = texts.get("cmd.quizconfig.options.allow_channel.name");
    GuildMessageChannel channel = guild.getChannelById(GuildMessageChannel.class, channelId);
    if (channel == null) {
      return Optional.of(
          texts.get(
              "quizconfig.channelUnseen",
              option,
              "<#" + channelId + ">",
              ChannelPermissions.name(Permission.VIEW_CHANNEL, texts)));
    }
    return ChannelPermissions.firstMissingForQuiz(channel)
        .map(
            permission ->
                texts.get(
                    "quizconfig.channelMissing",
                    option,
                    "<#" + channelId + ">",
                    ChannelPermissions.name(permission, texts),
                    ChannelPermissions.names(ChannelPermissions.QUIZ, texts)));
  }

  // Discord's picker then offers only channels a question can be posted in (no voice, no category).
  private static OptionData textChannelOption(String name, String description) {
    return new OptionData(OptionType.CHANNEL, name, description)
        .setChannelTypes(ChannelType.TEXT, ChannelType.NEWS);
  }

  /** The {@code timezone} option offers Region/City names as the admin types. */
  @Override
  public void onAutocomplete(CommandAutoCompleteInteractionEvent event) {
    event.replyChoices(ZoneChoices.matching(event.getFocusedOption().getValue())).queue();
  }
}
