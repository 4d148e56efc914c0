package dev.quizbot.discord.quiz;

import static org.assertj.core.api.Assertions.assertThat;

import java.net.SocketTimeoutException;
import java.util.Set;
import java.util.concurrent.CancellationException;
import java.util.concurrent.CompletionException;
import net.dv8tion.jda.api.exceptions.ErrorResponseException;
import net.dv8tion.jda.api.requests.ErrorResponse;
import net.dv8tion.jda.api.requests.Response;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

final class RevealRefusalTest {

  @Test
  @DisplayName("an edit of a deleted message is given up, naming the cause and Discord's code")
  void deletedMessageIsPermanent() {
    // GIVEN Discord's 10008 Unknown Message
    Throwable failure = refusal(ErrorResponse.UNKNOWN_MESSAGE, 404);

    // THEN it will never succeed
    assertThat(RevealRefusal.permanent(failure))
        .contains("the question's message was deleted (Discord 10008)");
  }

  @Test
  @DisplayName("a deleted channel, lost access and lost permissions are given up too")
  void channelAndAccessArePermanent() {
    assertThat(RevealRefusal.permanent(refusal(ErrorResponse.UNKNOWN_CHANNEL, 404))).isPresent();
    assertThat(RevealRefusal.permanent(refusal(ErrorResponse.MISSING_ACCESS, 403))).isPresent();
    assertThat(RevealRefusal.permanent(refusal(ErrorResponse.MISSING_PERMISSIONS, 403)))
        .isPresent();
  }

  @Test
  @DisplayName("a server error, a timeout and a stop are worth trying again at the next start")
  void transientFailuresAreNotPermanent() {
    assertThat(RevealRefusal.permanent(refusal(ErrorResponse.SERVER_ERROR, 503))).isEmpty();
    assertThat(RevealRefusal.permanent(new SocketTimeoutException("read timed out"))).isEmpty();
    assertThat(RevealRefusal.permanent(new CancellationException())).isEmpty();
  }

  @Test
  @DisplayName("a refusal wrapped by a completion stage is still recognised")
  void wrappedRefusal() {
    Throwable wrapped = new CompletionException(refusal(ErrorResponse.UNKNOWN_MESSAGE, 404));

    assertThat(RevealRefusal.permanent(wrapped)).isPresent();
  }

  @Test
  @DisplayName(
      "an edit Discord refuses as an invalid body is given up: the next start rebuilds the same"
          + " reveal, which Discord refuses again")
  void invalidBodyIsPermanent() {
    // GIVEN Discord's 400 / 50035 Invalid Form Body for the reveal's edit
    Throwable failure = refusal(ErrorResponse.INVALID_FORM_BODY, 400);

    // THEN it will never succeed (the reveal is rebuilt with the same content at every start and
    // session re-create, each time a paced request and a WARN line)
    assertThat(RevealRefusal.permanent(failure)).isPresent();
  }

  private static ErrorResponseException refusal(ErrorResponse error, int status) {
    return ErrorResponseException.create(
        error, new Response(null, status, "refused", -1, Set.of()));
  }
}
