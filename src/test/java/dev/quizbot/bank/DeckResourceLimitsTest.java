package dev.quizbot.bank;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A deck file from an untrusted contributor must not be able to exhaust the bot's heap (64 MiB in
 * config/jvm.options): measured before these limits, a 1 MB YAML list of 500,000 one-letter choices
 * or a 5 MB prompt ended the bot (and `quizbot validate`) with "OutOfMemoryError" and no file
 * named. Such files are refused with a problem that names the file and says how to fix it.
 */
final class DeckResourceLimitsTest {

  private static final int FOUR_MIB = 4 * 1024 * 1024;

  private final BankLoader loader = new BankLoader();

  @Test
  @DisplayName("A deck file over 4 MiB is refused with its size and the remedy, and loads nothing")
  void oversizedFileRefused(@TempDir Path dir) {
    // GIVEN a valid deck padded by a YAML comment to just over 4 MiB
    String deck = Fixtures.yamlDeck("big", "big-1");
    String padding = "#" + "x".repeat(FOUR_MIB - deck.length()) + "\n";
    Path file = Fixtures.write(dir, "big.yaml", deck + padding);

    // WHEN the bank is loaded
    LoadResult result = loader.load(file);

    // THEN the file is refused as too large, named, with the limit and how to fix it
    assertThat(result.bank().size()).isZero();
    assertThat(result.problems())
        .singleElement()
        .satisfies(p -> assertThat(p.file()).isEqualTo(file))
        .satisfies(
            p ->
                assertThat(p.message())
                    .contains("4.0 MiB")
                    .contains("at most 4 MiB")
                    .contains("split"));
  }

  @Test
  @DisplayName("A small file holding over 100,000 values is refused before it fills the heap")
  void tooManyValuesRefused(@TempDir Path dir) {
    // GIVEN a 300 KB deck whose choices list holds 150,000 one-letter values
    String choices = "a, ".repeat(150_000) + "b";
    String deck =
        """
        id: dense
        title: Dense
        questions:
          - id: dense-1
            topic: memory
            prompt: Which one?
            choices: [%s]
            answer: b
            explanation: Because.
        """
            .formatted(choices);
    Path file = Fixtures.write(dir, "dense.yaml", deck);

    // WHEN the bank is loaded
    LoadResult result = loader.load(file);

    // THEN the file is refused at the line where the budget ran out, saying how to fix it
    assertThat(result.bank().size()).isZero();
    assertThat(result.problems())
        .singleElement()
        .satisfies(p -> assertThat(p.line()).isEqualTo(7))
        .satisfies(
            p ->
                assertThat(p.message())
                    .contains("more than 100,000 values")
                    .contains("split it into several decks"));
  }

  @Test
  @DisplayName("The same value budget holds for a JSON deck")
  void tooManyValuesRefusedInJson(@TempDir Path dir) {
    // GIVEN a JSON deck whose questions list holds 150,000 numbers
    String numbers = "0,".repeat(150_000) + "0";
    Path file =
        Fixtures.write(
            dir,
            "dense.json",
            "{\"id\": \"dense\", \"title\": \"Dense\", \"questions\": [" + numbers + "]}");

    // WHEN the bank is loaded
    LoadResult result = loader.load(file);

    // THEN it is refused for its value count, not reported 150,000 times
    assertThat(result.problems())
        .singleElement()
        .satisfies(p -> assertThat(p.message()).contains("more than 100,000 values"));
  }

  @Test
  @DisplayName("A practice-test file of more than 2,000 questions is refused at the first one over")
  void practiceTestTooLongRefused(@TempDir Path dir) {
    // GIVEN an 80 KB practice test of 2,001 short questions: each one's wrong choices are drawn
    // from all the others, so loading grows with the square of their number (measured at the
    // bot's JVM options: 4,000 questions took 30 s, 20,000 did not finish in 10 minutes)
    StringBuilder text = new StringBuilder("Generated practice test\n");
    for (int n = 1; n <= 2_001; n++) {
      text.append("Question ").append(n).append("\nWhat is item ").append(n).append("?\n");
      text.append("Accepted Answer\nItem ").append(n).append("\nAnswer\nBecause.\n");
    }
    Path file = Fixtures.write(dir, "long.txt", text.toString());

    // WHEN the bank is loaded
    LoadResult result = loader.load(file);

    // THEN the file is refused at question 2,001's line, with the limit and how to fix it
    assertThat(result.bank().size()).isZero();
    assertThat(result.problems())
        .singleElement()
        .satisfies(p -> assertThat(p.line()).isEqualTo(2 + 6 * 2_000))
        .satisfies(
            p ->
                assertThat(p.message())
                    .contains("2,001 questions, more than 2,000")
                    .contains("split it into several files"));
  }
}
