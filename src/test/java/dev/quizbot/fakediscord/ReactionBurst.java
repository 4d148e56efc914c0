package dev.quizbot.fakediscord;

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
}
