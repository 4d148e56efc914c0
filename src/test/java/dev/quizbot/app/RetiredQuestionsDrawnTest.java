package dev.quizbot.app;

import static org.assertj.core.api.Assertions.assertThat;

import dev.quizbot.bank.Deck;
import dev.quizbot.bank.Question;
import dev.quizbot.bank.QuestionBank;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** The bank adapters of /quiz and the daily question never offer a retired question. */
final class RetiredQuestionsDrawnTest {

  private static Question question(String id, boolean retired) {
    return new Question(
        id,
        "deck",
        "memory",
        "P " + id + "?",
        List.of("A", "B"),
        0,
        "E.",
        null,
        null,
        null,
        retired,
        null,
        0);
  }

  private final QuestionBank bank =
      QuestionBank.of(
          List.of(
              new Deck(
                  "deck",
                  "Deck",
                  "",
                  null,
                  List.of(question("a", false), question("old", true), question("c", false)))));

  @Test
  @DisplayName("channel rounds draw from the questions in use; a retired one is still found by id")
  void channelRounds() {
    BankQuestionSource source = new BankQuestionSource(bank);

    assertThat(source.eligible(Optional.empty(), Optional.empty()))
        .extracting(Question::id)
        .containsExactly("a", "c");
    assertThat(source.eligible(Optional.of("memory"), Optional.of("deck")))
        .extracting(Question::id)
        .containsExactly("a", "c");
    // An open round of it (posted before it was retired) still reveals after a restart.
    assertThat(source.byId("old")).isPresent();
  }

  @Test
  @DisplayName("the daily question picks from the questions in use")
  void dailyQuestion() {
    BankDailyQuestions daily = new BankDailyQuestions(bank);

    assertThat(daily.questionIds(Optional.empty())).containsExactly("a", "c");
    assertThat(daily.questionIds(Optional.of("MEMORY"))).containsExactly("a", "c");
  }
}
