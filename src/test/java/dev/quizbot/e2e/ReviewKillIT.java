package dev.quizbot.e2e;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import dev.quizbot.fakediscord.FakeChannel;
import dev.quizbot.fakediscord.FakeMessage;
import dev.quizbot.fakediscord.FakeUser;
import dev.quizbot.fakediscord.InteractionReply;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * kill -9 of the packaged jar in the middle of a {@code /review} session: the next start resumes
 * it, and a button on a question sent before the kill still answers it.
 */
final class ReviewKillIT {
  private static final String TOKEN = "Mfake.ReviewKillIT-token.do-not-log";

  @RegisterExtension final JarWorld world = new JarWorld(TOKEN);

  @Test
  @DisplayName("kill -9 mid-session: /review start resumes, a pre-kill button answers")
  void killDuringSession() {
    // GIVEN carol's three-question session in her DM, the first answered
    FakeUser carol = world.createMember("carol");
    FakeChannel dm = world.discord().dmChannel(carol);
    FakeMessage second;
    try (JarProcess first = JarProcess.start(world.environment())) {
      first.awaitOutput("ready in", JarWorld.TIMEOUT);
      FakeMessage question = start(carol, dm).message();
      InteractionReply answered = press(carol, question, anyChoice(question));
      answered.awaitFollowUps(1, JarWorld.TIMEOUT);
      second = answered.followUps().get(0);
      Poll.until(
          () -> world.count("study_reviews") == 1, JarWorld.TIMEOUT, "the answer's review stored");

      // WHEN the process is killed with SIGKILL (close() kills it forcibly)
    }
    assertThat(world.count("study_sessions WHERE done_at IS NULL")).isEqualTo(1);

    try (JarProcess again = JarProcess.start(world.environment())) {
      again.awaitOutput("ready in", JarWorld.TIMEOUT);

      // THEN /review start resumes the session at its second question
      FakeMessage resumed = start(carol, dm).message();
      assertThat(prompt(resumed)).isEqualTo(prompt(second));
      assertThat(world.count("study_sessions")).isEqualTo(1);

      // AND the button of the question sent before the kill answers it
      InteractionReply pressed = press(carol, second, anyChoice(second));
      assertThat(pressed.updatedMessage()).as("the question itself is edited").isTrue();
      Poll.until(
          () -> world.count("study_reviews") == 2, JarWorld.TIMEOUT, "the second review stored");
      pressed.awaitFollowUps(1, JarWorld.TIMEOUT);
      again.sigterm();
      assertThat(again.awaitExit(JarProcess.STOP_WAIT)).isZero();
      assertThat(again.output()).doesNotContain(TOKEN).doesNotContain(" ERROR ");
    }
  }

  private InteractionReply start(FakeUser user, FakeChannel dm) {
    InteractionReply reply =
        world
            .discord()
            .invokeSlash(user, dm, "review", Map.of("start", Map.of("count", 3)), JarWorld.TIMEOUT);
    reply.awaitAcknowledged(JarWorld.TIMEOUT);
    if (reply.deferred()) {
      reply.awaitEdited(JarWorld.TIMEOUT);
    }
    return reply;
  }

  private InteractionReply press(FakeUser user, FakeMessage message, String customId) {
    InteractionReply reply = world.discord().pressButton(user, message, customId);
    reply.awaitAcknowledged(JarWorld.TIMEOUT);
    return reply;
  }

  private static String anyChoice(FakeMessage message) {
    List<String> ids = new ArrayList<>();
    for (JsonNode row : message.components()) {
      row.path("components").forEach(c -> ids.add(c.path("custom_id").asText()));
    }
    return ids.get(0);
  }

  private static String prompt(FakeMessage message) {
    return message.embeds().get(0).path("description").asText().split("\n", 2)[0];
  }
}
