package dev.quizbot.fakediscord;

import com.fasterxml.jackson.databind.node.ObjectNode;

/** Builds dispatch payloads the way Discord shapes them (fields JDA needs included). */
final class GatewayEvents {

  private GatewayEvents() {}

  static ObjectNode reactionAdd(FakeGuild guild, FakeMessage message, FakeUser user, String emoji) {
    ObjectNode data = reactionBase(guild, message, user, emoji);
    data.put("message_author_id", message.author().id());
    data.putArray("burst_colors");
    if (guild != null) {
      // Real Discord sends the member on guild reactions; JDA parks the event without it.
      data.set("member", guild.memberJson(user));
    }
    return data;
  }

  static ObjectNode reactionRemove(
      FakeGuild guild, FakeMessage message, FakeUser user, String emoji) {
    return reactionBase(guild, message, user, emoji);
  }

  private static ObjectNode reactionBase(
      FakeGuild guild, FakeMessage message, FakeUser user, String emoji) {
    ObjectNode data = Json.object();
    data.put("user_id", user.id());
    data.put("channel_id", message.channelId());
    data.put("message_id", message.id());
    if (guild != null) {
      data.put("guild_id", guild.id());
    }
    data.set("emoji", FakeEmoji.toJson(emoji));
    data.put("burst", false);
    data.put("type", 0);
    return data;
  }

  static ObjectNode messageCreate(FakeGuild guild, FakeMessage message, String selfUserId) {
    ObjectNode data = message.toJson(selfUserId);
    if (guild != null && guild.isMember(message.author().id())) {
      ObjectNode member = guild.memberJson(message.author());
      member.remove("user");
      data.set("member", member);
    }
    return data;
  }
}
