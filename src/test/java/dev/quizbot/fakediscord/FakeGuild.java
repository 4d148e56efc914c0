package dev.quizbot.fakediscord;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CopyOnWriteArrayList;

/** A guild: roles (including {@code @everyone}), text channels and members with their roles. */
public final class FakeGuild {

  private static final String JOINED_AT = "2024-01-01T00:00:00.000000+00:00";

  private final String id;
  private final String name;
  private final String ownerId;
  private final Map<String, FakeRole> roles = new ConcurrentHashMap<>();
  private final List<FakeChannel> channels = new CopyOnWriteArrayList<>();
  private final Map<String, FakeUser> members = new ConcurrentHashMap<>();
  private final Map<String, List<String>> memberRoles = new ConcurrentHashMap<>();
  private volatile String locale = "en-US";

  FakeGuild(String id, String name, String ownerId, long everyonePermissions) {
    this.id = id;
    this.name = name;
    this.ownerId = ownerId;
    roles.put(id, new FakeRole(id, "@everyone", everyonePermissions, 0));
  }

  public String id() {
    return id;
  }

  public String name() {
    return name;
  }

  public String ownerId() {
    return ownerId;
  }

  /** The guild's preferred locale (GUILD_CREATE {@code preferred_locale}, {@code guild_locale}). */
  public String locale() {
    return locale;
  }

  /** Sets the preferred locale; JDA sees it in GUILD_CREATE only at its next login. */
  public void setLocale(String locale) {
    this.locale = locale;
  }

  public List<FakeChannel> channels() {
    return List.copyOf(channels);
  }

  FakeRole everyoneRole() {
    return roles.get(id);
  }

  FakeRole role(String roleId) {
    return roles.get(roleId);
  }

  void putRole(FakeRole role) {
    roles.put(role.id(), role);
  }

  /** Removes the role from the guild and from every member who had it. */
  void removeRole(String roleId) {
    roles.remove(roleId);
    memberRoles.replaceAll((member, held) -> held.stream().filter(r -> !r.equals(roleId)).toList());
  }

  void addChannel(FakeChannel channel) {
    channels.add(channel);
  }

  void removeChannel(FakeChannel channel) {
    channels.remove(channel);
  }

  void addMember(FakeUser user, List<String> roleIds) {
    members.put(user.id(), user);
    memberRoles.put(user.id(), new CopyOnWriteArrayList<>(roleIds));
  }

  /** Removes the member; returns the roles they held (a re-invited bot gets its role back). */
  List<String> removeMember(String userId) {
    members.remove(userId);
    List<String> roles = memberRoles.remove(userId);
    return roles == null ? List.of() : List.copyOf(roles);
  }

  boolean isMember(String userId) {
    return members.containsKey(userId);
  }

  List<String> memberRoles(String userId) {
    return memberRoles.getOrDefault(userId, List.of());
  }

  /** The member object Discord sends in guild events (reactions, interactions). */
  ObjectNode memberJson(FakeUser user) {
    ObjectNode member = Json.object();
    member.set("user", user.toJson());
    ArrayNode roleArray = member.putArray("roles");
    memberRoles(user.id()).forEach(roleArray::add);
    member.putNull("nick");
    member.put("joined_at", JOINED_AT);
    member.put("deaf", false);
    member.put("mute", false);
    member.put("pending", false);
    member.put("flags", 0);
    return member;
  }

  /** Discord's default large_threshold (JDA sends it too): above it a guild is "large". */
  static final int LARGE_THRESHOLD = 250;

  /**
   * The GUILD_CREATE payload as Discord sends it to a session. Its {@code members} hold everyone
   * only for a session with the GUILD_PRESENCES intent; otherwise just the bot itself (and members
   * in voice channels, of which the fake has none), as Discord documents for bots without that
   * intent. {@code member_count} is always the full count.
   */
  ObjectNode toGuildCreateJson(FakeUser botUser, boolean withPresences) {
    ObjectNode guild = Json.object();
    guild.put("id", id);
    guild.put("name", name);
    guild.putNull("icon");
    guild.put("owner_id", ownerId);
    guild.put("member_count", members.size());
    guild.put("afk_timeout", 300);
    guild.putNull("afk_channel_id");
    guild.putNull("system_channel_id");
    guild.put("verification_level", 0);
    guild.put("default_message_notifications", 0);
    guild.put("explicit_content_filter", 0);
    guild.put("mfa_level", 0);
    guild.put("nsfw_level", 0);
    guild.put("premium_tier", 0);
    guild.put("preferred_locale", locale);
    guild.put("large", members.size() > LARGE_THRESHOLD);
    guild.put("unavailable", false);
    guild.put("joined_at", JOINED_AT);
    guild.putArray("features");
    ArrayNode roleArray = guild.putArray("roles");
    new ArrayList<>(roles.values()).forEach(r -> roleArray.add(r.toJson()));
    ArrayNode channelArray = guild.putArray("channels");
    channels.forEach(c -> channelArray.add(c.toJson()));
    ArrayNode memberArray = guild.putArray("members");
    members.values().stream()
        .filter(u -> withPresences || u.id().equals(botUser.id()))
        .forEach(u -> memberArray.add(memberJson(u)));
    guild.putArray("threads");
    guild.putArray("emojis");
    guild.putArray("stickers");
    guild.putArray("voice_states");
    guild.putArray("presences");
    guild.putArray("stage_instances");
    guild.putArray("guild_scheduled_events");
    guild.putArray("soundboard_sounds");
    return guild;
  }
}
