package dev.quizbot.discord;

import java.util.concurrent.CompletionException;
import java.util.concurrent.ExecutionException;
import net.dv8tion.jda.api.exceptions.ErrorResponseException;
import net.dv8tion.jda.api.requests.ErrorResponse;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * What happens to a failed Discord request that has no failure handler of its own (most replies):
 * one readable log line instead of JDA's default ERROR with a stack trace.
 *
 * <p>Why: an interaction can expire before the bot answers (Discord allows 3 s; a machine that is
 * swapping or a huge burst can take longer), and a member can delete a message or leave before a
 * reply lands. Those are everyday events for a bot, not bugs: a server admin reading the log needs
 * to see what happened, not forty lines of JDA internals. Anything else is still logged with its
 * stack trace.
 */
public final class RestFailures {
  private static final Logger log = LoggerFactory.getLogger(RestFailures.class);

  private RestFailures() {}

  /**
   * The failure a chain of futures hands on: {@code CompletableFuture} wraps a stage's exception in
   * a {@link CompletionException} (or, through {@code get}, an {@link ExecutionException}), and the
   * caller wants Discord's answer inside, e.g. an {@link ErrorResponseException} 50007.
   */
  public static Throwable cause(Throwable failure) {
    Throwable e = failure;
    while ((e instanceof CompletionException || e instanceof ExecutionException)
        && e.getCause() != null) {
      e = e.getCause();
    }
    return e;
  }

  /** Logs one failed request; used as JDA's default failure handler. */
  public static void log(Throwable failure) {
    if (failure instanceof ErrorResponseException response) {
      if (response.getErrorResponse() == ErrorResponse.UNKNOWN_INTERACTION) {
        log.warn(
            "a command was not answered in time: Discord expires an interaction 3 s after it is"
                + " sent, and this one had expired when the answer arrived (a busy machine?)");
      } else {
        log.warn(
            "Discord refused a request: {} ({} {})",
            response.getMeaning(),
            response.getErrorCode(),
            response.getErrorResponse());
      }
      return;
    }
    log.error("a Discord request failed", failure);
  }
}
