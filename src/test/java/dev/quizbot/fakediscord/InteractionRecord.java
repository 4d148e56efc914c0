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
    AUTOCOMPLETE_ANSWERED,
    /** Type 7: the component's message was edited in the callback itself. */
    UPDATED,
    /**
     * Type 6: acknowledged without a loading state; {@code @original} is the component's message.
     */
    DEFERRED_UPDATE,
    /** Type 9: a modal popped up for the user. */
    MODAL_OPENED
  }

  /** Discord's deadline for the first callback. */
  static final long DISCORD_ACK_DEADLINE_NANOS = 3_000_000_000L;

  final String id;
  final String token;
  final FakeChannel channel;
  final FakeUser user;

  /** Discord's interaction type: 2 command, 3 component, 4 autocomplete, 5 modal submit. */
  final int type;

  /** The message a component sits on (type 3, or a modal opened from a component), else null. */
  final FakeMessage sourceMessage;

  final long createdAtNanos = System.nanoTime();
  final long ackDeadlineNanos;
  final CompletableFuture<Void> acknowledged = new CompletableFuture<>();
  final CompletableFuture<Void> originalEdited = new CompletableFuture<>();

  /** Completes with the first follow-up (a webhook POST after the acknowledgement). */
  final CompletableFuture<Void> followedUp = new CompletableFuture<>();

  private State state = State.PENDING;
  private FakeMessage original;
  private final List<FakeMessage> followUps = new ArrayList<>();
  private JsonNode autocompleteChoices;
  private FakeModal modal;
  private int callbackType;

  InteractionRecord(
      String id,
      String token,
      int type,
      FakeChannel channel,
      FakeUser user,
      FakeMessage sourceMessage,
      long ackDeadlineNanos) {
    this.ackDeadlineNanos = ackDeadlineNanos;
    this.id = id;
    this.token = token;
    this.type = type;
    this.channel = channel;
    this.user = user;
    this.sourceMessage = sourceMessage;
  }

  synchronized FakeModal modal() {
    return modal;
  }

  /** The first callback's type (4, 5, 6, 7, 8, 9), or 0 while pending. */
  synchronized int callbackType() {
    return callbackType;
  }

  /** Records a type-9 callback: the modal the user now sees. */
  synchronized void openModal(FakeModal opened) {
    acknowledge(State.MODAL_OPENED, null, null);
    modal = opened;
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
    callbackType =
        switch (newState) {
          case REPLIED -> 4;
          case DEFERRED -> 5;
          case DEFERRED_UPDATE -> 6;
          case UPDATED -> 7;
          case AUTOCOMPLETE_ANSWERED -> 8;
          case MODAL_OPENED -> 9;
          case PENDING -> 0;
        };
    original = message;
    autocompleteChoices = choices;
    acknowledged.complete(null);
  }

  boolean isPastDeadline() {
    return System.nanoTime() - createdAtNanos > ackDeadlineNanos;
  }

  synchronized void addFollowUp(FakeMessage message) {
    followUps.add(message);
    followedUp.complete(null);
  }
}
