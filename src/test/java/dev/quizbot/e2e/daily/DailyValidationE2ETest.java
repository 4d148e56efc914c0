package dev.quizbot.e2e.daily;

import static org.assertj.core.api.Assertions.assertThat;

import dev.quizbot.fakediscord.DiscordScenario;
import dev.quizbot.fakediscord.FakeDiscordExtension;
import dev.quizbot.fakediscord.InteractionReply;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

final class DailyValidationE2ETest {

  @RegisterExtension final FakeDiscordExtension extension = new FakeDiscordExtension();

  @Test
  @DisplayName("timezone Mars/Base is explained ephemerally and nothing is stored")
  void unknownTimezone(DiscordScenario discord) {
    DailyWorld world = DailyWorld.start(discord);

    InteractionReply reply = world.set(world.admin, discord.channel(), "14:30", "Mars/Base", false);

    assertThat(reply.ephemeral()).isTrue();
    assertThat(reply.content())
        .contains("Nothing was saved")
        .contains("I don't know the time zone `Mars/Base`")
        .contains("Europe/Berlin");
    assertThat(world.storedSchedules()).isZero();
  }

  @Test
  @DisplayName("time 25:99 is explained ephemerally and nothing is stored")
  void impossibleTime(DiscordScenario discord) {
    DailyWorld world = DailyWorld.start(discord);

    InteractionReply reply =
        world.set(world.admin, discord.channel(), "25:99", "Europe/Berlin", false);

    assertThat(reply.ephemeral()).isTrue();
    assertThat(reply.content()).contains("Nothing was saved").contains("HH:MM").contains("25:99");
    assertThat(world.storedSchedules()).isZero();
  }

  @Test
  @DisplayName("a channel where the bot cannot send is explained ephemerally, nothing stored")
  void channelWithoutSendPermission(DiscordScenario discord) {
    DailyWorld world = DailyWorld.start(discord);

    InteractionReply reply = world.set(world.admin, world.noSend, "14:30", "Europe/Berlin", false);

    assertThat(reply.ephemeral()).isTrue();
    assertThat(reply.content())
        .contains("Nothing was saved")
        .contains("<#" + world.noSend.id() + ">")
        .contains("Send Messages");
    assertThat(world.storedSchedules()).isZero();
  }

  @Test
  @DisplayName("a role the bot cannot ping is explained ephemerally and nothing is stored")
  void roleTheBotCannotPing(DiscordScenario discord) {
    // GIVEN a role that is not mentionable and a bot without Mention All Roles
    DailyWorld world = DailyWorld.startWithoutMentionAllRoles(discord);

    // WHEN the admin schedules the daily question pinging that role
    InteractionReply reply =
        world.set(world.admin, discord.channel(), "14:30", "Europe/Berlin", true);

    // THEN the reply says why the ping would not notify anyone and how to fix it
    assertThat(reply.ephemeral()).isTrue();
    assertThat(reply.content())
        .contains("Nothing was saved")
        .contains("<@&" + world.pingRole.id() + ">")
        .contains("mention")
        .contains("Mention @everyone, @here and All Roles");
    assertThat(world.storedSchedules()).isZero();
  }

  @Test
  @DisplayName("a member without Manage Server is refused ephemerally and nothing is stored")
  void nonAdminRefused(DiscordScenario discord) {
    DailyWorld world = DailyWorld.start(discord);

    InteractionReply reply =
        world.set(world.member, discord.channel(), "14:30", "Europe/Berlin", false);

    assertThat(reply.ephemeral()).isTrue();
    assertThat(reply.content()).contains("Manage Server");
    assertThat(world.storedSchedules()).isZero();
  }

  @Test
  @DisplayName("/daily is registered for Manage Server members only")
  void registeredForManageServer(DiscordScenario discord) {
    DailyWorld.start(discord);

    String permissions =
        discord.fake().globalCommands().get("daily").path("default_member_permissions").asText();

    assertThat(permissions).isEqualTo(Long.toString(DailyWorld.MANAGE_GUILD));
  }
}
