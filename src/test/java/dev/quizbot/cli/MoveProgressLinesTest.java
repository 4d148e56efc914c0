package dev.quizbot.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.PrintWriter;
import java.io.StringWriter;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

final class MoveProgressLinesTest {
  private final StringWriter err = new StringWriter();

  private void copyAnswers(MoveProgressLines progress) {
    progress.started("answers", 10_000);
    for (long n = 5_000; n <= 10_000; n += 5_000) {
      progress.copied(n);
    }
    progress.finished("answers", 10_000);
  }

  @Test
  @DisplayName("on a terminal: a bar redrawn in place, one line per table when it is done")
  void terminalBar() {
    copyAnswers(new MoveProgressLines(new PrintWriter(err), true));
    assertThat(err.toString())
        .contains("\ranswers", "[###############...............]  50% 5,000/10,000")
        .contains("100% 10,000/10,000")
        .endsWith(System.lineSeparator());
    assertThat(err.toString().chars().filter(c -> c == '\n').count()).isOne();
  }

  @Test
  @DisplayName("not on a terminal: one plain line per table, no carriage returns")
  void plainLines() {
    copyAnswers(new MoveProgressLines(new PrintWriter(err), false));
    assertThat(err.toString()).isEqualTo("answers: 10,000 rows copied" + System.lineSeparator());
  }
}
