package dev.quizbot.i18n;

/**
 * How many columns a text takes in a monospace font, for the tables the bot pads (the exam report's
 * code block on Discord, the terminal's screens): East Asian wide and fullwidth characters (kanji,
 * kana, hangul, fullwidth forms, most emoji) take two columns, combining marks and format
 * characters none, everything else one. {@code String.length()} counts UTF-16 units, so a Japanese
 * topic padded by it leaves every later column two or more places off.
 *
 * <p>The wide ranges are JLine's {@code WCWidth} (Markus Kuhn's {@code wcwidth} and the emoji
 * planes), which the terminal practice uses, so both front ends count alike ({@code
 * DisplayWidthTest} compares them); it is not used itself because the Discord side has no business
 * loading a terminal library. Ambiguous characters ({@code …}, {@code –}) count one, as in a
 * terminal set to a non-CJK locale.
 */
public final class DisplayWidth {

  private DisplayWidth() {}

  /** The columns of one code point: 0, 1 or 2. */
  public static int of(int codePoint) {
    if (codePoint < 0x20 || (codePoint >= 0x7f && codePoint < 0xa0)) {
      return 0; // control characters take no column
    }
    if (codePoint == 0x200b || (codePoint >= 0x1160 && codePoint <= 0x11ff)) {
      return 0; // zero width space; hangul medial vowels and final consonants join the syllable
    }
    int type = Character.getType(codePoint);
    if (type == Character.NON_SPACING_MARK
        || type == Character.ENCLOSING_MARK
        || type == Character.FORMAT) {
      return 0;
    }
    return wide(codePoint) ? 2 : 1;
  }

  /** The columns of a whole text. */
  public static int of(CharSequence text) {
    int width = 0;
    for (int i = 0; i < text.length(); ) {
      int cp = Character.codePointAt(text, i);
      width += of(cp);
      i += Character.charCount(cp);
    }
    return width;
  }

  /** {@code text} with spaces after it up to {@code columns}; as it is when already as wide. */
  public static String padEnd(String text, int columns) {
    int missing = columns - of(text);
    return missing <= 0 ? text : text + " ".repeat(missing);
  }

  /** {@code text} with spaces before it up to {@code columns}; as it is when already as wide. */
  public static String padStart(String text, int columns) {
    int missing = columns - of(text);
    return missing <= 0 ? text : " ".repeat(missing) + text;
  }

  /**
   * {@code text} when it fits in {@code columns}, else its start and {@code …} within {@code
   * columns} (a wide character that would straddle the end is left out, never cut).
   */
  public static String shorten(String text, int columns) {
    if (of(text) <= columns) {
      return text;
    }
    StringBuilder out = new StringBuilder();
    int used = 1; // the ellipsis
    for (int i = 0; i < text.length(); ) {
      int cp = text.codePointAt(i);
      int w = of(cp);
      if (used + w > columns) {
        break;
      }
      out.appendCodePoint(cp);
      used += w;
      i += Character.charCount(cp);
    }
    return out.append('…').toString();
  }

  private static boolean wide(int cp) {
    return cp >= 0x1100
        && (cp <= 0x115f // hangul leading consonants
            || cp == 0x2329
            || cp == 0x232a
            || (cp >= 0x2e80 && cp <= 0xa4cf && cp != 0x303f) // CJK radicals .. Yi
            || (cp >= 0xac00 && cp <= 0xd7a3) // hangul syllables
            || (cp >= 0xf900 && cp <= 0xfaff) // CJK compatibility ideographs
            || (cp >= 0xfe10 && cp <= 0xfe19) // vertical forms
            || (cp >= 0xfe30 && cp <= 0xfe6f) // CJK compatibility forms
            || (cp >= 0xff00 && cp <= 0xff60) // fullwidth forms
            || (cp >= 0xffe0 && cp <= 0xffe6)
            || (cp >= 0x1f000 && cp <= 0x1feee) // emoji and other pictographs, as JLine
            || (cp >= 0x20000 && cp <= 0x2fffd) // CJK extension B ..
            || (cp >= 0x30000 && cp <= 0x3fffd));
  }
}
