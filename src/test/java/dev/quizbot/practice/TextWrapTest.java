package dev.quizbot.practice;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** The practice screens' line breaking, each expected line counted by hand. */
final class TextWrapTest {

  @Test
  @DisplayName("A prompt breaks at spaces, each line at most the width")
  void words() {
    assertThat(TextWrap.wrapLine("The quick brown fox jumps over the lazy dog", 20))
        .containsExactly("The quick brown fox", "jumps over the lazy", "dog");
    // a line that fits, and a line of exactly the width, stay as they are
    assertThat(TextWrap.wrapLine("The quick brown fox", 19)).containsExactly("The quick brown fox");
  }

  @Test
  @DisplayName("A choice's later lines start under its text, after \"a) \"")
  void hangingIndent() {
    assertThat(TextWrap.wrapLine("  a) Alpha bravo charlie delta echo", 20))
        .containsExactly("  a) Alpha bravo", "     charlie delta", "     echo");
    // the exam report's numbered list and its indented answers
    assertThat(TextWrap.wrapLine("  12. Which ring passes the most data?", 20))
        .containsExactly("  12. Which ring", "      passes the", "      most data?");
    assertThat(TextWrap.wrapLine("Explanation: it is the ring that", 20))
        .containsExactly("Explanation: it is", "the ring that");
  }

  @Test
  @DisplayName("Japanese: two columns a character, broken between characters, not before 。")
  void japanese() {
    // 14 characters, 28 columns: five to a line of 10
    assertThat(TextWrap.wrapLine("日本語の文章を折り返します。", 10)).containsExactly("日本語の文", "章を折り返", "します。");
    // "。" would start the second line: the line breaks one character earlier instead
    assertThat(TextWrap.wrapLine("あいうえお。かきくけ", 10)).containsExactly("あいうえ", "お。かきく", "け");
    // mixed with Latin words and spaces: 16 columns, then 16
    assertThat(TextWrap.wrapLine("NVLink は GPU 間の高速な接続です", 16))
        .containsExactly("NVLink は GPU 間", "の高速な接続です");
    // a Japanese choice keeps its hanging indent (5 columns), never a lone "b)"
    assertThat(TextWrap.wrapLine("  b) 日本語の長い選択肢です", 14))
        .containsExactly("  b) 日本語の", "     長い選択", "     肢です");
  }

  @Test
  @DisplayName("A word longer than the line is broken hard, after the words before it")
  void longWord() {
    assertThat(TextWrap.wrapLine("see https://example.com/a/very/long/path ok", 10))
        .containsExactly("see", "https://ex", "ample.com/", "a/very/lon", "g/path ok");
  }

  @Test
  @DisplayName(
      "A tab counts as the spaces to the next multiple of 8 columns, as a terminal shows it")
  void tabs() {
    assertThat(TextWrap.wrapLine("ab\tcd ef", 10)).containsExactly("ab      cd", "ef");
    assertThat(TextWrap.wrapLine("ab\tcd", 10)).containsExactly("ab\tcd"); // fits: as it is
  }

  @Test
  @DisplayName("Colour codes take no column and stay whole; plain and coloured break alike")
  void escapes() {
    String bold = "\u001b[1mThe quick brown fox jumps\u001b[0m";
    assertThat(TextWrap.wrapLine(bold, 10))
        .containsExactly("\u001b[1mThe quick", "brown fox", "jumps\u001b[0m");
    assertThat(TextWrap.wrapLine("The quick brown fox jumps", 10))
        .containsExactly("The quick", "brown fox", "jumps");
    // a coloured verdict, then plain text
    assertThat(TextWrap.wrap("\u001b[1;31mWrong: it is b) Charlie\u001b[0m and more words\n", 16))
        .isEqualTo("\u001b[1;31mWrong: it is b)\nCharlie\u001b[0m and more\nwords\n");
  }

  @Test
  @DisplayName("Whole screens: every line wrapped, blank lines kept, the clock line left alone")
  void screens() {
    assertThat(TextWrap.wrap("\nQuestion 1 of 3\nA long prompt here\n  a) yes\n", 10))
        .isEqualTo("\nQuestion 1\nof 3\nA long\nprompt\nhere\n  a) yes\n");
    String clock = "\r0:59 left · 2 of 5 answered  ";
    assertThat(TextWrap.wrap(clock, 10)).isEqualTo(clock);
    // no width known: 80 columns
    String eighty = "word ".repeat(16).strip(); // 79 columns
    assertThat(TextWrap.wrap(eighty + " more", 0)).isEqualTo(eighty + "\nmore");
  }
}
