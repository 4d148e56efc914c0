package dev.quizbot.e2e.daily;

import static org.assertj.core.api.Assertions.assertThat;

import dev.quizbot.e2e.AppBot;
import dev.quizbot.fakediscord.DiscordScenario;
import dev.quizbot.fakediscord.FakeChannel;
import dev.quizbot.fakediscord.FakeDiscordExtension;
import dev.quizbot.fakediscord.FakeRole;
import dev.quizbot.fakediscord.FakeUser;
import dev.quizbot.fakediscord.InteractionReply;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * The bot must not do for an admin what the admin could not do herself: the bot may hold
 * permissions Manage Server does not include (Mention All Roles, so that its daily ping notifies;
 * Send Messages in a read-only channel). Discord lets only members with Mention @everyone, @here
 * and All Roles ping a role that is not mentionable.
 */
final class DailyAdminAuthorityE2ETest {

  @RegisterExtension final FakeDiscordExtension extension = new FakeDiscordExtension();

  @Test
  @DisplayName("An admin who may not ping a role cannot make the daily question ping it")
  void adminWithoutMentionRightRefused(DiscordScenario discord) {
    // GIVEN carol with Manage Server but not Mention All Roles, a role that is not mentionable,
    // and a bot that may mention every role
    DailyWorld world = new DailyWorld(discord, AppBot.fresh(), true);
    FakeUser carol = managerWhoMayNotMentionRoles(discord);
    discord.startBot(world.bot);

    // WHEN carol schedules the daily question pinging that role
    InteractionReply reply = world.set(carol, discord.channel(), "14:30", "Europe/Berlin", true);

    // THEN nothing is stored and the reply says why and what to do
    assertThat(reply.ephemeral()).isTrue();
    assertThat(reply.content())
        .contains("Nothing was saved")
        .contains("<@&" + world.pingRole.id() + ">")
        .contains("you may not mention it");
    assertThat(world.storedSchedules()).isZero();
  }

  @Test
  @DisplayName("An admin who may not ping the role can still schedule the question without it")
  void sameAdminWithoutRoleSaved(DiscordScenario discord) {
    // GIVEN the same carol
    DailyWorld world = new DailyWorld(discord, AppBot.fresh(), true);
    FakeUser carol = managerWhoMayNotMentionRoles(discord);
    discord.startBot(world.bot);

    // WHEN she schedules it without a role
    InteractionReply reply = world.set(carol, discord.channel(), "14:30", "Europe/Berlin", false);

    // THEN it is saved
    assertThat(reply.content()).startsWith("Saved.");
    assertThat(world.storedSchedules()).isEqualTo(1);
  }

  @Test
  @DisplayName("An admin who may ping every role can make the daily question ping one")
  void adminWithMentionRightSaved(DiscordScenario discord) {
    // GIVEN the world's admin, whose role has Manage Server and Mention All Roles
    DailyWorld world = DailyWorld.start(discord);

    // WHEN she schedules the daily question pinging the role
    InteractionReply reply = world.setStandard();

    // THEN it is saved with the ping
    assertThat(reply.content()).startsWith("Saved.");
    assertThat(world.storedSchedules()).isEqualTo(1);
    assertThat(world.bot.number("SELECT role_id FROM daily_schedules"))
        .isEqualTo(Long.parseLong(world.pingRole.id()));
  }

  @Test
  @DisplayName("An admin who may not post in a channel cannot have the daily question posted there")
  void adminWhoCannotPostInChannelRefused(DiscordScenario discord) {
    // GIVEN a read-only channel: everyone is denied Send Messages there but the bot
    DailyWorld world = new DailyWorld(discord, AppBot.fresh(), true);
    FakeChannel readOnly = discord.fake().createTextChannel(discord.guild(), "announcements");
    discord
        .fake()
        .setChannelOverwrite(readOnly, discord.guild().id(), false, 0, DailyWorld.SEND_MESSAGES);
    discord
        .fake()
        .setChannelOverwrite(readOnly, discord.botUser().id(), true, DailyWorld.SEND_MESSAGES, 0);
    discord.startBot(world.bot);

    // WHEN alice schedules the daily question in that channel
    InteractionReply reply = world.set(world.admin, readOnly, "14:30", "Europe/Berlin", false);

    // THEN nothing is stored and the reply says why and what to do
    assertThat(reply.ephemeral()).isTrue();
    assertThat(reply.content())
        .contains("Nothing was saved")
        .contains("<#" + readOnly.id() + ">")
        .contains("you may not send messages there");
    assertThat(world.storedSchedules()).isZero();
  }

  @Test
  @DisplayName(
      "An admin allowed to post in a read-only channel by an overwrite for her alone can have the"
          + " daily question posted there")
  void adminAllowedByHerOwnOverwriteSaved(DiscordScenario discord) {
    // GIVEN a read-only channel where everyone is denied Send Messages, but alice (the admin) and
    // the bot are allowed it by overwrites for them alone (Discord's usual way to let one person
    // post in an announcements channel); alice could post there herself
    DailyWorld world = new DailyWorld(discord, AppBot.fresh(), true);
    FakeChannel readOnly = discord.fake().createTextChannel(discord.guild(), "announcements");
    discord
        .fake()
        .setChannelOverwrite(readOnly, discord.guild().id(), false, 0, DailyWorld.SEND_MESSAGES);
    discord
        .fake()
        .setChannelOverwrite(readOnly, discord.botUser().id(), true, DailyWorld.SEND_MESSAGES, 0);
    discord
        .fake()
        .setChannelOverwrite(readOnly, world.admin.id(), true, DailyWorld.SEND_MESSAGES, 0);
    discord.startBot(world.bot);

    // WHEN alice schedules the daily question in that channel
    InteractionReply reply = world.set(world.admin, readOnly, "14:30", "Europe/Berlin", false);

    // THEN it is saved (before the admin-authority check it was; now the reply tells her she may
    // not send messages there, which is untrue)
    assertThat(reply.content()).startsWith("Saved.");
    assertThat(world.storedSchedules()).isEqualTo(1);
  }

  /** Carol, given Manage Server by a role of her own and nothing else (no Mention All Roles). */
  private static FakeUser managerWhoMayNotMentionRoles(DiscordScenario discord) {
    FakeRole managers =
        discord.fake().createRole(discord.guild(), "Managers", DailyWorld.MANAGE_GUILD);
    FakeUser carol = discord.carol();
    discord.fake().assignRole(discord.guild(), carol, managers);
    return carol;
  }
}
