package dev.quizbot.bank;

import java.util.OptionalLong;

/**
 * A member's suggested question names its author in its {@code source} field ({@code
 * suggested-by:ID}), which the bank already stores and writes, so a deck file or a server deck
 * keeps the credit; the reveal reads it back.
 */
public final class SuggestedBy {
  private static final String PREFIX = "suggested-by:";

  private SuggestedBy() {}

  /** The {@code source} of a question suggested by {@code memberId}. */
  public static String source(long memberId) {
    return PREFIX + memberId;
  }

  /** The member who suggested {@code question}, when it was suggested. */
  public static OptionalLong author(Question question) {
    return author(question.source());
  }

  static OptionalLong author(String source) {
    if (source == null || !source.startsWith(PREFIX)) {
      return OptionalLong.empty();
    }
    try {
      return OptionalLong.of(Long.parseLong(source.substring(PREFIX.length())));
    } catch (NumberFormatException e) {
      return OptionalLong.empty();
    }
  }
}
