package dev.quizbot.e2e.exam;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.quizbot.app.BankInvalidException;
import dev.quizbot.cli.BotStarter;
import dev.quizbot.cli.QuizbotCommand;
import dev.quizbot.e2e.AppBot;
import dev.quizbot.testing.TestClock;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import picocli.CommandLine;

/**
 * An {@code exam:} block with bad weights: {@code quizbot validate} and the bot's start both say
 * which file and line, and the bot stores nothing (it never opens its database).
 */
final class ExamBadBlockTest {

  @TempDir Path dir;

  private Path badDeck() throws Exception {
    Path questions = Files.createDirectories(dir.resolve("questions"));
    String seed = Files.readString(Path.of("questions", "nca-seed.yaml"));
    String withExam =
        seed.replaceFirst(
            "(?m)^questions:",
            "exam:\n  questions: 5\n  weights:\n    parallelism: 50\n    memory: 40\nquestions:");
    Files.writeString(questions.resolve("nca-seed.yaml"), withExam);
    return questions;
  }

  @Test
  @DisplayName("validate reports weights that do not add up to 100 with file and line")
  void validateReports() throws Exception {
    Path questions = badDeck();
    StringWriter out = new StringWriter();
    CommandLine cli = QuizbotCommand.commandLine(BotStarter.NOT_WIRED, questions);
    cli.setOut(new PrintWriter(out, true));
    cli.setErr(new PrintWriter(out, true));
    assertThat(cli.execute("validate")).isNotZero();
    assertThat(out.toString()).contains("nca-seed.yaml:9").contains("add up to 90");
  }

  @Test
  @DisplayName("the bot refuses to start on it, names the problem, and creates no database")
  void startRefused() throws Exception {
    Path questions = badDeck();
    Path database = dir.resolve("quizbot.db");
    AppBot bot =
        new AppBot(new TestClock(Instant.parse("2026-03-02T12:00:00Z")), database)
            .with("QUIZBOT_BANK_PATHS", questions.toString());
    assertThatThrownBy(() -> bot.start("http://127.0.0.1:9", "ws://127.0.0.1:9", "Mfake.x.y"))
        .isInstanceOfSatisfying(
            BankInvalidException.class,
            e ->
                assertThat(e.result().problems())
                    .anySatisfy(
                        p -> {
                          assertThat(p.line()).isEqualTo(9);
                          assertThat(p.message()).contains("add up to 90");
                        }));
    assertThat(database).doesNotExist();
  }
}
