package dev.quizbot.fakediscord;

/**
 * One REST request the bot made. {@code path} is relative to the API base without the version
 * prefix and includes the query (e.g. {@code channels/1/messages}); {@code body} is the JSON text
 * (for multipart uploads, the {@code payload_json} part).
 */
public record RecordedRequest(String method, String path, String body, int status) {

  /** True if this request's method matches and its path (without query) matches the regex. */
  public boolean is(String method, String pathRegex) {
    String bare = path.contains("?") ? path.substring(0, path.indexOf('?')) : path;
    return this.method.equals(method) && bare.matches(pathRegex);
  }
}
