package dev.quizbot.bank;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

final class DistractorPickerTest {

  private final DistractorPicker picker = new DistractorPicker();

  private static final List<DistractorPicker.Candidate> DECK =
      List.of(
          new DistractorPicker.Candidate("d-q1", "memory", "M1"),
          new DistractorPicker.Candidate("d-q2", "memory", "M2"),
          new DistractorPicker.Candidate("d-q3", "precision", "P1"),
          new DistractorPicker.Candidate("d-q4", "precision", "P2"),
          new DistractorPicker.Candidate("d-q5", "precision", "P3"),
          new DistractorPicker.Candidate("d-q6", "precision", "P4"),
          new DistractorPicker.Candidate("d-q7", "memory", "M3"));

  @Test
  @DisplayName("the same question gets the same choices however the deck is ordered")
  void deterministic() {
    List<DistractorPicker.Candidate> reversed = new java.util.ArrayList<>(DECK);
    java.util.Collections.reverse(reversed);

    List<String> first = picker.choices(DECK.get(0), 0, DECK);
    List<String> second = picker.choices(DECK.get(0), 0, reversed);

    assertThat(first).isEqualTo(second).hasSize(4).contains("M1");
  }

  @Test
  @DisplayName("answers of the same topic are used before other topics")
  void sameTopicFirst() {
    List<String> choices = picker.choices(DECK.get(0), 0, DECK);

    assertThat(choices).containsExactlyInAnyOrder("M1", "M2", "M3", choices.get(3));
    assertThat(choices.get(3)).startsWith("P");
  }

  @Test
  @DisplayName("the correct answer's position follows the question's place in the deck")
  void positionsSpread() {
    List<Integer> positions = new java.util.ArrayList<>();
    for (int i = 0; i < 4; i++) {
      positions.add(picker.choices(DECK.get(i), i, DECK).indexOf(DECK.get(i).answer()));
    }

    assertThat(positions).containsExactly(0, 1, 2, 3);
  }

  @Test
  @DisplayName("an answer repeated by another question is not offered twice")
  void noDuplicates() {
    List<DistractorPicker.Candidate> deck =
        List.of(
            new DistractorPicker.Candidate("x-q1", "memory", "Same"),
            new DistractorPicker.Candidate("x-q2", "memory", "same "),
            new DistractorPicker.Candidate("x-q3", "memory", "Other"));

    assertThat(picker.choices(deck.get(0), 0, deck)).containsExactly("Same", "Other");
  }

  @Test
  @DisplayName("loading the seed twice gives identical choices")
  void seedStable(@TempDir Path dir) {
    BankLoader loader = new BankLoader();

    List<Question> first = loader.load(Fixtures.resource("seed.txt")).bank().questions();
    List<Question> second = new BankLoader().load(Fixtures.resource("seed.txt")).bank().questions();

    assertThat(first).isEqualTo(second);
    assertThat(first).extracting(Question::answerIndex).containsExactly(0, 1, 2, 3, 0);
  }
}
