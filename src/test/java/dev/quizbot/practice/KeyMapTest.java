package dev.quizbot.practice;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

final class KeyMapTest {

  @Test
  @DisplayName("Letters and digits pick the choice on screen; past the last one they are no choice")
  void lettersAndDigits() {
    assertThat(KeyMap.of('a', 4, false)).isEqualTo(Key.choice(0));
    assertThat(KeyMap.of('D', 4, false)).isEqualTo(Key.choice(3));
    assertThat(KeyMap.of('1', 4, false)).isEqualTo(Key.choice(0));
    assertThat(KeyMap.of('4', 4, false)).isEqualTo(Key.choice(3));
    assertThat(KeyMap.of('e', 4, false).kind()).isEqualTo(Key.Kind.NOT_A_CHOICE);
    assertThat(KeyMap.of('5', 4, false).kind()).isEqualTo(Key.Kind.NOT_A_CHOICE);
    assertThat(KeyMap.of('0', 4, false).kind()).isEqualTo(Key.Kind.NOT_A_CHOICE);
    assertThat(KeyMap.of('c', 2, false).kind()).isEqualTo(Key.Kind.NOT_A_CHOICE);
    assertThat(KeyMap.of('!', 4, false).kind()).isEqualTo(Key.Kind.NOT_A_CHOICE);
    assertThat(KeyMap.of(27, 4, false).kind()).isEqualTo(Key.Kind.NOT_A_CHOICE); // ESC, arrows
  }

  @Test
  @DisplayName(
      "q, Ctrl-C, Ctrl-D and the end of input quit; line ends are ignored; ? is don't know")
  void quitIgnoreDontKnow() {
    for (int key : new int[] {'q', 'Q', 3, 4, KeyMap.END_OF_INPUT}) {
      assertThat(KeyMap.of(key, 4, false).kind()).as("key %d", key).isEqualTo(Key.Kind.QUIT);
      assertThat(KeyMap.of(key, 4, true).kind()).as("key %d", key).isEqualTo(Key.Kind.QUIT);
    }
    for (int key : new int[] {'\n', '\r', ' ', '\t'}) {
      assertThat(KeyMap.of(key, 4, false).kind()).isEqualTo(Key.Kind.IGNORED);
    }
    assertThat(KeyMap.of('?', 4, false).kind()).isEqualTo(Key.Kind.DONT_KNOW);
  }

  @Test
  @DisplayName(
      "f flags in an exam and reports in a review, so a sixth choice is 6; s submits exams")
  void examKeys() {
    assertThat(KeyMap.of('f', 4, true).kind()).isEqualTo(Key.Kind.FLAG);
    assertThat(KeyMap.of('F', 4, true).kind()).isEqualTo(Key.Kind.FLAG);
    assertThat(KeyMap.of('s', 4, true).kind()).isEqualTo(Key.Kind.SUBMIT);
    assertThat(KeyMap.of('f', 4, false).kind()).isEqualTo(Key.Kind.FLAG);
    assertThat(KeyMap.of('F', 4, false).kind()).isEqualTo(Key.Kind.FLAG);
    assertThat(KeyMap.of('f', 6, false).kind()).isEqualTo(Key.Kind.FLAG);
    assertThat(KeyMap.of('6', 6, false)).isEqualTo(Key.choice(5));
    assertThat(KeyMap.of('s', 4, false).kind()).isEqualTo(Key.Kind.NOT_A_CHOICE);
    assertThat(KeyMap.of('f', 6, true).kind()).isEqualTo(Key.Kind.FLAG);
    assertThat(KeyMap.of('6', 6, true)).isEqualTo(Key.choice(5));
  }

  @Test
  @DisplayName("Colour only on a terminal that has it, never with NO_COLOR or TERM=dumb")
  void styleChoice() {
    assertThat(Style.choose(null, "xterm-256color", 256)).isSameAs(Style.COLOUR);
    assertThat(Style.choose("", "screen", null)).isSameAs(Style.COLOUR);
    assertThat(Style.choose("1", "xterm-256color", 256)).isSameAs(Style.PLAIN);
    assertThat(Style.choose(null, "dumb", null)).isSameAs(Style.PLAIN);
    assertThat(Style.choose(null, null, null)).isSameAs(Style.PLAIN);
    assertThat(Style.choose(null, "vt52", 2)).isSameAs(Style.PLAIN);
    assertThat(Style.PLAIN.right("Right")).isEqualTo("Right");
    assertThat(Style.COLOUR.right("Right")).startsWith("\u001b[").endsWith("\u001b[0m");
  }
}
