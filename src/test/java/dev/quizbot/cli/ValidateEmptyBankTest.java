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
import picocli.CommandLine;

/** Validate and the bot agree on a bank without any deck file: it is not clean. */
final class ValidateEmptyBankTest {

  @TempDir Path dir;

  private final StringWriter out = new StringWriter();

  private int validate(Path questions) {
    CommandLine cli = QuizbotCommand.commandLine(BotStarter.NOT_WIRED, questions);
    cli.setOut(new PrintWriter(out, true));
    cli.setErr(new PrintWriter(new StringWriter(), true));
    return cli.execute("validate");
  }

  @Test
  @DisplayName("validate fails and says why on a questions folder holding no deck file")
  void folderWithoutDecksIsNotClean() throws IOException {
    // GIVEN a questions folder whose only file is not a deck (the bot refuses to start on it)
    Path questions = Files.createDirectories(dir.resolve("questions"));
    Files.writeString(questions.resolve("deck.yml.bak"), "id: old\n");

    // WHEN the author checks it
    int status = validate(questions);

    // THEN validate exits non-zero with a line naming the folder, as the bot's refusal implies
    assertThat(status).isNotZero();
    assertThat(out.toString().lines().findFirst())
        .hasValueSatisfying(
            l -> assertThat(l).contains("questions", "no deck file in this folder"));
  }
}
