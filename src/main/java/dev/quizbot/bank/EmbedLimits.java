package dev.quizbot.bank;

import java.util.List;

/**
 * Discord's embed limits and how a question maps onto a posted embed. The validator checks bank
 * text against these numbers and the Discord adapter renders with the same mapping, so a question
 * that validates always fits.
 *
 * <p>Mapping of a question embed:
 *
 * <ul>
 *   <li>title: the deck title (≤ {@value #TITLE});
 *   <li>description: {@link #questionDescription} — the prompt, a blank line, then one line per
 *       choice labelled with its letter emoji (≤ {@value #DESCRIPTION});
 *   <li>at the reveal, field "Explanation": the explanation (≤ {@value #FIELD_VALUE}), and field
 *       "Reference": the reference (≤ {@value #FIELD_VALUE});
 *   <li>everything the bot adds itself (topic, deck, closing time, how to answer, answer shares,
 *       fastest answerers, footer) must fit in {@value #BOT_TEXT_RESERVE} characters, so the
 *       author's text may use at most {@link #AUTHOR_TEXT_TOTAL} of the {@value #TOTAL} total.
 * </ul>
 *
 * <p>Lengths are counted in UTF-16 units ({@link String#length()}), as JDA counts them.
 */
public final class EmbedLimits {
  private EmbedLimits() {}

  public static final int TITLE = 256;
  public static final int DESCRIPTION = 4096;
  public static final int FIELD_NAME = 256;
  public static final int FIELD_VALUE = 1024;
  public static final int FOOTER = 2048;
  public static final int FIELDS = 25;

  /** All embeds of one message together. */
  public static final int TOTAL = 6000;

  /** Room kept for the text the bot writes around the author's text. */
  public static final int BOT_TEXT_RESERVE = 1000;

  /** What title, description, explanation and reference of one question may add up to. */
  public static final int AUTHOR_TEXT_TOTAL = TOTAL - BOT_TEXT_RESERVE;

  /** Most choices a question may have: one letter emoji each, 🇦 to 🇯. */
  public static final int MAX_CHOICES = 10;

  /** Fewest choices a question may have. */
  public static final int MIN_CHOICES = 2;

  private static final int REGIONAL_INDICATOR_A = 0x1F1E6;

  /** The letter emoji of the choice at {@code index} (0 → 🇦). */
  public static String choiceEmoji(int index) {
    if (index < 0 || index >= MAX_CHOICES) {
      throw new IllegalArgumentException("choice index out of range: " + index);
    }
    return new String(Character.toChars(REGIONAL_INDICATOR_A + index));
  }

  /** The embed description of a posted question, choices in the order given. */
  public static String questionDescription(String prompt, List<String> choices) {
    StringBuilder out = new StringBuilder(prompt).append("\n");
    for (int i = 0; i < choices.size(); i++) {
      out.append('\n').append(choiceEmoji(i)).append(' ').append(choices.get(i));
    }
    return out.toString();
  }
}
