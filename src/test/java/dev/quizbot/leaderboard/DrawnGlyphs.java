package dev.quizbot.leaderboard;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.Font;
import java.util.List;
import java.util.function.Supplier;

/** Renders a chart, capturing the texts it really draws, and checks the font shows each glyph. */
public final class DrawnGlyphs {
  private DrawnGlyphs() {}

  /**
   * Runs {@code render} and returns every text it drew, after checking that the chart font ({@link
   * ChartStyle#font}) has a glyph for every character of each: {@code canDisplayUpTo == -1}, no
   * missing-glyph box. The PNG must decode too.
   */
  public static List<String> drawnAndShown(Supplier<byte[]> render) {
    byte[][] png = new byte[1][];
    List<String> drawn = ChartStyle.textsDrawnBy(() -> png[0] = render.get());
    assertThat(png[0]).isNotEmpty();
    try {
      assertThat(javax.imageio.ImageIO.read(new java.io.ByteArrayInputStream(png[0])))
          .as("decodes as PNG")
          .isNotNull();
    } catch (java.io.IOException e) {
      throw new AssertionError(e);
    }
    assertThat(drawn).as("texts drawn").isNotEmpty();
    Font font = ChartStyle.font(Font.PLAIN, 12f);
    for (String text : drawn) {
      assertThat(font.canDisplayUpTo(text))
          .as("first character of '%s' that %s cannot show", text, font.getFontName())
          .isEqualTo(-1);
    }
    return drawn;
  }
}
