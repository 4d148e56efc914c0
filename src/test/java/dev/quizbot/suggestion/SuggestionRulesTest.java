package dev.quizbot.suggestion;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

final class SuggestionRulesTest {
  private final SuggestionRules rules = new SuggestionRules();

  private static SuggestionFields form(String topic, String prompt, String correct, String wrong) {
    return new SuggestionFields("club", topic, prompt, correct, wrong, "Because.", "");
  }

  @Test
  @DisplayName("a well-formed suggestion of one of the deck's topics passes")
  void fine() {
    assertThat(
            rules.problems(
                form("space", "Red planet?", "Mars", "Venus\n\n  Jupiter  "),
                List.of("space", "memory"),
                List.of("Another question?")))
        .isEmpty();
  }

  @Test
  @DisplayName("the bank's rules apply: a wrong answer equal to the correct one is named")
  void bankRules() {
    assertThat(rules.problems(form("space", "Red planet?", "Mars", "Mars"), List.of(), List.of()))
        .anySatisfy(p -> assertThat(p).contains("given twice"));
  }

  @Test
  @DisplayName("no wrong answer, a topic outside the deck, and a too long question are named")
  void ownRules() {
    assertThat(rules.problems(form("space", "Red planet?", "Mars", " \n "), List.of(), List.of()))
        .containsExactly("give at least one wrong answer, one per line");
    assertThat(
            rules.problems(
                form("cooking", "Red planet?", "Mars", "Venus"), List.of("space"), List.of()))
        .singleElement()
        .satisfies(p -> assertThat(p).contains("'cooking'").contains("space"));
    assertThat(
            rules.problems(form("space", "x".repeat(1501), "Mars", "Venus"), List.of(), List.of()))
        .singleElement()
        .satisfies(p -> assertThat(p).contains("1501").contains("1500"));
  }

  @Test
  @DisplayName("a question already asked, but for case, spaces and punctuation, is refused")
  void duplicate() {
    assertThat(
            rules.problems(
                form("space", "Which planet is  red?", "Mars", "Venus"),
                List.of(),
                List.of("which planet is red")))
        .singleElement()
        .satisfies(p -> assertThat(p).contains("already"));
  }
}
