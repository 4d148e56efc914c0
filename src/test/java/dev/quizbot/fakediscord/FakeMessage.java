package dev.quizbot.fakediscord;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/** A stored message. Reactions keep, per emoji, the reacting user ids in reaction order. */
public final class FakeMessage {

  public static final int FLAG_EPHEMERAL = 64;
  public static final int FLAG_LOADING = 128;

  private final String id;
  private final String channelId;
  private final String guildId;
  private final FakeUser author;
  private final String applicationId;
  private final Instant createdAt = Instant.now();
  private String content = "";
  private List<JsonNode> embeds = List.of();
  private List<StoredAttachment> attachments = List.of();
  private ArrayNode components = Json.array();
  private int flags;
  private Instant editedAt;
  private final Map<String, Set<String>> reactions = new LinkedHashMap<>();

  FakeMessage(String id, String channelId, String guildId, FakeUser author, String applicationId) {
    this.id = id;
    this.channelId = channelId;
    this.guildId = guildId;
    this.author = author;
    this.applicationId = applicationId;
  }

  public String id() {
    return id;
  }

  public String channelId() {
    return channelId;
  }

  public FakeUser author() {
    return author;
  }

  public synchronized String content() {
    return content;
  }

  /** Embeds as Discord JSON objects ({@code title}, {@code description}, {@code fields}, ...). */
  public synchronized List<JsonNode> embeds() {
    return embeds;
  }

  public synchronized List<StoredAttachment> attachments() {
    return attachments;
  }

  /**
   * The message's components as Discord stores them (action rows with buttons or a select, each
   * with its numeric {@code id}); a copy.
   */
  public synchronized ArrayNode components() {
    return components.deepCopy();
  }

  /** The button or select with this custom_id, or {@code null}; a copy. */
  public synchronized JsonNode component(String customId) {
    JsonNode found = MessageComponents.find(components, customId);
    return found == null ? null : found.deepCopy();
  }

  /** The labels of the message's buttons, row by row, in order. */
  public synchronized List<String> buttonLabels() {
    List<String> labels = new ArrayList<>();
    for (JsonNode row : components) {
      for (JsonNode child : row.path("components")) {
        if (child.path("type").asInt() == MessageComponents.BUTTON) {
          labels.add(child.path("label").asText(""));
        }
      }
    }
    return labels;
  }

  public synchronized int flags() {
    return flags;
  }

  public synchronized boolean isEphemeral() {
    return (flags & FLAG_EPHEMERAL) != 0;
  }

  public synchronized boolean isEdited() {
    return editedAt != null;
  }

  /** Emoji to reacting user ids, in the order the reactions were added. */
  public synchronized Map<String, List<String>> reactions() {
    Map<String, List<String>> copy = new LinkedHashMap<>();
    reactions.forEach((emoji, users) -> copy.put(emoji, List.copyOf(users)));
    return copy;
  }

  /** Emojis in the order they were first added. */
  public synchronized List<String> reactionEmojis() {
    return List.copyOf(reactions.keySet());
  }

  synchronized void setFlags(int flags) {
    this.flags = flags;
  }

  /** Applies the fields present in a create/edit body; absent fields stay as they are. */
  synchronized void apply(JsonNode body, List<StoredAttachment> newAttachments, boolean edit) {
    apply(body, newAttachments, edit, null);
  }

  /**
   * As {@link #apply(JsonNode, List, boolean)}, replacing the components with {@code newComponents}
   * (already validated by {@link MessageComponents#normalize}) unless null.
   */
  synchronized void apply(
      JsonNode body, List<StoredAttachment> newAttachments, boolean edit, ArrayNode newComponents) {
    if (newComponents != null) {
      components = newComponents;
    }
    if (body.has("content")) {
      content = body.get("content").isNull() ? "" : body.get("content").asText();
    }
    if (body.has("embeds")) {
      List<JsonNode> list = new ArrayList<>();
      for (JsonNode embed : body.get("embeds")) {
        // Discord stores every bot embed as type "rich"; JDA refuses embeds without a type.
        ObjectNode copy = embed.deepCopy();
        if (!copy.hasNonNull("type")) {
          copy.put("type", "rich");
        }
        list.add(copy);
      }
      embeds = List.copyOf(list);
    }
    if (body.has("flags")) {
      flags = (flags & FLAG_EPHEMERAL) | (body.get("flags").asInt() & ~FLAG_LOADING);
    }
    if (!newAttachments.isEmpty() || (body.has("attachments") && edit)) {
      List<StoredAttachment> kept = new ArrayList<>();
      if (edit && body.has("attachments")) {
        // On edit, "attachments" lists which existing files to keep (by id).
        Set<String> keep = new LinkedHashSet<>();
        body.get("attachments").forEach(a -> keep.add(a.path("id").asText()));
        attachments.stream().filter(a -> keep.contains(a.id())).forEach(kept::add);
      }
      kept.addAll(newAttachments);
      attachments = List.copyOf(kept);
    }
    if (body.has("embeds")) {
      embeds = embeds.stream().map(this::resolveAttachmentUrls).toList();
    }
    if (edit) {
      editedAt = Instant.now();
      flags &= ~FLAG_LOADING;
    }
  }

  /**
   * Discord stores an embed's {@code image}/{@code thumbnail} URL {@code attachment://NAME} as the
   * CDN URL of the message's attachment with that file name (matched exactly); a name no attachment
   * has stays as sent (the client then shows no picture).
   */
  private JsonNode resolveAttachmentUrls(JsonNode embed) {
    ObjectNode copy = (ObjectNode) embed;
    for (String field : List.of("image", "thumbnail")) {
      JsonNode media = copy.get(field);
      String url = media == null ? "" : media.path("url").asText("");
      if (!url.startsWith("attachment://")) {
        continue;
      }
      String name = url.substring("attachment://".length());
      for (StoredAttachment a : attachments) {
        if (a.filename().equals(name)) {
          ObjectNode resolved = Json.object();
          resolved.put("url", cdnUrl(a));
          resolved.put(
              "proxy_url", "https://media.fake.invalid/attachments/" + a.id() + "/" + name);
          copy.set(field, resolved);
          break;
        }
      }
    }
    return copy;
  }

  /** The URL Discord gives an attachment (and an embed that shows it). */
  public static String cdnUrl(StoredAttachment a) {
    return "https://cdn.fake.invalid/attachments/" + a.id() + "/" + a.filename();
  }

  /** The stored embed's {@code image.url} (after Discord's resolution of attachment://), or "". */
  public synchronized String embedImageUrl(int embed) {
    return embeds.get(embed).path("image").path("url").asText("");
  }

  /** Adds a reaction; returns false if this user had already reacted with that emoji. */
  synchronized boolean addReaction(String emoji, String userId) {
    return reactions.computeIfAbsent(emoji, e -> new LinkedHashSet<>()).add(userId);
  }

  synchronized boolean removeReaction(String emoji, String userId) {
    Set<String> users = reactions.get(emoji);
    if (users == null || !users.remove(userId)) {
      return false;
    }
    if (users.isEmpty()) {
      reactions.remove(emoji);
    }
    return true;
  }

  synchronized boolean hasEmoji(String emoji) {
    return reactions.containsKey(emoji);
  }

  synchronized int distinctEmojiCount() {
    return reactions.size();
  }

  synchronized List<String> reactors(String emoji) {
    Set<String> users = reactions.get(emoji);
    return users == null ? List.of() : List.copyOf(users);
  }

  synchronized ObjectNode toJson(String selfUserId) {
    ObjectNode message = Json.object();
    message.put("id", id);
    message.put("type", 0);
    message.put("channel_id", channelId);
    if (guildId != null) {
      message.put("guild_id", guildId);
    }
    message.set("author", author.toJson());
    message.put("content", content);
    message.put("timestamp", createdAt.atOffset(ZoneOffset.UTC).toString());
    if (editedAt == null) {
      message.putNull("edited_timestamp");
    } else {
      message.put("edited_timestamp", editedAt.atOffset(ZoneOffset.UTC).toString());
    }
    message.put("tts", false);
    message.put("mention_everyone", false);
    message.putArray("mentions");
    message.putArray("mention_roles");
    message.put("pinned", false);
    message.put("flags", flags);
    message.set("components", components.deepCopy());
    if (applicationId != null) {
      message.put("webhook_id", applicationId);
      message.put("application_id", applicationId);
    }
    ArrayNode embedArray = message.putArray("embeds");
    embeds.forEach(embedArray::add);
    ArrayNode attachmentArray = message.putArray("attachments");
    for (StoredAttachment a : attachments) {
      ObjectNode attachment = attachmentArray.addObject();
      attachment.put("id", a.id());
      attachment.put("filename", a.filename());
      attachment.put("size", a.bytes().length);
      attachment.put("content_type", a.contentType());
      attachment.put("url", cdnUrl(a));
      attachment.put(
          "proxy_url", "https://media.fake.invalid/attachments/" + a.id() + "/" + a.filename());
    }
    if (!reactions.isEmpty()) {
      ArrayNode reactionArray = message.putArray("reactions");
      reactions.forEach(
          (emoji, users) -> {
            ObjectNode reaction = reactionArray.addObject();
            reaction.put("count", users.size());
            ObjectNode details = reaction.putObject("count_details");
            details.put("burst", 0);
            details.put("normal", users.size());
            reaction.put("me", users.contains(selfUserId));
            reaction.put("me_burst", false);
            reaction.set("emoji", FakeEmoji.toJson(emoji));
            reaction.putArray("burst_colors");
          });
    }
    return message;
  }
}
