package dev.quizbot.fakediscord;

/**
 * Adds and removes reactions on stored messages and emits the matching gateway events — the one
 * path for both the bot's REST calls and simulated users, so both look the same to the bot.
 */
final class ReactionBook {

  private final FakeState state;
  private final EventSink events;

  ReactionBook(FakeState state, EventSink events) {
    this.state = state;
    this.events = events;
  }

  /** Stores the reaction (30010 past 20 distinct emojis) and dispatches MESSAGE_REACTION_ADD. */
  void add(FakeChannel channel, FakeMessage message, FakeUser user, String emoji) {
    synchronized (message) {
      if (!message.hasEmoji(emoji)
          && message.distinctEmojiCount() >= PayloadLimits.DISTINCT_REACTIONS) {
        throw DiscordError.tooManyReactions();
      }
      if (!message.addReaction(emoji, user.id())) {
        return; // Discord sends no event for a repeated reaction.
      }
    }
    FakeGuild guild = state.guild(channel.guildId()).orElse(null);
    events.dispatch(
        "MESSAGE_REACTION_ADD",
        GatewayEvents.reactionAdd(guild, message, user, emoji),
        Intents.reactions(channel.isDm()));
  }

  void remove(FakeChannel channel, FakeMessage message, FakeUser user, String emoji) {
    if (!message.removeReaction(emoji, user.id())) {
      return;
    }
    FakeGuild guild = state.guild(channel.guildId()).orElse(null);
    events.dispatch(
        "MESSAGE_REACTION_REMOVE",
        GatewayEvents.reactionRemove(guild, message, user, emoji),
        Intents.reactions(channel.isDm()));
  }
}
