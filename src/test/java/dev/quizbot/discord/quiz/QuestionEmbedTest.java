package dev.quizbot.discord.quiz;

import static org.assertj.core.api.Assertions.assertThat;

import dev.quizbot.bank.Question;
import dev.quizbot.round.PreparedRound;
import dev.quizbot.round.RoundKind;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import net.dv8tion.jda.api.entities.MessageEmbed;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * Spec, "A round", 1: the posted embed shows the prompt, the choices labelled A, B, C, …, the
 * topic, the deck, the closing time as a Discord timestamp ({@code <t:…:R>}) and how to answer.
 * Until this test, only the choice letters and the reactions were checked.
 */
final class QuestionEmbedTest {

  private static final Instant OPENED = Instant.parse("2026-05-04T10:00:00Z");

  @Test
  @DisplayName("the posted question shows prompt, lettered choices, topic, deck, <t:…:R> and how")
  void questionEmbedCarriesEverythingTheSpecLists() {
    // GIVEN a round of a three-choice question shown in the order C, A, B
    Question question =
        new Question(
            "q-ring-hops",
            "deck-nccl",
            "communication",
            "How many steps does a ring all-reduce take on N GPUs?",
            List.of("2(N-1)", "N", "log2 N"),
            0,
            "Reduce-scatter then all-gather, N-1 steps each.",
            "",
            "",
            "");
    PreparedRound round =
        new PreparedRound(
            9001,
            8001,
            7001,
            RoundKind.QUIZ,
            question,
            List.of(2, 0, 1),
            1,
            OPENED,
            OPENED.plusSeconds(60),
            Duration.ofSeconds(60),
            true,
            false);

    // WHEN the question embed is built
    MessageEmbed embed = RoundEmbeds.question(round, "NCCL collectives");
    String fields =
        embed.getFields().stream().map(f -> f.getName() + "=" + f.getValue()).toList().toString();

    // THEN every part the spec lists is there
    assertThat(embed.getTitle()).isEqualTo("NCCL collectives");
    assertThat(embed.getDescription())
        .startsWith("How many steps does a ring all-reduce take on N GPUs?")
        .contains("🇦 log2 N", "🇧 2(N-1)", "🇨 N");
    assertThat(fields)
        .contains("Topic=communication")
        .contains("<t:" + OPENED.plusSeconds(60).getEpochSecond() + ":R>");
    assertThat(embed.getFooter().getText()).contains("react", "🇦 🇧 🇨", "first choice counts");
  }
}
