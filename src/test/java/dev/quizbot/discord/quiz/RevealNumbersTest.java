package dev.quizbot.discord.quiz;

import static org.assertj.core.api.Assertions.assertThat;

import dev.quizbot.i18n.Texts;
import dev.quizbot.round.ChoiceEmojis;
import dev.quizbot.round.Reveal;
import dev.quizbot.round.RoundKind;
import java.time.Instant;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.OptionalLong;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * The reveal's per-choice count and share are numbers in the server's language (issue 21: "numbers
 * and dates in the member's locale"): German writes "1.234 (58 %)" (a no-break space), English and
 * Japanese "1,234 (58%)".
 */
final class RevealNumbersTest {

  @Test
  @DisplayName("A German reveal shows each choice's count and share in German number format")
  void germanShares() {
    // GIVEN a closed round where 1234 members picked the right choice and 900 the other
    Reveal reveal = reveal(1234, 58, 900, 42);

    // WHEN its reveal is built in German
    String description =
        RoundEmbeds.reveal(reveal, "Deck", null, Texts.of(Locale.GERMAN)).getDescription();

    // THEN the count has the German grouping and the share a (no-break) space before the percent
    // sign, as Java's German percent format writes it
    assertThat(description)
        .contains("**beta** — 1.234 (58\u00a0%)")
        .contains("alpha — 900 (42\u00a0%)")
        .doesNotContain("58%");
  }

  @Test
  @DisplayName("English and Japanese reveals keep the percent sign next to the number")
  void englishAndJapaneseShares() {
    Reveal reveal = reveal(1234, 58, 900, 42);
    for (Locale language : List.of(Locale.ENGLISH, Locale.JAPANESE)) {
      String description =
          RoundEmbeds.reveal(reveal, "Deck", null, Texts.of(language)).getDescription();
      assertThat(description)
          .as("%s", language)
          .contains("**beta** — 1,234 (58%)")
          .contains("alpha — 900 (42%)");
    }
  }

  /** Two choices, the second right, picked by these many members with these shares. */
  private static Reveal reveal(int firstCount, int firstPercent, int secondCount, int secondPct) {
    List<String> choices = List.of("alpha", "beta");
    int total = firstCount + secondCount;
    List<Reveal.ChoiceTally> tallies =
        List.of(
            new Reveal.ChoiceTally(
                0,
                ChoiceEmojis.emoji(0),
                "alpha",
                secondCount,
                secondCount / (double) total,
                secondPct),
            new Reveal.ChoiceTally(
                1,
                ChoiceEmojis.emoji(1),
                "beta",
                firstCount,
                firstCount / (double) total,
                firstPercent));
    return new Reveal(
        1L,
        2L,
        3L,
        4L,
        RoundKind.QUIZ,
        "q-1",
        "deck-a",
        "memory",
        "Which?",
        choices,
        1,
        "Because.",
        Optional.empty(),
        total,
        tallies,
        List.of(),
        Instant.EPOCH,
        OptionalLong.empty());
  }
}
