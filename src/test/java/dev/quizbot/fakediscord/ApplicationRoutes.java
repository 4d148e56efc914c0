package dev.quizbot.fakediscord;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.function.Supplier;

/** Routes about the bot itself: self user, gateway discovery, commands, DM channels. */
final class ApplicationRoutes implements RouteGroup {

  private final FakeState state;
  private final Supplier<String> gatewayUrl;

  ApplicationRoutes(FakeState state, Supplier<String> gatewayUrl) {
    this.state = state;
    this.gatewayUrl = gatewayUrl;
  }

  @Override
  public RestResponse handle(RestRequest r) {
    if (r.matches("GET", "users", "@me")) {
      ObjectNode self = state.botUser().toJson();
      self.put("verified", true);
      self.put("mfa_enabled", false);
      self.put("flags", 0);
      return RestResponse.ok(self);
    }
    if (r.matches("GET", "users", "*")) {
      // Get User: any user Discord knows, by id (JDA's retrieveUserById)
      return RestResponse.ok(
          state
              .user(r.segment(1))
              .orElseThrow(() -> new DiscordError(404, 10013, "Unknown User", null))
              .toJson());
    }
    if (r.matches("GET", "gateway")) {
      return RestResponse.ok(Json.object().put("url", gatewayUrl.get()));
    }
    if (r.matches("GET", "gateway", "bot")) {
      ObjectNode body = Json.object().put("url", gatewayUrl.get()).put("shards", 1);
      body.putObject("session_start_limit")
          .put("total", 1000)
          .put("remaining", 1000)
          .put("reset_after", 0)
          .put("max_concurrency", 1);
      return RestResponse.ok(body);
    }
    if (r.matches("PUT", "applications", "*", "commands")) {
      List<JsonNode> stored = withIds(r.body(), null, state.globalCommands());
      state.replaceGlobalCommands(stored);
      return RestResponse.ok(Json.valueToTree(stored));
    }
    if (r.matches("GET", "applications", "*", "commands")) {
      return RestResponse.ok(Json.valueToTree(new ArrayList<>(state.globalCommands().values())));
    }
    if (r.matches("PUT", "applications", "*", "guilds", "*", "commands")) {
      String guildId = r.segment(3);
      state.guild(guildId).orElseThrow(() -> new DiscordError(404, 10004, "Unknown Guild", null));
      List<JsonNode> stored = withIds(r.body(), guildId, state.guildCommands(guildId));
      state.replaceGuildCommands(guildId, stored);
      return RestResponse.ok(Json.valueToTree(stored));
    }
    if (r.matches("GET", "applications", "*", "guilds", "*", "commands")) {
      return RestResponse.ok(
          Json.valueToTree(new ArrayList<>(state.guildCommands(r.segment(3)).values())));
    }
    if (r.matches("POST", "users", "@me", "channels")) {
      FakeUser recipient =
          state
              .user(r.body().path("recipient_id").asText())
              .orElseThrow(() -> new DiscordError(404, 10013, "Unknown User", null));
      return RestResponse.ok(state.dmChannel(recipient).toJson());
    }
    if (r.matches("GET", "channels", "*")) {
      return RestResponse.ok(
          state.channel(r.segment(1)).orElseThrow(DiscordError::unknownChannel).toJson());
    }
    return null;
  }

  private static ArrayNode intArray(JsonNode values, int... defaults) {
    ArrayNode result = Json.array();
    if (values.isArray() && !values.isEmpty()) {
      values.forEach(v -> result.add(v.asInt()));
    } else {
      for (int d : defaults) {
        result.add(d);
      }
    }
    return result;
  }

  /** Gives each definition an id (kept across overwrites of the same name) and Discord's extras. */
  private List<JsonNode> withIds(JsonNode definitions, String guildId, Map<String, JsonNode> old) {
    List<JsonNode> stored = new ArrayList<>();
    for (int i = 0; i < definitions.size(); i++) {
      JsonNode definition = definitions.get(i);
      CommandRules.check(definition, String.valueOf(i));
      ObjectNode command = definition.deepCopy();
      JsonNode previous = old.get(command.path("name").asText());
      command.put("id", previous != null ? previous.path("id").asText() : state.ids().next());
      command.put("application_id", state.applicationId());
      command.put("version", state.ids().next());
      if (!command.has("type")) {
        command.put("type", 1);
      }
      if (!command.has("description")) {
        command.put("description", "");
      }
      if (guildId != null) {
        command.put("guild_id", guildId);
      }
      if (!command.has("options")) {
        command.set("options", Json.array());
      }
      if (!command.has("default_member_permissions")) {
        command.putNull("default_member_permissions");
      }
      command.put("nsfw", command.path("nsfw").asBoolean(false));
      if (guildId == null) {
        // Discord answers with integers (JDA sends strings) and fills its defaults: guild install,
        // usable in every context.
        command.set("integration_types", intArray(command.path("integration_types"), 0));
        command.set("contexts", intArray(command.path("contexts"), 0, 1, 2));
      }
      stored.add(command);
    }
    return stored;
  }
}
