package dev.quizbot.fakediscord;

import com.fasterxml.jackson.databind.JsonNode;

/** A successful REST answer: a status and a JSON body ({@code null} for 204 No Content). */
record RestResponse(int status, JsonNode body) {

  static RestResponse ok(JsonNode body) {
    return new RestResponse(200, body);
  }

  static RestResponse noContent() {
    return new RestResponse(204, null);
  }
}
