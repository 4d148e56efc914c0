package dev.quizbot.fakediscord;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.Map;
import java.util.UUID;

/** Builds INTERACTION_CREATE payloads for a user invoking a registered slash command. */
final class InteractionFactory {

  static final int APPLICATION_COMMAND = 2;
  static final int AUTOCOMPLETE = 4;
  private static final int USER = 6;
  private static final int MENTIONABLE = 9;

  private final FakeState state;

  InteractionFactory(FakeState state) {
    this.state = state;
  }

  private volatile long ackDeadlineNanos = InteractionRecord.DISCORD_ACK_DEADLINE_NANOS;

  void setAckDeadline(java.time.Duration deadline) {
    ackDeadlineNanos = deadline.toNanos();
  }

  InteractionRecord newRecord(FakeChannel channel, FakeUser user) {
    return new InteractionRecord(
        state.ids().next(), "fake-token-" + UUID.randomUUID(), channel, user, ackDeadlineNanos);
  }

  /**
   * @param focusedOption the option being typed (autocomplete), or {@code null}
   */
  ObjectNode payload(
      InteractionRecord record,
      int type,
      JsonNode command,
      Map<String, ?> options,
      String focusedOption) {
    FakeChannel channel = record.channel;
    ObjectNode data = Json.object();
    data.put("id", record.id);
    data.put("application_id", state.applicationId());
    data.put("type", type);
    data.put("token", record.token);
    data.put("version", 1);
    data.put("locale", "en-US");
    data.put("channel_id", channel.id());
    data.set("channel", channel.toJson());
    data.put("app_permissions", Long.toString(Permissions.BOT_DEFAULT));
    data.putArray("entitlements");
    data.putObject("authorizing_integration_owners")
        .put("0", channel.isDm() ? "0" : channel.guildId());
    data.put("attachment_size_limit", 10 * 1024 * 1024);
    if (channel.isDm()) {
      data.put("context", 1);
      data.set("user", record.user.toJson());
    } else {
      FakeGuild guild = state.guild(channel.guildId()).orElseThrow();
      data.put("context", 0);
      data.put("guild_id", guild.id());
      data.put("guild_locale", "en-US");
      ObjectNode partialGuild = data.putObject("guild");
      partialGuild.put("id", guild.id());
      partialGuild.put("locale", "en-US");
      partialGuild.putArray("features");
      ObjectNode member = guild.memberJson(record.user);
      member.put(
          "permissions", Long.toString(Permissions.effective(guild, channel, record.user.id())));
      data.set("member", member);
    }
    data.set("data", commandData(command, options, focusedOption, channel));
    return data;
  }

  private ObjectNode commandData(
      JsonNode command, Map<String, ?> options, String focusedOption, FakeChannel channel) {
    ObjectNode data = Json.object();
    data.put("id", command.path("id").asText());
    data.put("name", command.path("name").asText());
    data.put("type", 1);
    if (command.has("guild_id")) {
      data.put("guild_id", command.get("guild_id").asText());
    }
    ArrayNode optionArray = data.putArray("options");
    options.forEach(
        (name, value) -> {
          ObjectNode option = optionArray.addObject();
          option.put("name", name);
          option.put("type", optionType(command, name, value));
          option.set("value", Json.valueToTree(value));
          if (name.equals(focusedOption)) {
            option.put("focused", true);
          }
          if (option.path("type").asInt() == USER || option.path("type").asInt() == MENTIONABLE) {
            resolveUser(data, String.valueOf(value), channel);
          }
        });
    return data;
  }

  /**
   * As Discord does, a USER (or user MENTIONABLE) option's value is an id and the user comes in
   * {@code data.resolved.users}; in a guild where the user is a member, the member (without {@code
   * user}, {@code deaf}, {@code mute}; with {@code permissions}) comes in {@code
   * data.resolved.members}.
   */
  private void resolveUser(ObjectNode data, String userId, FakeChannel channel) {
    FakeUser user = state.user(userId).orElse(null);
    if (user == null) {
      return; // a made-up id: Discord would not send it, JDA then has no user to resolve
    }
    ObjectNode resolved = data.has("resolved") ? (ObjectNode) data.get("resolved") : Json.object();
    data.set("resolved", resolved);
    ObjectNode users =
        resolved.has("users") ? (ObjectNode) resolved.get("users") : resolved.putObject("users");
    users.set(user.id(), user.toJson());
    if (channel.isDm()) {
      return;
    }
    FakeGuild guild = state.guild(channel.guildId()).orElseThrow();
    if (!guild.isMember(user.id())) {
      return;
    }
    ObjectNode members =
        resolved.has("members")
            ? (ObjectNode) resolved.get("members")
            : resolved.putObject("members");
    ObjectNode member = guild.memberJson(user);
    // Discord's resolved members are partial: no user, deaf or mute.
    member.remove("user");
    member.remove("deaf");
    member.remove("mute");
    member.put("permissions", Long.toString(Permissions.effective(guild, channel, user.id())));
    members.set(user.id(), member);
  }

  /** The type from the registered definition, else inferred from the Java value. */
  private static int optionType(JsonNode command, String name, Object value) {
    for (JsonNode option : command.path("options")) {
      if (option.path("name").asText().equals(name)) {
        return option.path("type").asInt();
      }
    }
    if (value instanceof Integer || value instanceof Long) {
      return 4;
    }
    if (value instanceof Boolean) {
      return 5;
    }
    if (value instanceof Number) {
      return 10;
    }
    return 3;
  }
}
