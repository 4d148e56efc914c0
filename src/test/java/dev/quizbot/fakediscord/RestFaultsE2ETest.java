package dev.quizbot.fakediscord;

import static org.assertj.core.api.Assertions.assertThat;

import net.dv8tion.jda.api.entities.channel.concrete.TextChannel;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

final class RestFaultsE2ETest {

  private static final String CREATE_MESSAGE = "channels/\\d+/messages";

  @RegisterExtension
  final FakeDiscordExtension discord = FakeDiscordExtension.withBot(JdaTestBot::new);

  private static TextChannel quizChannel(DiscordScenario scenario) {
    return ((JdaTestBot) scenario.startedBot()).jda().getTextChannelById(scenario.channel().id());
  }

  @Test
  @DisplayName("A 429 with Retry-After is retried by JDA and the message is posted once")
  void rateLimitIsRetried(DiscordScenario scenario) {
    // GIVEN the next message create is answered 429 (Retry-After 1 s, with Via and scope)
    scenario.fake().faults().rateLimitNext("POST", CREATE_MESSAGE, 1, 1);
    scenario.allowJdaLog("429");

    // WHEN the bot sends a message
    quizChannel(scenario).sendMessage("after the limit").complete();

    // THEN JDA retried: one 429, then one 200, and exactly one message exists
    assertThat(scenario.restLog())
        .filteredOn(r -> r.is("POST", CREATE_MESSAGE))
        .extracting(RecordedRequest::status)
        .containsExactly(429, 200);
    assertThat(scenario.messages(scenario.channel()))
        .extracting(FakeMessage::content)
        .containsExactly("after the limit");
  }

  @Test
  @DisplayName("A 502 is retried by JDA and the message is posted once")
  void badGatewayIsRetried(DiscordScenario scenario) {
    // GIVEN the next message create fails with 502
    scenario.fake().faults().failNext("POST", CREATE_MESSAGE, 1, 502);
    scenario.allowJdaLog("502");

    // WHEN the bot sends a message
    quizChannel(scenario).sendMessage("after the outage").complete();

    // THEN the request was retried and one message exists
    assertThat(scenario.restLog())
        .filteredOn(r -> r.is("POST", CREATE_MESSAGE))
        .extracting(RecordedRequest::status)
        .containsExactly(502, 200);
    assertThat(scenario.messages(scenario.channel())).hasSize(1);
  }

  @Test
  @DisplayName("The REST log records method, path and body of each request")
  void restLogRecordsBodies(DiscordScenario scenario) {
    // GIVEN a running bot
    // WHEN it sends a message
    quizChannel(scenario).sendMessage("logged").complete();

    // THEN the log holds the POST with its JSON body
    RecordedRequest post =
        scenario.restLog().stream()
            .filter(r -> r.is("POST", CREATE_MESSAGE))
            .findFirst()
            .orElseThrow();
    assertThat(Json.parse(post.body()).path("content").asText()).isEqualTo("logged");
    assertThat(post.status()).isEqualTo(200);
  }

  @Test
  @DisplayName("With rate limits on, a too-fast second reaction gets 429 and JDA retries it")
  void enforcedReactionLimitIsRetried(DiscordScenario scenario) {
    // GIVEN Discord-like rate limits and a bot message
    var message = quizChannel(scenario).sendMessage("question").complete();
    scenario.fake().rateLimits().enable(true);
    scenario.allowJdaLog("429");

    // WHEN the bot adds two reactions back to back
    net.dv8tion.jda.api.requests.RestAction.allOf(
            message.addReaction(net.dv8tion.jda.api.entities.emoji.Emoji.fromUnicode("🇦")),
            message.addReaction(net.dv8tion.jda.api.entities.emoji.Emoji.fromUnicode("🇧")))
        .complete();

    // THEN the per-channel reaction bucket refused one, and after the retry both are stored
    assertThat(scenario.fake().rateLimits().refusedCount()).isPositive();
    assertThat(
            scenario
                .fake()
                .message(scenario.channel(), message.getId())
                .orElseThrow()
                .reactionEmojis())
        .containsExactlyInAnyOrder("🇦", "🇧");
  }
}
