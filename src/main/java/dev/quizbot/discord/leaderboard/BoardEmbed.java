package dev.quizbot.discord.leaderboard;

import dev.quizbot.discord.ZoneNames;
import dev.quizbot.leaderboard.Board;
import dev.quizbot.leaderboard.BoardEntry;
import dev.quizbot.leaderboard.Period;
import dev.quizbot.leaderboard.PeriodWindow;
import java.awt.Color;
import java.time.format.DateTimeFormatter;
import java.util.Locale;
import net.dv8tion.jda.api.EmbedBuilder;
import net.dv8tion.jda.api.entities.MessageEmbed;

/**
 * Renders one page of a board. Members appear as mentions ({@code <@id>}), which Discord resolves
 * for the viewer, so the bot needs no member cache and never fetches members. A line is at most
 * about 90 characters and a page holds {@link dev.quizbot.leaderboard.LeaderboardService#PAGE_SIZE}
 * lines plus the caller's, far below the 4096-character description limit.
 */
final class BoardEmbed {

  private static final Color COLOR = new Color(0xF1C40F);
  private static final DateTimeFormatter DAY =
      DateTimeFormatter.ofPattern("EEE d MMM yyyy", Locale.ENGLISH);
  private static final DateTimeFormatter MONTH =
      DateTimeFormatter.ofPattern("MMMM yyyy", Locale.ENGLISH);

  private BoardEmbed() {}

  static MessageEmbed render(Board board, long callerId) {
    StringBuilder text = new StringBuilder();
    if (board.isEmpty()) {
      text.append("Nobody has answered ")
          .append(board.period() == Period.ALL_TIME ? "yet" : "in this period yet")
          .append(board.topic().map(t -> " on " + t).orElse(""))
          .append(". Run `/quiz` to get on the board!");
    }
    for (BoardEntry entry : board.entries()) {
      text.append(line(entry, entry.userId() == callerId)).append('\n');
    }
    boolean callerOnPage = board.entries().stream().anyMatch(e -> e.userId() == callerId);
    if (!board.isEmpty() && !callerOnPage) {
      text.append('\n')
          .append(
              board
                  .callerEntry()
                  .map(e -> "Your rank: " + line(e, true))
                  .orElse("You have no answers on this board yet."));
    }
    return new EmbedBuilder()
        .setColor(COLOR)
        .setTitle(title(board))
        .setDescription(text.toString().strip())
        .addField("Period", period(board), false)
        .setFooter(
            "Page "
                + board.page()
                + "/"
                + board.pageCount()
                + " · "
                + board.totalMembers()
                + (board.totalMembers() == 1 ? " member" : " members")
                + " · more points, then more correct, then who got there first")
        .build();
  }

  static String line(BoardEntry e, boolean highlight) {
    String mention = "<@" + e.userId() + ">";
    return "**#"
        + e.rank()
        + "** "
        + (highlight ? "**" + mention + "**" : mention)
        + " — "
        + e.points()
        + " pts · "
        + e.correct()
        + "/"
        + e.answered()
        + " correct";
  }

  private static String title(Board board) {
    String period =
        switch (board.period()) {
          case ALL_TIME -> "all time";
          case MONTH -> "this month";
          case WEEK -> "this week";
        };
    return "Leaderboard — " + period + board.topic().map(t -> " · " + t).orElse("");
  }

  /** The bounds in the server's zone, so members in other zones see what counts. */
  static String period(Board board) {
    String zone = ZoneNames.shown(board.zone());
    if (board.window().isEmpty()) {
      return "All answers ever given in this server (time zone " + zone + ")";
    }
    PeriodWindow w = board.window().get();
    if (board.period() == Period.MONTH) {
      return MONTH.format(w.start())
          + ", from "
          + DAY.format(w.start())
          + " 00:00 to "
          + DAY.format(w.end().minusDays(1))
          + " 24:00 ("
          + zone
          + ")";
    }
    return "Week from "
        + DAY.format(w.start())
        + " 00:00 to "
        + DAY.format(w.end().minusDays(1))
        + " 24:00 ("
        + zone
        + ")";
  }
}
