package dev.quizbot.fakediscord;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;

/** The fake's memory of one interaction a user triggered: how and when the bot answered. */
final class InteractionRecord {

  enum State {
    PENDING,
    REPLIED,
    DEFERRED,
    AUTOCOMPLETE_ANSWERED
  }

  /** Discord's deadline for the first callback. */
  static final long DISCORD_ACK_DEADLINE_NANOS = 3_000_000_000L;

  final String id;
  final String token;
  final FakeChannel channel;
  final FakeUser user;
  final long createdAtNanos = System.nanoTime();
  final long ackDeadlineNanos;
  final CompletableFuture<Void> acknowledged = new CompletableFuture<>();
  final CompletableFuture<Void> originalEdited = new CompletableFuture<>();
  private State state = State.PENDING;
  private FakeMessage original;
  private final List<FakeMessage> followUps = new ArrayList<>();
  private JsonNode autocompleteChoices;

  InteractionRecord(
      String id, String token, FakeChannel channel, FakeUser user, long ackDeadlineNanos) {
    this.ackDeadlineNanos = ackDeadlineNanos;
    this.id = id;
    this.token = token;
    this.channel = channel;
    this.user = user;
  }

  synchronized State state() {
    return state;
  }

  synchronized FakeMessage original() {
    return original;
  }

  synchronized List<FakeMessage> followUps() {
    return List.copyOf(followUps);
  }

  synchronized JsonNode autocompleteChoices() {
    return autocompleteChoices;
  }

  /** Records the first callback; throws 40060 if already acknowledged, 10062 if too late. */
  synchronized void acknowledge(State newState, FakeMessage message, JsonNode choices) {
    if (state != State.PENDING) {
      throw DiscordError.alreadyAcknowledged();
    }
    if (isPastDeadline()) {
      throw DiscordError.unknownInteraction();
    }
    state = newState;
    original = message;
    autocompleteChoices = choices;
    acknowledged.complete(null);
  }

  boolean isPastDeadline() {
    return System.nanoTime() - createdAtNanos > ackDeadlineNanos;
  }

  synchronized void addFollowUp(FakeMessage message) {
    followUps.add(message);
  }
}
