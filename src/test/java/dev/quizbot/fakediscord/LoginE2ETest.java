package dev.quizbot.fakediscord;

import static org.assertj.core.api.Assertions.assertThat;

import net.dv8tion.jda.api.JDA;
import net.dv8tion.jda.api.entities.Guild;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

final class LoginE2ETest {

  @RegisterExtension final FakeDiscordExtension discord = new FakeDiscordExtension();

  @Test
  @DisplayName("JDA logs in to the fake and loads its guild with the text channel")
  void jdaLogsInAndLoadsGuild(DiscordScenario scenario) {
    // GIVEN a fake Discord with one guild and channel
    // WHEN a JDA bot logs in
    JdaTestBot bot = scenario.startBot(new JdaTestBot());

    // THEN JDA is connected, knows itself and sees the guild and its channel
    JDA jda = bot.jda();
    assertThat(jda.getStatus()).isEqualTo(JDA.Status.CONNECTED);
    assertThat(jda.getSelfUser().getId()).isEqualTo(scenario.botUser().id());
    Guild guild = jda.getGuildById(scenario.guild().id());
    assertThat(guild).isNotNull();
    assertThat(guild.getName()).isEqualTo("Quiz Guild");
    assertThat(guild.getTextChannelById(scenario.channel().id()).getName()).isEqualTo("quiz");
    assertThat(scenario.restLog()).anyMatch(r -> r.is("GET", "users/@me"));
  }
}
