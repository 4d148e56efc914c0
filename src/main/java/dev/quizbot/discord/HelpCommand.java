package dev.quizbot.discord;

import dev.quizbot.guildconfig.GuildSettings;
import dev.quizbot.guildconfig.GuildSettingsService;
import dev.quizbot.i18n.Texts;
import net.dv8tion.jda.api.EmbedBuilder;
import net.dv8tion.jda.api.events.interaction.command.SlashCommandInteractionEvent;
import net.dv8tion.jda.api.interactions.InteractionContextType;
import net.dv8tion.jda.api.interactions.commands.build.Commands;
import net.dv8tion.jda.api.interactions.commands.build.SlashCommandData;

/**
 * {@code /help}: what the bot does and how to answer, shown only to the caller, with this server's
 * rules (answer window, speed bonus, hide answers) as its admins set them.
 */
public final class HelpCommand implements SlashCommand {
  private final GuildSettingsService settings;

  public HelpCommand(GuildSettingsService settings) {
    this.settings = settings;
  }

  @Override
  public SlashCommandData definition() {
    return Commands.slash("help", "What Quizbot does and how to answer")
        .setContexts(InteractionContextType.GUILD);
  }

  @Override
  public void onSlash(SlashCommandInteractionEvent event) {
    GuildSettings here =
        settings.settings(event.getGuild() == null ? 0 : event.getGuild().getIdLong());
    Texts t = Language.of(event);
    EmbedBuilder embed =
        new EmbedBuilder()
            .setTitle(t.get("help.title"))
            .setDescription(t.get("help.intro") + "\n\n" + rules(here, t))
            .addField(t.get("help.everyone"), t.get("help.everyone.commands"), false)
            .addField(t.get("help.study"), t.get("help.study.commands"), false)
            .addField(t.get("help.admins"), t.get("help.admins.commands"), false);
    event.replyEmbeds(embed.build()).setEphemeral(true).queue();
  }

  /** Scoring and answering as this server has them. */
  private static String rules(GuildSettings here, Texts t) {
    String rules =
        t.get(
            here.speedBonus() ? "help.rules.speedBonus" : "help.rules.noSpeedBonus",
            here.answerWindow().toSeconds());
    return here.hideAnswers() ? rules + " " + t.get("help.rules.hidden") : rules;
  }
}
