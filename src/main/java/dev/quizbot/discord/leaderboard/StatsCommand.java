package dev.quizbot.discord.leaderboard;

import dev.quizbot.discord.QueuedSlashCommand;
import dev.quizbot.discord.SlashReply;
import dev.quizbot.discord.review.ReviewCommand;
import dev.quizbot.i18n.Texts;
import dev.quizbot.leaderboard.LeaderboardService;
import dev.quizbot.leaderboard.MemberStatsView;
import dev.quizbot.leaderboard.StatsChart;
import dev.quizbot.study.StudyStatsService;
import java.util.Optional;
import net.dv8tion.jda.api.entities.User;
import net.dv8tion.jda.api.events.interaction.command.SlashCommandInteractionEvent;
import net.dv8tion.jda.api.interactions.commands.OptionMapping;
import net.dv8tion.jda.api.interactions.commands.OptionType;
import net.dv8tion.jda.api.interactions.commands.build.Commands;
import net.dv8tion.jda.api.interactions.commands.build.SlashCommandData;
import net.dv8tion.jda.api.utils.FileUpload;
import net.dv8tion.jda.api.utils.messages.MessageCreateData;

/**
 * {@code /stats [user]}: a member's numbers in this server and a chart. Queued (database reads and
 * a PNG drawn, off JDA's event thread). The numbers are read before acknowledging so "no answers
 * yet" can be ephemeral; drawing the chart may be slow, so the public reply is deferred and the
 * chart drawn afterwards. Asked for oneself, the caller's personal study numbers follow in a
 * message only they see (due now, reviewed today, study-day streak, 30-day retention); asked for
 * another member, no study data is shown.
 */
public final class StatsCommand implements QueuedSlashCommand {

  private final LeaderboardService leaderboards;
  private final StatsChart chart;
  private final StudyStatsService study;

  public StatsCommand(LeaderboardService leaderboards, StatsChart chart, StudyStatsService study) {
    this.leaderboards = leaderboards;
    this.chart = chart;
    this.study = study;
  }

  @Override
  public SlashCommandData definition() {
    // In a DM, or through the member's own install, there is no server game: only their study.
    return ReviewCommand.everywhere(
        Commands.slash("stats", "Answers, accuracy, streaks and rank in this server")
            .addOption(OptionType.USER, "user", "Whose stats (default: yours)"));
  }

  @Override
  public void onQueuedSlash(SlashCommandInteractionEvent event, SlashReply reply) {
    if (event.getGuild() == null || !event.getIntegrationOwners().isGuildIntegration()) {
      // no server board here: the member's own study numbers, as in a server's second message
      OptionMapping who = event.getOption("user");
      if (who != null && who.getAsUser().getIdLong() != event.getUser().getIdLong()) {
        reply.explain(reply.texts().get("stats.serversOnly"));
        return;
      }
      reply.send(
          MessageCreateData.fromEmbeds(
              StudyStatsEmbed.render(study.stats(event.getUser().getIdLong()), reply.texts())),
          true);
      return;
    }
    User user =
        Optional.ofNullable(event.getOption("user"))
            .map(OptionMapping::getAsUser)
            .orElse(event.getUser());
    boolean self = user.getIdLong() == event.getUser().getIdLong();
    if (user.isBot()) {
      reply.explain(reply.texts().get("stats.isBot", "<@" + user.getId() + ">"));
      return;
    }
    Optional<MemberStatsView> stats =
        leaderboards.stats(event.getGuild().getIdLong(), user.getIdLong());
    if (stats.isEmpty()) {
      reply.explain(
          self
              ? reply.texts().get("stats.noneSelf")
              : reply.texts().get("stats.noneOther", "<@" + user.getId() + ">"));
      if (self) {
        showOwnStudy(user.getIdLong(), reply);
      }
      return;
    }
    MemberStatsView found = stats.get();
    reply.defer();
    Texts texts = reply.texts();
    byte[] png = chart.render(found, texts);
    reply.show(StatsEmbed.render(found, texts), FileUpload.fromData(png, StatsEmbed.CHART_FILE));
    if (self) {
      showOwnStudy(user.getIdLong(), reply);
    }
  }

  /** The caller's study numbers, for them alone (a follow-up after the answer). */
  private void showOwnStudy(long userId, SlashReply reply) {
    reply.send(
        MessageCreateData.fromEmbeds(StudyStatsEmbed.render(study.stats(userId), reply.texts())),
        true);
  }
}
