package dev.quizbot.practice;

import dev.quizbot.i18n.Texts;

/**
 * Maps a key to its meaning for a question of {@code choices} choices: the letters {@code a},
 * {@code b}, ... (either case) or the digits {@code 1}, {@code 2}, ... pick a choice; {@code ?} is
 * "Don't know"; {@code f} flags a question in an exam and reports a problem with the question just
 * answered in a review (a sixth choice is therefore {@code 6} only); {@code s} submits an exam;
 * {@code q}, Ctrl-C, Ctrl-D and the end of input stop.
 */
public final class KeyMap {
  /** What a console's read returns at the end of input. */
  public static final int END_OF_INPUT = -1;

  static final int CTRL_C = 3;
  static final int CTRL_D = 4;

  private KeyMap() {}

  public static Key of(int key, int choices, boolean exam) {
    if (key == END_OF_INPUT || key == CTRL_C || key == CTRL_D || key == 'q' || key == 'Q') {
      return Key.of(Key.Kind.QUIT);
    }
    if (key == '\n' || key == '\r' || key == ' ' || key == '\t') {
      return Key.of(Key.Kind.IGNORED);
    }
    if (key == '?') {
      return Key.of(Key.Kind.DONT_KNOW);
    }
    if (key == 'f' || key == 'F') {
      return Key.of(Key.Kind.FLAG);
    }
    if (exam && (key == 's' || key == 'S')) {
      return Key.of(Key.Kind.SUBMIT);
    }
    int position = -1;
    if (key >= 'a' && key <= 'z') {
      position = key - 'a';
    } else if (key >= 'A' && key <= 'Z') {
      position = key - 'A';
    } else if (key >= '1' && key <= '9') {
      position = key - '1';
    }
    return position >= 0 && position < choices
        ? Key.choice(position)
        : Key.of(Key.Kind.NOT_A_CHOICE);
  }

  /** The letter of display position {@code p}: a, b, c, ... */
  public static char letter(int position) {
    return (char) ('a' + position);
  }

  /** "a-d (or 1-4)" for four choices. */
  static String range(int choices, Texts t) {
    return t.get(
        "practice.keys.range", String.valueOf(letter(choices - 1)), String.valueOf(choices));
  }
}
