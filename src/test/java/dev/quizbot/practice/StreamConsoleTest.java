package dev.quizbot.practice;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayInputStream;
import java.io.PipedInputStream;
import java.io.PipedOutputStream;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** Plain streams' keys, and their end on Ctrl-C ({@link StreamConsole#endInput}). */
final class StreamConsoleTest {

  @Test
  @DisplayName("endInput: the keys not yet read are dropped, the next read is the end of input")
  void endInputDropsPendingKeys() throws Exception {
    StreamConsole console =
        new StreamConsole(
            new ByteArrayInputStream("ab".getBytes(StandardCharsets.UTF_8)),
            new PrintWriter(new StringWriter()),
            Style.PLAIN);
    assertThat(console.read(Duration.ofSeconds(10))).isEqualTo('a');

    console.endInput();

    assertThat(console.read(Duration.ofSeconds(10))).isEqualTo(KeyMap.END_OF_INPUT);
    assertThat(console.read(null)).isEqualTo(KeyMap.END_OF_INPUT);
  }

  @Test
  @DisplayName("endInput wakes a read waiting on an input that stays open and silent")
  void endInputWakesAWaitingRead() throws Exception {
    try (PipedOutputStream keys = new PipedOutputStream();
        PipedInputStream in = new PipedInputStream(keys)) {
      StreamConsole console =
          new StreamConsole(in, new PrintWriter(new StringWriter()), Style.PLAIN);
      CompletableFuture<Integer> read = CompletableFuture.supplyAsync(() -> console.read(null));
      Thread.sleep(100);
      assertThat(read).isNotDone();

      console.endInput();

      assertThat(read.get(10, TimeUnit.SECONDS)).isEqualTo(KeyMap.END_OF_INPUT);
    }
  }
}
