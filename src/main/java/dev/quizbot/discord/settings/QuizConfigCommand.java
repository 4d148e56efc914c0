package dev.quizbot.discord.settings;

import dev.quizbot.discord.AdminCheck;
import dev.quizbot.discord.SlashCommand;
import dev.quizbot.guildconfig.GuildSettings;
import dev.quizbot.guildconfig.GuildSettingsChange;
import dev.quizbot.guildconfig.GuildSettingsService;
import dev.quizbot.guildconfig.SettingsUpdate;
import java.util.stream.Collectors;
import net.dv8tion.jda.api.Permission;
import net.dv8tion.jda.api.events.interaction.command.SlashCommandInteractionEvent;
import net.dv8tion.jda.api.interactions.InteractionContextType;
import net.dv8tion.jda.api.interactions.commands.DefaultMemberPermissions;
import net.dv8tion.jda.api.interactions.commands.OptionMapping;
import net.dv8tion.jda.api.interactions.commands.OptionType;
import net.dv8tion.jda.api.interactions.commands.build.Commands;
import net.dv8tion.jda.api.interactions.commands.build.SlashCommandData;

/**
 * {@code /quizconfig}: answer window, speed bonus, hide answers, allowed channels and the server's
 * time zone. Without options it shows the current settings. Manage Server only, checked here too.
 */
public final class QuizConfigCommand implements SlashCommand {
  private final GuildSettingsService settings;

  public QuizConfigCommand(GuildSettingsService settings) {
    this.settings = settings;
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
        .addOption(OptionType.STRING, "timezone", "IANA time zone, e.g. Europe/Berlin")
        .addOption(OptionType.CHANNEL, "allow_channel", "Allow /quiz in this channel")
        .addOption(OptionType.CHANNEL, "disallow_channel", "Stop allowing /quiz in this channel")
        .addOption(OptionType.BOOLEAN, "all_channels", "True: allow /quiz in every channel");
  }

  @Override
  public void onSlash(SlashCommandInteractionEvent event) {
    if (event.getGuild() == null || !AdminCheck.requireManageServer(event, event.getMember())) {
      return;
    }
    long guildId = event.getGuild().getIdLong();
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
      change = change.withAllowedChannel(event.getOption("allow_channel").getAsLong());
    }
    if (event.getOption("disallow_channel") != null) {
      change = change.withDisallowedChannel(event.getOption("disallow_channel").getAsLong());
    }
    if (change.isEmpty()) {
      event.reply(describe(settings.settings(guildId))).setEphemeral(true).queue();
      return;
    }
    SettingsUpdate result = settings.update(guildId, change);
    if (result instanceof SettingsUpdate.Invalid invalid) {
      event.reply("Nothing was changed:\n" + invalid.message()).setEphemeral(true).queue();
    } else if (result instanceof SettingsUpdate.Applied applied) {
      event.reply("Saved.\n" + describe(applied.settings())).setEphemeral(true).queue();
    }
  }

  static String describe(GuildSettings s) {
    String channels =
        s.allowedChannels().isEmpty()
            ? "every channel"
            : s.allowedChannels().stream()
                .map(id -> "<#" + id + ">")
                .collect(Collectors.joining(", "));
    return "**Quiz settings**\n"
        + "Answer window: "
        + s.answerWindowSeconds()
        + " s\n"
        + "Speed bonus: "
        + (s.speedBonus() ? "on" : "off")
        + "\nHide answers: "
        + (s.hideAnswers() ? "on" : "off")
        + "\nTime zone: "
        + s.zone().getId()
        + "\n/quiz allowed in: "
        + channels;
  }
}
