package dev.quizbot.e2e.quiz;

import static org.assertj.core.api.Assertions.assertThat;

import dev.quizbot.e2e.AppBot;
import dev.quizbot.fakediscord.DiscordScenario;
import dev.quizbot.fakediscord.FakeDiscordExtension;
import dev.quizbot.fakediscord.FakeUser;
import dev.quizbot.fakediscord.InteractionReply;
import java.util.Map;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * /quizconfig timezone is a free-text option of up to 6000 characters: a bad value must be refused
 * with the explanation (spec, "Discord surface"), in a message Discord accepts.
 */
final class QuizConfigLongTimezoneE2ETest {
  private final AppBot bot = AppBot.fresh();

  @RegisterExtension final FakeDiscordExtension discord = FakeDiscordExtension.withBot(() -> bot);

  @Test
  @DisplayName("a pasted 2500-character timezone is refused with the IANA hint, storing nothing")
  void longTimezoneExplained(DiscordScenario discord) {
    // GIVEN an admin who pasted a long text into the timezone option
    FakeUser owner = discord.fake().guildOwner(discord.guild());
    String pasted = "Central European Summer Time ".repeat(90);

    // WHEN they save it
    InteractionReply reply = discord.slash(owner, "quizconfig", Map.of("timezone", pasted));

    // THEN the refusal explains what a valid zone looks like, within 2000 characters
    assertThat(reply.ephemeral()).isTrue();
    assertThat(reply.content()).contains("Nothing was changed").contains("Europe/Berlin");
    assertThat(reply.content().length()).isLessThanOrEqualTo(2000);
    assertThat(bot.countRows("SELECT count(*) FROM guild_settings")).isZero();
  }
}
