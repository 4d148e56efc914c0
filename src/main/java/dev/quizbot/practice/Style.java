package dev.quizbot.practice;

/**
 * Colour on a terminal that supports it, plain text otherwise (piped output, {@code NO_COLOR},
 * {@code TERM=dumb}): the screens are written once and styled here, so a plain run prints no escape
 * code at all.
 */
public final class Style {
  public static final Style PLAIN = new Style(false);
  public static final Style COLOUR = new Style(true);

  private static final String RESET = "\u001b[0m";

  private final boolean colour;

  private Style(boolean colour) {
    this.colour = colour;
  }

  public boolean colour() {
    return colour;
  }

  String bold(String text) {
    return wrap("\u001b[1m", text);
  }

  String right(String text) {
    return wrap("\u001b[1;32m", text);
  }

  String wrong(String text) {
    return wrap("\u001b[1;31m", text);
  }

  String dim(String text) {
    return wrap("\u001b[2m", text);
  }

  String accent(String text) {
    return wrap("\u001b[36m", text);
  }

  private String wrap(String code, String text) {
    return colour ? code + text + RESET : text;
  }

  /**
   * Whether to colour: never with {@code NO_COLOR} set to anything non-empty (no-color.org) or on a
   * dumb terminal; else when the terminal says it has colours.
   *
   * @param maxColors the terminal's {@code max_colors}; null when it does not say
   */
  public static Style choose(String noColor, String term, Integer maxColors) {
    if (noColor != null && !noColor.isEmpty()) {
      return PLAIN;
    }
    if (term == null || term.isBlank() || term.equals("dumb")) {
      return PLAIN;
    }
    return maxColors == null || maxColors >= 8 ? COLOUR : PLAIN;
  }
}
