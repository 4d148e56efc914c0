package dev.quizbot.round;

import java.util.ArrayList;
import java.util.List;
import java.util.OptionalInt;

/**
 * The reactions members answer with: regional indicators 🇦 🇧 🇨 … (U+1F1E6 + display position).
 */
public final class ChoiceEmojis {

  private static final int REGIONAL_INDICATOR_A = 0x1F1E6;

  /** Discord shows 20 distinct reactions at most; the bank allows 10 choices. */
  public static final int MAX_CHOICES = 10;

  private ChoiceEmojis() {}

  /** The emoji for a display position (0 = 🇦). */
  public static String emoji(int position) {
    if (position < 0 || position >= MAX_CHOICES) {
      throw new IllegalArgumentException("choice position out of range: " + position);
    }
    return new String(Character.toChars(REGIONAL_INDICATOR_A + position));
  }

  /** The letter shown next to a choice (0 = A). */
  public static char letter(int position) {
    return (char) ('A' + position);
  }

  /** The first {@code count} choice emojis in order, as the bot adds them under a question. */
  public static List<String> first(int count) {
    List<String> emojis = new ArrayList<>(count);
    for (int i = 0; i < count; i++) {
      emojis.add(emoji(i));
    }
    return emojis;
  }

  /**
   * The display position an emoji stands for, when it is a choice emoji below {@code choiceCount};
   * empty for any other emoji (including skin-toned or custom ones).
   */
  public static OptionalInt position(String emoji, int choiceCount) {
    if (emoji == null || emoji.length() != 2) {
      return OptionalInt.empty();
    }
    int codePoint = emoji.codePointAt(0);
    int position = codePoint - REGIONAL_INDICATOR_A;
    if (Character.charCount(codePoint) != 2 || position < 0 || position >= choiceCount) {
      return OptionalInt.empty();
    }
    return OptionalInt.of(position);
  }
}
