package dev.quizbot.discord.quiz;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * A prompt shortened for the reveal must not leave a code block open: Discord would then show every
 * choice line after it, with its mark and share, as raw code ("✅ 🇦 **...** — 3 (50%)"). Code in a
 * question is common (a snippet to read), and the long prompts that get shortened are the ones most
 * likely to hold one.
 */
final class RevealMarkdownTest {
  private static final String FENCE = "```";
  private static final List<RevealDescription.ChoiceLine> CHOICES =
      List.of(
          new RevealDescription.ChoiceLine("▫️ 🇦 ", "a = b", " — 1 (50%)"),
          new RevealDescription.ChoiceLine("✅ 🇧 **", "b = a", "** — 1 (50%)"));

  @Test
  @DisplayName("A prompt cut inside its code block gets the block closed before the choices")
  void codeBlockClosedAfterCut() {
    // GIVEN a prompt whose code block runs past where the reveal must cut it
    String prompt = "What does this print?\n" + FENCE + "\n" + "print(1)\n".repeat(500) + FENCE;

    // WHEN the reveal's description is fitted into 4096 characters
    String description = RevealDescription.fit(prompt, CHOICES, 4096);

    // THEN it fits, the prompt was cut, and the choice lines come after a closed code block
    assertThat(description).hasSizeLessThanOrEqualTo(4096).doesNotContain("print(1)\n" + FENCE);
    String beforeChoices = description.substring(0, description.indexOf("▫️ 🇦 "));
    assertThat(fences(beforeChoices) % 2).as("code fences before the choices").isZero();
  }

  @Test
  @DisplayName("A prompt cut after its closed code block is left as it is")
  void closedCodeBlockUntouched() {
    // GIVEN a prompt with a short code block and a long text after it
    String prompt = FENCE + "\nprint(1)\n" + FENCE + "\n" + "x".repeat(5000);

    // WHEN it is fitted
    String description = RevealDescription.fit(prompt, CHOICES, 4096);

    // THEN the block's two fences are all there are before the choices
    String beforeChoices = description.substring(0, description.indexOf("▫️ 🇦 "));
    assertThat(fences(beforeChoices)).isEqualTo(2);
    assertThat(description).hasSizeLessThanOrEqualTo(4096);
  }

  private static int fences(String text) {
    int count = 0;
    for (int at = text.indexOf(FENCE); at >= 0; at = text.indexOf(FENCE, at + FENCE.length())) {
      count++;
    }
    return count;
  }
}
