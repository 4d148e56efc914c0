package dev.quizbot.fakediscord;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.net.InetSocketAddress;
import java.util.List;
import java.util.UUID;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import org.java_websocket.WebSocket;
import org.java_websocket.framing.CloseFrame;
import org.java_websocket.handshake.ClientHandshake;
import org.java_websocket.server.WebSocketServer;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The gateway half of the fake: HELLO, IDENTIFY → READY + GUILD_CREATE, heartbeat ACKs, RESUME with
 * replay, and the faults a test can trigger (drop, op 7 RECONNECT, op 9 INVALID_SESSION).
 *
 * <p>An IDENTIFY with {@code shard: [id, total]} gets, as on Discord, only that shard's guilds
 * (READY, GUILD_CREATE) and their dispatches; events outside a guild (DMs) go to shard 0.
 */
final class GatewayServer extends WebSocketServer implements EventSink {

  private static final Logger log = LoggerFactory.getLogger(GatewayServer.class);
  private static final int HEARTBEAT_INTERVAL_MS = 41_250;

  private final FakeState state;
  private final String token;
  private final List<GatewaySession> sessions = new CopyOnWriteArrayList<>();
  private final CountDownLatch started = new CountDownLatch(1);
  private final AtomicInteger identifies = new AtomicInteger();
  private final List<Integer> identifiedIntents = new java.util.concurrent.CopyOnWriteArrayList<>();
  private final AtomicInteger resumes = new AtomicInteger();
  private volatile boolean ackHeartbeats = true;

  GatewayServer(FakeState state, String token) {
    super(new InetSocketAddress("127.0.0.1", 0));
    this.state = state;
    this.token = token;
    setReuseAddr(true);
    setTcpNoDelay(true);
    setConnectionLostTimeout(0);
    setDaemon(true);
  }

  void startAndWait() throws InterruptedException {
    start();
    if (!started.await(10, TimeUnit.SECONDS)) {
      throw new IllegalStateException("fake gateway did not start");
    }
  }

  String url() {
    return "ws://127.0.0.1:" + getPort() + "/";
  }

  int identifyCount() {
    return identifies.get();
  }

  List<Integer> identifiedIntents() {
    return List.copyOf(identifiedIntents);
  }

  int resumeCount() {
    return resumes.get();
  }

  /** Sessions that can receive events (identified and not invalidated). */
  List<GatewaySession> sessions() {
    return List.copyOf(sessions);
  }

  void ackHeartbeats(boolean on) {
    ackHeartbeats = on;
  }

  @Override
  public void onStart() {
    started.countDown();
  }

  @Override
  public void onOpen(WebSocket conn, ClientHandshake handshake) {
    ObjectNode hello = Json.object().put("op", 10);
    hello.putObject("d").put("heartbeat_interval", HEARTBEAT_INTERVAL_MS);
    hello.putNull("s");
    hello.putNull("t");
    conn.send(Json.write(hello));
  }

  @Override
  public void onMessage(WebSocket conn, String message) {
    JsonNode payload = Json.parse(message);
    JsonNode d = payload.path("d");
    switch (payload.path("op").asInt(-1)) {
      case 1 -> {
        if (ackHeartbeats) {
          conn.send("{\"op\":11,\"d\":null,\"s\":null,\"t\":null}");
        }
      }
      case 2 -> identify(conn, d);
      case 6 -> resume(conn, d);
      default -> {
        // Presence, voice and member requests do not matter to the bot under test.
      }
    }
  }

  private void identify(WebSocket conn, JsonNode d) {
    if (!token.equals(d.path("token").asText())) {
      conn.close(4004, "Authentication failed.");
      return;
    }
    JsonNode shard = d.path("shard");
    int shardId = shard.isArray() ? shard.path(0).asInt(-1) : 0;
    int shardTotal = shard.isArray() ? shard.path(1).asInt(0) : 1;
    if (shardTotal < 1 || shardId < 0 || shardId >= shardTotal) {
      conn.close(4010, "Invalid shard.");
      return;
    }
    identifies.incrementAndGet();
    identifiedIntents.add(d.path("intents").asInt());
    GatewaySession session =
        new GatewaySession(
            UUID.randomUUID().toString(), d.path("intents").asInt(), shardId, shardTotal, conn);
    synchronized (session) {
      sessions.add(session);
      session.dispatch("READY", Json.write(ready(session)));
      for (FakeGuild guild : guildsOf(session)) {
        session.dispatch(
            "GUILD_CREATE",
            Json.write(
                guild.toGuildCreateJson(state.botUser(), session.wants(Intents.GUILD_PRESENCES))));
      }
    }
  }

  private ObjectNode ready(GatewaySession session) {
    ObjectNode ready = Json.object();
    ready.put("v", 10);
    ready.set("user", state.botUser().toJson());
    var guilds = ready.putArray("guilds");
    guildsOf(session).forEach(g -> guilds.addObject().put("id", g.id()).put("unavailable", true));
    ready.putArray("shard").add(session.shardId).add(session.shardTotal);
    ready.put("session_id", session.sessionId);
    ready.put("resume_gateway_url", url());
    ready.putArray("private_channels");
    ready.putArray("relationships");
    ready.putArray("guild_join_requests");
    ready.putObject("application").put("id", state.applicationId()).put("flags", 0);
    ready.putArray("_trace").add("fake-discord");
    return ready;
  }

  /** The guilds the bot is in (a removed bot's guild is not listed) of the session's shard. */
  private List<FakeGuild> guildsOf(GatewaySession session) {
    return state.guilds().stream()
        .filter(g -> g.isMember(state.botUser().id()) && session.serves(g.id()))
        .toList();
  }

  /**
   * Dispatches an event about the guild itself (GUILD_CREATE, GUILD_DELETE: its id is {@code id},
   * not {@code guild_id}) to the sessions of the guild's shard.
   */
  void dispatchAboutGuild(String type, String guildId, ObjectNode data, int requiredIntent) {
    String dataJson = Json.write(data);
    for (GatewaySession session : sessions) {
      if (session.wants(requiredIntent) && session.serves(guildId)) {
        session.dispatch(type, dataJson);
      }
    }
  }

  /** A GUILD_CREATE of the guild for each session of its shard, shaped for that session. */
  void dispatchGuildCreate(FakeGuild guild) {
    for (GatewaySession session : sessions) {
      if (session.wants(Intents.GUILDS) && session.serves(guild.id())) {
        session.dispatch(
            "GUILD_CREATE",
            Json.write(
                guild.toGuildCreateJson(state.botUser(), session.wants(Intents.GUILD_PRESENCES))));
      }
    }
  }

  private void resume(WebSocket conn, JsonNode d) {
    String sessionId = d.path("session_id").asText();
    GatewaySession session =
        sessions.stream().filter(s -> s.sessionId.equals(sessionId)).findFirst().orElse(null);
    if (session == null || !token.equals(d.path("token").asText())) {
      conn.send("{\"op\":9,\"d\":false,\"s\":null,\"t\":null}");
      return;
    }
    resumes.incrementAndGet();
    int replayed = session.resume(conn, d.path("seq").asLong());
    log.debug("session {} resumed, replayed {} events", sessionId, replayed);
  }

  @Override
  public void onClose(WebSocket conn, int code, String reason, boolean remote) {
    for (GatewaySession session : sessions) {
      if (session.isAttachedTo(conn)) {
        session.detach();
        if (remote && (code == CloseFrame.NORMAL || code == CloseFrame.GOING_AWAY)) {
          // A clean close ends the session, as on Discord: it cannot be resumed.
          sessions.remove(session);
        }
      }
    }
  }

  @Override
  public void onError(WebSocket conn, Exception ex) {
    log.debug("fake gateway connection error", ex);
  }

  /** Dispatches to every session whose intents allow it and whose shard has the event's guild. */
  @Override
  public void dispatch(String type, ObjectNode data, int requiredIntent) {
    String dataJson = Json.write(data);
    String guildId = guildOf(data);
    for (GatewaySession session : sessions) {
      if (session.wants(requiredIntent) && session.serves(guildId)) {
        session.dispatch(type, dataJson);
      }
    }
  }

  /** The event's guild: its {@code guild_id}, else its channel's guild; null outside a guild. */
  private String guildOf(ObjectNode data) {
    if (data.hasNonNull("guild_id")) {
      return data.get("guild_id").asText();
    }
    String channelId = data.path("channel_id").asText(null);
    return channelId == null
        ? null
        : state.channel(channelId).map(FakeChannel::guildId).orElse(null);
  }

  /**
   * Dispatches a batch of pre-serialized events of one type in one hand-over per session; a shard
   * session gets the events of its guilds only (read from each event's {@code guild_id}).
   */
  void dispatchJsonBatch(String type, List<String> dataJsons, int requiredIntent) {
    for (GatewaySession session : sessions) {
      if (!session.wants(requiredIntent)) {
        continue;
      }
      if (session.servesAll()) {
        session.dispatchBatch(type, dataJsons);
      } else {
        session.dispatchBatch(
            type, dataJsons.stream().filter(json -> session.serves(guildIdIn(json))).toList());
      }
    }
  }

  /** The {@code guild_id} of compact event JSON, or null (a DM). */
  private static String guildIdIn(String dataJson) {
    String key = "\"guild_id\":\"";
    int start = dataJson.indexOf(key);
    if (start < 0) {
      return null;
    }
    start += key.length();
    return dataJson.substring(start, dataJson.indexOf('"', start));
  }

  /** Cuts every connection without a close handshake; sessions stay resumable. */
  void dropConnections() {
    for (GatewaySession session : sessions) {
      WebSocket conn = session.detach();
      if (conn != null) {
        conn.closeConnection(CloseFrame.ABNORMAL_CLOSE, "fault injected: connection dropped");
      }
    }
  }

  /** Sends op 7 RECONNECT: the client should reconnect and resume. */
  void requestReconnect() {
    for (GatewaySession session : sessions) {
      WebSocket conn = session.connection();
      if (conn != null && conn.isOpen()) {
        conn.send("{\"op\":7,\"d\":null,\"s\":null,\"t\":null}");
      }
    }
  }

  /** Sends op 9 INVALID_SESSION (not resumable) and forgets the sessions: events are lost. */
  void invalidateSessions() {
    for (GatewaySession session : sessions) {
      sessions.remove(session);
      WebSocket conn = session.connection();
      if (conn != null && conn.isOpen()) {
        conn.send("{\"op\":9,\"d\":false,\"s\":null,\"t\":null}");
      }
    }
  }

  void shutdown() {
    try {
      stop(1000);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    }
  }
}
