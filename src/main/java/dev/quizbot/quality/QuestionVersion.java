package dev.quizbot.quality;

import dev.quizbot.bank.Question;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;

/**
 * Names one version of a question's text, so a report can say which text it was about.
 *
 * <p>The hash is SHA-256, as 64 lowercase hex digits, over the UTF-8 bytes of the prompt, each
 * choice in the deck's order and the correct choice's text, joined by U+001F (the unit separator,
 * which no deck text holds). Editing the prompt, a choice or the key makes a new version; the
 * shuffle of a posting does not, nor do the explanation, topic or reference, which the reveal shows
 * but which cannot make a key wrong.
 */
public final class QuestionVersion {
  private static final char SEPARATOR = '\u001f';

  private QuestionVersion() {}

  public static String hash(Question question) {
    StringBuilder text = new StringBuilder(question.prompt());
    for (String choice : question.choices()) {
      text.append(SEPARATOR).append(choice);
    }
    text.append(SEPARATOR).append(question.correctChoice());
    try {
      MessageDigest sha = MessageDigest.getInstance("SHA-256");
      return HexFormat.of().formatHex(sha.digest(text.toString().getBytes(StandardCharsets.UTF_8)));
    } catch (NoSuchAlgorithmException e) {
      throw new IllegalStateException("every Java runtime has SHA-256", e);
    }
  }
}
