package dev.quizbot.fakediscord;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

final class GuildCreateTest {

  @Test
  @DisplayName(
      "GUILD_CREATE lists every member only with the presences intent; otherwise just the bot,"
          + " with the full member count and 'large' above 250")
  void membersFollowThePresencesIntent() {
    try (FakeDiscord fake = FakeDiscord.start()) {
      // GIVEN a guild of the bot, its owner and 300 members
      FakeGuild guild = fake.createGuild("Big Guild");
      for (int i = 0; i < 300; i++) {
        fake.createMember(guild, "member-" + i);
      }

      // WHEN its GUILD_CREATE is made for a session without and with GUILD_PRESENCES
      JsonNode plain = guild.toGuildCreateJson(fake.botUser(), false);
      JsonNode withPresences = guild.toGuildCreateJson(fake.botUser(), true);

      // THEN only the bot is listed without the intent, everyone with it
      assertThat(userIds(plain)).containsExactly(fake.botUser().id());
      int memberCount = plain.path("member_count").asInt();
      assertThat(memberCount).isGreaterThan(300); // the bot, the 300, and the guild's owner
      assertThat(userIds(withPresences)).hasSize(memberCount).contains(fake.botUser().id());
      assertThat(plain.path("large").asBoolean()).isTrue();
    }
  }

  private static List<String> userIds(JsonNode guildCreate) {
    List<String> ids = new ArrayList<>();
    guildCreate.path("members").forEach(m -> ids.add(m.path("user").path("id").asText()));
    return ids;
  }
}
