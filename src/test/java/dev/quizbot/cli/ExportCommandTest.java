package dev.quizbot.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code quizbot export}: what it refuses, and what it keeps of a deck. */
final class ExportCommandTest {

  @TempDir Path dir;

  private final StringWriter out = new StringWriter();
  private final StringWriter err = new StringWriter();

  private int run(String... args) {
    return QuizbotCommand.execute(
        BotStarter.NOT_WIRED, dir, new PrintWriter(out), new PrintWriter(err), args);
  }

  private static final String DECK_WITH_A_BAD_ANSWER =
      """
      id: d
      title: A deck
      questions:
        - id: d-1
          topic: general
          prompt: Good?
          choices: [yes, no]
          answer: yes
          explanation: Because.
        - id: d-2
          topic: general
          prompt: Bad?
          choices: [yes, no]
          answer: maybe
          explanation: Because.
      """;

  @Test
  @DisplayName("a deck id in a bank with problems is refused with the same lines as its file")
  void deckIdWithProblemsRefused() throws IOException {
    Path bank = Files.createDirectories(dir.resolve("bank"));
    Path file = Files.writeString(bank.resolve("d.yaml"), DECK_WITH_A_BAD_ANSWER);

    int byFile = run("export", file.toString(), "--format", "csv");
    String fileProblems = err.toString();
    err.getBuffer().setLength(0);
    int byId = run("export", "d", "--bank", bank.toString(), "--format", "csv");

    assertThat(byFile).isEqualTo(1);
    assertThat(fileProblems)
        .contains(file + ":14: d-2: answer \"maybe\" is not one of the choices");
    assertThat(byId).isEqualTo(1);
    assertThat(err.toString()).isEqualTo(fileProblems);
    assertThat(out.toString()).isEmpty();
  }
}
