package dev.quizbot.leaderboard;

import java.awt.Color;
import java.awt.FontMetrics;
import java.awt.Graphics2D;

/**
 * What every chart the bot draws shares: its size, Discord's dark-theme palette and the two text
 * helpers. {@code /stats} ({@link StatsChart}) and {@code /readiness} draw from here, so the two
 * pictures look alike by construction rather than by copied constants.
 */
public final class ChartStyle {
  public static final int WIDTH = 800;
  public static final int HEIGHT = 400;

  public static final Color BACKGROUND = new Color(0x2B, 0x2D, 0x31);
  public static final Color TEXT = new Color(0xDB, 0xDE, 0xE1);
  public static final Color GRID = new Color(0x4E, 0x50, 0x58);
  public static final Color BAR = new Color(0x58, 0x65, 0xF2);
  public static final Color GREEN = new Color(0x57, 0xF2, 0x87);

  private ChartStyle() {}

  /** Draws {@code text} centred on {@code x}. */
  public static void centered(Graphics2D g, String text, int x, int baseline) {
    g.drawString(text, x - g.getFontMetrics().stringWidth(text) / 2, baseline);
  }

  /**
   * {@code text}, cut and ended with "…" when it is wider than {@code width} in the current font.
   */
  public static String shorten(Graphics2D g, String text, int width) {
    FontMetrics m = g.getFontMetrics();
    if (m.stringWidth(text) <= width) {
      return text;
    }
    String cut = text;
    while (cut.length() > 1 && m.stringWidth(cut + "…") > width) {
      cut = cut.substring(0, cut.length() - 1);
    }
    return cut + "…";
  }
}
