package dev.quizbot.bank;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * YAML features a deck does not need and a hostile or careless file could abuse: aliases (Jackson
 * reads {@code *name} as the text "name", so an alias would silently become a question's text) and
 * deep nesting.
 */
final class HostileYamlTest {

  private final BankLoader loader = new BankLoader();

  @Test
  @DisplayName("A YAML alias is refused with its line, not read as its anchor's name")
  void aliasRefused(@TempDir Path dir) {
    // GIVEN a deck whose explanation is an alias of the prompt
    Path file =
        Fixtures.write(
            dir,
            "alias.yaml",
            """
            id: alias
            title: Alias
            questions:
              - id: alias-1
                topic: memory
                prompt: &p Which one is right?
                choices: [alpha, beta]
                answer: alpha
                explanation: *p
            """);

    // WHEN the bank is loaded
    LoadResult result = loader.load(file);

    // THEN the alias is a problem at its line that says what to write instead
    assertThat(result.bank().size()).isZero();
    assertThat(result.problems())
        .singleElement()
        .satisfies(p -> assertThat(p.line()).isEqualTo(9))
        .satisfies(
            p -> assertThat(p.message()).contains("alias '*p'").contains("write the text out"));
  }

  @Test
  @DisplayName("A billion-laughs document is refused at its first alias, nothing expanded")
  void billionLaughsRefused(@TempDir Path dir) {
    // GIVEN choices that would expand to 9^9 items if aliases were followed
    StringBuilder yaml = new StringBuilder("id: lol\ntitle: Lol\nlol0: &a0 [lol, lol, lol]\n");
    for (int level = 1; level <= 9; level++) {
      String previous = "*a" + (level - 1);
      yaml.append("lol").append(level).append(": &a").append(level).append(" [");
      yaml.append(String.join(", ", java.util.Collections.nCopies(9, previous))).append("]\n");
    }
    yaml.append("questions: *a9\n");
    Path file = Fixtures.write(dir, "lol.yaml", yaml.toString());

    // WHEN the bank is loaded
    LoadResult result = loader.load(file);

    // THEN it is refused at the first alias (line 4), with no value budget or heap spent on it
    assertThat(result.bank().size()).isZero();
    assertThat(result.problems())
        .singleElement()
        .satisfies(p -> assertThat(p.line()).isEqualTo(4))
        .satisfies(p -> assertThat(p.message()).contains("alias '*a0'"));
  }

  @Test
  @DisplayName("A document nested 5,000 lists deep is a parse problem, not a stack overflow")
  void deepNestingRefused(@TempDir Path dir) {
    // GIVEN questions nested 5,000 lists deep
    Path file =
        Fixtures.write(
            dir,
            "deep.yaml",
            "id: deep\ntitle: Deep\nquestions: " + "[".repeat(5000) + "]".repeat(5000) + "\n");

    // WHEN the bank is loaded on a thread with the bot's 512 KiB stack (config/jvm.options)
    LoadResult[] result = new LoadResult[1];
    Thread loading = new Thread(null, () -> result[0] = loader.load(file), "load", 512 * 1024);
    loading.start();
    assertThat(joined(loading)).isTrue();

    // THEN it is one readable parse problem
    assertThat(result[0].problems())
        .singleElement()
        .satisfies(p -> assertThat(p.message()).startsWith("cannot parse YAML").contains("depth"));
  }

  private static boolean joined(Thread thread) {
    try {
      thread.join();
      return true;
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      return false;
    }
  }
}
