package dev.quizbot.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.PrintWriter;
import java.io.StringWriter;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

final class PlainRunTest {

  private final StringWriter err = new StringWriter();

  @Test
  @DisplayName("no arguments and a lone run start the bot without picocli")
  void plainArguments() {
    // GIVEN / WHEN / THEN
    assertThat(PlainRun.matches()).isTrue();
    assertThat(PlainRun.matches("run")).isTrue();
  }

  @Test
  @DisplayName("options, help and other commands are left to picocli")
  void otherArguments() {
    assertThat(PlainRun.matches("run", "--help")).isFalse();
    assertThat(PlainRun.matches("--version")).isFalse();
    assertThat(PlainRun.matches("validate")).isFalse();
    assertThat(PlainRun.matches("Run")).isFalse();
  }

  @Test
  @DisplayName("start returns the status of the bot starter and lets it print to stderr")
  void startReturnsStatus() {
    // GIVEN a starter that reports a failure
    BotStarter starter =
        e -> {
          e.println("quizbot: cannot start");
          return 4;
        };

    // WHEN
    int status = PlainRun.start(starter, new PrintWriter(err, true));

    // THEN
    assertThat(status).isEqualTo(4);
    assertThat(err.toString()).isEqualTo("quizbot: cannot start" + System.lineSeparator());
  }

  @Test
  @DisplayName("a bug in the starter becomes picocli's one line and status 70, no stack trace")
  void bugBecomesOneLine() {
    // GIVEN
    BotStarter starter =
        e -> {
          throw new IllegalStateException("boom");
        };

    // WHEN
    int status = PlainRun.start(starter, new PrintWriter(err, true));

    // THEN
    assertThat(status).isEqualTo(70);
    assertThat(err.toString())
        .isEqualTo(
            "quizbot: unexpected error: java.lang.IllegalStateException: boom"
                + System.lineSeparator());
  }
}
