package dev.quizbot.discord.quiz;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Set;
import java.util.stream.Collectors;
import java.util.stream.IntStream;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

final class UnknownOptionReplyTest {

  @Test
  @DisplayName("a few decks are all listed, sorted")
  void fewNamesAreListedInFull() {
    // GIVEN three decks; WHEN a member names another
    String reply = UnknownOptionReply.of("deck", "nope", Set.of("b", "c", "a"));

    // THEN every deck is named
    assertThat(reply).isEqualTo("There's no deck `nope`. Decks: a, b, c.");
  }

  @Test
  @DisplayName("a bank of 1000 longest-id decks and a 6000-character typo still fit one message")
  void largeBankFitsDiscordMessage() {
    // GIVEN 1000 decks whose ids have the 100 characters a deck id may have
    Set<String> decks =
        IntStream.range(0, 1000)
            .mapToObj(i -> "%04d".formatted(i) + "x".repeat(96))
            .collect(Collectors.toSet());

    // WHEN a member types a 6000-character deck (Discord's string option maximum)
    String reply = UnknownOptionReply.of("deck", "y".repeat(6000), decks);

    // THEN the first ten are named, the rest counted, and it fits Discord's 2000 characters
    assertThat(reply)
        .startsWith("There's no deck `yyy")
        .contains("0000" + "x".repeat(96) + ", ")
        .contains("… and 990 more; see /topics.")
        .doesNotContain("0010" + "x".repeat(96))
        .hasSizeLessThanOrEqualTo(2000);
  }
}
