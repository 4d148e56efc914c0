package dev.quizbot.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import picocli.CommandLine;

final class QuizbotCommandTest {

  @TempDir Path dir;

  private final StringWriter out = new StringWriter();
  private final StringWriter err = new StringWriter();

  private int run(BotStarter starter, String... args) {
    CommandLine cli = QuizbotCommand.commandLine(starter, dir.resolve("questions"));
    cli.setOut(new PrintWriter(out, true));
    cli.setErr(new PrintWriter(err, true));
    return cli.execute(args);
  }

  private int run(String... args) {
    return run(BotStarter.NOT_WIRED, args);
  }

  private static Path seed() throws URISyntaxException {
    return Path.of(QuizbotCommandTest.class.getResource("/bank/seed.txt").toURI());
  }

  private static final String BAD_DECK =
      """
      id: bad
      title: Bad deck
      questions:
        - id: bad-1
          topic: memory
          prompt: P?
          choices: [a, b]
          answer: c
          explanation: E.
      """;

  @Test
  @DisplayName("no arguments runs the bot, which says it is not wired yet and exits 2")
  void defaultIsRun() {
    int status = run();

    assertThat(status).isEqualTo(2);
    assertThat(err.toString())
        .isEqualTo("quizbot: the bot is not wired yet" + System.lineSeparator());
  }

  @Test
  @DisplayName("run calls the bot starter it was given and returns its status")
  void runCallsStarter() {
    int status =
        run(
            e -> {
              e.println("started");
              return 0;
            },
            "run");

    assertThat(status).isZero();
    assertThat(err.toString()).contains("started");
  }

  @Test
  @DisplayName("validate on a clean deck prints the summary and exits 0")
  void validateClean() throws Exception {
    int status = run("validate", seed().toString());

    assertThat(status).isZero();
    assertThat(out.toString().lines()).containsExactly("1 decks, 5 questions, 0 problems");
  }

  @Test
  @DisplayName("validate --stats adds the choice-length strategies' scores after the summary")
  void validateStats() throws Exception {
    int status = run("validate", "--stats", seed().toString());

    assertThat(status).isZero();
    assertThat(out.toString().lines())
        .hasSize(2)
        .first()
        .isEqualTo("1 decks, 5 questions, 0 problems");
    assertThat(out.toString().lines().toList().get(1))
        .matches(
            "choice-length strategies over 5 questions: longest \\d+\\.\\d %, shortest"
                + " \\d+\\.\\d %, second-longest \\d+\\.\\d % \\(blind guessing \\d+\\.\\d %\\)");
  }

  @Test
  @DisplayName("validate prints each problem as FILE:LINE: ID: message, the summary, and exits 1")
  void validateProblems() throws IOException {
    Path deck = Files.writeString(dir.resolve("bad.yaml"), BAD_DECK);

    int status = run("validate", deck.toString());

    assertThat(status).isEqualTo(1);
    assertThat(out.toString().lines())
        .containsExactly(
            deck
                + ":8: bad-1: answer \"c\" is not one of the choices; give the exact text of the"
                + " correct choice",
            "1 decks, 0 questions, 1 problems");
  }

  @Test
  @DisplayName("validate without a path checks the default questions folder")
  void validateDefaultFolder() throws IOException {
    Files.createDirectories(dir.resolve("questions"));
    Files.writeString(dir.resolve("questions/bad.yaml"), BAD_DECK);

    int status = run("validate");

    assertThat(status).isEqualTo(1);
    assertThat(out.toString()).contains("questions", "bad.yaml:8: bad-1:");
  }

  @Test
  @DisplayName("import prints the practice test as a YAML deck on standard output")
  void importToStdout() throws Exception {
    int status = run("import", seed().toString());

    assertThat(status).isZero();
    assertThat(out.toString())
        .contains("id: seed\n", "  - id: seed-q5\n", "source: \"seed.txt, Question 5\"");
    assertThat(err.toString()).isEmpty();
  }

  @Test
  @DisplayName("import -o writes a deck file that validates clean")
  void importToFile() throws Exception {
    Path target = dir.resolve("out/seed.yaml");

    int status = run("import", seed().toString(), "-o", target.toString());

    assertThat(status).isZero();
    assertThat(target).exists();
    out.getBuffer().setLength(0);
    assertThat(run("validate", target.toString())).isZero();
  }

  @Test
  @DisplayName("import of a block without Accepted Answer names the line and question, exit 1")
  void importMalformed() throws IOException {
    Path file =
        Files.writeString(
            dir.resolve("broken.txt"),
            "T\n\nQuestion 1\n\nP?\n\nAnswer\n\nE.\n\n"
                + "Question 2\n\nQ?\n\nAccepted Answer\n\nA\n\nAnswer\n\nE.\n\n"
                + "Question 3\n\nR?\n\nAccepted Answer\n\nB\n\nAnswer\n\nF.\n");

    int status = run("import", file.toString());

    assertThat(status).isEqualTo(1);
    assertThat(err.toString().lines())
        .containsExactly(file + ":3: Question 1: missing 'Accepted Answer'");
    assertThat(out.toString()).isEmpty();
  }

  @Test
  @DisplayName("import refuses a Quizbot deck: it needs no import")
  void importRefusesYaml() throws IOException {
    Path file = Files.writeString(dir.resolve("deck.yaml"), BAD_DECK);

    int status = run("import", file.toString());

    assertThat(status).isEqualTo(1);
    assertThat(err.toString()).startsWith(file + ": already a Quizbot deck");
  }

  @Test
  @DisplayName("an unknown option is a usage error with exit 2 and no stack trace")
  void unknownOption() {
    int status = run("validate", "--frobnicate");

    assertThat(status).isEqualTo(2);
    assertThat(err.toString()).contains("Unknown option: '--frobnicate'").doesNotContain("at dev.");
  }

  @Test
  @DisplayName(
      "a token given on the command line is refused without echoing it, pointing to DISCORD_TOKEN")
  void tokenArgumentRefusedUnechoed() {
    // GIVEN an operator who tries to pass the bot token as an option or a bare argument (the spec:
    // the token is never accepted as a command-line argument, nor logged)
    String token = "Mfake.commandline-token.do-not-echo";
    for (String[] args :
        new String[][] {
          {"run", "--token", token}, {"run", "--token=" + token}, {"run", token}, {"--token", token}
        }) {
      StringWriter errors = new StringWriter();
      CommandLine cli =
          QuizbotCommand.commandLine(
              e -> {
                throw new AssertionError("the bot must not start");
              },
              dir.resolve("questions"));
      cli.setOut(new PrintWriter(out, true));
      cli.setErr(new PrintWriter(errors, true));

      // WHEN the command line is run
      int status = cli.execute(args);

      // THEN it is a usage error that names where the token goes, and the token is not printed
      // (stderr ends up in docker logs and journald)
      assertThat(status).as(String.join(" ", args)).isEqualTo(2);
      assertThat(errors.toString())
          .as(String.join(" ", args))
          .doesNotContain(token)
          .contains("DISCORD_TOKEN");
    }
  }

  @Test
  @DisplayName("--help after a command that does not exist is a usage error (exit 2), not help")
  void helpOfUnknownCommandIsAnError() {
    int status = run("reports", "--help");

    assertThat(status).isEqualTo(2);
    assertThat(out.toString()).doesNotContain("Usage:");
    assertThat(err.toString()).contains("Commands: ").contains("quizbot --help");
  }

  @Test
  @DisplayName("--help of an existing command still prints its help and exits 0")
  void helpOfKnownCommand() {
    int status = run("validate", "--help");

    assertThat(status).isZero();
    assertThat(out.toString()).contains("Usage: quizbot validate");
  }
}
