package dev.quizbot.e2e.pictures;

import static org.assertj.core.api.Assertions.assertThat;

import dev.quizbot.e2e.AppBot;
import dev.quizbot.fakediscord.DiscordScenario;
import dev.quizbot.fakediscord.FakeDiscordExtension;
import dev.quizbot.fakediscord.FakeMessage;
import dev.quizbot.fakediscord.FakeUser;
import dev.quizbot.fakediscord.InteractionReply;
import dev.quizbot.fakediscord.StoredAttachment;
import java.awt.Color;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;

/**
 * A mock exam with a picture question: the exam's one message, edited from question to question,
 * carries the picture (attachment + the embed showing it) exactly while it shows that question, and
 * the message the member gets through "Take it here" (DMs closed) carries it too.
 */
final class ExamPictureE2ETest {
  private final AppBot bot = AppBot.fresh();

  @RegisterExtension final FakeDiscordExtension extension = new FakeDiscordExtension();

  @TempDir Path bank;
  private byte[] png;

  @BeforeEach
  void writeBank() throws IOException {
    png =
        TestPng.write(
            bank.resolve("diagrams/pipeline.png"),
            g -> {
              g.setColor(Color.ORANGE);
              g.fillRect(4, 4, 30, 12);
            });
    Files.writeString(
        bank.resolve("pictures.yaml"),
        """
        id: pictures
        title: Pictures
        description: test
        questions:
          - id: pic-1
            topic: parallelism
            prompt: Which schedule does the diagram show?
            choices: ["1F1B", "GPipe", "Interleaved", "None"]
            answer: 1F1B
            explanation: One forward, one backward.
            image: diagrams/pipeline.png
          - id: plain-1
            topic: parallelism
            prompt: Which collective sums across ranks?
            choices: ["All-reduce", "Broadcast", "Gather", "Scatter"]
            answer: All-reduce
            explanation: It reduces and shares the sum.
        """);
  }

  @Test
  @DisplayName(
      "/exam in DMs: the picture question's message carries the picture, the next drops it")
  void examInDms(DiscordScenario discord) {
    discord.startBot(bot.with("QUIZBOT_BANK_PATHS", bank.toString()));
    FakeUser alice = discord.alice();
    discord.slash(alice, "exam", Map.of("start", Map.of("deck", "pictures", "questions", 2)));
    FakeMessage first =
        discord.awaitMessage(
            discord.dm(alice), m -> !m.embeds().isEmpty(), DiscordScenario.TIMEOUT);
    assertPictureIffAsked(first);
    String firstPrompt = prompt(first);

    // WHEN she skips to the other question (the same message, edited in place)
    FakeMessage second = press(discord, alice, first, "Skip");
    // THEN the picture is there exactly when the question is the picture one
    String secondPrompt = prompt(second);
    assertThat(secondPrompt).isNotEqualTo(firstPrompt);
    assertPictureIffAsked(second);
    // AND after skipping that one too (the review screen: both skipped) back to question 1 from
    // its menu: the picture returns with its question
    FakeMessage review = press(discord, alice, second, "Skip");
    assertThat(review.embeds().get(0).path("title").asText()).isEqualTo("Ready to submit?");
    assertThat(review.attachments()).isEmpty();
    FakeMessage again = discord.pick(alice, review, "Q1 · not answered").message();
    assertThat(prompt(again)).isEqualTo(firstPrompt);
    assertPictureIffAsked(again);
  }

  @Test
  @DisplayName("'Take it here' (DMs closed): the ephemeral exam question carries the picture")
  void takeItHere(DiscordScenario discord) {
    discord.startBot(bot.with("QUIZBOT_BANK_PATHS", bank.toString()));
    FakeUser bob = discord.bob();
    discord.closeDms(bob);
    discord.allowJdaLog("Cannot send messages to this user");
    InteractionReply reply =
        discord.slash(bob, "exam", Map.of("start", Map.of("deck", "pictures", "questions", 2)));
    InteractionReply here = discord.press(bob, reply.message(), "Take it here");
    FakeMessage question = here.message();
    assertThat(here.ephemeral()).isTrue();
    if (!prompt(question).startsWith("Which schedule")) {
      question = press(discord, bob, question, "Skip");
    }
    assertPictureIffAsked(question);
    assertThat(question.attachments()).hasSize(1);
  }

  private void assertPictureIffAsked(FakeMessage message) {
    if (prompt(message).startsWith("Which schedule")) {
      assertThat(message.attachments())
          .extracting(StoredAttachment::filename)
          .containsExactly("pipeline.png");
      assertThat(message.attachments().get(0).bytes()).isEqualTo(png);
      assertThat(message.embedImageUrl(0))
          .as("the embed shows the uploaded file (attachment://pipeline.png)")
          .isEqualTo(FakeMessage.cdnUrl(message.attachments().get(0)));
    } else {
      assertThat(message.attachments()).as("no picture left from another question").isEmpty();
      assertThat(message.embedImageUrl(0)).isEmpty();
    }
  }

  private static String prompt(FakeMessage message) {
    return message.embeds().get(0).path("description").asText();
  }

  private static FakeMessage press(
      DiscordScenario discord, FakeUser user, FakeMessage message, String label) {
    InteractionReply reply = discord.press(user, message, label);
    if (reply.callbackType() == 6) {
      reply.awaitEdited(DiscordScenario.TIMEOUT);
    }
    assertThat(reply.callbackType()).isIn(6, 7);
    return reply.message();
  }
}
