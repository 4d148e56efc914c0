package dev.quizbot.e2e.pictures;

import static org.assertj.core.api.Assertions.assertThat;

import dev.quizbot.e2e.AppBot;
import dev.quizbot.fakediscord.DiscordScenario;
import dev.quizbot.fakediscord.FakeDiscordExtension;
import dev.quizbot.fakediscord.FakeMessage;
import dev.quizbot.fakediscord.FakeUser;
import dev.quizbot.fakediscord.StoredAttachment;
import java.awt.Color;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;

/**
 * The daily question of a question with an {@code image}: the post carries the file as an
 * attachment and its embed shows that attachment ({@code attachment://}, which the fake resolves to
 * the attachment's CDN URL as Discord does), as /quiz does (see {@link QuestionPictureE2ETest}).
 */
final class DailyPictureE2ETest {
  /** 14:30 Europe/Berlin (CET) on the bot's first day, Monday 2026-03-02. */
  private static final Instant POST_AT = Instant.parse("2026-03-02T13:30:00Z");

  private final AppBot bot = AppBot.fresh();

  @RegisterExtension final FakeDiscordExtension extension = new FakeDiscordExtension();

  @TempDir Path bank;

  @Test
  @DisplayName("the daily question posts the picture as an attachment its embed shows")
  void dailyPostCarriesThePicture(DiscordScenario discord) throws IOException {
    // GIVEN a bank whose only question has a picture, and a daily schedule at 14:30 Berlin
    byte[] png =
        TestPng.write(
            bank.resolve("diagrams/pipeline 1f1b.png"),
            g -> {
              g.setColor(Color.BLUE);
              g.fillRect(4, 4, 20, 10);
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
            choices: ["1F1B", "GPipe", "Interleaved", "Zero bubble"]
            answer: 1F1B
            explanation: One forward, one backward per stage in the steady state.
            image: diagrams/pipeline 1f1b.png
        """);
    discord.startBot(bot.with("QUIZBOT_BANK_PATHS", bank.toString()));
    FakeUser owner = discord.fake().guildOwner(discord.guild());
    Map<String, Object> set = new LinkedHashMap<>();
    set.put("channel", discord.channel().id());
    set.put("time", "14:30");
    set.put("timezone", "Europe/Berlin");
    discord.slash(owner, "daily", Map.of("set", set));

    // WHEN the posting time comes
    bot.clock().set(POST_AT);
    bot.app().dailyTicker().tickNow();

    // THEN the daily post carries the picture, and its embed shows that attachment
    FakeMessage posted =
        discord.awaitMessage(
            m ->
                !m.embeds().isEmpty()
                    && m.embeds().get(0).path("description").asText().startsWith("Which schedule"));
    List<StoredAttachment> attachments = posted.attachments();
    assertThat(attachments)
        .extracting(StoredAttachment::filename)
        .containsExactly("pipeline_1f1b.png");
    assertThat(attachments.get(0).bytes()).isEqualTo(png);
    assertThat(posted.embedImageUrl(0))
        .as("the embed shows the uploaded file (attachment://pipeline_1f1b.png)")
        .isEqualTo(FakeMessage.cdnUrl(attachments.get(0)));
    discord.await(
        () -> bot.countRows("SELECT count(*) FROM daily_claims WHERE status = 'POSTED'") == 1,
        "the daily claim recorded as posted");
  }
}
