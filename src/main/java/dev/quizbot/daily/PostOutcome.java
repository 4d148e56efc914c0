package dev.quizbot.daily;

import java.util.Objects;

/**
 * What the Discord adapter reports after trying to post a daily question.
 *
 * @param messageId the posted message id when {@code success}, otherwise 0
 * @param error a short reason when not {@code success} (shown in {@code /daily status}), else null
 */
public record PostOutcome(boolean success, long messageId, String error) {

  public static PostOutcome posted(long messageId) {
    return new PostOutcome(true, messageId, null);
  }

  public static PostOutcome failed(String error) {
    return new PostOutcome(false, 0, Objects.requireNonNull(error, "error"));
  }
}
