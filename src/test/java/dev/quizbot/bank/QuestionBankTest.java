package dev.quizbot.bank;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

final class QuestionBankTest {

  private static Question question(String id, String deckId, String topic) {
    return new Question(id, deckId, topic, "P?", List.of("a", "b"), 0, "E.", null, null, null);
  }

  @Test
  @DisplayName("a question id used in two decks is refused when building a bank directly")
  void refusesDuplicateQuestionIds() {
    Deck first = new Deck("d1", "D1", "", null, List.of(question("same", "d1", "memory")));
    Deck second = new Deck("d2", "D2", "", null, List.of(question("same", "d2", "memory")));

    assertThatThrownBy(() -> QuestionBank.of(List.of(first, second)))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("same");
  }

  @Test
  @DisplayName("the bank's lists cannot be changed by callers")
  void immutable() {
    QuestionBank bank =
        QuestionBank.of(
            List.of(new Deck("d1", "D1", "", null, List.of(question("q1", "d1", "memory")))));

    assertThatThrownBy(() -> bank.questions().clear())
        .isInstanceOf(UnsupportedOperationException.class);
    assertThatThrownBy(() -> bank.topicCounts().put("x", 1))
        .isInstanceOf(UnsupportedOperationException.class);
    assertThat(bank.question("q1")).isPresent();
    assertThat(bank.question("nope")).isEmpty();
  }

  @Test
  @DisplayName("questions are listed by deck and by topic")
  void lookups() {
    QuestionBank bank =
        QuestionBank.of(
            List.of(
                new Deck(
                    "d1",
                    "D1",
                    "",
                    null,
                    List.of(question("q1", "d1", "memory"), question("q2", "d1", "precision"))),
                new Deck("d2", "D2", "", null, List.of(question("q3", "d2", "memory")))));

    assertThat(bank.questionsByTopic("memory"))
        .extracting(Question::id)
        .containsExactly("q1", "q3");
    assertThat(bank.questionsInDeck("d2")).extracting(Question::id).containsExactly("q3");
    assertThat(bank.topicCounts()).containsEntry("memory", 2).containsEntry("precision", 1);
  }
}
