package dev.quizbot.bank;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
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

  @Test
  @DisplayName("the shipped bank's correct answers are spread evenly over the choice positions")
  void correctAnswersSpreadEvenly() throws IOException {
    // GIVEN the shipped bank (spec: "its correct answer is spread evenly over positions before
    // shuffling", so an author's habit of putting it first shows nowhere, shuffled or not)
    assumeTrue(hasFiles(QUESTIONS), "questions/ is not in this checkout");
    List<Question> questions = new BankLoader().load(QUESTIONS).bank().questions();

    // WHEN the positions of the correct answers are counted, per number of choices
    Map<Integer, int[]> byChoiceCount = new TreeMap<>();
    for (Question q : questions) {
      byChoiceCount.computeIfAbsent(q.choices().size(), n -> new int[n])[q.answerIndex()]++;
    }

    // THEN within each group the positions differ by at most two questions (the 69 shipped
    // questions of 4 choices: 18/17/17/17; an author's habit would show as e.g. 30 at A)
    for (Map.Entry<Integer, int[]> group : byChoiceCount.entrySet()) {
      int[] counts = group.getValue();
      int min = Arrays.stream(counts).min().orElseThrow();
      int max = Arrays.stream(counts).max().orElseThrow();
      assertThat(max - min)
          .as(
              "correct positions of the %d-choice questions: %s",
              group.getKey(), Arrays.toString(counts))
          .isLessThanOrEqualTo(2);
    }
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
