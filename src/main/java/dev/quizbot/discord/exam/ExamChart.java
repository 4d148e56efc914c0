package dev.quizbot.discord.exam;

import dev.quizbot.exam.ExamReport;
import dev.quizbot.exam.TopicResult;
import dev.quizbot.i18n.Texts;
import dev.quizbot.leaderboard.ChartStyle;
import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Font;
import java.awt.FontMetrics;
import java.awt.Graphics2D;
import java.util.List;

/**
 * The report's picture in {@code /stats}' and {@code /readiness}' style ({@code
 * leaderboard/ChartStyle}): the share right per topic as bars, the total as the last bar, the pass
 * mark as a dashed line across. Plain Java2D, headless.
 */
final class ExamChart {

  static {
    System.setProperty("java.awt.headless", "true");
  }

  /**
   * The upload's name carries the exam: it is how a retake of the report DM recognises the report
   * an earlier attempt got to Discord ({@link ExamReportMessage#isReportOf}), pages or none.
   */
  static String fileName(long examId) {
    return "exam-report-" + examId + ".png";
  }

  /** Topics beyond this many are left out so bars stay readable (the table lists them all). */
  static final int MAX_TOPICS = 12;

  private static final Color BELOW = ChartStyle.BELOW;
  // package-visible for ExamReportMessageTest (where the pass line is drawn)
  static final Color PASS = ChartStyle.PASS;
  static final int TOP = 50;
  static final int BOTTOM = ChartStyle.HEIGHT - 60;
  static final int LEFT = 60;
  static final int RIGHT = ChartStyle.WIDTH - 30;

  byte[] render(Texts t, ExamReport report) {
    return ChartStyle.png("exam chart", g -> draw(g, t, report));
  }

  private static void draw(Graphics2D g, Texts t, ExamReport report) {
    g.setColor(ChartStyle.TEXT);
    Font font = g.getFont();
    g.setFont(font.deriveFont(Font.BOLD, 15f));
    ChartStyle.centered(g, t.get("exam.report.chartTitle"), (LEFT + RIGHT) / 2, 30);
    g.setFont(font);
    g.setColor(ChartStyle.GRID);
    g.drawLine(LEFT, TOP, RIGHT, TOP);
    g.drawLine(LEFT, (TOP + BOTTOM) / 2, RIGHT, (TOP + BOTTOM) / 2);
    g.drawLine(LEFT, BOTTOM, RIGHT, BOTTOM);
    g.setColor(ChartStyle.TEXT);
    FontMetrics m = g.getFontMetrics();
    String full = t.percent(1);
    String none = t.percent(0);
    ChartStyle.text(g, full, LEFT - 6 - m.stringWidth(full), TOP + 4);
    ChartStyle.text(g, none, LEFT - 6 - m.stringWidth(none), BOTTOM + 4);

    List<TopicResult> topics = report.topics().stream().limit(MAX_TOPICS).toList();
    int bars = topics.size() + 1;
    int slot = (RIGHT - LEFT) / bars;
    int barWidth = Math.max(6, slot * 3 / 5);
    double passMark = report.exam().passPercent() / 100.0;
    for (int i = 0; i < bars; i++) {
      boolean total = i == topics.size();
      double value =
          total
              ? (report.total() == 0 ? 0 : (double) report.score() / report.total())
              : topics.get(i).fraction();
      String label = total ? t.get("exam.report.total") : topics.get(i).topic();
      int x = LEFT + i * slot + (slot - barWidth) / 2;
      int height = (int) Math.round(value * (BOTTOM - TOP));
      g.setColor(value >= passMark ? (total ? ChartStyle.GREEN : ChartStyle.BAR) : BELOW);
      g.fillRect(x, BOTTOM - height, barWidth, height);
      g.setColor(ChartStyle.TEXT);
      ChartStyle.centered(g, t.percent(value), x + barWidth / 2, BOTTOM - height - 4);
      ChartStyle.centered(g, ChartStyle.shorten(g, label, slot - 4), x + barWidth / 2, BOTTOM + 16);
      String count =
          total
              ? report.score() + "/" + report.total()
              : topics.get(i).right() + "/" + topics.get(i).total();
      ChartStyle.centered(g, count, x + barWidth / 2, BOTTOM + 30);
    }
    int passY = BOTTOM - (int) Math.round(passMark * (BOTTOM - TOP));
    g.setColor(PASS);
    g.setStroke(
        new BasicStroke(
            2f, BasicStroke.CAP_BUTT, BasicStroke.JOIN_MITER, 10f, new float[] {8f, 6f}, 0f));
    g.drawLine(LEFT, passY, RIGHT, passY);
    g.setStroke(new BasicStroke(1f));
    String pass = ExamReportTexts.passLine(t, report.exam().passPercent());
    ChartStyle.text(g, pass, RIGHT - g.getFontMetrics().stringWidth(pass), passY - 4);
  }
}
