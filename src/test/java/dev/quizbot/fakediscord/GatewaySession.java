package dev.quizbot.fakediscord;

import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;
import org.java_websocket.WebSocket;
import org.java_websocket.exceptions.WebsocketNotConnectedException;
import org.java_websocket.framing.Framedata;
import org.java_websocket.framing.TextFrame;

/**
 * One identified gateway session. It outlives its connection: while disconnected, dispatches are
 * numbered and buffered so a RESUME can replay everything after the client's last sequence.
 */
final class GatewaySession {

  private static final int REPLAY_BUFFER = 250_000;

  private record Frame(long seq, String text) {}

  /** Bits of a Discord id below its timestamp; Discord's shard rule uses the timestamp. */
  private static final int TIMESTAMP_SHIFT = 22;

  final String sessionId;
  final int intents;
  final int shardId;
  final int shardTotal;
  private final Deque<Frame> sent = new ArrayDeque<>();
  private long seq;
  private WebSocket connection;

  /**
   * @param shardId the {@code shard[0]} of the IDENTIFY (0 when it named none)
   * @param shardTotal the {@code shard[1]} of the IDENTIFY (1 when it named none)
   */
  GatewaySession(String sessionId, int intents, int shardId, int shardTotal, WebSocket connection) {
    this.sessionId = sessionId;
    this.intents = intents;
    this.shardId = shardId;
    this.shardTotal = shardTotal;
    this.connection = connection;
  }

  boolean wants(int requiredIntent) {
    return requiredIntent == 0 || (intents & requiredIntent) == requiredIntent;
  }

  /** Whether this session is the only shard (it receives every server's events). */
  boolean servesAll() {
    return shardTotal == 1;
  }

  /**
   * Whether the events of this guild go to this session: Discord's {@code (guild_id >> 22) %
   * shard_count == shard_id}; events outside any guild ({@code guildId} null: DMs) go to shard 0.
   */
  boolean serves(String guildId) {
    if (servesAll()) {
      return true;
    }
    if (guildId == null) {
      return shardId == 0;
    }
    return (Long.parseLong(guildId) >>> TIMESTAMP_SHIFT) % shardTotal == shardId;
  }

  /** Numbers, buffers and (if connected) sends one dispatch whose data is already JSON text. */
  synchronized void dispatch(String type, String dataJson) {
    seq++;
    String frame = "{\"op\":0,\"t\":\"" + type + "\",\"s\":" + seq + ",\"d\":" + dataJson + "}";
    sent.addLast(new Frame(seq, frame));
    if (sent.size() > REPLAY_BUFFER) {
      sent.removeFirst();
    }
    if (connection != null && connection.isOpen()) {
      try {
        connection.send(frame);
      } catch (WebsocketNotConnectedException closedMeanwhile) {
        // The peer went away between isOpen() and send() (a kill -9): the frame stays in the
        // replay buffer, as Discord keeps a session's events for a RESUME.
      }
    }
  }

  /**
   * Dispatches many events of one type in a single hand-over to the socket (one lock, one frame
   * batch), so a load burst measures the bot rather than the fake's per-frame overhead.
   */
  synchronized void dispatchBatch(String type, List<String> dataJsons) {
    List<Framedata> frames = new ArrayList<>(dataJsons.size());
    for (String dataJson : dataJsons) {
      seq++;
      String frame = "{\"op\":0,\"t\":\"" + type + "\",\"s\":" + seq + ",\"d\":" + dataJson + "}";
      sent.addLast(new Frame(seq, frame));
      if (sent.size() > REPLAY_BUFFER) {
        sent.removeFirst();
      }
      TextFrame text = new TextFrame();
      text.setPayload(ByteBuffer.wrap(frame.getBytes(StandardCharsets.UTF_8)));
      text.setFin(true);
      frames.add(text);
    }
    if (connection != null && connection.isOpen()) {
      try {
        connection.sendFrame(frames);
      } catch (WebsocketNotConnectedException closedMeanwhile) {
        // As in dispatch: buffered for a RESUME.
      }
    }
  }

  /** Binds a new connection, replays what came after {@code lastSeq}, then sends RESUMED. */
  synchronized int resume(WebSocket newConnection, long lastSeq) {
    connection = newConnection;
    int replayed = 0;
    for (Frame frame : sent) {
      if (frame.seq() > lastSeq) {
        newConnection.send(frame.text());
        replayed++;
      }
    }
    // JDA ignores a RESUMED whose "d" is not an object.
    dispatch("RESUMED", "{\"_trace\":[\"fake-discord\"]}");
    return replayed;
  }

  synchronized WebSocket connection() {
    return connection;
  }

  /** Forgets the connection (it dropped); later dispatches wait in the buffer. */
  synchronized WebSocket detach() {
    WebSocket old = connection;
    connection = null;
    return old;
  }

  synchronized boolean isAttachedTo(WebSocket candidate) {
    return connection == candidate;
  }

  synchronized long lastSeq() {
    return seq;
  }
}
