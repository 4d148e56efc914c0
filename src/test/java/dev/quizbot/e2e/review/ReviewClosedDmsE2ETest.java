package dev.quizbot.e2e.review;

import static org.assertj.core.api.Assertions.assertThat;

import dev.quizbot.e2e.AppBot;
import dev.quizbot.fakediscord.DiscordScenario;
import dev.quizbot.fakediscord.FakeDiscordExtension;
import dev.quizbot.fakediscord.FakeMessage;
import dev.quizbot.fakediscord.InteractionReply;
import java.time.Duration;
import java.time.Instant;
import java.util.Map;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

final class ReviewClosedDmsE2ETest {
  private static final Instant ROUNDS = Instant.parse("2026-03-02T12:00:00Z");

  private final AppBot bot = AppBot.fresh();

  @RegisterExtension final FakeDiscordExtension extension = FakeDiscordExtension.withBot(() -> bot);

  @Test
  @DisplayName(
      "DMs closed: the ephemeral reply says how to allow them and 'Study here' runs the session"
          + " as ephemeral messages in the channel")
  void studyHere(DiscordScenario discord) {
    // GIVEN bob, who missed a round yesterday, turned his DMs off
    StudyE2E.answeredRounds(bot, discord.bob(), ROUNDS, Map.of("nca-seed-q3", false));
    bot.clock().set(ROUNDS.plus(Duration.ofDays(1)));
    discord.closeDms(discord.bob());
    discord.allowJdaLog("Cannot send messages to this user");

    // WHEN he runs /review start count:1 in the server
    InteractionReply reply =
        discord.slash(discord.bob(), "review", Map.of("start", Map.of("count", 1)));

    // THEN the ephemeral reply explains how to allow DMs and offers "Study here"
    assertThat(reply.ephemeral()).isTrue();
    assertThat(reply.content())
        .contains("Privacy Settings")
        .contains("Direct Messages")
        .contains("Study here");
    assertThat(reply.message().buttonLabels()).containsExactly("Study here");
    assertThat(discord.messages(discord.dm(discord.bob()))).isEmpty();

    // WHEN he presses it
    InteractionReply here = discord.press(discord.bob(), reply.message(), "Study here");

    // THEN the question is an ephemeral message in the channel, the missed one
    assertThat(here.ephemeral()).isTrue();
    FakeMessage question = here.message();
    assertThat(StudyE2E.question(question).id()).isEqualTo("nca-seed-q3");

    // WHEN he answers it right
    StudyE2E.Step step =
        StudyE2E.answer(discord, discord.bob(), question, StudyE2E.rightButton(question));

    // THEN the ephemeral message is edited and the summary follows, ephemeral too
    assertThat(step.edited().path("title").asText()).isEqualTo("✅ Correct");
    assertThat(step.next().isEphemeral()).isTrue();
    assertThat(step.next().embeds().get(0).path("title").asText()).isEqualTo("Review done");
    // AND nothing was posted for others to see, in the channel or the DM
    assertThat(discord.messages(discord.channel())).isEmpty();
    assertThat(discord.messages(discord.dm(discord.bob()))).isEmpty();
    assertThat(
            bot.countRows(
                "SELECT count(*) FROM study_reviews WHERE source = 'REVIEW' AND user_id = "
                    + discord.bob().id()))
        .isEqualTo(1);
  }
}
