package dev.quizbot.leaderboard;

import java.awt.Color;
import java.awt.Font;
import java.awt.FontMetrics;
import java.awt.Graphics2D;
import java.awt.GraphicsEnvironment;
import java.awt.RenderingHints;
import java.awt.image.BufferedImage;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collection;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.function.Consumer;
import java.util.function.ToIntFunction;
import java.util.stream.Collectors;
import javax.imageio.ImageIO;

/**
 * What every chart the bot draws shares: its size, Discord's dark-theme palette, the canvas and its
 * PNG encoding ({@link #png}) and the text helpers. {@code /stats} ({@link StatsChart}), {@code
 * /readiness} and the exam report draw from here, so the pictures look alike by construction rather
 * than by copied constants.
 */
public final class ChartStyle {
  public static final int WIDTH = 800;
  public static final int HEIGHT = 400;

  public static final Color BACKGROUND = new Color(0x2B, 0x2D, 0x31);
  public static final Color TEXT = new Color(0xDB, 0xDE, 0xE1);
  public static final Color GRID = new Color(0x4E, 0x50, 0x58);
  public static final Color BAR = new Color(0x58, 0x65, 0xF2);
  public static final Color GREEN = new Color(0x57, 0xF2, 0x87);

  /** A bar under the pass mark, and the pass line itself (readiness and exam charts). */
  public static final Color BELOW = new Color(0xED, 0x42, 0x45);

  public static final Color PASS = new Color(0xFE, 0xE7, 0x5C);

  /**
   * Families tried, in order, for text the logical SansSerif font cannot show (Japanese): the JRE
   * ships no font, so the charts use the host's. The Docker image installs IPAGothic ({@code
   * fonts-ipafont-gothic}); on other hosts any of these, installed, does.
   */
  static final List<String> CJK_FAMILIES =
      List.of(
          "IPAGothic",
          "IPAPGothic",
          "Noto Sans CJK JP",
          "Noto Sans JP",
          "VL Gothic",
          "TakaoGothic",
          "Droid Sans Fallback");

  /** Characters a chart in any supported language must show (Japanese kana and kanji included). */
  private static final String PROBE = "正答率トピック別の得点Genauigkeit";

  private static volatile String family;

  /** Run once, after the first chart chose its font (the app's missing-glyphs warning). */
  private static volatile Runnable onFontChosen = () -> {};

  /**
   * Runs {@code check} once, right after the first chart picks its font (at once when one already
   * has), so a check of the font costs nothing until charts are drawn.
   */
  public static void whenFontChosen(Runnable check) {
    if (family != null) {
      check.run();
    } else {
      onFontChosen = check;
    }
  }

  /** The texts drawn on this thread while {@link #textsDrawnBy} runs; null otherwise. */
  private static final ThreadLocal<List<String>> DRAWN = new ThreadLocal<>();

  private ChartStyle() {}

  /**
   * The charts' font: SansSerif when it can show Latin and Japanese text, else the first installed
   * family of {@link #CJK_FAMILIES} that can (checked once; SansSerif when none is installed).
   */
  public static Font font(int style, float size) {
    String chosen = family;
    if (chosen == null) {
      chosen = chooseFamily();
      family = chosen;
      Runnable check = onFontChosen;
      onFontChosen = () -> {};
      check.run();
    }
    return new Font(chosen, style, 1).deriveFont(style, size);
  }

  private static String chooseFamily() {
    if (new Font(Font.SANS_SERIF, Font.PLAIN, 12).canDisplayUpTo(PROBE) == -1) {
      return Font.SANS_SERIF;
    }
    Set<String> installed =
        Arrays.stream(
                GraphicsEnvironment.getLocalGraphicsEnvironment().getAvailableFontFamilyNames())
            .collect(Collectors.toSet());
    for (String candidate : CJK_FAMILIES) {
      if (installed.contains(candidate)
          && new Font(candidate, Font.PLAIN, 12).canDisplayUpTo(PROBE) == -1) {
        return candidate;
      }
    }
    return Font.SANS_SERIF;
  }

  /**
   * Why the charts would show boxes for some of {@code texts} (e.g. the Japanese bundle's chart
   * labels), naming the fix; empty when {@code canDisplayUpTo} (a font's {@link
   * Font#canDisplayUpTo(String)}) shows every one. The app logs it once at start-up.
   */
  public static Optional<String> missingGlyphsWarning(
      String fontName, ToIntFunction<String> canDisplayUpTo, Collection<String> texts) {
    for (String text : texts) {
      int at = canDisplayUpTo.applyAsInt(text);
      if (at >= 0) {
        return Optional.of(
            "charts: no installed font can show '"
                + text.charAt(at)
                + "' of '"
                + text
                + "' (chart font "
                + fontName
                + "), so Japanese chart labels will show as boxes; install fonts-ipafont-gothic"
                + " (Debian/Ubuntu, as the Docker image does) or a Noto Sans CJK font and restart");
      }
    }
    return Optional.empty();
  }

  /** As {@link #missingGlyphsWarning(String, ToIntFunction, Collection)}, for the chart font. */
  public static Optional<String> missingGlyphsWarning(Collection<String> texts) {
    Font font = font(Font.PLAIN, 12f);
    return missingGlyphsWarning(font.getFontName(), font::canDisplayUpTo, texts);
  }

  /**
   * Every text drawn with {@link #text} or {@link #centered} on this thread while {@code render}
   * runs, in drawing order: what a chart really shows, for its glyph tests.
   */
  public static List<String> textsDrawnBy(Runnable render) {
    List<String> drawn = new ArrayList<>();
    List<String> outer = DRAWN.get();
    DRAWN.set(drawn);
    try {
      render.run();
    } finally {
      DRAWN.set(outer);
    }
    return List.copyOf(drawn);
  }

  /**
   * Draws {@code text} with its left end at {@code x}. Every chart text goes through here or {@link
   * #centered}, so {@link #textsDrawnBy} sees all of it.
   */
  public static void text(Graphics2D g, String text, int x, int baseline) {
    List<String> drawn = DRAWN.get();
    if (drawn != null) {
      drawn.add(text);
    }
    g.drawString(text, x, baseline);
  }

  /**
   * A {@link #WIDTH} x {@link #HEIGHT} chart as PNG bytes: the background, antialiasing and the
   * plain 12 pt chart font are set before {@code draw} runs.
   *
   * @param what the chart in the error message, e.g. "stats chart"
   */
  public static byte[] png(String what, Consumer<Graphics2D> draw) {
    BufferedImage image = new BufferedImage(WIDTH, HEIGHT, BufferedImage.TYPE_INT_RGB);
    Graphics2D g = image.createGraphics();
    try {
      g.setRenderingHint(RenderingHints.KEY_ANTIALIASING, RenderingHints.VALUE_ANTIALIAS_ON);
      g.setRenderingHint(
          RenderingHints.KEY_TEXT_ANTIALIASING, RenderingHints.VALUE_TEXT_ANTIALIAS_ON);
      g.setColor(BACKGROUND);
      g.fillRect(0, 0, WIDTH, HEIGHT);
      g.setFont(font(Font.PLAIN, 12f));
      draw.accept(g);
    } finally {
      g.dispose();
    }
    ByteArrayOutputStream png = new ByteArrayOutputStream();
    try {
      ImageIO.write(image, "png", png);
    } catch (IOException e) {
      throw new UncheckedIOException("cannot encode the " + what, e);
    }
    return png.toByteArray();
  }

  /** Draws {@code text} centred on {@code x}. */
  public static void centered(Graphics2D g, String text, int x, int baseline) {
    text(g, text, x - g.getFontMetrics().stringWidth(text) / 2, baseline);
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
