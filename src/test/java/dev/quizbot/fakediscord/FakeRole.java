package dev.quizbot.fakediscord;

import com.fasterxml.jackson.databind.node.ObjectNode;

/** A guild role with its permission bits; the {@code @everyone} role's id is the guild id. */
public record FakeRole(String id, String name, long permissions, int position) {

  ObjectNode toJson() {
    ObjectNode role = Json.object();
    role.put("id", id);
    role.put("name", name);
    role.put("permissions", Long.toString(permissions));
    role.put("position", position);
    role.put("color", 0);
    ObjectNode colors = role.putObject("colors");
    colors.put("primary_color", 0);
    colors.putNull("secondary_color");
    colors.putNull("tertiary_color");
    role.put("hoist", false);
    role.put("managed", false);
    role.put("mentionable", false);
    role.put("flags", 0);
    return role;
  }
}
