package dev.quizbot.discord.leaderboard;

import dev.quizbot.discord.ZoneNames;
import dev.quizbot.i18n.Texts;
import dev.quizbot.leaderboard.Board;
import dev.quizbot.leaderboard.BoardEntry;
import dev.quizbot.leaderboard.Period;
import dev.quizbot.leaderboard.PeriodWindow;
import java.awt.Color;
import java.time.format.DateTimeFormatter;
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

  private BoardEmbed() {}

  static MessageEmbed render(Board board, long callerId) {
    return render(board, callerId, Texts.english());
  }

  static MessageEmbed render(Board board, long callerId, Texts t) {
    StringBuilder text = new StringBuilder();
    if (board.isEmpty()) {
      boolean allTime = board.period() == Period.ALL_TIME;
      text.append(
          board
              .topic()
              .map(topic -> t.get(allTime ? "board.empty.topic" : "board.emptyPeriod.topic", topic))
              .orElse(t.get(allTime ? "board.empty" : "board.emptyPeriod")));
    }
    for (BoardEntry entry : board.entries()) {
      text.append(line(entry, entry.userId() == callerId, t)).append('\n');
    }
    boolean callerOnPage = board.entries().stream().anyMatch(e -> e.userId() == callerId);
    if (!board.isEmpty() && !callerOnPage) {
      text.append('\n')
          .append(
              board
                  .callerEntry()
                  .map(e -> t.get("board.yourRank", line(e, true, t)))
                  .orElse(t.get("board.notOnBoard")));
    }
    return new EmbedBuilder()
        .setColor(COLOR)
        .setTitle(title(board, t))
        .setDescription(text.toString().strip())
        .addField(t.get("board.period"), period(board, t), false)
        .addField(t.get("nextStep.title"), t.get("board.nextStep"), false)
        .setFooter(
            t.get("board.page", board.page(), board.pageCount())
                + " · "
                + t.plural("reveal.members", board.totalMembers())
                + " · "
                + t.get("board.ties"))
        .build();
  }

  static String line(BoardEntry e, boolean highlight) {
    return line(e, highlight, Texts.english());
  }

  static String line(BoardEntry e, boolean highlight, Texts t) {
    String mention = "<@" + e.userId() + ">";
    return t.get(
        "board.line",
        e.rank(),
        highlight ? "**" + mention + "**" : mention,
        e.points(),
        e.correct(),
        e.answered());
  }

  private static String title(Board board, Texts t) {
    String period =
        switch (board.period()) {
          case ALL_TIME -> t.get("board.allTime");
          case MONTH -> t.get("board.thisMonth");
          case WEEK -> t.get("board.thisWeek");
        };
    return t.get("board.title", period) + board.topic().map(topic -> " · " + topic).orElse("");
  }

  static String period(Board board) {
    return period(board, Texts.english());
  }

  /** The bounds in the server's zone, so members in other zones see what counts. */
  static String period(Board board, Texts t) {
    String zone = ZoneNames.shown(board.zone());
    if (board.window().isEmpty()) {
      return t.get("board.window.allTime", zone);
    }
    DateTimeFormatter day = DateTimeFormatter.ofPattern(t.get("board.dayPattern"), t.locale());
    DateTimeFormatter month = DateTimeFormatter.ofPattern(t.get("board.monthPattern"), t.locale());
    PeriodWindow w = board.window().get();
    String from = day.format(w.start());
    String to = day.format(w.end().minusDays(1));
    if (board.period() == Period.MONTH) {
      return t.get("board.window.month", month.format(w.start()), from, to, zone);
    }
    return t.get("board.window.week", from, to, zone);
  }
}
