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
import net.dv8tion.jda.api.entities.MessageEmbed;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * Review finding: the bank validator lets prompt + choices fill the whole 4096-character question
 * description, but the reveal puts the same text plus per-choice marks and shares into the
 * description and truncates it, so the last choices' shares disappear. Spec, "A round", 4: the
 * reveal shows "what share picked each choice".
 */
final class RevealDescriptionLimitTest {

  @Test
  @DisplayName("The reveal of a question that validates shows every choice's share")
  void everyShareShownForALongValidQuestion() {
    // GIVEN a question whose posted description is exactly at Discord's limit (valid in the bank)
    List<String> choices = List.of("alpha", "beta", "gamma", "delta");
    String shortPrompt = "P";
    int room =
        EmbedLimits.DESCRIPTION - EmbedLimits.questionDescription(shortPrompt, choices).length();
    String prompt = shortPrompt + "x".repeat(room);
    assertThat(EmbedLimits.questionDescription(prompt, choices)).hasSize(EmbedLimits.DESCRIPTION);

    // AND a closed round where each choice was picked by one member
    List<Reveal.ChoiceTally> tallies = new ArrayList<>();
    for (int p = 0; p < choices.size(); p++) {
      tallies.add(new Reveal.ChoiceTally(p, ChoiceEmojis.emoji(p), choices.get(p), 1, 0.25));
    }
    Reveal reveal =
        new Reveal(
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
            3,
            "Because.",
            Optional.empty(),
            4,
            tallies,
            List.of(),
            Instant.EPOCH);

    // WHEN it is rendered
    MessageEmbed embed = RoundEmbeds.reveal(reveal, "Deck A");

    // THEN the last choice's line with its share is still there
    assertThat(embed.getDescription().substring(prompt.length()))
        .contains(ChoiceEmojis.emoji(3) + " **delta** — 1 (25%)");
  }
}
