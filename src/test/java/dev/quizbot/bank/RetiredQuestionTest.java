package dev.quizbot.bank;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** {@code retired: true} on a question, and the file:line every loaded question carries. */
final class RetiredQuestionTest {

  @TempDir Path dir;

  private final BankLoader loader = new BankLoader();

  /** Two questions; the second starts on line 11 and its retired field is on line 17. */
  private static String deck(String retired) {
    return """
        id: deck-r
        title: Deck R
        description: test
        questions:
          - id: r-001
            topic: memory
            prompt: Which technique recomputes activations?
            choices: ["Activation checkpointing", "Loss scaling"]
            answer: Activation checkpointing
            explanation: It trades compute for memory.
          - id: r-002
            topic: memory
            prompt: Which one scales the loss?
            choices: ["Activation checkpointing", "Loss scaling"]
            answer: Loss scaling
            explanation: Loss scaling avoids underflow.
            retired: %s
        """
        .formatted(retired);
  }

  @Test
  @DisplayName("retired: true is loaded, stays in the bank, and questions carry their file:line")
  void retiredTrue() {
    // GIVEN a deck whose second question is retired
    Path file = Fixtures.write(dir, "deck.yaml", deck("true"));

    // WHEN it is loaded
    LoadResult result = loader.load(file);

    // THEN it is clean, both questions are in the bank, only the second is retired
    assertThat(result.problems()).isEmpty();
    assertThat(result.bank().questions())
        .extracting(Question::id, Question::retired, Question::line)
        .containsExactly(
            org.assertj.core.groups.Tuple.tuple("r-001", false, 5),
            org.assertj.core.groups.Tuple.tuple("r-002", true, 11));
    assertThat(result.bank().question("r-002").orElseThrow().location()).isEqualTo(file + ":11");
  }

  @Test
  @DisplayName("retired: false is a question in use")
  void retiredFalse() {
    LoadResult result = loader.load(Fixtures.write(dir, "deck.yaml", deck("false")));

    assertThat(result.problems()).isEmpty();
    assertThat(result.bank().question("r-002").orElseThrow().retired()).isFalse();
  }

  @ParameterizedTest
  @ValueSource(strings = {"yes", "1", "retired", "\"sometimes\""})
  @DisplayName("a retired value that is not a boolean is reported at its line")
  void notBoolean(String value) {
    // GIVEN a retired field that is not true or false
    LoadResult result = loader.load(Fixtures.write(dir, "deck.yaml", deck(value)));

    // THEN one problem at line 17 names the question and the value
    assertThat(result.problems())
        .singleElement()
        .satisfies(
            p -> {
              assertThat(p.line()).isEqualTo(17);
              assertThat(p.questionId()).isEqualTo("r-002");
              assertThat(p.message()).startsWith("retired must be true or false, got '");
            });
  }

  @Test
  @DisplayName("a retired list is reported too, and a JSON boolean is read like YAML's")
  void listAndJson() {
    LoadResult list = loader.load(Fixtures.write(dir, "deck.yaml", deck("[true]")));
    assertThat(list.problems()).singleElement().satisfies(p -> assertThat(p.line()).isEqualTo(17));

    String json =
        """
        {"id": "deck-j", "title": "J", "description": "d", "questions": [
          {"id": "j-1", "topic": "memory", "prompt": "P?", "choices": ["A", "B"],
           "answer": "A", "explanation": "E.", "retired": true}]}
        """;
    LoadResult fromJson = loader.load(Fixtures.write(dir, "deck.json", json));
    assertThat(fromJson.problems()).isEmpty();
    assertThat(fromJson.bank().question("j-1").orElseThrow().retired()).isTrue();
  }
}
