package dev.quizbot.bank.formats;

import java.text.Normalizer;
import java.util.Locale;

/** Turns a category, tag or column value into a topic the bank accepts: one lowercase word. */
final class Topics {

  /** The topic of a question whose file names none. */
  static final String DEFAULT = "general";

  private static final int MAX = 64;

  private Topics() {}

  /**
   * The topic for a category path such as Moodle's {@code $course$/Default/Networking basics}: its
   * last part, lower-cased, other characters as '-'; null when nothing usable is left.
   */
  static String fromCategory(String category) {
    if (category == null) {
      return null;
    }
    String path = category.strip();
    while (path.endsWith("/")) {
      path = path.substring(0, path.length() - 1);
    }
    int slash = path.lastIndexOf('/');
    return slug(slash >= 0 ? path.substring(slash + 1) : path);
  }

  /** {@code text} as a topic, or null when it has no letter or digit. */
  static String slug(String text) {
    if (text == null) {
      return null;
    }
    String plain =
        Normalizer.normalize(text, Normalizer.Form.NFKD).replaceAll("\\p{M}+", "").strip();
    String slug =
        plain.toLowerCase(Locale.ROOT).replaceAll("[^a-z0-9]+", "-").replaceAll("^-+|-+$", "");
    if (slug.isEmpty()) {
      return null;
    }
    if (!Character.isLetter(slug.charAt(0))) {
      slug = "t-" + slug;
    }
    if (slug.length() > MAX) {
      slug = slug.substring(0, MAX).replaceAll("-+$", "");
    }
    return slug;
  }
}
