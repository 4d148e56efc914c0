package dev.quizbot.e2e.pictures;

import static org.assertj.core.api.Assertions.assertThat;

import dev.quizbot.e2e.AppBot;
import dev.quizbot.fakediscord.DiscordScenario;
import dev.quizbot.fakediscord.FakeDiscordExtension;
import dev.quizbot.fakediscord.FakeMessage;
import dev.quizbot.fakediscord.InteractionReply;
import dev.quizbot.fakediscord.StoredAttachment;
import java.awt.Color;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;

/**
 * A question with an {@code image}: every message that shows it carries the file as an attachment
 * and its embed shows that attachment ({@code attachment://}, which the fake resolves to the
 * attachment's CDN URL as Discord does), in a /quiz round, its reveal after a restart, and private
 * study in DMs and "Study here".
 */
final class QuestionPictureE2ETest {
  private final AppBot bot = AppBot.fresh();

  @RegisterExtension final FakeDiscordExtension extension = new FakeDiscordExtension();

  @TempDir Path bank;
  private byte[] png;

  @BeforeEach
  void writeBank() throws IOException {
    png =
        TestPng.write(
            bank.resolve("diagrams/ring all-reduce.png"),
            g -> {
              g.setColor(Color.GREEN);
              g.fillOval(5, 2, 30, 16);
            });
    Files.writeString(
        bank.resolve("pictures.yaml"),
        """
        id: pictures
        title: Pictures
        description: test
        questions:
          - id: pic-1
            topic: networking
            prompt: Which collective does the diagram show?
            choices: ["Ring all-reduce", "Broadcast", "Gather", "Scatter"]
            answer: Ring all-reduce
            explanation: Each rank sends to its right neighbour.
            image: diagrams/ring all-reduce.png
        """);
  }

  @Test
  @DisplayName("/quiz posts the picture as an attachment its embed shows; a restart's reveal too")
  void quizAndRestartReveal(DiscordScenario discord) {
    discord.startBot(bot.with("QUIZBOT_BANK_PATHS", bank.toString()));

    // WHEN alice runs /quiz
    InteractionReply reply = discord.slash(discord.alice(), "quiz", Map.of());

    // THEN the public question carries the picture and its embed shows that attachment
    FakeMessage posted = reply.message();
    assertShowsPicture(posted);
    discord.await(() -> posted.reactionEmojis().size() == 4, "the choice reactions");

    // WHEN the bot stops, the round's time runs out meanwhile, and the bot starts again
    discord.stopBot();
    bot.clock().advance(Duration.ofSeconds(120));
    discord.startBot(bot);

    // THEN the reveal sent after the restart still shows the picture
    FakeMessage revealed =
        discord.awaitMessage(
            m ->
                m.id().equals(posted.id())
                    && m.embeds().get(0).path("title").asText().startsWith("Answer:"));
    assertShowsPicture(revealed);
  }

  @Test
  @DisplayName("/review in DMs: the question and its answered edit carry the picture")
  void reviewInDms(DiscordScenario discord) {
    discord.startBot(bot.with("QUIZBOT_BANK_PATHS", bank.toString()));

    discord.slash(discord.alice(), "review", Map.of("start", Map.of("count", 1)));

    FakeMessage question =
        discord.awaitMessage(
            discord.dm(discord.alice()), m -> !m.embeds().isEmpty(), DiscordScenario.TIMEOUT);
    assertShowsPicture(question);

    // WHEN she answers (the first button is a choice)
    String button =
        question.components().get(0).path("components").get(0).path("custom_id").asText();
    InteractionReply answered = discord.press(discord.alice(), question, button);
    answered.awaitFollowUps(1, DiscordScenario.TIMEOUT);

    // THEN the answered question still shows the picture
    assertThat(answered.message().embeds().get(0).path("title").asText()).isNotEqualTo("");
    assertShowsPicture(answered.message());
  }

  @Test
  @DisplayName("'Study here' (DMs closed): the ephemeral question carries the picture")
  void studyHere(DiscordScenario discord) {
    discord.startBot(bot.with("QUIZBOT_BANK_PATHS", bank.toString()));
    discord.closeDms(discord.bob());
    discord.allowJdaLog("Cannot send messages to this user");

    InteractionReply reply =
        discord.slash(discord.bob(), "review", Map.of("start", Map.of("count", 1)));
    InteractionReply here = discord.press(discord.bob(), reply.message(), "Study here");

    assertThat(here.ephemeral()).isTrue();
    assertShowsPicture(here.message());
  }

  private void assertShowsPicture(FakeMessage message) {
    List<StoredAttachment> attachments = message.attachments();
    assertThat(attachments)
        .extracting(StoredAttachment::filename)
        .containsExactly("ring_all-reduce.png");
    assertThat(attachments.get(0).bytes()).isEqualTo(png);
    assertThat(message.embedImageUrl(0))
        .as("the embed shows the uploaded file (attachment://ring_all-reduce.png)")
        .isEqualTo(FakeMessage.cdnUrl(attachments.get(0)));
  }
}
