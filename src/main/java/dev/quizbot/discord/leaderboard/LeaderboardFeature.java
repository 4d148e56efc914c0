package dev.quizbot.discord.leaderboard;

import dev.quizbot.bank.GuildBanks;
import dev.quizbot.discord.ComponentHandler;
import dev.quizbot.discord.Feature;
import dev.quizbot.discord.SlashCommand;
import dev.quizbot.leaderboard.LeaderboardService;
import dev.quizbot.leaderboard.StatsChart;
import dev.quizbot.study.StudyStatsService;
import java.util.List;

/** {@code /leaderboard} with its ◀ ▶ pages, {@code /stats} and {@code /topics}. */
public final class LeaderboardFeature implements Feature {

  private final List<SlashCommand> commands;
  private final List<ComponentHandler<?, ?>> components;

  /**
   * @param banks each server's bank (its own decks too), for {@code /topics} and the topics a board
   *     may be restricted to
   */
  public LeaderboardFeature(
      LeaderboardService leaderboards, GuildBanks banks, StudyStatsService studyStats) {
    commands =
        List.of(
            new LeaderboardCommand(leaderboards, banks),
            new StatsCommand(leaderboards, new StatsChart(), studyStats),
            new TopicsCommand(banks));
    components = BoardPages.handlers(leaderboards);
  }

  @Override
  public List<SlashCommand> commands() {
    return commands;
  }

  @Override
  public List<ComponentHandler<?, ?>> components() {
    return components;
  }
}
