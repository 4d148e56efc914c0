package dev.quizbot.e2e.review;

import static dev.quizbot.e2e.review.StudyE2E.fields;
import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import dev.quizbot.bank.Deck;
import dev.quizbot.bank.ExamBlueprint;
import dev.quizbot.bank.Question;
import dev.quizbot.e2e.AppBot;
import dev.quizbot.fakediscord.DiscordScenario;
import dev.quizbot.fakediscord.FakeDiscordExtension;
import dev.quizbot.fakediscord.FakeMessage;
import dev.quizbot.fakediscord.InteractionReply;
import dev.quizbot.fakediscord.StoredAttachment;
import java.awt.image.BufferedImage;
import java.io.ByteArrayInputStream;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import javax.imageio.ImageIO;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

final class ReadinessE2ETest {
  private static final Instant ROUNDS = Instant.parse("2026-03-02T12:00:00Z");

  private final AppBot bot = AppBot.fresh();

  @RegisterExtension final FakeDiscordExtension extension = FakeDiscordExtension.withBot(() -> bot);

  @Test
  @DisplayName(
      "/readiness on the saved exam date: ephemeral, per topic and total against 70 %, a PNG"
          + " chart, the topics to review named")
  void readinessOnExamDate(DiscordScenario discord) throws Exception {
    // GIVEN alice answered one seed question right and saved her exam date
    StudyE2E.answeredRounds(bot, discord.alice(), ROUNDS, Map.of("nca-seed-q1", true));
    discord.slash(discord.alice(), "review", Map.of("settings", Map.of("exam_date", "2026-04-01")));

    // WHEN she asks for her readiness on the seed deck
    InteractionReply reply =
        discord.slash(discord.alice(), "readiness", Map.of("deck", StudyE2E.SEED_DECK));

    // THEN only she sees it: the forecast for noon of her exam date (UTC: her zone)
    JsonNode embed = message(reply).embeds().get(0);
    assertThat(message(reply).isEphemeral()).isTrue();
    long examNoon = Instant.parse("2026-04-01T12:00:00Z").getEpochSecond();
    assertThat(embed.path("description").asText())
        .contains("<t:" + examNoon + ":D>")
        .contains("(pass mark 70%)")
        .containsPattern("points short|at or above the pass mark")
        .containsPattern("Chance of passing: \\*\\*\\d+%\\*\\* · likely score \\d+% to \\d+%")
        .doesNotContain("FSRS", "guess rate", "weight");
    // AND the next step is the /review start of the topic that gains most (it exists in DMs too)
    assertThat(embed.path("description").asText())
        .containsPattern("Next: `/review start deck:" + StudyE2E.SEED_DECK + " topic:[^`]+`");
    // AND every topic of the deck is a line, with its weight by topic size and what was seen
    List<Question> deck = StudyE2E.BANK.questionsInDeck(StudyE2E.SEED_DECK);
    Map<String, Long> sizes =
        deck.stream().collect(Collectors.groupingBy(Question::topic, Collectors.counting()));
    String perTopic = fields(embed).get("Per topic");
    sizes.forEach(
        (topic, n) ->
            assertThat(perTopic)
                .contains(topic + ": ")
                .contains(Math.round(100.0 * n / deck.size()) + "% of the exam"));
    String seenTopic = StudyE2E.BANK.question("nca-seed-q1").orElseThrow().topic();
    assertThat(perTopic).contains("seen 1 of " + sizes.get(seenTopic));
    assertThat(fields(embed).get("Where reviewing gains most")).isNotBlank();
    // AND the chart is a decodable 800x400 PNG shown in the embed
    // (sent as attachment://readiness.png; Discord, and the fake, store the attachment's URL)
    List<StoredAttachment> files = message(reply).attachments();
    assertThat(embed.path("image").path("url").asText())
        .isEqualTo(FakeMessage.cdnUrl(files.get(0)));
    assertThat(files).extracting(StoredAttachment::filename).containsExactly("readiness.png");
    BufferedImage png = ImageIO.read(new ByteArrayInputStream(files.get(0).bytes()));
    assertThat(png.getWidth()).isEqualTo(800);
    assertThat(png.getHeight()).isEqualTo(400);
  }

  @Test
  @DisplayName("/readiness weighs a deck with an exam: block by its weights and pass mark")
  void readinessFollowsTheDecksExam(DiscordScenario discord) {
    // GIVEN a deck whose exam: block gives its own weights and pass mark (the shipped NCA deck)
    Deck deck = StudyE2E.BANK.deck("nca-multi-gpu").orElseThrow();
    ExamBlueprint exam = deck.exam();
    assertThat(exam.declared()).isTrue();

    // WHEN alice asks for her readiness on it
    InteractionReply reply = discord.slash(discord.alice(), "readiness", Map.of("deck", deck.id()));

    // THEN the pass mark and every topic's weight are the blueprint's, not the topic sizes
    JsonNode embed = message(reply).embeds().get(0);
    assertThat(embed.path("description").asText())
        .contains("(pass mark " + exam.passPercent() + "%)")
        // AND with no answer yet, she is told the figure is pure guessing and how to start
        .contains("so this is pure guessing")
        .contains("Start with `/review start deck:" + deck.id() + "`.");
    String perTopic = fields(embed).get("Per topic");
    exam.weights()
        .forEach(
            (topic, weight) ->
                assertThat(perTopic).contains(topic + ": ").contains(weight + "% of the exam"));
  }

  @Test
  @DisplayName("/readiness with a past date, a bad date or an unknown deck explains, ephemerally")
  void readinessRefusals(DiscordScenario discord) {
    InteractionReply past = discord.slash(discord.bob(), "readiness", Map.of("date", "2020-01-01"));
    InteractionReply bad = discord.slash(discord.bob(), "readiness", Map.of("date", "tomorrow"));
    InteractionReply deck = discord.slash(discord.bob(), "readiness", Map.of("deck", "nope"));

    assertThat(past.ephemeral()).isTrue();
    assertThat(past.content()).contains("2020-01-01 is in the past");
    assertThat(bad.content()).contains("YYYY-MM-DD");
    assertThat(deck.content()).contains("no deck `nope`");
  }

  @Test
  @DisplayName(
      "The study commands are registered for server and user installs, in servers, the bot's DM"
          + " and private channels; a user-installed member studies in the bot's DM")
  void registeredEverywhere(DiscordScenario discord) {
    discord.await(
        () -> discord.fake().globalCommands().containsKey("readiness"), "commands registered");
    for (String name : List.of("review", "readiness")) {
      JsonNode command = discord.fake().globalCommands().get(name);
      assertThat(command.path("integration_types").toString()).as(name).isEqualTo("[0,1]");
      assertThat(command.path("contexts").toString()).as(name).isEqualTo("[0,1,2]");
    }
    // WHEN carol, who added the app to her account, starts a review in the bot's DM
    discord.fake().installForUser(discord.carol());
    InteractionReply reply =
        discord.slashInDm(discord.carol(), "review", Map.of("start", Map.of("count", 1)));

    // THEN the first question is right there, an ordinary message of the DM
    assertThat(reply.ephemeral()).isFalse();
    assertThat(reply.message().buttonLabels()).contains("Don't know");
    assertThat(discord.messages(discord.dm(discord.carol()))).hasSize(1);
  }

  @Test
  @DisplayName("In the bot's DM, /readiness names a next command that runs there and works")
  void nextStepWorksInTheDm(DiscordScenario discord) {
    // GIVEN carol, who added the app to her account and has answered nothing
    discord.await(
        () -> discord.fake().globalCommands().containsKey("readiness"), "commands registered");
    discord.fake().installForUser(discord.carol());

    // WHEN she asks for her readiness in the bot's DM
    InteractionReply reply =
        discord.slashInDm(discord.carol(), "readiness", Map.of("deck", StudyE2E.SEED_DECK));

    // THEN the next step is the /review start of that deck
    String description = message(reply).embeds().get(0).path("description").asText();
    assertThat(description).contains("`/review start deck:" + StudyE2E.SEED_DECK + "`");
    // AND that command runs in the DM: its first question is posted right there
    InteractionReply next =
        discord.slashInDm(
            discord.carol(), "review", Map.of("start", Map.of("deck", StudyE2E.SEED_DECK)));
    assertThat(next.message().buttonLabels()).contains("Don't know");
  }

  private static dev.quizbot.fakediscord.FakeMessage message(InteractionReply reply) {
    return reply.followUps().isEmpty() ? reply.message() : reply.followUps().get(0);
  }
}
