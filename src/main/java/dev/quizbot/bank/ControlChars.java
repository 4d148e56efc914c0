package dev.quizbot.bank;

/**
 * Deck text shown on a terminal: control characters made visible instead of obeyed. A deck is
 * written by anyone who sends one, and ESC or a C1 control (U+0080 to U+009F, e.g. CSI U+009B)
 * would start an escape sequence in the reader's terminal: move the cursor, rewrite earlier lines,
 * change the title, or worse.
 */
public final class ControlChars {
  private ControlChars() {}

  /**
   * {@code text} with every control character but line feed and tab shown as {@code \e}, {@code
   * \r}, or its code in hex, {@code \x9b}.
   */
  public static String visible(String text) {
    if (text == null) {
      return null;
    }
    StringBuilder out = null;
    for (int i = 0; i < text.length(); i++) {
      char c = text.charAt(i);
      boolean control = Character.isISOControl(c) && c != '\n' && c != '\t';
      if (control && out == null) {
        out = new StringBuilder(text.length() + 8).append(text, 0, i);
      }
      if (out == null) {
        continue;
      }
      if (!control) {
        out.append(c);
      } else if (c == 0x1b) {
        out.append("\\e");
      } else if (c == '\r') {
        out.append("\\r");
      } else if (c < 0x100) {
        out.append(String.format("\\x%02x", (int) c));
      } else {
        out.append(String.format("\\u%04x", (int) c));
      }
    }
    return out == null ? text : out.toString();
  }
}
