package dev.quizbot.bank;

import java.nio.file.Path;

/**
 * One thing wrong with the question bank, in the words an author needs to fix it.
 *
 * @param file the file the problem is in, as the user named it
 * @param line 1-based line of the offending question or field; 0 when unknown
 * @param questionId id of the question concerned; null for file- or deck-level problems
 * @param message what is wrong and, where useful, how to fix it
 */
public record Problem(Path file, int line, String questionId, String message) {

  /** Formats as {@code FILE:LINE: QUESTION-ID: message}, leaving out the parts not known. */
  public String format() {
    StringBuilder out = new StringBuilder();
    out.append(file);
    if (line > 0) {
      out.append(':').append(line);
    }
    out.append(": ");
    if (questionId != null && !questionId.isBlank()) {
      out.append(questionId).append(": ");
    }
    return ControlChars.visible(out.append(message).toString());
  }

  @Override
  public String toString() {
    return format();
  }
}
