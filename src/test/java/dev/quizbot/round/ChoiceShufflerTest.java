package dev.quizbot.round;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Random;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

final class ChoiceShufflerTest {

  @Test
  @DisplayName("the same seed gives the same display order")
  void deterministicWithSeed() {
    assertThat(new ChoiceShuffler(new Random(7)).order(6))
        .isEqualTo(new ChoiceShuffler(new Random(7)).order(6));
  }

  @Test
  @DisplayName("an order is a permutation of every choice index")
  void permutation() {
    assertThat(new ChoiceShuffler(new Random(3)).order(10))
        .containsExactlyInAnyOrder(0, 1, 2, 3, 4, 5, 6, 7, 8, 9);
  }

  @Test
  @DisplayName("orders vary between postings")
  void ordersVary() {
    ChoiceShuffler shuffler = new ChoiceShuffler(new Random(11));
    var first = shuffler.order(4);
    boolean anotherSeen = false;
    for (int i = 0; i < 20 && !anotherSeen; i++) {
      anotherSeen = !shuffler.order(4).equals(first);
    }
    assertThat(anotherSeen).isTrue();
  }
}
