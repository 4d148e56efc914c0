package dev.quizbot.fakediscord;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.List;
import java.util.Map;
import java.util.UUID;

/** Builds INTERACTION_CREATE payloads for a user invoking a registered slash command. */
final class InteractionFactory {

  static final int APPLICATION_COMMAND = 2;
  static final int MESSAGE_COMPONENT = 3;
  static final int AUTOCOMPLETE = 4;
  static final int MODAL_SUBMIT = 5;
  static final int GUILD_INSTALL = 0;
  static final int USER_INSTALL = 1;
  static final int CONTEXT_GUILD = 0;
  static final int CONTEXT_BOT_DM = 1;
  private static final int OPTION_CHANNEL = 7;
  private static final int OPTION_ROLE = 8;
  private static final int OPTION_USER = 6;
  private static final int OPTION_MENTIONABLE = 9;

  private final FakeState state;

  InteractionFactory(FakeState state) {
    this.state = state;
  }

  private volatile long ackDeadlineNanos = InteractionRecord.DISCORD_ACK_DEADLINE_NANOS;

  void setAckDeadline(java.time.Duration deadline) {
    ackDeadlineNanos = deadline.toNanos();
  }

  InteractionRecord newRecord(
      int type, FakeChannel channel, FakeUser user, FakeMessage sourceMessage) {
    return new InteractionRecord(
        state.ids().next(),
        "fake-token-" + UUID.randomUUID(),
        type,
        channel,
        user,
        sourceMessage,
        ackDeadlineNanos);
  }

  /**
   * A slash command (type 2) or autocomplete (type 4) interaction.
   *
   * @param focusedOption the option being typed (autocomplete), or {@code null}
   */
  ObjectNode payload(
      InteractionRecord record,
      int type,
      JsonNode command,
      Map<String, ?> options,
      String focusedOption) {
    ObjectNode data = base(record, type, integrationTypes(command));
    data.set("data", commandData(record, command, options, focusedOption));
    return data;
  }

  /**
   * A user pressed a button or picked select values (type 3): {@code data} names the component,
   * {@code message} is the message it sits on.
   *
   * @param values the chosen option values for a select, {@code null} for a button
   */
  ObjectNode componentPayload(InteractionRecord record, JsonNode component, List<String> values) {
    ObjectNode payload = base(record, MESSAGE_COMPONENT, List.of(0, 1));
    payload.set("message", record.sourceMessage.toJson(state.botUser().id()));
    ObjectNode data = payload.putObject("data");
    data.put("custom_id", component.path("custom_id").asText());
    data.put("component_type", component.path("type").asInt());
    data.put("id", component.path("id").asInt());
    if (values != null) {
      ArrayNode valueArray = data.putArray("values");
      values.forEach(valueArray::add);
    }
    return payload;
  }

  /** A user submitted a modal (type 5): each text input's value in the modal's own layout. */
  ObjectNode modalSubmitPayload(
      InteractionRecord record, FakeModal modal, Map<String, String> values) {
    ObjectNode payload = base(record, MODAL_SUBMIT, List.of(0, 1));
    if (record.sourceMessage != null) {
      payload.set("message", record.sourceMessage.toJson(state.botUser().id()));
    }
    ObjectNode data = payload.putObject("data");
    data.put("custom_id", modal.customId());
    data.set("components", modal.submitComponents(values));
    return payload;
  }

  /** The fields every interaction carries: who, where, in which language, with what rights. */
  private ObjectNode base(InteractionRecord record, int type, List<Integer> integrationTypes) {
    FakeChannel channel = record.channel;
    ObjectNode data = Json.object();
    data.put("id", record.id);
    data.put("application_id", state.applicationId());
    data.put("type", type);
    data.put("token", record.token);
    data.put("version", 1);
    data.put("locale", state.locale(record.user));
    data.put("channel_id", channel.id());
    data.set("channel", channel.toJson());
    data.putArray("entitlements");
    ObjectNode owners = data.putObject("authorizing_integration_owners");
    if (integrationTypes.contains(GUILD_INSTALL)) {
      // Guild install: the guild's id, or "0" in the bot's DM.
      owners.put(Integer.toString(GUILD_INSTALL), channel.isDm() ? "0" : channel.guildId());
    }
    if (integrationTypes.contains(USER_INSTALL) && state.userInstalled(record.user.id())) {
      owners.put(Integer.toString(USER_INSTALL), record.user.id());
    }
    data.put("attachment_size_limit", 10 * 1024 * 1024);
    if (channel.isDm()) {
      data.put("context", CONTEXT_BOT_DM);
      data.put("app_permissions", Long.toString(Permissions.BOT_DM));
      data.set("user", record.user.toJson());
    } else {
      FakeGuild guild = state.guild(channel.guildId()).orElseThrow();
      data.put("context", CONTEXT_GUILD);
      data.put(
          "app_permissions",
          Long.toString(Permissions.effective(guild, channel, state.botUser().id())));
      data.put("guild_id", guild.id());
      data.put("guild_locale", guild.locale());
      ObjectNode partialGuild = data.putObject("guild");
      partialGuild.put("id", guild.id());
      partialGuild.put("locale", guild.locale());
      partialGuild.putArray("features");
      ObjectNode member = guild.memberJson(record.user);
      member.put(
          "permissions", Long.toString(Permissions.effective(guild, channel, record.user.id())));
      data.set("member", member);
    }
    return data;
  }

  /** A command's {@code integration_types}; Discord's default is guild install only. */
  static List<Integer> integrationTypes(JsonNode command) {
    JsonNode types = command.path("integration_types");
    if (!types.isArray() || types.isEmpty()) {
      return List.of(GUILD_INSTALL);
    }
    List<Integer> result = new java.util.ArrayList<>();
    types.forEach(t -> result.add(t.asInt()));
    return result;
  }

  private ObjectNode commandData(
      InteractionRecord record, JsonNode command, Map<String, ?> options, String focusedOption) {
    ObjectNode data = Json.object();
    data.put("id", command.path("id").asText());
    data.put("name", command.path("name").asText());
    data.put("type", 1);
    if (command.has("guild_id")) {
      data.put("guild_id", command.get("guild_id").asText());
    }
    ObjectNode resolved = Json.object();
    data.set("options", optionArray(record, command, options, focusedOption, resolved));
    if (!resolved.isEmpty()) {
      // Like Discord: the objects behind CHANNEL/ROLE/USER/ATTACHMENT option ids ride along in
      // data.resolved.
      data.set("resolved", resolved);
    }
    return data;
  }

  /**
   * The options as Discord nests them: a value that is a {@code Map} is a subcommand (type 1) or
   * group (type 2) whose own options are that map, e.g. {@code Map.of("set", Map.of("time",
   * "08:00"))}.
   */
  private ArrayNode optionArray(
      InteractionRecord record,
      JsonNode definition,
      Map<String, ?> options,
      String focusedOption,
      ObjectNode resolved) {
    ArrayNode optionArray = Json.array();
    options.forEach(
        (name, value) -> {
          ObjectNode option = optionArray.addObject();
          option.put("name", name);
          int type = optionType(definition, name, value);
          option.put("type", type);
          if (value instanceof Map<?, ?> nested) {
            @SuppressWarnings("unchecked")
            Map<String, ?> sub = (Map<String, ?>) nested;
            option.set(
                "options",
                optionArray(
                    record, optionDefinition(definition, name), sub, focusedOption, resolved));
            return;
          }
          if (value instanceof FakeAttachment attachment) {
            // Like Discord: the option's value is the attachment's id, its object rides along.
            option.put("value", attachment.id());
            child(resolved, "attachments").set(attachment.id(), attachment.toJson());
            return;
          }
          option.set("value", Json.valueToTree(value));
          if (name.equals(focusedOption)) {
            option.put("focused", true);
          }
          if (type == OPTION_CHANNEL) {
            resolveChannel(resolved, record, String.valueOf(value));
          } else if (type == OPTION_ROLE) {
            resolveRole(resolved, record, String.valueOf(value));
          } else if (type == OPTION_USER || type == OPTION_MENTIONABLE) {
            resolveUser(resolved, record, String.valueOf(value));
          }
        });
    return optionArray;
  }

  /**
   * Discord's partial channel in {@code resolved.channels}: id, name, type and the invoking
   * member's computed permissions there (plus the guild fields real payloads carry).
   */
  private void resolveChannel(ObjectNode resolved, InteractionRecord record, String channelId) {
    FakeChannel channel = state.channel(channelId).orElse(null);
    if (channel == null || channel.isDm()) {
      return;
    }
    FakeGuild guild = state.guild(channel.guildId()).orElseThrow();
    ObjectNode partial = channel.toJson();
    partial.remove("permission_overwrites");
    partial.put(
        "permissions", Long.toString(Permissions.effective(guild, channel, record.user.id())));
    child(resolved, "channels").set(channelId, partial);
  }

  /**
   * As Discord does, a USER (or user MENTIONABLE) option's value is an id and the user comes in
   * {@code data.resolved.users}; in a guild where the user is a member, the member (without {@code
   * user}, {@code deaf}, {@code mute}; with {@code permissions}) comes in {@code
   * data.resolved.members}.
   */
  private void resolveUser(ObjectNode resolved, InteractionRecord record, String userId) {
    FakeUser user = state.user(userId).orElse(null);
    if (user == null) {
      return; // a made-up id: Discord would not send it, JDA then has no user to resolve
    }
    child(resolved, "users").set(user.id(), user.toJson());
    FakeChannel channel = record.channel;
    if (channel.isDm()) {
      return;
    }
    FakeGuild guild = state.guild(channel.guildId()).orElseThrow();
    if (!guild.isMember(user.id())) {
      return;
    }
    ObjectNode member = guild.memberJson(user);
    // Discord's resolved members are partial: no user, deaf or mute.
    member.remove("user");
    member.remove("deaf");
    member.remove("mute");
    member.put("permissions", Long.toString(Permissions.effective(guild, channel, user.id())));
    child(resolved, "members").set(user.id(), member);
  }

  /** Discord's full role object in {@code resolved.roles}. */
  private void resolveRole(ObjectNode resolved, InteractionRecord record, String roleId) {
    FakeGuild guild = state.guild(record.channel.guildId()).orElse(null);
    FakeRole role = guild == null ? null : guild.role(roleId);
    if (role != null) {
      child(resolved, "roles").set(roleId, role.toJson());
    }
  }

  private static ObjectNode child(ObjectNode parent, String name) {
    return parent.get(name) instanceof ObjectNode existing ? existing : parent.putObject(name);
  }

  private static JsonNode optionDefinition(JsonNode definition, String name) {
    for (JsonNode option : definition.path("options")) {
      if (option.path("name").asText().equals(name)) {
        return option;
      }
    }
    return Json.object();
  }

  /** The type from the registered definition, else inferred from the Java value. */
  private static int optionType(JsonNode command, String name, Object value) {
    for (JsonNode option : command.path("options")) {
      if (option.path("name").asText().equals(name)) {
        return option.path("type").asInt();
      }
    }
    if (value instanceof Map<?, ?>) {
      return 1;
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
