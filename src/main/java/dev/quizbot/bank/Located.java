package dev.quizbot.bank;

/**
 * A text value read from a deck file together with the line it was found on, so problems can point
 * at it.
 *
 * @param text the value; null when the field was present but not usable (already reported)
 * @param line 1-based line of the value (or of its key); 0 when unknown
 */
public record Located(String text, int line) {

  boolean isBlank() {
    return text == null || text.isBlank();
  }
}
