package dev.quizbot.e2e.quiz;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import com.fasterxml.jackson.databind.JsonNode;
import dev.quizbot.discord.quiz.QuizCommand;
import dev.quizbot.e2e.AppBot;
import dev.quizbot.e2e.LogCapture;
import dev.quizbot.fakediscord.DiscordScenario;
import dev.quizbot.fakediscord.FakeChannel;
import dev.quizbot.fakediscord.FakeDiscordExtension;
import dev.quizbot.fakediscord.FakeMessage;
import dev.quizbot.fakediscord.InteractionReply;
import dev.quizbot.testing.CuttableProxy;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.time.Duration;
import java.util.Map;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * PostgreSQL away (its connections cut and refused, through {@link CuttableProxy}) while a round
 * runs: a /quiz in another channel is answered "storage unavailable" within Discord's 3 s and
 * starts nothing, a reaction in the same seconds is graded in time, and once the server is back the
 * round is revealed with that answer stored once. Runs when {@code QUIZBOT_TEST_POSTGRES_URL} names
 * a scratch database.
 */
final class QuizPostgresOutageE2ETest {
  private static final String URL = System.getenv("QUIZBOT_TEST_POSTGRES_URL");

  private final AppBot bot = AppBot.fresh();
  private final LogCapture logs = new LogCapture();
  private CuttableProxy proxy;
  private FakeChannel secondChannel;

  @RegisterExtension final FakeDiscordExtension extension = new FakeDiscordExtension();

  @BeforeEach
  void start(DiscordScenario discord) throws Exception {
    assumeTrue(
        URL != null && URL.startsWith("jdbc:postgresql:"),
        "QUIZBOT_TEST_POSTGRES_URL names no PostgreSQL database (bash .ci/start-postgres.sh)");
    proxy = CuttableProxy.forJdbcUrl(URL);
    bot.with("QUIZBOT_DATABASE_URL", proxy.route(URL));
    secondChannel = discord.fake().createTextChannel(discord.guild(), "quiz-2");
    discord.startBot(bot);
  }

  @AfterEach
  void restore() throws Exception {
    if (proxy != null) {
      proxy.restore();
    }
  }

  @Test
  @DisplayName(
      "during a PostgreSQL outage /quiz answers 'storage unavailable' within 3 s, a reaction in"
          + " the same seconds is graded in time, and the round is revealed once it is back")
  void quizAndReactionsDuringAnOutage(DiscordScenario discord) throws Exception {
    // GIVEN an open round (PostgreSQL up)
    PostedQuestion posted = QuizRounds.open(discord, discord.alice());
    bot.clock().advance(Duration.ofSeconds(30));

    logs.attach();
    try {
      // WHEN PostgreSQL goes away and bob asks for a /quiz in another channel
      proxy.cut();
      long t0 = System.nanoTime();
      InteractionReply quiz =
          discord
              .fake()
              .invokeSlash(discord.bob(), secondChannel, "quiz", Map.of(), Duration.ofSeconds(10));
      // AND alice answers the open round in the same seconds
      discord.react(discord.alice(), posted.message(), posted.correctEmoji());
      quiz.awaitAcknowledged(Duration.ofSeconds(10));
      long ms = (System.nanoTime() - t0) / 1_000_000;

      // THEN bob hears at once, and only he, that storage is unavailable; nothing started
      assertThat(ms).isLessThan(3_000);
      assertThat(quiz.ephemeral()).isTrue();
      assertThat(quiz.content())
          .isEqualTo(dev.quizbot.i18n.Texts.english().get(QuizCommand.STORAGE_UNAVAILABLE));

      // AND the deadline passes right after: alice's reaction was graded in time, before it
      discord.await(() -> bot.app().rounds().answersGraded() == 1, "alice's answer graded");
      bot.clock().advance(Duration.ofSeconds(31));
      Thread.sleep(1_000);
      assertThat(isRevealed(discord, posted)).as("no reveal while storage is away").isFalse();

      // AND PostgreSQL stays away until the writer has said so (a pooled connection waits 5 s;
      // the WARN comes with the second failure in a row), then comes back
      discord.await(
          () -> logs.lines().stream().anyMatch(l -> l.contains("storing answers fails")),
          Duration.ofSeconds(30),
          "the answer writer's WARN");
      proxy.restore();
      FakeMessage revealed = QuizRounds.awaitReveal(discord, posted);
      assertThat(field(revealed, "Answered")).isEqualTo("1 member");
    } finally {
      logs.detach();
    }
    // AND alice's answer is stored once, with its speed bonus (answered at 30 s of 60)
    assertThat(
            number(
                "SELECT count(*) FROM answers a JOIN rounds r ON r.round_id = a.round_id WHERE r.message_id = ?",
                posted))
        .isEqualTo(1);
    assertThat(
            number(
                "SELECT points FROM answers a JOIN rounds r ON r.round_id = a.round_id WHERE r.message_id = ?",
                posted))
        .isGreaterThan(10);
    // AND no round was stored for bob's refused /quiz
    assertThat(
            number(
                "SELECT count(*) FROM rounds WHERE channel_id = ?",
                Long.parseLong(secondChannel.id())))
        .isZero();
    // AND the log named the cause: the cut either refuses the writer's new connection (worded
    // from PostgreSQL's error or from the socket's ConnectException) or breaks the pooled one it
    // holds; which of them the second failure in a row meets is timing
    assertThat(logs.lines())
        .filteredOn(l -> l.startsWith("WARN") && l.contains("storing answers fails"))
        .singleElement()
        .satisfies(
            l ->
                assertThat(l.lines().findFirst().orElseThrow())
                    .containsAnyOf(
                        "refused the connection", "the connection to PostgreSQL failed"));
  }

  private static long number(String sql, PostedQuestion posted) throws Exception {
    return number(sql, Long.parseLong(posted.message().id()));
  }

  private static long number(String sql, long parameter) throws Exception {
    try (Connection c = DriverManager.getConnection(URL);
        PreparedStatement st = c.prepareStatement(sql)) {
      st.setLong(1, parameter);
      try (ResultSet rs = st.executeQuery()) {
        rs.next();
        return rs.getLong(1);
      }
    }
  }

  private static boolean isRevealed(DiscordScenario discord, PostedQuestion posted) {
    return discord.fake().messages(discord.channel()).stream()
        .anyMatch(
            m ->
                m.id().equals(posted.message().id())
                    && m.embeds().get(0).path("title").asText().startsWith("Answer:"));
  }

  private static String field(FakeMessage message, String name) {
    for (JsonNode f : message.embeds().get(0).path("fields")) {
      if (f.path("name").asText().equals(name)) {
        return f.path("value").asText();
      }
    }
    throw new AssertionError("no field " + name);
  }
}
