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

  /** Catches SIGTERM and SIGINT from now on; the JVM no longer exits by itself on them. */
  void install() {
    for (String name : STOP_SIGNALS) {
      try {
        Signal.handle(
            new Signal(name),
            signal -> {
              log.info("SIG{} received: stopping", signal.getName());
              requested.countDown();
            });
      } catch (IllegalArgumentException | UnsupportedOperationException e) {
        log.debug("cannot catch SIG{}: the JVM default applies ({})", name, e.getMessage());
      }
    }
  }

  /** Blocks until a stop signal arrives. */
  void await() throws InterruptedException {
    requested.await();
  }
}
