package dev.quizbot.input;

/** What a member typed, as a refusal repeats it. */
public final class Typed {
  /** How much is repeated: a string option may hold 6000 characters, a reply only 2000. */
  static final int ECHOED = 100;

  private Typed() {}

  /** {@code typed}, cut to {@value #ECHOED} characters with an ellipsis. */
  public static String echo(String typed) {
    return cut(typed, ECHOED);
  }

  /**
   * {@code text} if it has at most {@code max} characters, else its start and "…", {@code max}
   * characters in all. Never cuts a character outside the Basic Multilingual Plane (an emoji, a
   * rare kanji) in half: a lone surrogate is not valid text, and Discord refuses it.
   */
  public static String cut(String text, int max) {
    if (text.length() <= max) {
      return text;
    }
    int end = max - 1;
    if (Character.isHighSurrogate(text.charAt(end - 1))) {
      end--;
    }
    return text.substring(0, end) + "…";
  }
}
