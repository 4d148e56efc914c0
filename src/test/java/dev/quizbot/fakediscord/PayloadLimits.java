package dev.quizbot.fakediscord;

import com.fasterxml.jackson.databind.JsonNode;

/** Discord's message payload limits; a violation is thrown as a 400 Invalid Form Body. */
final class PayloadLimits {

  static final int CONTENT = 2000;
  static final int EMBEDS = 10;
  static final int TITLE = 256;
  static final int DESCRIPTION = 4096;
  static final int FIELDS = 25;
  static final int FIELD_NAME = 256;
  static final int FIELD_VALUE = 1024;
  static final int FOOTER = 2048;
  static final int AUTHOR = 256;
  static final int EMBEDS_TOTAL = 6000;
  static final int DISTINCT_REACTIONS = 20;

  private PayloadLimits() {}

  static void checkMessage(JsonNode body) {
    if (body.hasNonNull("content")) {
      checkLength("content", body.get("content").asText(), CONTENT);
    }
    JsonNode embeds = body.path("embeds");
    if (!embeds.isArray()) {
      return;
    }
    if (embeds.size() > EMBEDS) {
      throw DiscordError.invalidForm(
          "embeds", "BASE_TYPE_MAX_LENGTH", "Must be " + EMBEDS + " or fewer in length.");
    }
    int total = 0;
    for (int i = 0; i < embeds.size(); i++) {
      total += checkEmbed("embeds." + i, embeds.get(i));
    }
    if (total > EMBEDS_TOTAL) {
      throw DiscordError.invalidForm(
          "embeds",
          "MAX_EMBED_SIZE_EXCEEDED",
          "Embed size exceeds maximum size of " + EMBEDS_TOTAL);
    }
  }

  /** Validates one embed and returns its counted characters toward the 6000 total. */
  private static int checkEmbed(String path, JsonNode embed) {
    int total = 0;
    total += checkLength(path + ".title", embed.path("title").asText(""), TITLE);
    total += checkLength(path + ".description", embed.path("description").asText(""), DESCRIPTION);
    total +=
        checkLength(path + ".footer.text", embed.path("footer").path("text").asText(""), FOOTER);
    total +=
        checkLength(path + ".author.name", embed.path("author").path("name").asText(""), AUTHOR);
    JsonNode fields = embed.path("fields");
    if (fields.size() > FIELDS) {
      throw DiscordError.invalidForm(
          path + ".fields", "BASE_TYPE_MAX_LENGTH", "Must be " + FIELDS + " or fewer in length.");
    }
    for (int i = 0; i < fields.size(); i++) {
      JsonNode field = fields.get(i);
      total +=
          checkLength(path + ".fields." + i + ".name", field.path("name").asText(""), FIELD_NAME);
      total +=
          checkLength(
              path + ".fields." + i + ".value", field.path("value").asText(""), FIELD_VALUE);
    }
    return total;
  }

  private static int checkLength(String path, String text, int max) {
    int length = text.codePointCount(0, text.length());
    if (length > max) {
      throw DiscordError.invalidForm(
          path, "BASE_TYPE_MAX_LENGTH", "Must be " + max + " or fewer in length.");
    }
    return length;
  }
}
