package dev.quizbot.e2e;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import dev.quizbot.fakediscord.DiscordScenario;
import dev.quizbot.fakediscord.FakeDiscordExtension;
import dev.quizbot.fakediscord.FakeUser;
import dev.quizbot.fakediscord.InteractionReply;
import java.util.Map;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/** /help tells members and admins how the bot works here (spec, "Discord surface"). */
final class HelpE2ETest {
  private final AppBot bot = AppBot.fresh();

  @RegisterExtension final FakeDiscordExtension extension = FakeDiscordExtension.withBot(() -> bot);

  @Test
  @DisplayName("in a server that turned the speed bonus off, /help does not promise speed points")
  void helpFollowsSpeedBonusSetting(DiscordScenario discord) {
    // GIVEN the owner switched the speed bonus off
    FakeUser owner = discord.fake().guildOwner(discord.guild());
    InteractionReply saved = discord.slash(owner, "quizconfig", Map.of("speed_bonus", false));
    assertThat(saved.content()).contains("Speed bonus: off");

    // WHEN a member reads /help
    InteractionReply help = discord.slash(discord.alice(), "help", Map.of());

    // THEN it does not tell them a fast answer earns up to 5 extra points
    assertThat(help.ephemeral()).isTrue();
    assertThat(text(help.embeds().get(0))).doesNotContain("up to 5 for speed");
  }

  @Test
  @DisplayName("/help tells admins that /quizconfig sets the time zone the boards count in")
  void helpNamesTheTimeZoneSetting(DiscordScenario discord) {
    // WHEN an admin reads /help to learn what /quizconfig changes
    InteractionReply help = discord.slash(discord.alice(), "help", Map.of());

    // THEN the admin line lists the time zone (README: month/week boards use it)
    assertThat(text(help.embeds().get(0)).toLowerCase()).contains("time zone");
  }

  private static String text(JsonNode embed) {
    StringBuilder all = new StringBuilder(embed.path("description").asText());
    embed.path("fields").forEach(f -> all.append('\n').append(f.path("value").asText()));
    return all.toString();
  }
}
