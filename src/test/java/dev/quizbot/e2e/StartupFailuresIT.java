package dev.quizbot.e2e;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Map;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;

/** The packaged jar refuses to start with one line of cause and remedy and a telling status. */
final class StartupFailuresIT {
  private static final String TOKEN = "Mfake.StartupFailuresIT-token.do-not-log";
  private static final Duration EXIT_TIMEOUT = Duration.ofSeconds(30);

  @TempDir Path dir;
  // A working setup (fake Discord, valid token, temp database); each test breaks one thing.
  @RegisterExtension final JarWorld world = new JarWorld(TOKEN, "data/quizbot.db");

  @Test
  @DisplayName("Without a token the bot exits 2 and says where to put one")
  void noToken() {
    // GIVEN no DISCORD_TOKEN, DISCORD_TOKEN_FILE or discord.tokenFile
    Map<String, String> env = world.environment();
    env.remove("DISCORD_TOKEN");

    // WHEN the jar starts
    JarExit failure = JarExit.run(env, EXIT_TIMEOUT);

    // THEN it exits 2 with one line naming the token settings
    assertThat(failure.status()).isEqualTo(2);
    assertThat(failure.quizbotLines())
        .containsExactly(
            "quizbot: no Discord bot token. Set DISCORD_TOKEN or DISCORD_TOKEN_FILE (a file"
                + " holding the token), or discord.tokenFile in config/quizbot.yaml (README.md,"
                + " \"Discord token\").");
    assertNoStackTrace(failure);
  }

  @Test
  @DisplayName("A token Discord answers with 401 makes the bot exit 5 and ask for a fresh one")
  void tokenRejected() {
    // GIVEN a token the fake Discord does not know
    String wrongToken = "Mfake.wrong-token.never-print-me";
    Map<String, String> env = world.environment();
    env.put("DISCORD_TOKEN", wrongToken);

    // WHEN the jar starts
    JarExit failure = JarExit.run(env, EXIT_TIMEOUT);

    // THEN it exits 5 with the rejection and the remedy, and never prints the token
    assertThat(failure.status()).isEqualTo(5);
    assertThat(failure.quizbotLines())
        .singleElement(org.assertj.core.api.InstanceOfAssertFactories.STRING)
        .startsWith("quizbot: Discord rejected the bot token (401 Unauthorized).")
        .contains("developer portal");
    assertThat(failure.output()).doesNotContain(wrongToken);
    assertNoStackTrace(failure);
  }

  @Test
  @DisplayName("An invalid question bank makes the bot exit 3 and list each problem as file:line")
  void invalidBank() throws IOException {
    // GIVEN a deck whose only question names an answer that is not one of its choices
    Path bank = Files.createDirectories(dir.resolve("questions"));
    Path deck = bank.resolve("broken.yaml");
    Files.writeString(
        deck,
        String.join(
            "\n",
            "id: broken",
            "title: Broken deck",
            "description: A deck with a mistake.",
            "questions:",
            "  - id: broken-001",
            "    topic: memory",
            "    prompt: Which memory is the fastest?",
            "    choices: [Registers, Shared memory, Global memory, Host memory]",
            "    answer: L2 cache",
            "    explanation: Registers are the fastest storage on a GPU.",
            ""));
    Map<String, String> env = world.environment();
    env.put("QUIZBOT_BANK_PATHS", bank.toString());

    // WHEN the jar starts
    JarExit failure = JarExit.run(env, EXIT_TIMEOUT);

    // THEN it exits 3, prints the problem with file and line, then the one-line summary
    assertThat(failure.status()).isEqualTo(3);
    assertThat(failure.output()).containsPattern("broken\\.yaml:\\d+: broken-001: ");
    assertThat(failure.quizbotLines())
        .singleElement(org.assertj.core.api.InstanceOfAssertFactories.STRING)
        .startsWith("quizbot: the question bank is invalid: ");
    assertNoStackTrace(failure);
  }

  @Test
  @DisplayName("A database path that cannot be created makes the bot exit 4 naming database.url")
  void unwritableDatabase() throws IOException {
    // GIVEN a database path whose "folder" is a regular file (root ignores chmod, not this)
    Path notAFolder = Files.writeString(dir.resolve("not-a-folder"), "x");
    Map<String, String> env = world.environment();
    env.put("QUIZBOT_DATABASE_URL", "jdbc:sqlite:" + notAFolder.resolve("quizbot.db"));

    // WHEN the jar starts
    JarExit failure = JarExit.run(env, EXIT_TIMEOUT);

    // THEN it exits 4 with the path and the setting to fix
    assertThat(failure.status()).isEqualTo(4);
    assertThat(failure.quizbotLines())
        .singleElement(org.assertj.core.api.InstanceOfAssertFactories.STRING)
        .contains("not-a-folder")
        .contains("QUIZBOT_DATABASE_URL");
    assertNoStackTrace(failure);
  }

  @Test
  @DisplayName("A bad setting makes the bot exit 2 naming the key, the variable and the limits")
  void badConfigValue() {
    // GIVEN an answer window below the 10 s minimum
    Map<String, String> env = world.environment();
    env.put("QUIZBOT_QUIZ_ANSWER_WINDOW", "5s");

    // WHEN the jar starts
    JarExit failure = JarExit.run(env, EXIT_TIMEOUT);

    // THEN it exits 2 naming where the value came from and what is allowed
    assertThat(failure.status()).isEqualTo(2);
    assertThat(failure.quizbotLines())
        .singleElement(org.assertj.core.api.InstanceOfAssertFactories.STRING)
        .startsWith(
            "quizbot: environment QUIZBOT_QUIZ_ANSWER_WINDOW: quiz.answerWindow: must be between"
                + " 10s and 1h, got 5s.");
    assertNoStackTrace(failure);
  }

  @Test
  @DisplayName("A shard id outside the shard total makes the bot exit 2 naming the ids that fit")
  void shardIdOutsideTotal() {
    // GIVEN a second process configured as shard 2 of 2 (the ids are 0 and 1)
    Map<String, String> env = world.environment();
    env.put("QUIZBOT_DISCORD_SHARD_ID", "2");
    env.put("QUIZBOT_DISCORD_SHARD_TOTAL", "2");

    // WHEN the jar starts
    JarExit failure = JarExit.run(env, EXIT_TIMEOUT);

    // THEN it exits 2 with one line naming the variable, the key and the allowed ids
    assertThat(failure.status()).isEqualTo(2);
    assertThat(failure.quizbotLines())
        .singleElement(org.assertj.core.api.InstanceOfAssertFactories.STRING)
        .startsWith(
            "quizbot: environment QUIZBOT_DISCORD_SHARD_ID: discord.shardId: must be between 0"
                + " and 1 (discord.shardTotal is 2), got 2.");
    assertNoStackTrace(failure);
  }

  private static void assertNoStackTrace(JarExit failure) {
    assertThat(failure.output())
        .as("no stack trace without debug logging")
        .doesNotContainPattern("(?m)^\\s+at [\\w.$]+\\(")
        .doesNotContain("Exception:")
        .doesNotContain(TOKEN);
  }
}
