package dev.quizbot.bank;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

final class ChoiceLengthStrategiesTest {

  /** A question whose key is the first of {@code choices}. */
  private static Question keyFirst(String id, String... choices) {
    return new Question(id, "d", "memory", "P?", List.of(choices), 0, "E.", null, null, null);
  }

  @Test
  @DisplayName("a key that is strictly the longest counts one for the longest-choice strategy")
  void strictlyLongest() {
    Question q = keyFirst("q1", "aaaa", "bbb", "cc", "d");

    ChoiceLengthStrategies s = ChoiceLengthStrategies.of(List.of(q));

    assertThat(s.longest()).isEqualTo(1.0);
    assertThat(s.secondLongest()).isZero();
    assertThat(s.shortest()).isZero();
  }

  @Test
  @DisplayName("ties are broken at random: a key tied for longest counts half to each rank")
  void tiesShareTheCredit() {
    Question tiedTop = keyFirst("q2", "aaa", "bbb", "cc", "d");
    Question allEqual = keyFirst("q3", "aa", "bb", "cc", "dd");

    ChoiceLengthStrategies top = ChoiceLengthStrategies.of(List.of(tiedTop));
    ChoiceLengthStrategies equal = ChoiceLengthStrategies.of(List.of(allEqual));

    assertThat(top.longest()).isEqualTo(0.5);
    assertThat(top.secondLongest()).isEqualTo(0.5);
    assertThat(top.shortest()).isZero();
    assertThat(List.of(equal.longest(), equal.secondLongest(), equal.shortest()))
        .containsOnly(0.25);
  }

  @Test
  @DisplayName("shares are over the questions in use: retired questions are left out")
  void retiredLeftOut() {
    Question shortestKey = keyFirst("q4", "a", "bb", "ccc", "dddd");
    Question secondKey = keyFirst("q5", "ccc", "dddd", "bb", "a");
    Question retired =
        new Question(
            "q6",
            "d",
            "memory",
            "P?",
            List.of("aaaa", "b"),
            0,
            "E.",
            null,
            null,
            null,
            true,
            null,
            0);

    ChoiceLengthStrategies s = ChoiceLengthStrategies.of(List.of(shortestKey, secondKey, retired));

    assertThat(s.questions()).isEqualTo(2);
    assertThat(s.shortestShare()).isEqualTo(0.5);
    assertThat(s.secondLongestShare()).isEqualTo(0.5);
    assertThat(s.longestShare()).isZero();
    assertThat(s.guessingShare()).isEqualTo(0.25);
    assertThat(s.summary())
        .isEqualTo(
            "choice-length strategies over 2 questions: longest 0.0 %, shortest 50.0 %,"
                + " second-longest 50.0 % (blind guessing 25.0 %)");
  }

  @Test
  @DisplayName("the key's length is compared with the longest distractor's")
  void keyOverLongestDistractor() {
    assertThat(ChoiceLengthStrategies.keyOverLongestDistractor(keyFirst("q7", "aaaa", "bbb", "c")))
        .isCloseTo(4 / 3.0, within(1e-9));
    assertThat(ChoiceLengthStrategies.keyOverLongestDistractor(keyFirst("q8", "aa", "bbbb")))
        .isEqualTo(0.5);
  }
}
