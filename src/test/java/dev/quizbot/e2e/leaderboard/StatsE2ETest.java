package dev.quizbot.e2e.leaderboard;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import dev.quizbot.e2e.AppBot;
import dev.quizbot.fakediscord.DiscordScenario;
import dev.quizbot.fakediscord.FakeDiscordExtension;
import dev.quizbot.fakediscord.FakeMessage;
import dev.quizbot.fakediscord.InteractionReply;
import dev.quizbot.fakediscord.StoredAttachment;
import java.awt.image.BufferedImage;
import java.io.ByteArrayInputStream;
import java.time.Instant;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import javax.imageio.ImageIO;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

final class StatsE2ETest {
  private final AppBot bot = AppBot.fresh();

  @RegisterExtension final FakeDiscordExtension extension = FakeDiscordExtension.withBot(() -> bot);

  @Test
  @DisplayName("/stats shows a member's numbers and a decodable 800x400 chart, for self or others")
  void statsAfterRounds(DiscordScenario discord) throws Exception {
    // GIVEN alice right then wrong, bob right in the second round (15 points with speed bonus)
    QuizRounds rounds = new QuizRounds(discord, bot);
    rounds.play(Instant.parse("2026-03-02T12:00:00Z"), List.of(discord.alice()), List.of());
    rounds.play(
        Instant.parse("2026-03-02T13:00:00Z"), List.of(discord.bob()), List.of(discord.alice()));

    // WHEN bob asks for alice's stats
    InteractionReply reply =
        discord.slash(discord.bob(), "stats", Map.of("user", discord.alice().id()));

    // THEN a public deferred reply shows alice's numbers
    assertThat(reply.deferred()).isTrue();
    assertThat(reply.ephemeral()).isFalse();
    JsonNode embed = reply.embeds().get(0);
    assertThat(embed.path("description").asText()).contains("<@" + discord.alice().id() + ">");
    assertThat(fields(embed))
        .containsEntry("Answered", "2")
        .containsEntry("Correct", "1")
        .containsEntry("% correct", "50%")
        .containsEntry("Points", "15")
        .containsEntry("Correct in a row", "0 now · best 1")
        .containsEntry("Rank", "#1 all-time");
    // Each round draws a random question, so both may share a topic: expect what was stored.
    String perTopic = fields(embed).get("% correct per topic");
    for (Map<String, Object> topic :
        bot.rows(
            "SELECT topic, SUM(CASE WHEN correct THEN 1 ELSE 0 END) AS ok, COUNT(*) AS n"
                + " FROM answers WHERE user_id = ? GROUP BY topic",
            Long.parseLong(discord.alice().id()))) {
      long ok = ((Number) topic.get("ok")).longValue();
      long n = ((Number) topic.get("n")).longValue();
      assertThat(perTopic)
          .contains(topic.get("topic") + ": " + ok + "/" + n + " (" + (100 * ok / n) + "%)");
    }
    // AND the chart is attached and shown in the embed, a PNG of the stated size
    // (sent as attachment://stats.png; Discord, and the fake, store the attachment's URL)
    List<StoredAttachment> files = reply.message().attachments();
    assertThat(embed.path("image").path("url").asText())
        .isEqualTo(FakeMessage.cdnUrl(files.get(0)));
    assertThat(files).extracting(StoredAttachment::filename).containsExactly("stats.png");
    BufferedImage png = ImageIO.read(new ByteArrayInputStream(files.get(0).bytes()));
    assertThat(png).isNotNull();
    assertThat(png.getWidth()).isEqualTo(800);
    assertThat(png.getHeight()).isEqualTo(400);
  }

  @Test
  @DisplayName("/stats for a member without answers is an ephemeral explanation")
  void statsWithoutAnswers(DiscordScenario discord) {
    // WHEN carol, who never answered, asks for her stats and for bob's
    InteractionReply own = discord.slash(discord.carol(), "stats", Map.of());
    InteractionReply other =
        discord.slash(discord.carol(), "stats", Map.of("user", discord.bob().id()));

    // THEN both are ephemeral explanations, not errors
    assertThat(own.ephemeral()).isTrue();
    assertThat(own.content()).startsWith("You have no answers in this server yet");
    assertThat(other.ephemeral()).isTrue();
    assertThat(other.content())
        .startsWith("<@" + discord.bob().id() + "> has no answers in this server yet");
  }

  private static Map<String, String> fields(JsonNode embed) {
    Map<String, String> fields = new LinkedHashMap<>();
    embed
        .path("fields")
        .forEach(f -> fields.put(f.path("name").asText(), f.path("value").asText()));
    return fields;
  }
}
