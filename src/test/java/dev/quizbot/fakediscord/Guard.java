package dev.quizbot.fakediscord;

/** Looks up what a route needs and checks the bot's permissions, throwing Discord's errors. */
final class Guard {

  private final FakeState state;

  Guard(FakeState state) {
    this.state = state;
  }

  FakeChannel channel(String channelId) {
    return state.channel(channelId).orElseThrow(DiscordError::unknownChannel);
  }

  FakeMessage message(String channelId, String messageId) {
    channel(channelId);
    return state.message(channelId, messageId).orElseThrow(DiscordError::unknownMessage);
  }

  /**
   * Throws 50001 in a server the bot is not in (removed from it), else 50013 unless the bot has
   * every one of {@code required} in this channel.
   */
  void requireBot(FakeChannel channel, long required) {
    if (channel.isDm()) {
      return;
    }
    FakeGuild guild = state.guild(channel.guildId()).orElseThrow(DiscordError::unknownChannel);
    if (!guild.isMember(state.botUser().id())) {
      throw DiscordError.missingAccess();
    }
    long effective = Permissions.effective(guild, channel, state.botUser().id());
    if ((effective & required) != required) {
      throw DiscordError.missingPermissions();
    }
  }
}
