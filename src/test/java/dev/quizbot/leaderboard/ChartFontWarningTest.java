package dev.quizbot.leaderboard;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.function.ToIntFunction;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** The start-up check: one warning, naming the fonts to install, when a label would be boxes. */
final class ChartFontWarningTest {

  /** A font with Latin glyphs only: the index of the first character past U+2FFF, else -1. */
  private static final ToIntFunction<String> LATIN_ONLY =
      s -> {
        for (int i = 0; i < s.length(); i++) {
          if (s.charAt(i) > 0x2FFF) {
            return i;
          }
        }
        return -1;
      };

  @Test
  @DisplayName("a font without Japanese glyphs gets a warning naming the fonts to install")
  void warnsWithoutJapanese() {
    assertThat(ChartStyle.missingGlyphsWarning("Latin Sans", LATIN_ONLY, List.of("Total", "合計")))
        .hasValueSatisfying(
            w ->
                assertThat(w)
                    .contains("'合'")
                    .contains("Latin Sans")
                    .contains("fonts-ipafont-gothic")
                    .contains("Noto Sans CJK"));
  }

  @Test
  @DisplayName("no warning when the font shows every label")
  void quietWhenCovered() {
    assertThat(ChartStyle.missingGlyphsWarning("Latin Sans", LATIN_ONLY, List.of("Total", "100%")))
        .isEmpty();
  }

  @Test
  @DisplayName("this machine's chart font shows the Japanese bundle's chart texts (no warning)")
  void installedFontCoversJapanese() {
    List<String> labels =
        dev.quizbot.i18n.Texts.of(java.util.Locale.JAPANESE).startingWith("chart.");
    assertThat(labels).isNotEmpty();
    assertThat(ChartStyle.missingGlyphsWarning(labels)).isEmpty();
  }
}
