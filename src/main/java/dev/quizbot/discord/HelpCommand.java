package dev.quizbot.discord;

import dev.quizbot.guildconfig.GuildSettings;
import dev.quizbot.guildconfig.GuildSettingsService;
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
    EmbedBuilder embed =
        new EmbedBuilder()
            .setTitle("Quizbot — study by answering")
            .setDescription(
                "I post multiple-choice certification questions. **Answer by reacting** with"
                    + " 🇦 🇧 🇨 🇩 under the question: your *first* choice reaction counts, so"
                    + " think before you click. When the time is up I reveal the answer with its"
                    + " explanation and who was fastest.\n\n"
                    + rules(here))
            .addField(
                "For everyone",
                "`/quiz [topic] [deck]` post a question here\n"
                    + "`/leaderboard [period] [topic] [page]` this server's board\n"
                    + "`/stats [user]` answers, accuracy, streaks, rank\n"
                    + "`/topics` decks and topics with question counts",
                false)
            .addField(
                "Personal study (only you see it)",
                "`/review start [topic] [deck] [count]` spaced-repetition review in your DMs\n"
                    + "`/review settings` retention, new questions a day, exam date\n"
                    + "`/review remind` a DM when questions are due · `/review reset` delete it all\n"
                    + "`/readiness [date] [deck]` your predicted exam score per topic\n"
                    + "`/exam start [deck] [questions] [minutes]` a timed mock exam in your DMs"
                    + " · `/exam resume|abandon|history`",
                false)
            .addField(
                "For admins (Manage Server)",
                "`/quizconfig` answer window, speed bonus, hide answers, allowed channels, time"
                    + " zone (of the week and month boards)\n"
                    + "`/daily set|off|status|now` a daily question at a local time",
                false);
    event.replyEmbeds(embed.build()).setEphemeral(true).queue();
  }

  /** Scoring and answering as this server has them. */
  private static String rules(GuildSettings here) {
    String points =
        here.speedBonus()
            ? "A correct answer earns 10 points plus up to 5 for speed"
            : "A correct answer earns 10 points (no speed bonus here)";
    String hidden =
        here.hideAnswers() ? " Your reaction is removed once recorded, so nobody can copy it." : "";
    return points
        + "; streaks count correct answers in a row. A /quiz question is open for "
        + here.answerWindow().toSeconds()
        + " seconds."
        + hidden;
  }
}
