package dev.quizbot.quality;

import static org.assertj.core.api.Assertions.assertThat;

import dev.quizbot.bank.Question;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

final class QuestionVersionTest {

  static Question question(String prompt, List<String> choices, int answer, String explanation) {
    return new Question(
        "q-1", "deck", "topic", prompt, choices, answer, explanation, null, null, null);
  }

  @Test
  @DisplayName("the hash is SHA-256 of prompt, choices and key joined by U+001F")
  void knownValue() {
    // GIVEN a question whose hashed text is "P\u001fA\u001fB\u001fB"
    Question q = question("P", List.of("A", "B"), 1, "because");

    // WHEN hashed THEN it is that text's SHA-256 (printf 'P\x1fA\x1fB\x1fB' | sha256sum)
    assertThat(QuestionVersion.hash(q))
        .isEqualTo("6ba2f072505d62408461d69addb485b48320021e5524286b80817b7affc0d091");
  }

  @Test
  @DisplayName("editing the prompt, a choice or the key is a new version; the explanation is not")
  void versions() {
    Question base = question("P", List.of("A", "B"), 1, "because");
    String hash = QuestionVersion.hash(base);

    assertThat(QuestionVersion.hash(question("P!", List.of("A", "B"), 1, "because")))
        .isNotEqualTo(hash);
    assertThat(QuestionVersion.hash(question("P", List.of("A", "C"), 1, "because")))
        .isNotEqualTo(hash);
    assertThat(QuestionVersion.hash(question("P", List.of("A", "B"), 0, "because")))
        .isNotEqualTo(hash);
    assertThat(QuestionVersion.hash(question("P", List.of("A", "B"), 1, "other words")))
        .isEqualTo(hash);
  }
}
