package dev.quizbot.bank;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.stream.Stream;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

final class ShippedBankTest {

  /** Maven runs tests in the project's base folder. */
  private static final Path QUESTIONS = Path.of("questions");

  @Test
  @DisplayName("the shipped questions/ folder validates clean and holds at least 50 questions")
  void shippedBankIsClean() throws IOException {
    // Skipped only while the folder is absent (content is authored on its own branch).
    assumeTrue(hasFiles(QUESTIONS), "questions/ is not in this checkout");

    LoadResult result = new BankLoader().load(QUESTIONS);

    assertThat(result.problems()).extracting(Problem::format).isEmpty();
    assertThat(result.bank().size()).isGreaterThanOrEqualTo(50);
  }

  private static boolean hasFiles(Path folder) throws IOException {
    if (!Files.isDirectory(folder)) {
      return false;
    }
    try (Stream<Path> files = Files.walk(folder)) {
      return files.anyMatch(Files::isRegularFile);
    }
  }
}
