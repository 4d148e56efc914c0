package dev.quizbot.round;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

final class ChoiceEmojisTest {

  @Test
  @DisplayName("choice emojis are the regional indicators A, B, C, D in order")
  void regionalIndicators() {
    assertThat(ChoiceEmojis.first(4)).containsExactly("🇦", "🇧", "🇨", "🇩");
  }

  @Test
  @DisplayName("an emoji maps back to its position only below the round's choice count")
  void positionWithinChoiceCount() {
    assertThat(ChoiceEmojis.position("🇩", 4)).hasValue(3);
    assertThat(ChoiceEmojis.position("🇪", 4)).isEmpty();
  }

  @Test
  @DisplayName("other emojis, text and null are not choices")
  void otherEmojisAreNotChoices() {
    assertThat(ChoiceEmojis.position("👍", 4)).isEmpty();
    assertThat(ChoiceEmojis.position("A", 4)).isEmpty();
    assertThat(ChoiceEmojis.position("🇦🇧", 4)).isEmpty();
    assertThat(ChoiceEmojis.position(null, 4)).isEmpty();
  }
}
