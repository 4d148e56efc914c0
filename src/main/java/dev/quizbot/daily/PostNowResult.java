package dev.quizbot.daily;

import java.time.LocalDate;
import java.util.Optional;
import java.util.OptionalLong;

/**
 * Result of {@code /daily now}.
 *
 * @param localDate the local date the post belongs to (null for {@link Kind#NO_SCHEDULE})
 * @param messageId the posted (or earlier posted) message, when there is one
 * @param message an English sentence (for logs and tests; members read the kind and {@code failure}
 *     worded in their language)
 * @param failure why, for {@link Kind#FAILED}
 */
public record PostNowResult(
    Kind kind,
    LocalDate localDate,
    OptionalLong messageId,
    String message,
    Optional<PostFailure> failure) {

  public PostNowResult(Kind kind, LocalDate localDate, OptionalLong messageId, String message) {
    this(kind, localDate, messageId, message, Optional.empty());
  }

  public enum Kind {
    /** Posted now; today's scheduled post will not happen again. */
    POSTED,
    /** Today's question was already posted (by the schedule or an earlier /daily now). */
    ALREADY_POSTED,
    /** Another process or an earlier command is posting today's question right now. */
    IN_PROGRESS,
    /** The post was attempted and failed; {@code message} says why. */
    FAILED,
    /** No eligible question exists for the schedule's topic. */
    NO_QUESTIONS,
    /** The server has no daily schedule. */
    NO_SCHEDULE
  }
}
