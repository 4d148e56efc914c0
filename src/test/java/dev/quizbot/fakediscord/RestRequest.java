package dev.quizbot.fakediscord;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.List;
import java.util.Map;

/**
 * A parsed REST request: path segments after {@code /api/v10/} (percent-decoded), query parameters,
 * the JSON body (or {@code payload_json} of a multipart upload) and uploaded files.
 */
record RestRequest(
    String method,
    List<String> segments,
    Map<String, String> query,
    JsonNode body,
    List<Multipart.Part> files) {

  String segment(int index) {
    return segments.get(index);
  }

  /** True if the method matches and the segments match the pattern ("*" matches any segment). */
  boolean matches(String method, String... pattern) {
    if (!this.method.equals(method) || segments.size() != pattern.length) {
      return false;
    }
    for (int i = 0; i < pattern.length; i++) {
      if (!pattern[i].equals("*") && !pattern[i].equals(segments.get(i))) {
        return false;
      }
    }
    return true;
  }
}
