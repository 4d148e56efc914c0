package dev.quizbot.discord;

import net.dv8tion.jda.api.EmbedBuilder;
import net.dv8tion.jda.api.events.interaction.command.SlashCommandInteractionEvent;
import net.dv8tion.jda.api.interactions.InteractionContextType;
import net.dv8tion.jda.api.interactions.commands.build.Commands;
import net.dv8tion.jda.api.interactions.commands.build.SlashCommandData;

/** {@code /help}: what the bot does and how to answer, shown only to the caller. */
public final class HelpCommand implements SlashCommand {

  @Override
  public SlashCommandData definition() {
    return Commands.slash("help", "What Quizbot does and how to answer")
        .setContexts(InteractionContextType.GUILD);
  }

  @Override
  public void onSlash(SlashCommandInteractionEvent event) {
    EmbedBuilder embed =
        new EmbedBuilder()
            .setTitle("Quizbot — study by answering")
            .setDescription(
                "I post multiple-choice certification questions. **Answer by reacting** with"
                    + " 🇦 🇧 🇨 🇩 under the question: your *first* choice reaction counts, so"
                    + " think before you click. When the time is up I reveal the answer with its"
                    + " explanation and who was fastest.\n\n"
                    + "A correct answer earns 10 points plus up to 5 for speed; streaks count"
                    + " correct answers in a row.")
            .addField(
                "For everyone",
                "`/quiz [topic] [deck]` post a question here\n"
                    + "`/leaderboard [period] [topic] [page]` this server's board\n"
                    + "`/stats [user]` answers, accuracy, streaks, rank\n"
                    + "`/topics` decks and topics with question counts",
                false)
            .addField(
                "For admins (Manage Server)",
                "`/quizconfig` answer window, speed bonus, hide answers, allowed channels\n"
                    + "`/daily set|off|status|now` a daily question at a local time",
                false);
    event.replyEmbeds(embed.build()).setEphemeral(true).queue();
  }
}
