package dev.quizbot.discord.review;

import dev.quizbot.discord.CommandExecutor;
import dev.quizbot.discord.Language;
import java.time.Clock;
import java.time.Duration;
import java.util.Optional;
import java.util.function.Consumer;
import net.dv8tion.jda.api.events.interaction.component.ButtonInteractionEvent;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Runs a button press's work on the {@link CommandExecutor} (the slash commands' pool), never on
 * JDA's event thread, which also grades reactions: answers read and write the database. As for a
 * queued slash command, the event thread only reserves a place (none left: an ephemeral "busy" at
 * once); a press that will wait is deferred at once, one that starts at once is deferred by a timer
 * if it runs past 1.5 s, so Discord's 3 s always hold.
 */
final class ButtonWork {
  private static final Logger log = LoggerFactory.getLogger(ButtonWork.class);

  static final String BUSY = "button.busy";
  static final String RESTARTING = "button.restarting";
  static final String SORRY = "button.sorry";

  private static final Duration ACK_GUARD = Duration.ofMillis(1500);
  private static final Duration ACK_LIMIT = Duration.ofMillis(2500);

  private final CommandExecutor executor;
  private final Clock wallClock;

  /**
   * @param wallClock the real time, to measure a press's age from Discord's timestamp
   */
  ButtonWork(CommandExecutor executor, Clock wallClock) {
    this.executor = executor;
    this.wallClock = wallClock;
  }

  /** Call on the event thread; {@code work} runs on a worker and answers through the reply. */
  void hand(ButtonInteractionEvent event, Consumer<ButtonReply> work) {
    ButtonReply reply = new ButtonReply(event);
    Optional<CommandExecutor.Place> reserved = executor.reserve();
    if (reserved.isEmpty()) {
      reply.explain(Language.of(event).get(BUSY));
      return;
    }
    CommandExecutor.Place place = reserved.get();
    Runnable cancelGuard = () -> {};
    try {
      Duration guard = guardDelay(event);
      if (place.waits() || guard.isZero()) {
        reply.defer();
      } else {
        cancelGuard = executor.after(guard, reply::defer);
      }
    } catch (RuntimeException e) {
      place.giveBack();
      throw e;
    }
    Runnable cancel = cancelGuard;
    place.run(
        () -> {
          try {
            work.accept(reply);
          } catch (RuntimeException | LinkageError | AssertionError e) {
            if (executor.interruptedByStop(e)) {
              log.info("button {} cut off by the stop: {}", event.getComponentId(), e.toString());
              reply.explain(Language.of(event).get(RESTARTING));
              return;
            }
            log.error("button {} failed", event.getComponentId(), e);
            reply.explain(Language.of(event).get(SORRY));
          } finally {
            cancel.run();
          }
        },
        () -> {
          cancel.run();
          reply.explain(Language.of(event).get(RESTARTING));
        });
  }

  private Duration guardDelay(ButtonInteractionEvent event) {
    Duration age = Duration.between(event.getTimeCreated().toInstant(), wallClock.instant());
    Duration left = ACK_LIMIT.minus(age);
    if (left.compareTo(ACK_GUARD) >= 0) {
      return ACK_GUARD;
    }
    return left.isNegative() ? Duration.ZERO : left;
  }
}
