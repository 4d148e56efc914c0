package dev.quizbot.discord;

/**
 * Runs a blocking step of a stop cut short even though the stop signal may have interrupted this
 * thread (the waits would otherwise end at once); a new interrupt runs {@code onInterrupt}. The
 * interrupt status is restored for the caller either way.
 */
public final class WhileStopping {

  /** Stop work that blocks. */
  public interface BlockingStep {
    void run() throws InterruptedException;
  }

  private WhileStopping() {}

  public static void run(BlockingStep step, Runnable onInterrupt) {
    boolean interrupted = Thread.interrupted();
    try {
      step.run();
    } catch (InterruptedException e) {
      interrupted = true;
      onInterrupt.run();
    } finally {
      if (interrupted) {
        Thread.currentThread().interrupt();
      }
    }
  }
}
