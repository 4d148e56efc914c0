package dev.quizbot.fakediscord;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;

/** A guild text channel (type 0) or a DM channel (type 1, no guild). */
public final class FakeChannel {

  private final String id;
  private final String guildId;
  private final String name;
  private final int type;
  private final int position;
  private final FakeUser recipient;
  private final List<PermissionOverwrite> overwrites = new CopyOnWriteArrayList<>();

  FakeChannel(String id, String guildId, String name, int type, int position, FakeUser recipient) {
    this.id = id;
    this.guildId = guildId;
    this.name = name;
    this.type = type;
    this.position = position;
    this.recipient = recipient;
  }

  public String id() {
    return id;
  }

  /** The guild id, or {@code null} for a DM channel. */
  public String guildId() {
    return guildId;
  }

  public String name() {
    return name;
  }

  /** The other user of a DM channel, or {@code null} for a guild channel. */
  public FakeUser recipient() {
    return recipient;
  }

  /** Discord's channel type: 0 guild text, 1 DM. */
  public int type() {
    return type;
  }

  public boolean isDm() {
    return guildId == null;
  }

  PermissionOverwrite overwrite(String targetId, boolean member) {
    for (PermissionOverwrite overwrite : overwrites) {
      if (overwrite.targetId().equals(targetId) && overwrite.member() == member) {
        return overwrite;
      }
    }
    return null;
  }

  void putOverwrite(PermissionOverwrite overwrite) {
    overwrites.removeIf(
        o -> o.targetId().equals(overwrite.targetId()) && o.member() == overwrite.member());
    overwrites.add(overwrite);
  }

  ObjectNode toJson() {
    ObjectNode channel = Json.object();
    channel.put("id", id);
    channel.put("type", type);
    channel.putNull("last_message_id");
    if (isDm()) {
      channel.putArray("recipients").add(recipient.toJson());
      return channel;
    }
    channel.put("guild_id", guildId);
    channel.put("name", name);
    channel.put("position", position);
    channel.putNull("parent_id");
    channel.putNull("topic");
    channel.put("nsfw", false);
    channel.put("rate_limit_per_user", 0);
    channel.put("flags", 0);
    ArrayNode overwriteArray = channel.putArray("permission_overwrites");
    overwrites.forEach(o -> overwriteArray.add(o.toJson()));
    return channel;
  }
}
