package dev.quizbot.fakediscord;

import java.time.Duration;
import java.util.List;

/**
 * A prepared burst of MESSAGE_REACTION_ADD events (payloads built and reactions stored up front) so
 * that {@link #fire()} measures only gateway delivery and the bot's handling.
 */
public final class ReactionBurst {

  private final GatewayServer gateway;
  private final List<String> payloads;
  private final int requiredIntent;

  ReactionBurst(GatewayServer gateway, List<String> payloads, int requiredIntent) {
    this.gateway = gateway;
    this.payloads = List.copyOf(payloads);
    this.requiredIntent = requiredIntent;
  }

  public int size() {
    return payloads.size();
  }

  /** Sends every event, in order, as one batch of frames to each bot session. */
  public void fire() {
    gateway.dispatchJsonBatch("MESSAGE_REACTION_ADD", payloads, requiredIntent);
  }

  /**
   * Sends the events in batches of {@code chunkSize}, one batch every {@code interval} (measured
   * from the start, so slow hand-overs do not stretch the schedule): an offered load of {@code
   * chunkSize / interval} events per second instead of a single flood. Blocks until all are sent.
   */
  public void firePaced(int chunkSize, Duration interval) throws InterruptedException {
    long start = System.nanoTime();
    for (int from = 0, batch = 0; from < payloads.size(); from += chunkSize, batch++) {
      long due = start + batch * interval.toNanos();
      long wait = due - System.nanoTime();
      if (wait > 0) {
        Thread.sleep(wait / 1_000_000, (int) (wait % 1_000_000));
      }
      List<String> chunk = payloads.subList(from, Math.min(payloads.size(), from + chunkSize));
      gateway.dispatchJsonBatch("MESSAGE_REACTION_ADD", chunk, requiredIntent);
    }
  }
}
