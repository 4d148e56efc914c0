package dev.quizbot.fakediscord;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * A protocol-level fake Discord for end-to-end tests: REST on {@link #apiUrl()} and the gateway on
 * {@link #gatewayUrl()}, both on 127.0.0.1, that unmodified JDA logs in to. Tests build the world
 * (guilds, channels, users), act as users (slash commands, reactions), inspect what the bot did
 * (messages, reactions, registered commands, the REST log) and inject faults.
 */
public final class FakeDiscord implements AutoCloseable {

  public static final String DEFAULT_TOKEN = "fake-bot-token";
  private static final List<String> BURST_EMOJIS = List.of("🇦", "🇧", "🇨", "🇩");

  private final String token;
  private final FakeState state;
  private final GatewayServer gateway;
  private final RestServer rest;
  private final RestLog restLog = new RestLog();
  private final FakeCdn cdn = new FakeCdn();
  private final RestFaults faults = new RestFaults();
  private final RateLimitEnforcer rateLimits = new RateLimitEnforcer();
  private final InteractionRegistry interactions = new InteractionRegistry();
  private final InteractionFactory interactionFactory;
  private final ReactionBook reactions;
  private final ComponentActions components;

  /** The bot's roles in guilds it was removed from, restored when it is invited back. */
  private final Map<String, List<String>> removedBotRoles =
      new java.util.concurrent.ConcurrentHashMap<>();

  private FakeDiscord(String token, String botName) throws IOException, InterruptedException {
    this.token = token;
    this.state = new FakeState(new Snowflakes(), botName);
    this.gateway = new GatewayServer(state, token);
    gateway.startAndWait();
    this.reactions = new ReactionBook(state, gateway);
    this.interactionFactory = new InteractionFactory(state);
    this.components = new ComponentActions(state, interactionFactory, interactions, gateway);
    Guard guard = new Guard(state);
    MessageWriter writer = new MessageWriter(state, gateway);
    RestRoutes routes =
        new RestRoutes(
            List.of(
                new ApplicationRoutes(state, gateway::url),
                new MessageRoutes(state, guard, writer, gateway),
                new ReactionRoutes(state, guard, reactions),
                new InteractionRoutes(state, interactions, writer)));
    this.rest = new RestServer(token, routes, faults, rateLimits, restLog);
    rest.serve("/attachments/", cdn::handle);
    rest.serve("/media/attachments/", cdn::handle);
  }

  /** Starts a fake with the default token and a bot user named "Quizbot". */
  public static FakeDiscord start() {
    return start(DEFAULT_TOKEN, "Quizbot");
  }

  public static FakeDiscord start(String token, String botName) {
    try {
      return new FakeDiscord(token, botName);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new IllegalStateException(e);
    }
  }

  // ---- endpoints -------------------------------------------------------------------------

  /**
   * A user attaches a file to a slash command: Discord stores it on its CDN (here the fake's HTTP
   * server) before the interaction. Pass it as the value of an ATTACHMENT option; the interaction
   * carries its resolved object with the URL the bot downloads.
   */
  public FakeAttachment attach(
      FakeChannel channel, String filename, byte[] bytes, String contentType) {
    String id = state.ids().next();
    String url =
        rest.origin()
            + "/attachments/"
            + channel.id()
            + "/"
            + id
            + "/"
            + filename
            + "?ex=6756c8d2&is=67557752&hm="
            + Integer.toHexString(java.util.Arrays.hashCode(bytes))
            + "&";
    FakeAttachment attachment = new FakeAttachment(id, filename, contentType, bytes, url);
    cdn.put(attachment);
    return attachment;
  }

  /** How many times the bot downloaded the attachment from the fake CDN. */
  public int downloads(FakeAttachment attachment) {
    return cdn.downloads(attachment);
  }

  /** REST base URL for JDA, e.g. {@code http://127.0.0.1:40123/api/v10/}. */
  public String apiUrl() {
    return rest.baseUrl();
  }

  /** Gateway URL, e.g. {@code ws://127.0.0.1:40124/}. */
  public String gatewayUrl() {
    return gateway.url();
  }

  public String token() {
    return token;
  }

  public FakeUser botUser() {
    return state.botUser();
  }

  public String applicationId() {
    return state.applicationId();
  }

  // ---- world building ------------------------------------------------------------------------

  /** A guild with {@code @everyone} = {@link Permissions#MEMBER_DEFAULT}; the bot is a member. */
  public FakeGuild createGuild(String name) {
    return state.createGuild(name);
  }

  /**
   * Like {@link #createGuild} with an id that Discord's rule {@code (guild_id >> 22) % shardTotal}
   * puts in shard {@code shardId}: its events go only to the bot session of that shard.
   */
  public FakeGuild createGuildInShard(String name, int shardId, int shardTotal) {
    return state.createGuildInShard(name, shardId, shardTotal);
  }

  public FakeChannel createTextChannel(FakeGuild guild, String name) {
    return state.createTextChannel(guild, name);
  }

  /**
   * Deletes a text channel, as a server admin does. JDA hears of it only at its next login
   * (GUILD_CREATE); delete it while the bot is stopped.
   */
  public void deleteChannel(FakeChannel channel) {
    state.deleteChannel(channel);
  }

  /** A user who is not yet a member of any guild. */
  public FakeUser createUser(String username) {
    return state.createUser(username);
  }

  /** A user who is a member of the guild (with only {@code @everyone}). */
  public FakeUser createMember(FakeGuild guild, String username) {
    FakeUser user = state.createUser(username);
    guild.addMember(user, List.of());
    return user;
  }

  /** Makes an existing user (e.g. a member of another guild) a member of this guild too. */
  public void addMember(FakeGuild guild, FakeUser user) {
    guild.addMember(user, List.of());
  }

  /** Another bot application's user, a member of the guild (e.g. a music bot that reacts). */
  public FakeUser createBotMember(FakeGuild guild, String username) {
    FakeUser user = state.createUser(username, true);
    guild.addMember(user, List.of());
    return user;
  }

  /** The guild's owner (created with the guild): Discord grants owners every permission. */
  public FakeUser guildOwner(FakeGuild guild) {
    return state.user(guild.ownerId()).orElseThrow();
  }

  public FakeRole createRole(FakeGuild guild, String name, long permissions) {
    FakeRole role = new FakeRole(state.ids().next(), name, permissions, 1);
    guild.putRole(role);
    return role;
  }

  public void assignRole(FakeGuild guild, FakeUser user, FakeRole role) {
    List<String> roles = new ArrayList<>(guild.memberRoles(user.id()));
    roles.add(role.id());
    guild.addMember(user, roles);
  }

  /**
   * Deletes a role, as a server admin does. JDA hears of it only at its next login (GUILD_CREATE);
   * delete it while the bot is stopped.
   */
  public void deleteRole(FakeGuild guild, FakeRole role) {
    guild.removeRole(role.id());
  }

  /** Replaces the bot role's permissions (changes made after login are not sent to the bot). */
  public void setBotRolePermissions(FakeGuild guild, long permissions) {
    String roleId = guild.memberRoles(state.botUser().id()).get(0);
    FakeRole old = guild.role(roleId);
    guild.putRole(new FakeRole(roleId, old.name(), permissions, old.position()));
  }

  /**
   * Sets a channel overwrite for a role (or {@code @everyone}: the guild id) or a member. Set it
   * before the bot logs in if JDA should know it; set after, it models a change JDA missed.
   */
  public void setChannelOverwrite(
      FakeChannel channel, String targetId, boolean member, long allow, long deny) {
    channel.putOverwrite(new PermissionOverwrite(targetId, member, allow, deny));
  }

  // ---- what the bot did -----------------------------------------------------------------------

  /** Messages in the channel, oldest first (ephemeral replies are not listed). */
  public List<FakeMessage> messages(FakeChannel channel) {
    return state.messagesIn(channel.id());
  }

  public Optional<FakeMessage> message(FakeChannel channel, String messageId) {
    return state.message(channel.id(), messageId);
  }

  /** The DM channel between the bot and the user (the same one the bot opens via REST). */
  public FakeChannel dmChannel(FakeUser user) {
    return state.dmChannel(user);
  }

  /**
   * The user turns off DMs from this server's members (or blocks the bot): opening the DM still
   * works, every message create there gets 403 50007 "Cannot send messages to this user". The fake
   * does not refuse interaction replies and follow-ups there.
   */
  public void closeDms(FakeUser user) {
    state.setDmsClosed(user, true);
  }

  public void openDms(FakeUser user) {
    state.setDmsClosed(user, false);
  }

  /** The user adds the app to their account (User Install): integration type 1 applies. */
  public void installForUser(FakeUser user) {
    state.setUserInstalled(user, true);
  }

  /** The user's client language, sent as every interaction's {@code locale} (default en-US). */
  public void setLocale(FakeUser user, String locale) {
    state.setLocale(user, locale);
  }

  /**
   * The guild's preferred locale, sent as {@code guild_locale}; JDA's cached guild sees it only at
   * its next login.
   */
  public void setGuildLocale(FakeGuild guild, String locale) {
    guild.setLocale(locale);
  }

  /** Global command definitions by name, as the bot last overwrote them. */
  public Map<String, JsonNode> globalCommands() {
    return state.globalCommands();
  }

  public Map<String, JsonNode> guildCommands(FakeGuild guild) {
    return state.guildCommands(guild.id());
  }

  /** Every REST request so far, in arrival order. */
  public List<RecordedRequest> restLog() {
    return restLog.snapshot();
  }

  public void clearRestLog() {
    restLog.clear();
  }

  // ---- user actions --------------------------------------------------------------------------

  /**
   * An admin removes the bot from the guild (kick, or "Remove App"): Discord sends GUILD_DELETE
   * with the guild's id and no {@code unavailable} field (an outage sets {@code unavailable:
   * true}), and a later login's READY no longer lists the guild.
   */
  public void removeBotFromGuild(FakeGuild guild) {
    removedBotRoles.put(guild.id(), guild.removeMember(state.botUser().id()));
    gateway.dispatchAboutGuild(
        "GUILD_DELETE", guild.id(), Json.object().put("id", guild.id()), Intents.GUILDS);
  }

  /**
   * An admin invites the bot back (or into a guild created after its login): it is a member again,
   * with the role it had, and Discord sends the whole guild as GUILD_CREATE, which JDA reports as a
   * join.
   */
  public void inviteBotBack(FakeGuild guild) {
    List<String> roles = removedBotRoles.remove(guild.id());
    if (roles != null || !guild.isMember(state.botUser().id())) {
      guild.addMember(state.botUser(), roles == null ? List.of() : roles);
    }
    gateway.dispatchGuildCreate(guild);
  }

  /**
   * A member leaves (or is kicked): no longer a member, and GUILD_MEMBER_REMOVE {@code {guild_id,
   * user}} goes to sessions with the privileged GUILD_MEMBERS intent only, as on Discord.
   */
  public void memberLeaves(FakeGuild guild, FakeUser user) {
    guild.removeMember(user.id());
    ObjectNode data = Json.object().put("guild_id", guild.id());
    data.set("user", user.toJson());
    gateway.dispatch("GUILD_MEMBER_REMOVE", data, Intents.GUILD_MEMBERS);
  }

  /**
   * A user joins the guild: a member with no role, and GUILD_MEMBER_ADD (the guild member object
   * plus {@code guild_id}) goes to sessions with the GUILD_MEMBERS intent only.
   */
  public void memberJoins(FakeGuild guild, FakeUser user) {
    guild.addMember(user, List.of());
    ObjectNode data = guild.memberJson(user);
    data.put("guild_id", guild.id());
    gateway.dispatch("GUILD_MEMBER_ADD", data, Intents.GUILD_MEMBERS);
  }

  /** A user adds a reaction: stored (visible to GET reactions) and dispatched with the member. */
  public void react(FakeUser user, FakeMessage message, String emoji) {
    reactions.add(channelOf(message), message, user, emoji);
  }

  /**
   * Sends the MESSAGE_REACTION_ADD of an existing reaction again, without storing anything, as
   * Discord may deliver an event twice (e.g. replays around a resume).
   */
  public void redeliverReaction(FakeUser user, FakeMessage message, String emoji) {
    FakeChannel channel = channelOf(message);
    FakeGuild guild = state.guild(channel.guildId()).orElse(null);
    gateway.dispatch(
        "MESSAGE_REACTION_ADD",
        GatewayEvents.reactionAdd(guild, message, user, emoji),
        Intents.reactions(channel.isDm()));
  }

  public void unreact(FakeUser user, FakeMessage message, String emoji) {
    reactions.remove(channelOf(message), message, user, emoji);
  }

  /**
   * A moderator deletes a message: gone from the channel (a later edit gets 10008 Unknown Message),
   * dispatched as MESSAGE_DELETE.
   */
  public void deleteMessage(FakeMessage message) {
    FakeChannel channel = channelOf(message);
    state.deleteMessage(message);
    gateway.dispatch(
        "MESSAGE_DELETE",
        Json.object()
            .put("id", message.id())
            .put("channel_id", channel.id())
            .put("guild_id", channel.guildId()),
        Intents.messages(channel.isDm()));
  }

  /** A user posts a message (dispatched as MESSAGE_CREATE to bots with the messages intent). */
  public FakeMessage postAsUser(FakeUser user, FakeChannel channel, String content) {
    FakeMessage message = state.createMessage(channel, user, null);
    message.apply(Json.object().put("content", content), List.of(), false);
    FakeGuild guild = state.guild(channel.guildId()).orElse(null);
    gateway.dispatch(
        "MESSAGE_CREATE",
        GatewayEvents.messageCreate(guild, message, state.botUser().id()),
        Intents.messages(channel.isDm()));
    return message;
  }

  /**
   * A message the bot posted before this test's bot started (an older version of it, say): stored
   * as the bot's with these action rows, with no request and no gateway event, as Discord would
   * still hold it.
   */
  public FakeMessage postedEarlierByBot(FakeChannel channel, String content, ArrayNode components) {
    FakeMessage message = state.createMessage(channel, state.botUser(), null);
    message.apply(Json.object().put("content", content), List.of(), false, components);
    return message;
  }

  /**
   * A user invokes a registered slash command; returns at once with a live reply view. Fails if no
   * such command is registered (globally or in the channel's guild) within {@code timeout}.
   */
  public InteractionReply invokeSlash(
      FakeUser user,
      FakeChannel channel,
      String command,
      Map<String, ?> options,
      Duration timeout) {
    return invoke(
        InteractionFactory.APPLICATION_COMMAND, user, channel, command, options, null, timeout);
  }

  /** A user types into option {@code focusedOption}; the reply carries the offered choices. */
  public InteractionReply invokeAutocomplete(
      FakeUser user,
      FakeChannel channel,
      String command,
      Map<String, ?> options,
      String focusedOption,
      Duration timeout) {
    return invoke(
        InteractionFactory.AUTOCOMPLETE, user, channel, command, options, focusedOption, timeout);
  }

  private InteractionReply invoke(
      int type,
      FakeUser user,
      FakeChannel channel,
      String command,
      Map<String, ?> options,
      String focusedOption,
      Duration timeout) {
    JsonNode definition = awaitCommand(channel, command, timeout);
    CommandAvailability.require(state, definition, channel, user);
    InteractionRecord record = interactionFactory.newRecord(type, channel, user, null);
    interactions.add(record);
    ObjectNode payload =
        interactionFactory.payload(record, type, definition, options, focusedOption);
    gateway.dispatch("INTERACTION_CREATE", payload, Intents.NONE);
    return new InteractionReply(record);
  }

  private JsonNode awaitCommand(FakeChannel channel, String command, Duration timeout) {
    JsonNode[] found = new JsonNode[1];
    InteractionReply.poll(
        () -> {
          found[0] = state.commandVisibleIn(channel.guildId(), command).orElse(null);
          return found[0] != null;
        },
        timeout,
        "the bot never registered a slash command named '" + command + "'");
    return found[0];
  }

  /**
   * How many actions {@code user} has taken so far, as Discord saw them: slash commands sent,
   * buttons pressed, select options picked, modals submitted (autocomplete is typing, not an
   * action; a link tap sends Discord nothing, so it is not counted here).
   */
  public int actionsBy(FakeUser user) {
    return interactions.actionsBy(user);
  }

  /**
   * A user presses a button on a message (in a guild channel or a DM): INTERACTION_CREATE type 3
   * with the message; returns at once with a live view of the bot's answer. Fails if the message
   * has no such button, or it is disabled or a link (Discord sends no interaction for those).
   */
  public InteractionReply pressButton(FakeUser user, FakeMessage message, String customId) {
    return components.pressButton(user, message, customId);
  }

  /**
   * A user picks options of a string select: INTERACTION_CREATE type 3 with {@code data.values}.
   * Fails if the values are not the select's options or their count is outside its
   * min_values..max_values (the client would not allow it).
   */
  public InteractionReply selectOptions(
      FakeUser user, FakeMessage message, String customId, List<String> values) {
    return components.selectOptions(user, message, customId, values);
  }

  /**
   * The user who saw the modal fills it in and submits: INTERACTION_CREATE type 5 with each text
   * input's value (the ones not given are left empty) and each string select's picked option values
   * (comma-separated in {@code values}). Fails if the bot opened no modal there, or the values
   * break its rules (required, min/max length, an option the select does not offer, how many may be
   * picked): the client would refuse.
   */
  public InteractionReply submitModal(
      FakeUser user, InteractionReply opened, Map<String, String> values) {
    return components.submitModal(user, opened, values);
  }

  /**
   * Prepares {@code count} reactions on the message by as many distinct made-up users, cycling
   * through 🇦🇧🇨🇩; the reactions are stored now and dispatched when the burst is fired.
   */
  public ReactionBurst prepareReactionBurst(FakeMessage message, int count) {
    return prepareReactionBurst(List.of(message), count);
  }

  /**
   * Like {@link #prepareReactionBurst(FakeMessage, int)} over several messages: reaction {@code i}
   * goes to message {@code i % messages.size()}, so the events interleave across the messages as
   * they would with many busy channels. The messages must share one kind (guild or DM) of channel.
   */
  public ReactionBurst prepareReactionBurst(List<FakeMessage> messages, int count) {
    List<FakeUser> users = new ArrayList<>(count);
    for (int i = 0; i < count; i++) {
      users.add(state.createUser("burst-user-" + i));
    }
    return prepareReactionBurst(messages, users);
  }

  /**
   * Like {@link #prepareReactionBurst(List, int)}, one reaction by each of {@code users} (reaction
   * {@code i} by user {@code i}): the same members answering round after round, as a server's do.
   */
  public ReactionBurst prepareReactionBurst(List<FakeMessage> messages, List<FakeUser> users) {
    int count = users.size();
    List<String> payloads = new ArrayList<>(count);
    boolean dm = false;
    for (int i = 0; i < count; i++) {
      FakeMessage message = messages.get(i % messages.size());
      FakeChannel channel = channelOf(message);
      dm = channel.isDm();
      FakeGuild guild = state.guild(channel.guildId()).orElse(null);
      FakeUser user = users.get(i);
      String emoji = BURST_EMOJIS.get((i / messages.size()) % BURST_EMOJIS.size());
      message.addReaction(emoji, user.id());
      payloads.add(Json.write(GatewayEvents.reactionAdd(guild, message, user, emoji)));
    }
    return new ReactionBurst(gateway, payloads, Intents.reactions(dm));
  }

  /**
   * Shortens (or restores) Discord's 3-second deadline for answering new interactions, so a test of
   * the late-answer rule need not sleep 3 s.
   */
  public void setInteractionDeadline(Duration deadline) {
    interactionFactory.setAckDeadline(deadline);
  }

  /** Sends any dispatch event (op 0) to the bot's sessions, filtered by intent. */
  public void dispatch(String type, ObjectNode data, int requiredIntent) {
    gateway.dispatch(type, data, requiredIntent);
  }

  // ---- faults -------------------------------------------------------------------------------

  /** REST faults: 429s with Retry-After/Via/X-RateLimit-Scope, 5xx. */
  public RestFaults faults() {
    return faults;
  }

  /** Optional Discord-like rate-limit enforcement (off by default). */
  public RateLimitEnforcer rateLimits() {
    return rateLimits;
  }

  /** Cuts the gateway connections without a close frame; the sessions stay resumable. */
  public void dropGatewayConnections() {
    gateway.dropConnections();
  }

  /** Sends op 7 RECONNECT. */
  public void requestReconnect() {
    gateway.requestReconnect();
  }

  /** Sends op 9 INVALID_SESSION (not resumable); events until the next IDENTIFY are lost. */
  public void invalidateSessions() {
    gateway.invalidateSessions();
  }

  /** Stops (or resumes) answering heartbeats; after two missed ACKs JDA reconnects. */
  public void ackHeartbeats(boolean on) {
    gateway.ackHeartbeats(on);
  }

  public int identifyCount() {
    return gateway.identifyCount();
  }

  /** The {@code intents} bit set of every IDENTIFY, in order. */
  public List<Integer> identifiedIntents() {
    return gateway.identifiedIntents();
  }

  public int resumeCount() {
    return gateway.resumeCount();
  }

  /** Waits until a bot session has identified and received every GUILD_CREATE. */
  public void awaitBotSession(Duration timeout) {
    InteractionReply.poll(
        () -> !gateway.sessions().isEmpty(), timeout, "no bot identified with the fake gateway");
  }

  private FakeChannel channelOf(FakeMessage message) {
    return state.channel(message.channelId()).orElseThrow();
  }

  @Override
  public void close() {
    rest.close();
    gateway.shutdown();
  }
}
