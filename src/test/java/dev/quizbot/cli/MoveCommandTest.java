package dev.quizbot.cli;

import static org.assertj.core.api.Assertions.assertThat;

import dev.quizbot.storage.Database;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.Map;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import picocli.CommandLine;

/** {@code quizbot move} given a target it cannot use: no PostgreSQL needed to see the answer. */
final class MoveCommandTest {
  @TempDir Path dir;
  private final Map<String, String> env = new HashMap<>();
  private final StringWriter out = new StringWriter();
  private final StringWriter err = new StringWriter();

  private int run(String... args) {
    CommandLine cli = QuizbotCommand.commandLine(BotStarter.NOT_WIRED, dir, env);
    cli.setOut(new PrintWriter(out, true));
    cli.setErr(new PrintWriter(err, true));
    return cli.execute(args);
  }

  @org.junit.jupiter.api.Test
  @DisplayName(
      "a --from that is no Quizbot database is refused (exit 3) and leaves no lock file beside it")
  void foreignSourceLeavesNoLockFile() throws Exception {
    Path junk = Files.writeString(dir.resolve("junk.bin"), "not a database at all");

    int status =
        run("move", "--from", junk.toString(), "--to", "jdbc:postgresql://127.0.0.1:1/quizbot");

    assertThat(status).as(err.toString()).isEqualTo(3);
    assertThat(err.toString()).contains("junk.bin").doesNotContain("Exception");
    assertThat(dir.resolve("junk.bin.running")).doesNotExist();
    assertThat(Files.readString(junk)).isEqualTo("not a database at all");
  }

  @ParameterizedTest(name = "{0}")
  @ValueSource(
      strings = {
        "postgres://db/x?password=s3cret",
        "jdbc:sqlite:other.db",
        "jdbc:postgresql:/",
        "jdbc:postgresql://db:99999/x?password=s3cret",
        "jdbc:postgresql://admin:s3cret@db/x",
        "jdbc:postgresql://db.example:5432/"
      })
  @DisplayName(
      "a URL that is not a usable target is a usage error (exit 2) saying what a valid one looks"
          + " like, with no password and nothing changed")
  void badTargetUrl(String url) throws Exception {
    Path sqlite = dir.resolve("quizbot.db");
    Database.openSqlite(sqlite).close();
    byte[] before = Files.readAllBytes(sqlite);

    assertThat(run("move", "--from", sqlite.toString(), "--to", url)).isEqualTo(2);

    assertThat(err.toString())
        .startsWith("quizbot move: --to ")
        .contains("is not a usable target", "jdbc:postgresql://HOST[:PORT]/DB")
        .doesNotContain("s3cret", "unexpected error", "Exception")
        .hasLineCount(1);
    assertThat(Files.readAllBytes(sqlite)).isEqualTo(before);
  }

  @Test
  @DisplayName("a password in a URL the move cannot reach is printed masked")
  void passwordIsMaskedInFailures() {
    Path sqlite = dir.resolve("missing.db");
    assertThat(
            run(
                "move",
                "--from",
                sqlite.toString(),
                "--to",
                "jdbc:postgresql://127.0.0.1:1/x?user=u&password=s3cret"))
        .isEqualTo(3); // no SQLite file there: refused before connecting
    assertThat(err.toString()).doesNotContain("s3cret");
  }

  @Test
  @DisplayName("the help names QUIZBOT_MOVE_PASSWORD first and says a URL's password is masked")
  void helpOnPassword() {
    assertThat(run("move", "--help")).isZero();
    assertThat(out.toString().replaceAll("\\s+", " "))
        .contains("QUIZBOT_MOVE_PASSWORD (recommended")
        .contains("password=***");
  }

  @Test
  @DisplayName(
      "after a verified move, the next step gives database.url without the password (no ***"
          + " to paste) and says to give it in QUIZBOT_DATABASE_PASSWORD")
  void nextStepHasNoPassword() {
    // The success path needs PostgreSQL; the line it prints is built here.
    String line =
        MoveCommand.nextStep(
            "jdbc:postgresql://db.example:5432/quizbot?password=s3;cret&ssl=true", "bot");
    assertThat(line)
        .contains("set database.url to jdbc:postgresql://db.example:5432/quizbot?ssl=true ")
        .contains("database.user to bot")
        .contains("QUIZBOT_DATABASE_PASSWORD")
        .doesNotContain("s3", "cret", "***", "password=");
    assertThat(MoveCommand.nextStep("jdbc:postgresql://db/quizbot", null))
        .contains("set database.url to jdbc:postgresql://db/quizbot (and database.user)")
        .contains("QUIZBOT_DATABASE_PASSWORD");
  }
}
