package dev.quizbot.bank.formats;

import java.util.List;

/** GIFT's backslash escapes and its text format markers ({@code [html]}, {@code [markdown]}, …). */
final class GiftText {

  /** The text format markers GIFT allows before a text, as {@code [html]}. */
  private static final List<String> MARKERS = List.of("html", "markdown", "plain", "moodle");

  private GiftText() {}

  /** Index of the first {@code c} at or after {@code from} not escaped by a backslash, or -1. */
  static int indexOfUnescaped(String text, char c, int from) {
    for (int i = from; i < text.length(); i++) {
      char here = text.charAt(i);
      if (here == '\\') {
        i++;
      } else if (here == c) {
        return i;
      }
    }
    return -1;
  }

  /** Index of the first unescaped {@code token} at or after {@code from}, or -1. */
  static int indexOfUnescaped(String text, String token, int from) {
    for (int i = from; i < text.length(); i++) {
      char here = text.charAt(i);
      if (here == '\\') {
        i++;
      } else if (text.startsWith(token, i)) {
        return i;
      }
    }
    return -1;
  }

  /** Removes the escapes: {@code \~ \= \# \{ \} \: \\} as the character, {@code \n} a new line. */
  static String unescape(String text) {
    if (text.indexOf('\\') < 0) {
      return text;
    }
    StringBuilder out = new StringBuilder(text.length());
    for (int i = 0; i < text.length(); i++) {
      char c = text.charAt(i);
      if (c == '\\' && i + 1 < text.length()) {
        char next = text.charAt(++i);
        out.append(next == 'n' ? '\n' : next);
      } else {
        out.append(c);
      }
    }
    return out.toString();
  }

  /** Escapes the characters GIFT gives a meaning to; new lines as {@code \n}. */
  static String escape(String text) {
    StringBuilder out = new StringBuilder(text.length() + 8);
    for (int i = 0; i < text.length(); i++) {
      char c = text.charAt(i);
      switch (c) {
        case '~', '=', '#', '{', '}', ':', '\\' -> out.append('\\').append(c);
        case '\n' -> out.append("\\n");
        case '\r' -> {}
        default -> out.append(c);
      }
    }
    return out.toString();
  }

  /**
   * {@link #escape} for a whole text (a prompt, a choice, feedback), and a {@code [moodle]} format
   * marker in front when the text starts with what GIFT would read as markup: {@code %50%} before a
   * choice is its weight, {@code [html]} its format. GIFT has no backslash escape for either
   * (Moodle's escapes are {@code \~ \= \# \{ \} \:} and {@code \n}); the marker, Moodle's default
   * format, makes the text start with {@code [} and is removed on reading.
   */
  static String escapeText(String text) {
    String escaped = escape(text);
    return escaped.startsWith("%") || startsWithMarker(escaped) ? "[moodle]" + escaped : escaped;
  }

  private static boolean startsWithMarker(String text) {
    for (String marker : MARKERS) {
      if (text.startsWith("[" + marker + "]")) {
        return true;
      }
    }
    return false;
  }

  /**
   * Plain text of a GIFT text: its format marker removed and applied ({@code [html]} converted, the
   * others kept as written), escapes removed, each line stripped.
   */
  static String plain(String raw) {
    String text = raw.strip();
    boolean html = false;
    if (text.startsWith("[")) {
      int close = text.indexOf(']');
      if (close > 0) {
        String marker = text.substring(1, close);
        if (MARKERS.contains(marker)) {
          html = marker.equals("html");
          text = text.substring(close + 1);
        }
      }
    }
    String unescaped = unescape(text);
    if (html) {
      return HtmlText.toText(unescaped);
    }
    if (unescaped.indexOf('\n') < 0) {
      return unescaped.strip();
    }
    StringBuilder out = new StringBuilder();
    for (String line : unescaped.split("\n", -1)) {
      if (out.length() > 0) {
        out.append('\n');
      }
      out.append(line.strip());
    }
    return out.toString().strip();
  }
}
