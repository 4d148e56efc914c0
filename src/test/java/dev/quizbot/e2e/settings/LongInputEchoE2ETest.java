package dev.quizbot.e2e.settings;

import static org.assertj.core.api.Assertions.assertThat;

import dev.quizbot.e2e.AppBot;
import dev.quizbot.fakediscord.DiscordScenario;
import dev.quizbot.fakediscord.FakeDiscordExtension;
import dev.quizbot.fakediscord.FakeUser;
import dev.quizbot.fakediscord.InteractionReply;
import java.util.LinkedHashMap;
import java.util.Map;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * Admin input echoed back (issue 28): a string option holds up to 6000 characters, a reply 2000,
 * and an emoji is two UTF-16 characters that must not be cut apart. Each refusal fits, is valid
 * text, and stores nothing.
 */
final class LongInputEchoE2ETest {
  /** 3000 clocks: 6000 UTF-16 characters, Discord's longest string option. */
  private static final String PASTED = "🕐".repeat(3000);

  private final AppBot bot = AppBot.fresh();

  @RegisterExtension final FakeDiscordExtension extension = FakeDiscordExtension.withBot(() -> bot);

  private static void fitsAndIsWhole(InteractionReply reply) {
    assertThat(reply.ephemeral()).isTrue();
    assertThat(reply.content()).contains("🕐🕐🕐").hasSizeLessThanOrEqualTo(2000);
    long halves =
        reply
            .content()
            .codePoints()
            .filter(cp -> cp >= Character.MIN_SURROGATE && cp <= Character.MAX_SURROGATE)
            .count();
    assertThat(halves).as("halves of an emoji").isZero();
  }

  @Test
  @DisplayName("/quizconfig timezone, /daily set time and timezone with 6000 characters of emoji")
  void longEmojiInputs(DiscordScenario discord) {
    FakeUser owner = discord.fake().guildOwner(discord.guild());

    fitsAndIsWhole(discord.slash(owner, "quizconfig", Map.of("timezone", PASTED)));

    Map<String, Object> badTime = new LinkedHashMap<>();
    badTime.put("channel", discord.channel().id());
    badTime.put("time", PASTED);
    fitsAndIsWhole(discord.slash(owner, "daily", Map.of("set", badTime)));

    Map<String, Object> badZone = new LinkedHashMap<>(badTime);
    badZone.put("time", "09:00");
    badZone.put("timezone", PASTED);
    fitsAndIsWhole(discord.slash(owner, "daily", Map.of("set", badZone)));

    assertThat(bot.countRows("SELECT count(*) FROM guild_settings")).isZero();
    assertThat(bot.countRows("SELECT count(*) FROM daily_schedules")).isZero();
  }
}
