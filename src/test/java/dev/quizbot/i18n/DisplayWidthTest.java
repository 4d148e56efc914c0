package dev.quizbot.i18n;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import org.jline.utils.WCWidth;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

final class DisplayWidthTest {

  @Test
  @DisplayName("Japanese, hangul and fullwidth take two columns; Latin, halfwidth kana one")
  void columns() {
    assertThat(DisplayWidth.of("topic")).isEqualTo(5);
    assertThat(DisplayWidth.of("トピック")).isEqualTo(8);
    assertThat(DisplayWidth.of("正解 12/15")).isEqualTo(10);
    assertThat(DisplayWidth.of("한국어")).isEqualTo(6);
    assertThat(DisplayWidth.of("ＡＢ")).isEqualTo(4); // fullwidth Latin
    assertThat(DisplayWidth.of("ｱｲ")).isEqualTo(2); // halfwidth katakana
    assertThat(DisplayWidth.of("Änd. – …")).isEqualTo(8);
    assertThat(DisplayWidth.of("e\u0301")).isEqualTo(1); // e and a combining acute accent
    assertThat(DisplayWidth.of("\u001b")).isZero();
    assertThat(DisplayWidth.of("𠮷")).isEqualTo(2); // a kanji outside the BMP: one code point
  }

  @Test
  @DisplayName("Padding and shortening count columns, never cut a wide character in two")
  void padAndShorten() {
    assertThat(DisplayWidth.padEnd("正解", 6)).isEqualTo("正解  ");
    assertThat(DisplayWidth.padStart("正解", 6)).isEqualTo("  正解");
    assertThat(DisplayWidth.padEnd("トピック", 5)).isEqualTo("トピック");
    assertThat(DisplayWidth.shorten("分散学習の通信", 8)).isEqualTo("分散学…"); // 6 + 1 columns
    assertThat(DisplayWidth.shorten("分散学習の通信", 9)).isEqualTo("分散学習…");
    assertThat(DisplayWidth.shorten("memory", 6)).isEqualTo("memory");
    assertThat(DisplayWidth.shorten("memory", 5)).isEqualTo("memo…");
  }

  @Test
  @DisplayName("Wide or not as JLine's WCWidth, which the terminal practice's JLine uses")
  void sameAsJline() {
    List<String> differ = new ArrayList<>();
    for (int cp = 0x20; cp <= 0x3ffff; cp++) {
      int jline = WCWidth.wcwidth(cp);
      int ours = DisplayWidth.of(cp);
      // zero-width marks: JLine's table is older than the JDK's Unicode; both print nothing
      if (jline > 0 && ours > 0 && (jline == 2) != (ours == 2)) {
        differ.add(Integer.toHexString(cp));
      }
    }
    assertThat(differ).isEmpty();
  }
}
