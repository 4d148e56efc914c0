package dev.quizbot.fakediscord;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CopyOnWriteArrayList;

/** The fake's in-memory world: users, guilds, channels, messages and registered commands. */
final class FakeState {

  private final Snowflakes ids;
  private final FakeUser botUser;
  private final String applicationId;
  private final Map<String, FakeUser> users = new ConcurrentHashMap<>();
  private final Map<String, FakeGuild> guilds = new ConcurrentHashMap<>();
  private final List<FakeGuild> guildOrder = new CopyOnWriteArrayList<>();
  private final Map<String, FakeChannel> channels = new ConcurrentHashMap<>();
  private final Map<String, FakeMessage> messages = new ConcurrentHashMap<>();
  private final Map<String, List<FakeMessage>> messagesByChannel = new ConcurrentHashMap<>();
  private final Map<String, JsonNode> globalCommands = new ConcurrentHashMap<>();
  private final Map<String, Map<String, JsonNode>> guildCommands = new ConcurrentHashMap<>();
  private final Map<String, FakeChannel> dmByRecipient = new ConcurrentHashMap<>();
  private final Set<String> closedDms = ConcurrentHashMap.newKeySet();
  private final Set<String> userInstalls = ConcurrentHashMap.newKeySet();
  private final Map<String, String> locales = new ConcurrentHashMap<>();

  FakeState(Snowflakes ids, String botName) {
    this.ids = ids;
    this.botUser = new FakeUser(ids.next(), botName, true);
    this.applicationId = botUser.id();
    users.put(botUser.id(), botUser);
  }

  Snowflakes ids() {
    return ids;
  }

  FakeUser botUser() {
    return botUser;
  }

  String applicationId() {
    return applicationId;
  }

  FakeUser createUser(String username) {
    return createUser(username, false);
  }

  FakeUser createUser(String username, boolean bot) {
    FakeUser user = new FakeUser(ids.next(), username, bot);
    users.put(user.id(), user);
    return user;
  }

  Optional<FakeUser> user(String id) {
    return Optional.ofNullable(users.get(id));
  }

  /** Creates a guild owned by someone else, with the bot as a member holding its own role. */
  FakeGuild createGuild(String name) {
    return createGuild(name, ids.next());
  }

  /** A guild whose id Discord's shard rule puts in {@code shardId} of {@code shardTotal}. */
  FakeGuild createGuildInShard(String name, int shardId, int shardTotal) {
    return createGuild(name, ids.nextInShard(shardId, shardTotal));
  }

  private FakeGuild createGuild(String name, String id) {
    FakeUser owner = createUser(name + "-owner");
    FakeGuild guild = new FakeGuild(id, name, owner.id(), Permissions.MEMBER_DEFAULT);
    FakeRole botRole = new FakeRole(ids.next(), botUser.username(), Permissions.BOT_DEFAULT, 1);
    guild.putRole(botRole);
    guild.addMember(owner, List.of());
    guild.addMember(botUser, List.of(botRole.id()));
    guilds.put(guild.id(), guild);
    guildOrder.add(guild);
    return guild;
  }

  List<FakeGuild> guilds() {
    return List.copyOf(guildOrder);
  }

  Optional<FakeGuild> guild(String id) {
    return Optional.ofNullable(id == null ? null : guilds.get(id));
  }

  FakeChannel createTextChannel(FakeGuild guild, String name) {
    FakeChannel channel =
        new FakeChannel(ids.next(), guild.id(), name, 0, guild.channels().size(), null);
    guild.addChannel(channel);
    channels.put(channel.id(), channel);
    return channel;
  }

  void deleteChannel(FakeChannel channel) {
    guild(channel.guildId()).ifPresent(g -> g.removeChannel(channel));
    channels.remove(channel.id());
  }

  /** The one DM channel between the bot and the user: Discord answers every open with it. */
  FakeChannel dmChannel(FakeUser recipient) {
    return dmByRecipient.computeIfAbsent(
        recipient.id(),
        userId -> {
          FakeChannel dm = new FakeChannel(ids.next(), null, userId, 1, 0, recipient);
          channels.put(dm.id(), dm);
          return dm;
        });
  }

  /** The user turned off DMs from server members (or blocked the bot): sends get 50007. */
  void setDmsClosed(FakeUser user, boolean closed) {
    if (closed) {
      closedDms.add(user.id());
    } else {
      closedDms.remove(user.id());
    }
  }

  boolean dmsClosed(String userId) {
    return closedDms.contains(userId);
  }

  /** The user added the app to their account ("User Install", integration type 1). */
  void setUserInstalled(FakeUser user, boolean installed) {
    if (installed) {
      userInstalls.add(user.id());
    } else {
      userInstalls.remove(user.id());
    }
  }

  boolean userInstalled(String userId) {
    return userInstalls.contains(userId);
  }

  /** The client language the user picked; interactions carry it as {@code locale}. */
  void setLocale(FakeUser user, String locale) {
    locales.put(user.id(), locale);
  }

  String locale(FakeUser user) {
    return locales.getOrDefault(user.id(), "en-US");
  }

  Optional<FakeChannel> channel(String id) {
    return Optional.ofNullable(channels.get(id));
  }

  FakeMessage createMessage(FakeChannel channel, FakeUser author, String applicationId) {
    FakeMessage message =
        new FakeMessage(ids.next(), channel.id(), channel.guildId(), author, applicationId);
    messages.put(message.id(), message);
    messagesByChannel.computeIfAbsent(channel.id(), c -> new CopyOnWriteArrayList<>()).add(message);
    return message;
  }

  /** A message that is not listed in its channel (ephemeral interaction replies). */
  FakeMessage createHiddenMessage(FakeChannel channel, FakeUser author, String applicationId) {
    FakeMessage message =
        new FakeMessage(ids.next(), channel.id(), channel.guildId(), author, applicationId);
    messages.put(message.id(), message);
    return message;
  }

  Optional<FakeMessage> message(String channelId, String messageId) {
    FakeMessage message = messages.get(messageId);
    return message != null && message.channelId().equals(channelId)
        ? Optional.of(message)
        : Optional.empty();
  }

  void deleteMessage(FakeMessage message) {
    messages.remove(message.id());
    messagesByChannel.getOrDefault(message.channelId(), List.of()).remove(message);
  }

  List<FakeMessage> messagesIn(String channelId) {
    return new ArrayList<>(messagesByChannel.getOrDefault(channelId, List.of()));
  }

  void replaceGlobalCommands(List<JsonNode> commands) {
    globalCommands.clear();
    commands.forEach(c -> globalCommands.put(c.path("name").asText(), c));
  }

  void replaceGuildCommands(String guildId, List<JsonNode> commands) {
    Map<String, JsonNode> map = new ConcurrentHashMap<>();
    commands.forEach(c -> map.put(c.path("name").asText(), c));
    guildCommands.put(guildId, map);
  }

  Map<String, JsonNode> globalCommands() {
    return Map.copyOf(globalCommands);
  }

  Map<String, JsonNode> guildCommands(String guildId) {
    return Map.copyOf(guildCommands.getOrDefault(guildId, Map.of()));
  }

  /** The command a user in this guild would see: a guild command wins over a global one. */
  Optional<JsonNode> commandVisibleIn(String guildId, String name) {
    JsonNode guildCommand = guildId == null ? null : guildCommands(guildId).get(name);
    return Optional.ofNullable(guildCommand != null ? guildCommand : globalCommands.get(name));
  }
}
