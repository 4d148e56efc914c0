package dev.quizbot.e2e.leaderboard;

import static org.assertj.core.api.Assertions.assertThat;

import dev.quizbot.e2e.AppBot;
import dev.quizbot.fakediscord.DiscordScenario;
import dev.quizbot.fakediscord.FakeDiscordExtension;
import dev.quizbot.fakediscord.InteractionReply;
import java.util.Map;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * The topic option is free text (autocomplete only suggests): Discord lets a member type up to 6000
 * characters into it. The refusal must still be one readable message (2000 characters at most).
 */
final class LeaderboardLongTopicE2ETest {
  private final AppBot bot = AppBot.fresh();

  @RegisterExtension final FakeDiscordExtension extension = FakeDiscordExtension.withBot(() -> bot);

  @Test
  @DisplayName("a pasted 3000-character topic gets the unknown-topic explanation, not an error")
  void longUnknownTopicIsExplained(DiscordScenario discord) {
    // GIVEN a member who pasted a paragraph into the topic option
    String pasted = "how does nccl ring allreduce scale ".repeat(90);

    // WHEN they ask for the board of that "topic"
    InteractionReply reply = discord.slash(discord.alice(), "leaderboard", Map.of("topic", pasted));

    // THEN they are told privately the topic is unknown, in a message Discord accepts
    assertThat(reply.ephemeral()).isTrue();
    assertThat(reply.content()).startsWith("There's no topic `").contains("Topics: ");
    assertThat(reply.content().length()).isLessThanOrEqualTo(2000);
  }
}
