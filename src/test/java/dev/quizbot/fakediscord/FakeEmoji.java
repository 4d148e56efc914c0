package dev.quizbot.fakediscord;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;

/** Emoji codes: a unicode emoji is its own name; a custom emoji is {@code name:id}. */
final class FakeEmoji {

  private FakeEmoji() {}

  static ObjectNode toJson(String code) {
    ObjectNode emoji = Json.object();
    int colon = code.lastIndexOf(':');
    if (colon > 0) {
      emoji.put("id", code.substring(colon + 1));
      emoji.put("name", code.substring(0, colon));
      emoji.put("animated", false);
    } else {
      emoji.putNull("id");
      emoji.put("name", code);
    }
    return emoji;
  }

  static String fromJson(JsonNode emoji) {
    return emoji.path("id").isNull() || emoji.path("id").isMissingNode()
        ? emoji.path("name").asText()
        : emoji.path("name").asText() + ":" + emoji.path("id").asText();
  }
}
