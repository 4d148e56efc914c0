package dev.quizbot.fakediscord;

import com.fasterxml.jackson.databind.node.ObjectNode;

/** A channel permission overwrite for a role or a member. */
public record PermissionOverwrite(String targetId, boolean member, long allow, long deny) {

  ObjectNode toJson() {
    ObjectNode overwrite = Json.object();
    overwrite.put("id", targetId);
    overwrite.put("type", member ? 1 : 0);
    overwrite.put("allow", Long.toString(allow));
    overwrite.put("deny", Long.toString(deny));
    return overwrite;
  }
}
