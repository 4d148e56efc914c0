package dev.quizbot.fakediscord;

import com.fasterxml.jackson.databind.JsonNode;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.function.BooleanSupplier;

/**
 * What the invoking user sees of the bot's answer to one interaction (a slash command, a button, a
 * select, a modal submit). A live view: reads reflect edits and follow-ups that arrive later; use
 * the {@code await} methods to wait for them.
 */
public final class InteractionReply {

  private final InteractionRecord record;

  InteractionReply(InteractionRecord record) {
    this.record = record;
  }

  InteractionRecord record() {
    return record;
  }

  /**
   * The bot's first callback type: 4 reply, 5 deferred reply, 6 deferred update, 7 update message,
   * 8 autocomplete result, 9 modal; 0 while unanswered.
   */
  public int callbackType() {
    return record.callbackType();
  }

  /** True if the bot answered by editing the component's message (type 7) or will (type 6). */
  public boolean updatedMessage() {
    int type = record.callbackType();
    return type == 6 || type == 7;
  }

  /** The modal the bot opened (callback type 9); fails if it did not open one. */
  public FakeModal modal() {
    FakeModal modal = record.modal();
    if (modal == null) {
      throw new AssertionError("the bot opened no modal (callback type " + callbackType() + ")");
    }
    return modal;
  }

  /** True once the bot replied or deferred. */
  public boolean acknowledged() {
    return record.state() != InteractionRecord.State.PENDING;
  }

  /** True if the bot deferred (type 5) instead of replying at once. */
  public boolean deferred() {
    return record.state() == InteractionRecord.State.DEFERRED;
  }

  /** True if the bot deferred an update of the component's message (type 6): its answer follows. */
  public boolean deferredUpdate() {
    return record.state() == InteractionRecord.State.DEFERRED_UPDATE;
  }

  /** True if the reply is ephemeral (flag 64): only the invoking user sees it. */
  public boolean ephemeral() {
    FakeMessage original = record.original();
    return original != null && original.isEphemeral();
  }

  /**
   * The reply message (for a deferral, the "thinking" message the bot later edits; for a
   * component's update, types 6 and 7, the component's message).
   */
  public FakeMessage message() {
    FakeMessage original = record.original();
    if (original == null) {
      throw new AssertionError("the bot has not replied to the interaction (yet)");
    }
    return original;
  }

  public String content() {
    return message().content();
  }

  public List<JsonNode> embeds() {
    return message().embeds();
  }

  /** The autocomplete choices the bot offered (empty until it answered). */
  public List<AutocompleteChoice> autocompleteChoices() {
    JsonNode choices = record.autocompleteChoices();
    List<AutocompleteChoice> result = new java.util.ArrayList<>();
    if (choices != null) {
      choices.forEach(
          c ->
              result.add(
                  new AutocompleteChoice(c.path("name").asText(), c.path("value").asText())));
    }
    return result;
  }

  public List<FakeMessage> followUps() {
    return record.followUps();
  }

  /** Waits until the bot replied or deferred; fails the test on timeout. */
  public InteractionReply awaitAcknowledged(Duration timeout) {
    await(record.acknowledged, timeout, "the bot did not answer the interaction");
    return this;
  }

  /** Waits until the bot edited {@code @original} (after a deferral). */
  public InteractionReply awaitEdited(Duration timeout) {
    await(record.originalEdited, timeout, "the bot did not edit its deferred reply");
    return this;
  }

  /**
   * Waits until the bot answered after a deferred update (type 6): its first edit of the
   * component's message ({@code @original}) or its first follow-up, whichever comes first. A bot
   * that does both: await the other with {@link #awaitEdited} or {@link #awaitFollowUps}.
   */
  public InteractionReply awaitAnswerAfterDeferredUpdate(Duration timeout) {
    await(
        java.util.concurrent.CompletableFuture.anyOf(record.originalEdited, record.followedUp)
            .thenApply(any -> (Void) null),
        timeout,
        "the bot did not edit the message or follow up after its deferred update");
    return this;
  }

  /** Waits until the bot sent at least {@code count} follow-ups. */
  public InteractionReply awaitFollowUps(int count, Duration timeout) {
    poll(() -> record.followUps().size() >= count, timeout, "expected " + count + " follow-ups");
    return this;
  }

  static void poll(BooleanSupplier condition, Duration timeout, String failure) {
    long deadline = System.nanoTime() + timeout.toNanos();
    while (!condition.getAsBoolean()) {
      if (System.nanoTime() > deadline) {
        throw new AssertionError(failure + " within " + timeout);
      }
      try {
        Thread.sleep(5);
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
        throw new AssertionError("interrupted while waiting: " + failure, e);
      }
    }
  }

  private static void await(
      java.util.concurrent.CompletableFuture<Void> future, Duration timeout, String failure) {
    try {
      future.get(timeout.toMillis(), TimeUnit.MILLISECONDS);
    } catch (TimeoutException e) {
      throw new AssertionError(failure + " within " + timeout, e);
    } catch (ExecutionException e) {
      throw new AssertionError(failure, e);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new AssertionError(failure, e);
    }
  }
}
