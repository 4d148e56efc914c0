package dev.quizbot.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code quizbot import FILE.txt > deck.yaml} (standard output, the default) must write UTF-8 even
 * where the JVM's default charset follows a non-UTF-8 locale, as on Java 17 under LANG=C (systemd,
 * cron, minimal CI images), where every non-ASCII character would become '?' in the deck.
 */
final class ImportStdoutEncodingTest {

  private static final String PRACTICE_TEST =
      """
      Interconnect Drill

      Question 1

      Which link joins GPUs inside a DGX — without the CPU?

      Accepted Answer

      NVLink — 900 GB/s per GPU

      Answer

      NVLink gives µs-scale GPU-to-GPU latency.

      Question 2

      Which library runs the collectives?

      Accepted Answer

      NCCL

      Answer

      NCCL implements AllReduce and friends.
      """;

  @Test
  @DisplayName("import to standard output keeps non-ASCII text under a non-UTF-8 locale")
  void stdoutKeepsNonAscii(@TempDir Path dir) throws IOException, InterruptedException {
    // GIVEN a practice test with an em dash and a micro sign, and a JVM started under LANG=C
    Path txt = dir.resolve("drill.txt");
    Files.writeString(txt, PRACTICE_TEST, StandardCharsets.UTF_8);
    Path captured = dir.resolve("deck.yaml");
    String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
    ProcessBuilder process =
        new ProcessBuilder(
                List.of(
                    java,
                    "-Dfile.encoding=ANSI_X3.4-1968",
                    "-cp",
                    System.getProperty("java.class.path"),
                    "dev.quizbot.Main",
                    "import",
                    txt.toString()))
            .redirectOutput(captured.toFile())
            .redirectError(ProcessBuilder.Redirect.DISCARD);
    process.environment().put("LANG", "C");
    process.environment().put("LC_ALL", "C");

    // WHEN the author runs `quizbot import drill.txt > deck.yaml`
    Process run = process.start();
    assertThat(run.waitFor(60, TimeUnit.SECONDS)).isTrue();

    // THEN the deck holds the text as written, not '?' in place of each non-ASCII character
    assertThat(run.exitValue()).isZero();
    assertThat(Files.readString(captured, StandardCharsets.UTF_8))
        .contains("NVLink — 900 GB/s per GPU", "µs-scale");
  }
}
