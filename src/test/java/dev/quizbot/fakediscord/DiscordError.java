package dev.quizbot.fakediscord;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;

/** A Discord error reply: HTTP status plus the JSON body {@code {"message", "code"}}. */
final class DiscordError extends RuntimeException {

  private final int status;
  private final int code;
  private final JsonNode errors;

  DiscordError(int status, int code, String message, JsonNode errors) {
    super(message, null, false, false);
    this.status = status;
    this.code = code;
    this.errors = errors;
  }

  static DiscordError unknownMessage() {
    return new DiscordError(404, 10008, "Unknown Message", null);
  }

  static DiscordError unknownChannel() {
    return new DiscordError(404, 10003, "Unknown Channel", null);
  }

  static DiscordError unknownInteraction() {
    return new DiscordError(404, 10062, "Unknown interaction", null);
  }

  static DiscordError unknownWebhook() {
    return new DiscordError(404, 10015, "Unknown Webhook", null);
  }

  static DiscordError cannotSendToUser() {
    return new DiscordError(403, 50007, "Cannot send messages to this user", null);
  }

  /** A guild channel the bot cannot reach at all, e.g. of a server that removed it. */
  static DiscordError missingAccess() {
    return new DiscordError(403, 50001, "Missing Access", null);
  }

  static DiscordError missingPermissions() {
    return new DiscordError(403, 50013, "Missing Permissions", null);
  }

  static DiscordError alreadyAcknowledged() {
    return new DiscordError(400, 40060, "Interaction has already been acknowledged.", null);
  }

  static DiscordError tooManyReactions() {
    return new DiscordError(400, 30010, "Maximum number of reactions reached (20)", null);
  }

  static DiscordError notFound() {
    return new DiscordError(404, 0, "404: Not Found", null);
  }

  /** Invalid Form Body (50035) with one field error, the way Discord reports size limits. */
  static DiscordError invalidForm(String fieldPath, String errorCode, String message) {
    ObjectNode errors = Json.object();
    ObjectNode cursor = errors;
    for (String part : fieldPath.split("\\.")) {
      cursor = cursor.putObject(part);
    }
    cursor.putArray("_errors").addObject().put("code", errorCode).put("message", message);
    return new DiscordError(400, 50035, "Invalid Form Body", errors);
  }

  int status() {
    return status;
  }

  int code() {
    return code;
  }

  ObjectNode toJson() {
    ObjectNode body = Json.object();
    body.put("message", getMessage());
    body.put("code", code);
    if (errors != null) {
      body.set("errors", errors);
    }
    return body;
  }
}
