package dev.quizbot.daily;

import java.util.Objects;

/**
 * What the Discord adapter reports after trying to post a daily question.
 *
 * @param messageId the posted message id when {@code success}, otherwise 0
 * @param failure why, when not {@code success} (stored, and worded in {@code /daily status}), else
 *     null
 */
public record PostOutcome(boolean success, long messageId, PostFailure failure) {

  public static PostOutcome posted(long messageId) {
    return new PostOutcome(true, messageId, null);
  }

  public static PostOutcome failed(PostFailure failure) {
    return new PostOutcome(false, 0, Objects.requireNonNull(failure, "failure"));
  }

  /** A failure known only by its raw error text. */
  public static PostOutcome failed(String error) {
    return failed(PostFailure.error(Objects.requireNonNull(error, "error")));
  }
}
