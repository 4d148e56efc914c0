package dev.quizbot.discord.quiz;

import java.util.Optional;
import java.util.concurrent.CompletionException;
import net.dv8tion.jda.api.exceptions.ErrorResponseException;
import net.dv8tion.jda.api.requests.ErrorResponse;

/**
 * Tells a reveal edit that can never succeed from one worth sending again at the next start. Given
 * up: the message or its channel was deleted, the bot lost access or permission there (a message
 * kept unrevealed until an admin fixes the channel is not worth re-sending at every start), the
 * thread was archived, or Discord refused the content itself (the same at every try). Anything else
 * (a 5xx, a timeout, the bot stopping) is left for the next start: a reveal that is never marked
 * done is sent again then.
 */
final class RevealRefusal {
  private RevealRefusal() {}

  /** Why the edit will never succeed; empty when a later try may. */
  static Optional<String> permanent(Throwable failure) {
    Throwable cause =
        failure instanceof CompletionException && failure.getCause() != null
            ? failure.getCause()
            : failure;
    if (!(cause instanceof ErrorResponseException response)) {
      return Optional.empty();
    }
    ErrorResponse error = response.getErrorResponse();
    return Optional.ofNullable(why(error)).map(why -> why + " (Discord " + error.getCode() + ")");
  }

  private static String why(ErrorResponse response) {
    return switch (response) {
      case UNKNOWN_MESSAGE -> "the question's message was deleted";
      case UNKNOWN_CHANNEL -> "the channel was deleted";
      case MISSING_ACCESS -> "the bot can no longer see that channel";
      case MISSING_PERMISSIONS -> "the bot may no longer edit its messages in that channel";
      // The rebuilt reveal is the same every time: refused once, refused at every start.
      case INVALID_FORM_BODY -> "Discord refuses the reveal's content";
      case ILLEGAL_OPERATION_ARCHIVED_THREAD -> "the question's thread is archived";
      default -> null;
    };
  }
}
