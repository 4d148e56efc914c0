package dev.quizbot.e2e;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import dev.quizbot.bank.BankLoader;
import dev.quizbot.bank.QuestionBank;
import dev.quizbot.fakediscord.FakeChannel;
import dev.quizbot.fakediscord.FakeMessage;
import dev.quizbot.fakediscord.FakeUser;
import dev.quizbot.fakediscord.InteractionReply;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.Map;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * kill -9 of the packaged jar during a mock exam, its deadline passing while it is down: the next
 * start submits the exam with the answers stored by the deadline and DMs the report once.
 */
final class ExamKillIT {
  private static final String TOKEN = "Mfake.ExamKillIT-token.do-not-log";
  private static final QuestionBank BANK = new BankLoader().load(Path.of("questions")).bank();
  private static final long HOUR = 3_600_000L;

  @RegisterExtension final JarWorld world = new JarWorld(TOKEN);

  @Test
  @DisplayName("kill -9 mid-exam, deadline passed while down: submitted at the next start, once")
  void killDuringExam() throws Exception {
    FakeUser carol = world.createMember("carol");
    FakeChannel dm = world.discord().dmChannel(carol);
    try (JarProcess first = JarProcess.start(world.environment())) {
      first.awaitOutput("ready in", JarWorld.TIMEOUT);
      // GIVEN carol's five-question exam in her DM, two questions answered right
      InteractionReply started =
          world
              .discord()
              .invokeSlash(
                  carol, dm, "exam", Map.of("start", Map.of("deck", "nca-seed")), JarWorld.TIMEOUT);
      started.awaitAcknowledged(JarWorld.TIMEOUT);
      if (started.deferred()) {
        started.awaitEdited(JarWorld.TIMEOUT);
      }
      FakeMessage question = started.message();
      for (int i = 0; i < 2; i++) {
        InteractionReply pressed =
            world.discord().pressButton(carol, question, rightButton(question));
        pressed.awaitAcknowledged(JarWorld.TIMEOUT);
        if (pressed.callbackType() == 6) {
          pressed.awaitEdited(JarWorld.TIMEOUT);
        }
        question = pressed.message();
      }
      Poll.until(
          () -> world.count("exam_questions WHERE choice IS NOT NULL") == 2,
          JarWorld.TIMEOUT,
          "two answers stored");
      // WHEN the process is killed with SIGKILL (close() kills it forcibly)
    }
    // AND an hour passes while it is down (the exam's times moved an hour back), and an answer
    // lands after the deadline (another writer): it must not count
    try (Connection c = DriverManager.getConnection("jdbc:sqlite:" + world.database())) {
      update(c, "UPDATE exams SET started_at = started_at - ?, ends_at = ends_at - ?", HOUR, HOUR);
      update(
          c,
          "UPDATE exam_questions SET answered_at = answered_at - ? WHERE answered_at IS NOT NULL",
          HOUR);
      // the first answers' and the showings' instants (V17) move with them
      update(
          c,
          "UPDATE exam_questions SET first_answered_at = first_answered_at - ?"
              + " WHERE first_answered_at IS NOT NULL",
          HOUR);
      update(
          c, "UPDATE exam_questions SET shown_at = shown_at - ? WHERE shown_at IS NOT NULL", HOUR);
      String third = text(c, "SELECT question_id FROM exam_questions WHERE idx = 2");
      long endsAt = Long.parseLong(text(c, "SELECT ends_at FROM exams"));
      update(
          c,
          "UPDATE exam_questions SET choice = ?, answered_at = ? WHERE idx = 2",
          BANK.question(third).orElseThrow().answerIndex(),
          endsAt + 1_000);
    }
    assertThat(world.count("exams WHERE status = 'RUNNING'")).isOne();

    try (JarProcess again = JarProcess.start(world.environment())) {
      again.awaitOutput("ready in", JarWorld.TIMEOUT);
      // THEN the exam is submitted at start and the report DMed: 2 of 5, not 3
      Poll.until(
          () -> world.discord().messages(dm).stream().anyMatch(ExamKillIT::isReport),
          JarWorld.TIMEOUT,
          "the report DM");
      FakeMessage report =
          world.discord().messages(dm).stream().filter(ExamKillIT::isReport).findFirst().get();
      assertThat(report.embeds().get(0).path("description").asText())
          .contains("**Score: 2/5 (40%)**");
      assertThat(world.count("exams WHERE status = 'SUBMITTED' AND score = 2")).isOne();
      assertThat(world.count("study_reviews WHERE source = 'EXAM'")).isEqualTo(2);
      Thread.sleep(6_000); // a second tick of the ticker comes and goes
      assertThat(world.discord().messages(dm).stream().filter(ExamKillIT::isReport)).hasSize(1);
      again.sigterm();
      assertThat(again.awaitExit(JarProcess.STOP_WAIT)).isZero();
      assertThat(again.output()).doesNotContain(TOKEN).doesNotContain(" ERROR ");
    }
  }

  private static boolean isReport(FakeMessage m) {
    return !m.embeds().isEmpty()
        && m.embeds().get(0).path("title").asText().startsWith("Mock exam report");
  }

  private static String rightButton(FakeMessage message) {
    String description = message.embeds().get(0).path("description").asText();
    int answer =
        BANK.questions().stream()
            .filter(q -> description.startsWith(q.prompt() + "\n"))
            .findFirst()
            .orElseThrow()
            .answerIndex();
    for (JsonNode row : message.components()) {
      for (JsonNode c : row.path("components")) {
        String id = c.path("custom_id").asText();
        if (id.startsWith("ex:a:") && id.endsWith(":" + answer)) {
          return id;
        }
      }
    }
    throw new AssertionError("no right answer button");
  }

  private static void update(Connection c, String sql, Object... values) throws SQLException {
    try (PreparedStatement ps = c.prepareStatement(sql)) {
      for (int i = 0; i < values.length; i++) {
        ps.setObject(i + 1, values[i]);
      }
      ps.executeUpdate();
    }
  }

  private static String text(Connection c, String sql) throws SQLException {
    try (PreparedStatement ps = c.prepareStatement(sql);
        ResultSet rs = ps.executeQuery()) {
      rs.next();
      return rs.getString(1);
    }
  }
}
