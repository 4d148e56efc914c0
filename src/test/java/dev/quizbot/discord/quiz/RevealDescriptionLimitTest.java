package dev.quizbot.discord.quiz;

import static org.assertj.core.api.Assertions.assertThat;

import dev.quizbot.bank.EmbedLimits;
import dev.quizbot.round.ChoiceEmojis;
import dev.quizbot.round.Reveal;
import dev.quizbot.round.RoundKind;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.OptionalLong;
import net.dv8tion.jda.api.entities.MessageEmbed;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * The bank validator lets prompt + choices fill the whole 4096-character question description; the
 * reveal adds a mark and a share to every choice line, so it must shorten the prompt, never drop a
 * choice's share (spec, "A round", 4: the reveal shows "what share picked each choice").
 */
final class RevealDescriptionLimitTest {
  private static final List<String> CHOICES = List.of("alpha", "beta", "gamma", "delta");

  @Test
  @DisplayName("The reveal of a question that validates shows every choice's share")
  void everyShareShownForALongValidQuestion() {
    // GIVEN a question whose posted description is exactly at Discord's limit (valid in the bank)
    String prompt = promptFilling(CHOICES);
    assertThat(EmbedLimits.questionDescription(prompt, CHOICES)).hasSize(EmbedLimits.DESCRIPTION);

    // WHEN its closed round, where each choice was picked by one member, is rendered
    MessageEmbed embed = RoundEmbeds.reveal(reveal(prompt, CHOICES, "Because.", null), "Deck A");

    // THEN the last choice's line with its share is still there
    assertThat(embed.getDescription().substring(prompt.length()))
        .contains(ChoiceEmojis.emoji(3) + " **delta** — 1 (25%)");
  }

  @Test
  @DisplayName("A prompt shortened for the reveal ends in an ellipsis and keeps its beginning")
  void shortenedPromptEndsInEllipsis() {
    // GIVEN a question whose posted description is exactly at Discord's limit
    String prompt = promptFilling(CHOICES);

    // WHEN its reveal is rendered
    String description =
        RoundEmbeds.reveal(reveal(prompt, CHOICES, "Because.", null), "Deck A").getDescription();

    // THEN the description is within the limit and the prompt part is cut with "…"
    assertThat(description).hasSizeLessThanOrEqualTo(EmbedLimits.DESCRIPTION);
    String shownPrompt = description.substring(0, description.indexOf("\n\n"));
    assertThat(shownPrompt).startsWith("Px").endsWith("…");
  }

  @Test
  @DisplayName("Choices that fill the description alone still show every mark and share")
  void everyShareShownWhenChoicesAloneFillTheDescription() {
    // GIVEN a one-letter prompt and four choices that fill the question description (valid)
    int each =
        (EmbedLimits.DESCRIPTION - EmbedLimits.questionDescription("P", List.of()).length()) / 4
            - 4;
    List<String> choices =
        List.of("a".repeat(each), "b".repeat(each), "c".repeat(each), "d".repeat(each));
    assertThat(EmbedLimits.questionDescription("P", choices).length())
        .isLessThanOrEqualTo(EmbedLimits.DESCRIPTION);

    // WHEN its reveal is rendered
    String description =
        RoundEmbeds.reveal(reveal("P", choices, "Because.", null), "Deck A").getDescription();

    // THEN it fits, and every choice line keeps its mark, emoji and share
    assertThat(description).hasSizeLessThanOrEqualTo(EmbedLimits.DESCRIPTION);
    assertThat(description.lines().filter(l -> l.endsWith(" — 1 (25%)"))).hasSize(4);
    assertThat(description).contains("✅ " + ChoiceEmojis.emoji(3) + " **d");
  }

  @Test
  @DisplayName("A reveal with a full explanation and reference stays within the 6000 embed total")
  void embedTotalWithinLimit() {
    // GIVEN a long prompt with the longest explanation and reference a field holds
    String prompt = promptFilling(CHOICES);
    String explanation = "e".repeat(EmbedLimits.FIELD_VALUE);
    String reference = "r".repeat(EmbedLimits.FIELD_VALUE);

    // WHEN its reveal is rendered (JDA refuses to build an embed over the total)
    MessageEmbed embed =
        RoundEmbeds.reveal(reveal(prompt, CHOICES, explanation, reference), "Deck A");

    // THEN the total fits, the explanation and reference are whole, and every share shows
    assertThat(embed.getLength()).isLessThanOrEqualTo(EmbedLimits.TOTAL);
    assertThat(embed.getFields())
        .extracting(MessageEmbed.Field::getValue)
        .contains(explanation, reference);
    assertThat(embed.getDescription()).endsWith(ChoiceEmojis.emoji(3) + " **delta** — 1 (25%)");
  }

  /** A prompt that, with these choices, makes the question description exactly 4096 long. */
  private static String promptFilling(List<String> choices) {
    int room = EmbedLimits.DESCRIPTION - EmbedLimits.questionDescription("P", choices).length();
    return "P" + "x".repeat(room);
  }

  /**
   * A closed round of the question where each choice was picked by one member; the last is right.
   */
  private static Reveal reveal(
      String prompt, List<String> choices, String explanation, String reference) {
    List<Reveal.ChoiceTally> tallies = new ArrayList<>();
    for (int p = 0; p < choices.size(); p++) {
      tallies.add(new Reveal.ChoiceTally(p, ChoiceEmojis.emoji(p), choices.get(p), 1, 0.25, 25));
    }
    return new Reveal(
        1L,
        2L,
        3L,
        4L,
        RoundKind.QUIZ,
        "q-long",
        "deck-a",
        "memory",
        prompt,
        choices,
        choices.size() - 1,
        explanation,
        Optional.ofNullable(reference),
        choices.size(),
        tallies,
        List.of(),
        Instant.EPOCH,
        OptionalLong.empty());
  }
}
