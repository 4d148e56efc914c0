package dev.quizbot.fakediscord;

import com.fasterxml.jackson.databind.node.ObjectNode;

/** A Discord user of the fake (a member like "alice", or the bot itself). */
public record FakeUser(String id, String username, boolean bot) {

  ObjectNode toJson() {
    ObjectNode user = Json.object();
    user.put("id", id);
    user.put("username", username);
    user.put("global_name", username);
    user.put("discriminator", "0");
    user.putNull("avatar");
    user.put("bot", bot);
    user.put("public_flags", 0);
    return user;
  }
}
