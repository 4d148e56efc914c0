package dev.quizbot.leaderboard;

import dev.quizbot.i18n.Texts;
import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Font;
import java.awt.FontMetrics;
import java.awt.Graphics2D;
import java.awt.geom.Path2D;
import java.time.format.DateTimeFormatter;
import java.util.Comparator;
import java.util.List;

/**
 * Draws the {@code /stats} picture: accuracy per topic as bars (left) and points per day over the
 * last {@link LeaderboardService#STATS_DAYS} days as a line (right). Plain Java2D, so the jar stays
 * small and no display is needed.
 */
public final class StatsChart {

  static {
    // No display on a server: Java2D must never try to reach one. Main sets it too; setting it
    // here keeps the renderer safe when used on its own (tests, tools).
    System.setProperty("java.awt.headless", "true");
  }

  public static final int WIDTH = ChartStyle.WIDTH;
  public static final int HEIGHT = ChartStyle.HEIGHT;

  /** Topics beyond this many (the least answered) are left out so bars stay readable. */
  static final int MAX_TOPICS = 8;

  private static final Color BACKGROUND = ChartStyle.BACKGROUND;
  private static final Color TEXT = ChartStyle.TEXT;
  private static final Color GRID = ChartStyle.GRID;
  private static final Color BAR = ChartStyle.BAR;
  private static final Color LINE = ChartStyle.GREEN;

  private static final int TOP = 50;
  private static final int BOTTOM = HEIGHT - 60;

  /** The chart as PNG bytes, {@link #WIDTH} x {@link #HEIGHT}, in English. */
  public byte[] render(MemberStatsView stats) {
    return render(stats, Texts.english());
  }

  /**
   * The chart in {@code texts}' language: titles from the bundle, dates in its locale (never the
   * host's), drawn in a font that has the language's glyphs ({@link ChartStyle#font}).
   */
  public byte[] render(MemberStatsView stats, Texts texts) {
    return ChartStyle.png(
        "stats chart",
        g -> {
          drawAccuracyBars(g, stats.topics(), 50, 370, texts);
          drawPointsLine(g, stats.lastDays(), 450, 770, texts);
        });
  }

  private static void drawAccuracyBars(
      Graphics2D g, List<TopicAccuracy> all, int left, int right, Texts texts) {
    title(g, texts.get("chart.stats.accuracy"), left, right);
    axes(g, left, right, "100%", "0%");
    List<TopicAccuracy> topics =
        all.stream()
            .sorted(Comparator.comparingLong(TopicAccuracy::answered).reversed())
            .limit(MAX_TOPICS)
            .sorted(Comparator.comparing(TopicAccuracy::topic))
            .toList();
    if (topics.isEmpty()) {
      return;
    }
    int slot = (right - left) / topics.size();
    int barWidth = Math.max(6, slot * 3 / 5);
    for (int i = 0; i < topics.size(); i++) {
      TopicAccuracy t = topics.get(i);
      int x = left + i * slot + (slot - barWidth) / 2;
      int height = (int) Math.round(t.accuracy() * (BOTTOM - TOP));
      g.setColor(BAR);
      g.fillRect(x, BOTTOM - height, barWidth, height);
      g.setColor(TEXT);
      ChartStyle.centered(
          g,
          texts.wholePercent(AccuracyPercent.of(t.correct(), t.answered())),
          x + barWidth / 2,
          BOTTOM - height - 4);
      ChartStyle.centered(
          g, ChartStyle.shorten(g, t.topic(), slot - 4), x + barWidth / 2, BOTTOM + 16);
      ChartStyle.centered(
          g,
          texts.number(t.correct()) + "/" + texts.number(t.answered()),
          x + barWidth / 2,
          BOTTOM + 30);
    }
  }

  private static void drawPointsLine(
      Graphics2D g, List<DailyPoints> days, int left, int right, Texts texts) {
    title(g, texts.get("chart.stats.points", days.size()), left, right);
    DateTimeFormatter day =
        DateTimeFormatter.ofPattern(texts.get("chart.dayPattern"), texts.locale());
    long max = Math.max(1, days.stream().mapToLong(DailyPoints::points).max().orElse(0));
    axes(g, left, right, texts.number(max), "0");
    if (days.isEmpty()) {
      return;
    }
    double step = days.size() == 1 ? 0 : (double) (right - left) / (days.size() - 1);
    Path2D.Double line = new Path2D.Double();
    for (int i = 0; i < days.size(); i++) {
      double x = left + i * step;
      double y = BOTTOM - (double) days.get(i).points() / max * (BOTTOM - TOP);
      if (i == 0) {
        line.moveTo(x, y);
      } else {
        line.lineTo(x, y);
      }
    }
    g.setColor(LINE);
    g.setStroke(new BasicStroke(2.5f));
    g.draw(line);
    g.setStroke(new BasicStroke(1f));
    g.setColor(TEXT);
    ChartStyle.centered(g, day.format(days.get(0).date()), left, BOTTOM + 16);
    ChartStyle.centered(g, day.format(days.get(days.size() - 1).date()), right, BOTTOM + 16);
  }

  private static void title(Graphics2D g, String text, int left, int right) {
    g.setColor(TEXT);
    Font font = g.getFont();
    g.setFont(font.deriveFont(Font.BOLD, 15f));
    ChartStyle.centered(g, text, (left + right) / 2, 30);
    g.setFont(font);
  }

  private static void axes(Graphics2D g, int left, int right, String topLabel, String zeroLabel) {
    g.setColor(GRID);
    g.drawLine(left, TOP, right, TOP);
    g.drawLine(left, (TOP + BOTTOM) / 2, right, (TOP + BOTTOM) / 2);
    g.drawLine(left, BOTTOM, right, BOTTOM);
    g.setColor(TEXT);
    FontMetrics m = g.getFontMetrics();
    ChartStyle.text(g, topLabel, left - 6 - m.stringWidth(topLabel), TOP + 4);
    ChartStyle.text(g, zeroLabel, left - 6 - m.stringWidth(zeroLabel), BOTTOM + 4);
  }
}
