package dev.quizbot.discord;

import java.time.Clock;
import java.time.Duration;
import java.time.OffsetDateTime;
import java.util.Optional;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Hands an interaction's work from JDA's event thread to the {@link CommandExecutor}: the one way
 * for queued slash commands ({@link CommandRouter}) and the presses, choices and forms of the
 * {@link ComponentRouter}. The event thread only reserves a place (none left: the caller answers
 * "busy" at once); work that will wait is deferred at once, work that starts at once is deferred by
 * a timer if it runs past {@link #ACK_GUARD} (shortened by how late the event reached us), so
 * Discord's 3 s always hold. A failure is logged and explained; work cut off by the stop, or never
 * started because of it, says the bot is restarting.
 */
public final class WorkHandOff {
  private static final Logger log = LoggerFactory.getLogger(WorkHandOff.class);

  static final Duration ACK_GUARD = Duration.ofMillis(1500);
  // Discord allows 3 s; what is left of 2.5 s after the event's age is when the timer must fire.
  private static final Duration ACK_LIMIT = Duration.ofMillis(2500);

  /** How an interaction is acknowledged and answered while its work is handed off. */
  public interface Reply {
    /** Acknowledges unless already acknowledged (the answer follows). */
    void defer();

    /** Tells the member alone: the work failed. */
    void explain(String text);

    /** Tells the member alone: the stop cut the work off, or it never started. */
    void stopped(String text);
  }

  /** What the member reads when the work failed, or the stop came first. */
  public record Texts(String restarting, String sorry) {}

  private final CommandExecutor executor;
  private final Clock wallClock;

  /**
   * @param wallClock the real time, to measure an interaction's age from Discord's timestamp
   */
  public WorkHandOff(CommandExecutor executor, Clock wallClock) {
    this.executor = executor;
    this.wallClock = wallClock;
  }

  /**
   * On the event thread: reserves a place and runs {@code work} on a worker. Returns false, having
   * done nothing, when no place is left (the caller answers "busy").
   *
   * @param what the work in log lines, e.g. {@code /stats} or {@code button rv:1:2:3}
   * @param created when Discord created the interaction
   */
  public boolean hand(
      String what, OffsetDateTime created, Reply reply, Texts texts, Runnable work) {
    Optional<CommandExecutor.Place> reserved = executor.reserve();
    if (reserved.isEmpty()) {
      return false;
    }
    CommandExecutor.Place place = reserved.get();
    Runnable cancelGuard = () -> {};
    try {
      Duration guard = guardDelay(created);
      if (place.waits() || guard.isZero()) {
        reply.defer();
      } else {
        cancelGuard = executor.after(guard, reply::defer);
      }
    } catch (RuntimeException e) {
      // The place must go back whatever happens here, or the executor shrinks for good.
      place.giveBack();
      throw e;
    }
    Runnable cancel = cancelGuard;
    place.run(
        () -> {
          try {
            work.run();
          } catch (RuntimeException | LinkageError | AssertionError e) {
            if (executor.interruptedByStop(e)) {
              // Cut off by the stop (its query interrupted), not a bug: no ERROR, and the member
              // hears what the ones still waiting hear.
              log.info("{} cut off by the stop: {}", what, e.toString());
              reply.stopped(texts.restarting());
              return;
            }
            // LinkageError: e.g. /stats' chart on a host without the fonts' native libraries; the
            // member still gets an answer. Other errors (out of memory) are the JVM's to handle.
            log.error("{} failed", what, e);
            reply.explain(texts.sorry());
          } finally {
            cancel.run();
          }
        },
        () -> {
          cancel.run();
          reply.stopped(texts.restarting());
        });
    return true;
  }

  /**
   * How long the work may run before the timer defers it: {@link #ACK_GUARD}, shortened by how late
   * the event reached us (a backlog on the event thread, or events held during start-up), so the
   * acknowledgement still reaches Discord within its 3 s; zero means defer now.
   */
  private Duration guardDelay(OffsetDateTime created) {
    Duration age = Duration.between(created.toInstant(), wallClock.instant());
    Duration left = ACK_LIMIT.minus(age);
    if (left.compareTo(ACK_GUARD) >= 0) {
      return ACK_GUARD;
    }
    return left.isNegative() ? Duration.ZERO : left;
  }
}
