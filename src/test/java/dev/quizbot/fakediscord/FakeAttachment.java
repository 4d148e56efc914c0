package dev.quizbot.fakediscord;

import com.fasterxml.jackson.databind.node.ObjectNode;

/**
 * A file a user attached to a slash command's ATTACHMENT option. Discord keeps it on its CDN and
 * sends the interaction its resolved attachment object, whose {@code url} the bot downloads: here
 * the fake's own HTTP server serves it ({@link FakeCdn}).
 *
 * @param url where the fake CDN serves it, with Discord's signature parameters
 */
public record FakeAttachment(
    String id, String filename, String contentType, byte[] bytes, String url) {

  /** Discord's attachment object in {@code data.resolved.attachments}. */
  ObjectNode toJson() {
    ObjectNode json = Json.object();
    json.put("id", id);
    json.put("filename", filename);
    json.put("size", bytes.length);
    json.put("url", url);
    json.put("proxy_url", url.replace("/attachments/", "/media/attachments/"));
    if (contentType != null) {
      json.put("content_type", contentType);
    }
    json.put("ephemeral", true);
    return json;
  }
}
