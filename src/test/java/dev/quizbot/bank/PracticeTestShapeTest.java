package dev.quizbot.bank;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The practice-test text form: a missing title line and footer detection. */
final class PracticeTestShapeTest {

  private final BankLoader loader = new BankLoader();

  private static String block(int n, String prompt, String answer, String explanation) {
    return "Question %d\n\n%s\n\nAccepted Answer\n\n%s\n\nAnswer\n\n%s\n\n"
        .formatted(n, prompt, answer, explanation);
  }

  @Test
  @DisplayName("a practice test pasted without its title line does not silently lose Question 1")
  void missingTitleLineDoesNotSwallowFirstQuestion(@TempDir Path dir) {
    // GIVEN a practice test whose first line is already 'Question 1' (the title was not copied)
    Path file =
        Fixtures.write(
            dir,
            "pasted.txt",
            block(1, "Which collective sums gradients on every rank?", "AllReduce", "E1.")
                + block(2, "Which technique recomputes activations?", "Checkpointing", "E2.")
                + block(3, "Which link joins GPUs inside a DGX?", "NVLink", "E3."));

    // WHEN the bank is loaded
    LoadResult result = loader.load(file);

    // THEN Question 1 is loaded, or the missing title is reported at line 1
    assertThat(result)
        .satisfiesAnyOf(
            r -> assertThat(r.bank().questions()).extracting(Question::id).contains("pasted-q1"),
            r ->
                assertThat(r.problems())
                    .anySatisfy(
                        p -> {
                          assertThat(p.line()).isEqualTo(1);
                          assertThat(p.message()).containsIgnoringCase("title");
                        }));
  }

  @Test
  @DisplayName("a last explanation that mentions 'practice test' is kept, not taken for a footer")
  void lastExplanationMentioningPracticeTestIsKept(@TempDir Path dir) {
    // GIVEN a practice test whose last explanation is a sentence containing "practice test"
    String explanation =
        "FP32 master weights stay on every GPU; the practice test often asks this.";
    Path file =
        Fixtures.write(
            dir,
            "mp.txt",
            "Mixed Precision Drill\n\n"
                + block(1, "Which collective sums gradients on every rank?", "AllReduce", "E1.")
                + block(2, "Where are FP32 master weights kept?", "On each GPU", explanation)
                + "Mixed Precision Drill\n");

    // WHEN the bank is loaded
    LoadResult result = loader.load(file);

    // THEN the file is clean and Question 2 keeps its whole explanation
    assertThat(result.problems()).isEmpty();
    assertThat(result.bank().question("mp-q2"))
        .hasValueSatisfying(q -> assertThat(q.explanation()).isEqualTo(explanation));
  }
}
