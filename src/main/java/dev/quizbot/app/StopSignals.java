package dev.quizbot.app;

import java.util.List;
import java.util.concurrent.CountDownLatch;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import sun.misc.Signal;

/**
 * Turns SIGTERM and SIGINT into a stop request that the main thread waits for.
 *
 * <p>Why not only a shutdown hook: the JVM's own SIGTERM handling runs the hooks and then exits
 * with status 143 (128 + 15), whatever the hook does, and {@code System.exit(0)} inside a hook
 * blocks forever. Docker, systemd and the README promise exit 0 after a clean stop, so the signal
 * is caught here instead (via {@code sun.misc.Signal}, the supported-in-practice API of module
 * {@code jdk.unsupported}), the main thread stops the bot and then exits 0 normally. A signal that
 * cannot be caught (e.g. with {@code -Xrs}) keeps the JVM default, and {@link BotRunner}'s shutdown
 * hook still stops the bot cleanly then, only with status 143.
 */
final class StopSignals {
  private static final Logger log = LoggerFactory.getLogger(StopSignals.class);
  private static final List<String> STOP_SIGNALS = List.of("TERM", "INT");

  private final CountDownLatch requested = new CountDownLatch(1);
  private final Thread starter;
  private volatile boolean running;

  /**
   * @param starter the thread that starts the bot; interrupted by a signal during start-up, which
   *     may be waiting on Discord
   */
  StopSignals(Thread starter) {
    this.starter = starter;
  }

  /**
   * Catches SIGTERM and SIGINT from now on. Installed before start-up, so that no signal is lost
   * between the "ready" line and {@link #running()}.
   */
  void install() {
    for (String name : STOP_SIGNALS) {
      try {
        Signal.handle(
            new Signal(name),
            signal -> {
              log.info("SIG{} received: stopping", signal.getName());
              // Interrupt before counting down: once await() returns, no interrupt can follow
              // and cut short the stop sequence.
              if (!running) {
                starter.interrupt();
              }
              requested.countDown();
            });
      } catch (IllegalArgumentException | UnsupportedOperationException e) {
        log.debug("cannot catch SIG{}: the JVM default applies ({})", name, e.getMessage());
      }
    }
  }

  /** The bot is ready: from now on a signal asks {@link #await()} to return. */
  void running() {
    running = true;
  }

  /** True once a stop signal arrived (e.g. to tell a start-up cut short from a failure). */
  boolean requested() {
    return requested.getCount() == 0;
  }

  /**
   * Blocks until a stop signal arrives. Also returns when one arrived just before {@link
   * #running()}: its interrupt is consumed here.
   */
  void await() {
    while (!requested()) {
      try {
        requested.await();
      } catch (InterruptedException e) {
        // The start-up interrupt of a signal that raced with "ready": the loop sees the request.
      }
    }
  }
}
