package dev.quizbot.bank;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

final class TopicGuesserTest {

  private final TopicGuesser guesser = new TopicGuesser();

  @Test
  @DisplayName("keywords match whole words only: 'during' does not mean ring communication")
  void wholeWords() {
    assertThat(guesser.guess("What happens during warm-up?", "Nothing much")).isEqualTo("general");
  }

  @Test
  @DisplayName("the prompt decides before the answer")
  void promptFirst() {
    assertThat(guesser.guess("Which link connects GPUs? NVLink or PCIe", "Use all-reduce"))
        .isEqualTo("interconnect");
  }

  @Test
  @DisplayName("the answer is used when the prompt has no keyword")
  void answerSecond() {
    assertThat(guesser.guess("What does this do?", "It shards optimizer state (ZeRO)"))
        .isEqualTo("memory");
  }
}
