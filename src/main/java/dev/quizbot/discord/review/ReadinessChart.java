package dev.quizbot.discord.review;

import dev.quizbot.i18n.Texts;
import dev.quizbot.leaderboard.ChartStyle;
import dev.quizbot.study.ReadinessReport;
import dev.quizbot.study.ReadinessWords;
import dev.quizbot.study.TopicReadiness;
import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Font;
import java.awt.FontMetrics;
import java.awt.Graphics2D;
import java.awt.Rectangle;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

/**
 * Draws the {@code /readiness} picture in {@code /stats}' style (size, colours and text helpers
 * from {@code leaderboard/ChartStyle}, as {@code StatsChart}): the predicted score per topic as
 * bars, the expected total as the last bar with the likely range (10th–90th percentile) across it,
 * the chance of passing under the title, and the pass mark as a line across. Plain Java2D,
 * headless.
 */
final class ReadinessChart {

  static {
    System.setProperty("java.awt.headless", "true");
  }

  static final int WIDTH = ChartStyle.WIDTH;
  static final int HEIGHT = ChartStyle.HEIGHT;

  /** Topics beyond this many (the lightest) are left out so bars stay readable. */
  static final int MAX_TOPICS = 10;

  private static final Color BACKGROUND = ChartStyle.BACKGROUND;
  private static final Color TEXT = ChartStyle.TEXT;
  private static final Color GRID = ChartStyle.GRID;
  private static final Color BAR = ChartStyle.BAR;
  private static final Color TOTAL = ChartStyle.GREEN;
  private static final Color BELOW = ChartStyle.BELOW;
  private static final Color PASS = ChartStyle.PASS;

  private static final int TOP = 50;
  private static final int BOTTOM = HEIGHT - 60;
  private static final int LEFT = 60;
  private static final int RIGHT = WIDTH - 30;

  byte[] render(ReadinessReport report) {
    return render(report, Texts.english());
  }

  byte[] render(ReadinessReport report, Texts texts) {
    return ChartStyle.png("readiness chart", g -> draw(g, report, texts));
  }

  private static void draw(Graphics2D g, ReadinessReport report, Texts texts) {
    g.setColor(TEXT);
    Font font = g.getFont();
    g.setFont(font.deriveFont(Font.BOLD, 15f));
    ChartStyle.centered(g, texts.get("chart.readiness.title"), (LEFT + RIGHT) / 2, 22);
    g.setFont(font);
    ChartStyle.centered(g, ReadinessWords.chance(report, "", texts), (LEFT + RIGHT) / 2, 40);
    g.setColor(GRID);
    g.drawLine(LEFT, TOP, RIGHT, TOP);
    g.drawLine(LEFT, (TOP + BOTTOM) / 2, RIGHT, (TOP + BOTTOM) / 2);
    g.drawLine(LEFT, BOTTOM, RIGHT, BOTTOM);
    g.setColor(TEXT);
    FontMetrics m = g.getFontMetrics();
    String full = texts.percent(1);
    String none = texts.percent(0);
    ChartStyle.text(g, full, LEFT - 6 - m.stringWidth(full), TOP + 4);
    ChartStyle.text(g, none, LEFT - 6 - m.stringWidth(none), BOTTOM + 4);

    List<TopicReadiness> topics =
        report.topics().stream()
            .sorted(Comparator.comparingDouble(TopicReadiness::weight).reversed())
            .limit(MAX_TOPICS)
            .sorted(Comparator.comparing(TopicReadiness::topic))
            .toList();
    int bars = topics.size() + 1;
    int slot = (RIGHT - LEFT) / bars;
    List<Rectangle> labels = new ArrayList<>();
    int barWidth = Math.max(6, slot * 3 / 5);
    for (int i = 0; i < bars; i++) {
      boolean total = i == topics.size();
      double value = total ? report.predicted() : topics.get(i).predicted();
      String label = total ? texts.get("chart.readiness.total") : topics.get(i).topic();
      int x = LEFT + i * slot + (slot - barWidth) / 2;
      int height = (int) Math.round(value * (BOTTOM - TOP));
      g.setColor(total ? (report.passes() ? TOTAL : BELOW) : BAR);
      g.fillRect(x, BOTTOM - height, barWidth, height);
      labels.add(new Rectangle(x, BOTTOM - height, barWidth, height));
      g.setColor(TEXT);
      // The total's label goes above its likely-range whisker, which may reach past the bar.
      int top = BOTTOM - height;
      if (total) {
        top = Math.min(top, BOTTOM - (int) Math.round(report.outlook().high() * (BOTTOM - TOP)));
        labels.add(new Rectangle(x, top, barWidth, BOTTOM - top)); // the whisker
      }
      String percent = texts.percent(value);
      ChartStyle.centered(g, percent, x + barWidth / 2, top - 4);
      labels.add(box(g, percent, x + barWidth / 2 - m.stringWidth(percent) / 2, top - 4));
      ChartStyle.centered(g, ChartStyle.shorten(g, label, slot - 4), x + barWidth / 2, BOTTOM + 16);
      if (total) {
        drawRange(g, report, x + barWidth / 2);
      } else {
        ChartStyle.centered(
            g,
            texts.get("chart.readiness.weight", texts.percent(topics.get(i).weight())),
            x + barWidth / 2,
            BOTTOM + 30);
      }
    }
    int passY = BOTTOM - (int) Math.round(report.passMark() * (BOTTOM - TOP));
    g.setColor(PASS);
    g.setStroke(
        new BasicStroke(
            2f, BasicStroke.CAP_BUTT, BasicStroke.JOIN_MITER, 10f, new float[] {8f, 6f}, 0f));
    g.drawLine(LEFT, passY, RIGHT, passY);
    g.setStroke(new BasicStroke(1f));
    String pass = texts.get("chart.readiness.pass", texts.percent(report.passMark()));
    // Above the line, as far right as no bar, whisker or figure is in the way; else below it.
    int width = m.stringWidth(pass);
    int[] at = {RIGHT - width, passY - 4};
    search:
    for (int baseline : new int[] {passY - 4, passY + m.getAscent() + 2}) {
      for (int x = RIGHT - width; x >= LEFT + 2; x -= 4) {
        Rectangle here = box(g, pass, x, baseline);
        if (labels.stream().noneMatch(here::intersects)) {
          at = new int[] {x, baseline};
          break search;
        }
      }
    }
    ChartStyle.text(g, pass, at[0], at[1]);
  }

  /** The box a text drawn at this baseline covers. */
  private static Rectangle box(Graphics2D g, String text, int x, int baseline) {
    FontMetrics m = g.getFontMetrics();
    return new Rectangle(x, baseline - m.getAscent(), m.stringWidth(text), m.getHeight());
  }

  /** The likely range (10th to 90th percentile) as a whisker across the total bar. */
  private static void drawRange(Graphics2D g, ReadinessReport report, int centre) {
    int low = BOTTOM - (int) Math.round(report.outlook().low() * (BOTTOM - TOP));
    int high = BOTTOM - (int) Math.round(report.outlook().high() * (BOTTOM - TOP));
    g.setColor(TEXT);
    g.setStroke(new BasicStroke(2f));
    g.drawLine(centre, low, centre, high);
    g.drawLine(centre - 6, low, centre + 6, low);
    g.drawLine(centre - 6, high, centre + 6, high);
    g.setStroke(new BasicStroke(1f));
  }
}
