package dev.quizbot.discord.leaderboard;

import dev.quizbot.discord.SlashCommand;
import dev.quizbot.leaderboard.LeaderboardService;
import dev.quizbot.leaderboard.MemberStats;
import dev.quizbot.leaderboard.StatsChart;
import java.util.Optional;
import net.dv8tion.jda.api.entities.User;
import net.dv8tion.jda.api.events.interaction.command.SlashCommandInteractionEvent;
import net.dv8tion.jda.api.interactions.InteractionContextType;
import net.dv8tion.jda.api.interactions.commands.OptionMapping;
import net.dv8tion.jda.api.interactions.commands.OptionType;
import net.dv8tion.jda.api.interactions.commands.build.Commands;
import net.dv8tion.jda.api.interactions.commands.build.SlashCommandData;
import net.dv8tion.jda.api.utils.FileUpload;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * {@code /stats [user]}: a member's numbers in this server and a chart. The numbers are read before
 * acknowledging (one fast query) so "no answers yet" can be ephemeral; drawing the chart may be
 * slow, so the public reply is deferred and the chart drawn afterwards.
 */
public final class StatsCommand implements SlashCommand {
  private static final Logger log = LoggerFactory.getLogger(StatsCommand.class);

  private final LeaderboardService leaderboards;
  private final StatsChart chart;

  public StatsCommand(LeaderboardService leaderboards, StatsChart chart) {
    this.leaderboards = leaderboards;
    this.chart = chart;
  }

  @Override
  public SlashCommandData definition() {
    return Commands.slash("stats", "Answers, accuracy, streaks and rank in this server")
        .setContexts(InteractionContextType.GUILD)
        .addOption(OptionType.USER, "user", "Whose stats (default: yours)");
  }

  @Override
  public void onSlash(SlashCommandInteractionEvent event) {
    if (event.getGuild() == null) {
      event.reply("Stats exist in servers only.").setEphemeral(true).queue();
      return;
    }
    User user =
        Optional.ofNullable(event.getOption("user"))
            .map(OptionMapping::getAsUser)
            .orElse(event.getUser());
    boolean self = user.getIdLong() == event.getUser().getIdLong();
    if (user.isBot()) {
      event
          .reply("<@" + user.getId() + "> is a bot: bots do not answer quizzes.")
          .setEphemeral(true)
          .queue();
      return;
    }
    Optional<MemberStats> stats =
        leaderboards.stats(event.getGuild().getIdLong(), user.getIdLong());
    if (stats.isEmpty()) {
      String who = self ? "You have" : "<@" + user.getId() + "> has";
      event
          .reply(who + " no answers in this server yet: run `/quiz` and react to answer.")
          .setEphemeral(true)
          .queue();
      return;
    }
    MemberStats found = stats.get();
    event
        .deferReply()
        .queue(
            hook -> {
              byte[] png = chart.render(found);
              hook.editOriginalEmbeds(StatsEmbed.render(found))
                  .setFiles(FileUpload.fromData(png, StatsEmbed.CHART_FILE))
                  .queue(null, err -> log.info("could not send /stats: {}", err.getMessage()));
            },
            err -> log.info("could not defer /stats: {}", err.getMessage()));
  }
}
