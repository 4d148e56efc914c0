package dev.quizbot.e2e;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.quizbot.fakediscord.DiscordScenario;
import dev.quizbot.fakediscord.FakeDiscordExtension;
import dev.quizbot.fakediscord.FakeMessage;
import dev.quizbot.fakediscord.InteractionReply;
import dev.quizbot.fakediscord.RecordedRequest;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * Nothing the bot sends may ping anyone unless it means to (only the daily post pings, its one
 * role: DailyPostE2ETest). JDA's default {@code allowed_mentions} lets Discord parse every user,
 * role, {@code @everyone} and {@code @here} in a message's text; so one future reply that repeats
 * what a member typed or what a deck file says could ping a whole server. Every message the bot
 * creates or edits must therefore carry {@code allowed_mentions} with nothing to parse.
 */
final class AllowedMentionsE2ETest {
  private static final ObjectMapper JSON = new ObjectMapper();
  private static final String HOSTILE = "@everyone @here <@&4242> <@4343>";

  private final AppBot bot = AppBot.fresh();

  @RegisterExtension final FakeDiscordExtension discord = FakeDiscordExtension.withBot(() -> bot);

  @Test
  @DisplayName("Every message the bot sends or edits in a session lets Discord parse no mention")
  void noMessageParsesMentions(DiscordScenario discord) {
    // GIVEN a session of every member-facing command, with mention text typed into an option
    discord.slash(discord.alice(), "help", Map.of());
    InteractionReply refused = discord.slash(discord.alice(), "quiz", Map.of("topic", HOSTILE));
    assertThat(refused.content()).contains("@everyone");
    InteractionReply question = discord.slash(discord.alice(), "quiz", Map.of());
    FakeMessage posted = question.message();
    discord.await(() -> posted.reactionEmojis().size() == 4, "the bot's four reactions");
    discord.react(discord.bob(), posted, "🇦");
    discord.await(() -> bot.storedAnswers() == 1, "bob's answer stored");
    bot.clock().advance(Duration.ofSeconds(61));
    discord.awaitMessage(
        m ->
            m.id().equals(posted.id())
                && m.embeds().get(0).path("title").asText().startsWith("Answer:"));
    discord.slash(discord.alice(), "leaderboard", Map.of());
    discord.slash(discord.alice(), "leaderboard", Map.of("topic", HOSTILE));
    discord.slash(discord.bob(), "stats", Map.of());
    discord.slash(discord.alice(), "stats", Map.of());
    discord.slash(discord.alice(), "topics", Map.of());
    discord.slash(discord.alice(), "quizconfig", Map.of("timezone", HOSTILE));

    // WHEN the requests that create or edit a message are collected (the fake logs a request just
    // after answering it: wait for the last reply's)
    discord.await(() -> messagePayloads(discord).size() >= 10, "ten messages sent or edited");
    List<JsonNode> messages = messagePayloads(discord);

    // THEN each that has text (where Discord looks for mentions; embeds never ping) lets Discord
    // parse none, and none lets it parse any
    assertThat(messages).filteredOn(payload -> payload.has("content")).hasSizeGreaterThan(5);
    assertThat(messages)
        .allSatisfy(
            payload -> {
              JsonNode allowed = payload.path("allowed_mentions");
              if (payload.has("content")) {
                assertThat(allowed.isObject()).as("allowed_mentions in %s", payload).isTrue();
              }
              assertThat(allowed.path("parse")).as("parse in %s", payload).isEmpty();
              assertThat(allowed.path("replied_user").asBoolean()).isFalse();
            });
  }

  private static List<JsonNode> messagePayloads(DiscordScenario discord) {
    return discord.restLog().stream()
        .map(AllowedMentionsE2ETest::messagePayload)
        .filter(payload -> payload != null)
        .toList();
  }

  /** The message part of a create or edit request; null for any other request. */
  private static JsonNode messagePayload(RecordedRequest request) {
    boolean callback = request.is("POST", "interactions/\\d+/[^/]+/callback");
    boolean message =
        request.is("POST", "channels/\\d+/messages")
            || request.is("PATCH", "channels/\\d+/messages/\\d+")
            || request.is("POST", "webhooks/\\d+/[^/]+")
            || request.is("PATCH", "webhooks/\\d+/[^/]+/messages/[^/]+");
    if (!callback && !message) {
      return null;
    }
    JsonNode body = parse(request.body());
    JsonNode payload = callback ? body.path("data") : body;
    // A deferral and an autocomplete answer carry no message text.
    boolean hasMessage = payload.has("content") || payload.has("embeds");
    return hasMessage ? payload : null;
  }

  private static JsonNode parse(String body) {
    try {
      return JSON.readTree(body);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }
}
