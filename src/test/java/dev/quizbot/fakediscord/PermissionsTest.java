package dev.quizbot.fakediscord;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

final class PermissionsTest {

  private final FakeGuild guild = new FakeGuild("100", "g", "1", Permissions.MEMBER_DEFAULT);
  private final FakeChannel channel = new FakeChannel("200", "100", "c", 0, 0, null);
  private final FakeUser member = new FakeUser("300", "alice", false);

  @Test
  @DisplayName("A member overwrite denying a permission beats a role that grants it")
  void memberOverwriteWins() {
    // GIVEN a role granting MANAGE_MESSAGES and a member overwrite denying it
    guild.putRole(new FakeRole("400", "mods", Permissions.MANAGE_MESSAGES, 1));
    guild.addMember(member, List.of("400"));
    channel.putOverwrite(new PermissionOverwrite("300", true, 0, Permissions.MANAGE_MESSAGES));

    // WHEN effective permissions are computed
    long effective = Permissions.effective(guild, channel, member.id());

    // THEN the member cannot manage messages but can still send
    assertThat(effective & Permissions.MANAGE_MESSAGES).isZero();
    assertThat(effective & Permissions.SEND_MESSAGES).isNotZero();
  }

  @Test
  @DisplayName("A role overwrite allowing a permission beats an @everyone overwrite denying it")
  void roleOverwriteBeatsEveryone() {
    // GIVEN @everyone denied SEND_MESSAGES in the channel but the member's role allowed
    guild.putRole(new FakeRole("401", "speakers", 0, 1));
    guild.addMember(member, List.of("401"));
    channel.putOverwrite(new PermissionOverwrite("100", false, 0, Permissions.SEND_MESSAGES));
    channel.putOverwrite(new PermissionOverwrite("401", false, Permissions.SEND_MESSAGES, 0));

    // WHEN computed THEN sending is allowed
    assertThat(Permissions.effective(guild, channel, member.id()) & Permissions.SEND_MESSAGES)
        .isNotZero();
  }
}
