package dev.quizbot.config;

import static org.assertj.core.api.Assertions.assertThat;

import dev.quizbot.discord.DiscordConnection;
import dev.quizbot.storage.StorageException;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import net.dv8tion.jda.api.exceptions.InvalidTokenException;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

final class StartupFailureTest {

  @Test
  @DisplayName("a missing token is one line of cause and remedy with exit status 2")
  void missingToken() {
    ConfigException e =
        new ConfigException("no Discord bot token", "Set DISCORD_TOKEN or DISCORD_TOKEN_FILE");

    StartupFailure failure = StartupFailure.of(e);

    assertThat(failure.exitCode()).isEqualTo(2);
    assertThat(failure.line())
        .isEqualTo("quizbot: no Discord bot token. Set DISCORD_TOKEN or DISCORD_TOKEN_FILE.");
  }

  @Test
  @DisplayName("several config problems share one line")
  void severalConfigProblems() {
    ConfigException e =
        new ConfigException(
            List.of("f.yaml:2: quiz.cooldown: bad", "f.yaml:3: health.port: bad"), "Fix them");

    assertThat(StartupFailure.of(e).line())
        .isEqualTo("quizbot: f.yaml:2: quiz.cooldown: bad; f.yaml:3: health.port: bad. Fix them.");
  }

  @Test
  @DisplayName("a database failure, even wrapped, exits 4 and points at database.url")
  void databaseFailure() {
    RuntimeException wrapped =
        new RuntimeException(
            new StorageException("cannot open the database at jdbc:sqlite:/ro/q.db: readonly"));

    StartupFailure failure = StartupFailure.of(wrapped);

    assertThat(failure.exitCode()).isEqualTo(4);
    assertThat(failure.line())
        .startsWith("quizbot: cannot open the database at jdbc:sqlite:/ro/q.db: readonly. Check")
        .contains("QUIZBOT_DATABASE_URL");
  }

  @Test
  @DisplayName("JDA's InvalidTokenException is recognised as a rejected token, exit 5")
  void tokenRejected() throws Exception {
    Throwable jda = new InvalidTokenException();

    StartupFailure failure =
        StartupFailure.of(
            new IllegalStateException("login failed", jda), DiscordConnection::isTokenRejected);

    assertThat(failure.exitCode()).isEqualTo(5);
    assertThat(failure.line()).startsWith("quizbot: Discord rejected the bot token (401");
  }

  @Test
  @DisplayName("an invalid bank exits 3 with the validator's message")
  void bankInvalid() {
    StartupFailure failure =
        StartupFailure.bankInvalid("questions/a.yaml:12: question q3 has no correct answer", false);

    assertThat(failure.exitCode()).isEqualTo(3);
    assertThat(failure.line())
        .startsWith(
            "quizbot: the question bank is invalid: questions/a.yaml:12: question q3 has no"
                + " correct answer. Fix");
  }

  @Test
  @DisplayName("a bank with no question at all points at bank.paths, not at a deck file to fix")
  void bankWithoutQuestions() {
    StartupFailure failure = StartupFailure.bankInvalid("questions: no deck file", true);

    assertThat(failure.exitCode()).isEqualTo(3);
    assertThat(failure.line())
        .contains("Point bank.paths (QUIZBOT_BANK_PATHS) at the folder that holds the decks")
        .doesNotContain("Fix the deck file");
  }

  @Test
  @DisplayName("an unexpected exception exits 1 and says how to get details")
  void unexpected() {
    StartupFailure failure = StartupFailure.of(new IllegalStateException("boom"));

    assertThat(failure.exitCode()).isEqualTo(1);
    assertThat(failure.line())
        .isEqualTo(
            "quizbot: unexpected failure at start-up: IllegalStateException: boom. Run with"
                + " QUIZBOT_LOG_LEVEL=DEBUG to see the stack trace, and report it.");
  }

  @Test
  @DisplayName("a multi-line message still gives exactly one line")
  void oneLineOnly() {
    StartupFailure failure = StartupFailure.of(new StorageException("first\nsecond\r\nthird"));

    assertThat(failure.line())
        .doesNotContain("\n")
        .doesNotContain("\r")
        .contains("first second third");
  }

  @Test
  @DisplayName("without debug the report is the line alone")
  void reportWithoutDebug() {
    ByteArrayOutputStream bytes = new ByteArrayOutputStream();

    int status =
        StartupFailure.of(new StorageException("down"))
            .report(new PrintStream(bytes, true, StandardCharsets.UTF_8), false);

    assertThat(status).isEqualTo(4);
    assertThat(bytes.toString(StandardCharsets.UTF_8).lines()).hasSize(1);
  }

  @Test
  @DisplayName("with debug the report adds the stack trace")
  void reportWithDebug() {
    ByteArrayOutputStream bytes = new ByteArrayOutputStream();

    StartupFailure.of(new StorageException("down"))
        .report(new PrintStream(bytes, true, StandardCharsets.UTF_8), true);

    assertThat(bytes.toString(StandardCharsets.UTF_8))
        .contains("dev.quizbot.storage.StorageException: down")
        .contains("\tat ");
  }
}
