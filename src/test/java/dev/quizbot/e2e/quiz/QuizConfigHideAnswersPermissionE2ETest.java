package dev.quizbot.e2e.quiz;

import static org.assertj.core.api.Assertions.assertThat;

import dev.quizbot.e2e.AppBot;
import dev.quizbot.fakediscord.DiscordScenario;
import dev.quizbot.fakediscord.FakeDiscordExtension;
import dev.quizbot.fakediscord.FakeUser;
import dev.quizbot.fakediscord.InteractionReply;
import dev.quizbot.fakediscord.Permissions;
import java.util.Map;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * Hide answers only works with Manage Messages (spec, "Grading rules"; README's invite table). An
 * admin turning it on for a bot without that permission must learn so from /quizconfig, as
 * allow_channel names a missing permission, instead of reading "Hide answers: on" while every
 * member's answer stays visible for others to copy.
 */
final class QuizConfigHideAnswersPermissionE2ETest {

  @RegisterExtension final FakeDiscordExtension extension = new FakeDiscordExtension();

  @Test
  @DisplayName("hide_answers:True for a bot without Manage Messages names that missing permission")
  void hideAnswersWithoutManageMessagesIsFlagged(DiscordScenario discord) {
    // GIVEN a bot whose role lacks Manage Messages (known to it at login)
    discord
        .fake()
        .setBotRolePermissions(
            discord.guild(), Permissions.BOT_DEFAULT & ~Permissions.MANAGE_MESSAGES);
    discord.startBot(AppBot.fresh());

    // WHEN the owner turns hide answers on
    FakeUser owner = discord.fake().guildOwner(discord.guild());
    InteractionReply reply = discord.slash(owner, "quizconfig", Map.of("hide_answers", true));

    // THEN the reply tells the admin the bot cannot remove reactions without Manage Messages
    assertThat(reply.ephemeral()).isTrue();
    assertThat(reply.content()).contains("Manage Messages");
  }
}
