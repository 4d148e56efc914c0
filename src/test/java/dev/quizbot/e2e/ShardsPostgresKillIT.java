package dev.quizbot.e2e;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import dev.quizbot.fakediscord.FakeChannel;
import dev.quizbot.fakediscord.FakeDiscord;
import dev.quizbot.fakediscord.FakeGuild;
import dev.quizbot.fakediscord.FakeMessage;
import dev.quizbot.fakediscord.FakeUser;
import dev.quizbot.fakediscord.InteractionReply;
import dev.quizbot.testing.PostgresDatabases;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.Statement;
import java.time.Duration;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * Two packaged bot processes as shard 0 and 1 of 2 on one real PostgreSQL server, through the fake
 * Discord: each runs and reveals the round of its own guild; shard 1's process is killed with
 * {@code kill -9} mid-round and started again: the answer given while it was dead is graded from
 * the reaction, nothing is lost or counted twice, each question is revealed once.
 */
final class ShardsPostgresKillIT {
  private static final String TOKEN = "Mfake.ShardsPostgresKillIT-token.do-not-log";
  private static final Duration TIMEOUT = Duration.ofSeconds(60);

  private FakeDiscord discord;
  private String databaseUrl;
  private List<FakeGuild> guilds;
  private List<FakeChannel> channels;

  @BeforeEach
  void world() {
    assumeTrue(PostgresDatabases.serverUrl() != null, "QUIZBOT_TEST_POSTGRES_URL is not set");
    databaseUrl = PostgresDatabases.fresh("quizbot_kill");
    discord = FakeDiscord.start(TOKEN, "Quizbot");
    guilds =
        List.of(discord.createGuildInShard("Zero", 0, 2), discord.createGuildInShard("One", 1, 2));
    channels = guilds.stream().map(g -> discord.createTextChannel(g, "quiz")).toList();
  }

  @AfterEach
  void close() {
    if (discord != null) {
      discord.close();
    }
  }

  @Test
  @DisplayName(
      "shards of 2 on one PostgreSQL: kill -9 of one mid-round and a restart lose and double"
          + " nothing")
  void killOneShardMidRound() throws Exception {
    FakeUser alice = discord.createMember(guilds.get(0), "alice");
    FakeUser bob = discord.createMember(guilds.get(1), "bob");
    FakeUser carol = discord.createMember(guilds.get(1), "carol");
    try (JarProcess zero = JarProcess.start(environment(0));
        JarProcess one = JarProcess.start(environment(1))) {
      zero.awaitOutput("ready in", TIMEOUT);
      one.awaitOutput("ready in", TIMEOUT);

      // GIVEN a round in each shard's guild, answered once each and stored
      FakeMessage q0 = quiz(alice, channels.get(0));
      FakeMessage q1 = quiz(bob, channels.get(1));
      discord.react(alice, q0, "🇦");
      discord.react(bob, q1, "🇦");
      Poll.until(() -> count("SELECT count(*) FROM answers") == 2, TIMEOUT, "both answers stored");

      // WHEN shard 1's process is killed (kill -9) mid-round and carol answers meanwhile
      ProcessHandle.of(one.pid()).orElseThrow().destroyForcibly();
      one.awaitExit(Duration.ofSeconds(10));
      discord.react(carol, q1, "🇧");

      // AND it starts again
      try (JarProcess again = JarProcess.start(environment(1))) {
        again.awaitOutput("ready in", TIMEOUT);

        // THEN both rounds are revealed once each, by their own shard, with every answer once
        awaitReveal(channels.get(0), q0);
        awaitReveal(channels.get(1), q1);
        Poll.until(
            () -> count("SELECT count(*) FROM rounds WHERE closed_at IS NOT NULL") == 2,
            TIMEOUT,
            "both rounds closed");
        assertThat(count("SELECT count(*) FROM answers")).isEqualTo(3);
        assertThat(count("SELECT count(*) FROM answers WHERE recovered")).isEqualTo(1);
        assertThat(count("SELECT count(*) FROM rounds")).isEqualTo(2);
        assertThat(edits(q0)).isEqualTo(1);
        assertThat(edits(q1)).isEqualTo(1);
        assertThat(fields(q1)).contains("2 members");
        assertThat(fields(q0)).contains("1 member");
        assertThat(zero.output() + again.output()).doesNotContain(TOKEN);
        again.sigterm();
        assertThat(again.awaitExit(JarProcess.STOP_WAIT)).isZero();
      }
      zero.sigterm();
      assertThat(zero.awaitExit(JarProcess.STOP_WAIT)).isZero();
    }
  }

  private FakeMessage quiz(FakeUser member, FakeChannel channel) {
    InteractionReply reply = discord.invokeSlash(member, channel, "quiz", Map.of(), TIMEOUT);
    reply.awaitAcknowledged(TIMEOUT);
    assertThat(reply.ephemeral()).as("refused: %s", reply.content()).isFalse();
    FakeMessage question = reply.message();
    Poll.until(() -> question.reactionEmojis().size() == 4, TIMEOUT, "the bot's four reactions");
    return question;
  }

  private void awaitReveal(FakeChannel channel, FakeMessage question) {
    Poll.until(
        () ->
            discord
                .message(channel, question.id())
                .filter(
                    m ->
                        !m.embeds().isEmpty()
                            && m.embeds().get(0).path("title").asText().startsWith("Answer:"))
                .isPresent(),
        TIMEOUT,
        "the reveal of " + question.id());
  }

  private List<String> fields(FakeMessage question) {
    return question.embeds().get(0).path("fields").findValuesAsText("value");
  }

  private long edits(FakeMessage message) {
    return discord.restLog().stream()
        .filter(
            r ->
                r.is("PATCH", "channels/" + message.channelId() + "/messages/" + message.id())
                    && r.status() < 300)
        .count();
  }

  private long count(String sql) {
    try (Connection c = DriverManager.getConnection(databaseUrl);
        Statement st = c.createStatement();
        ResultSet rs = st.executeQuery(sql)) {
      rs.next();
      return rs.getLong(1);
    } catch (Exception e) {
      return -1; // tables not there before the first start: poll again
    }
  }

  private Map<String, String> environment(int shard) {
    Map<String, String> env = new HashMap<>();
    env.put("DISCORD_TOKEN", TOKEN);
    env.put("QUIZBOT_DISCORD_API_URL", discord.apiUrl());
    env.put("QUIZBOT_DISCORD_GATEWAY_URL", discord.gatewayUrl());
    env.put("QUIZBOT_DATABASE_URL", databaseUrl);
    env.put("QUIZBOT_DISCORD_SHARD_ID", Integer.toString(shard));
    env.put("QUIZBOT_DISCORD_SHARD_TOTAL", "2");
    env.put("QUIZBOT_QUIZ_ANSWER_WINDOW", "20s");
    return env;
  }
}
