package dev.quizbot.discord.settings;

import static org.assertj.core.api.Assertions.assertThat;

import net.dv8tion.jda.api.entities.channel.ChannelType;
import net.dv8tion.jda.api.interactions.commands.build.OptionData;
import net.dv8tion.jda.api.interactions.commands.build.SlashCommandData;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** The /quizconfig definition registered with Discord. */
final class QuizConfigDefinitionTest {

  @Test
  @DisplayName("the channel options offer only text and announcement channels in Discord's picker")
  void channelOptionsLimitedToTextChannels() {
    // GIVEN the command as registered
    SlashCommandData definition = new QuizConfigCommand(null, null, null, null).definition();

    // WHEN its channel options are read
    var channelOptions =
        definition.getOptions().stream()
            .filter(o -> o.getName().endsWith("_channel"))
            .map(OptionData::getChannelTypes)
            .toList();

    // THEN allow_channel, disallow_channel and review_channel accept text-like channels only
    assertThat(channelOptions)
        .hasSize(3)
        .allSatisfy(
            types ->
                assertThat(types).containsExactlyInAnyOrder(ChannelType.TEXT, ChannelType.NEWS));
  }

  @Test
  @DisplayName("/quizconfig is registered for members with Manage Server only")
  void registeredForManageServerOnly() {
    // GIVEN the command as registered
    SlashCommandData definition = new QuizConfigCommand(null, null, null, null).definition();

    // WHEN its default member permissions are read
    long permissions = definition.getDefaultPermissions().getPermissionsRaw();

    // THEN Discord shows it to Manage Server members only, as the spec asks of admin commands
    assertThat(permissions).isEqualTo(net.dv8tion.jda.api.Permission.MANAGE_SERVER.getRawValue());
  }
}
