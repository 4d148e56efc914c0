package dev.quizbot.app;

import sun.misc.Signal;
import sun.misc.SignalHandler;

/**
 * Ctrl-C in {@code quizbot practice} on plain streams. On a terminal in raw mode Ctrl-C is a key
 * and stops like {@code q}; when the output is piped ({@code ./quizbot practice | tee log}) the
 * input is read line by line and Ctrl-C is {@code SIGINT}, whose JVM default kills the process with
 * status 130 before the open review is closed (the next run would then resume it instead of asking
 * the missed question first). While installed, the first {@code SIGINT} runs {@code stop} (the
 * console's end of input, so the mode ends through its quit path: session closed, "Stopped"
 * summary, status 0) and gives the signal back to the JVM default, so a second Ctrl-C still kills a
 * run that does not stop. Caught with {@code sun.misc.Signal}, as {@link StopSignals} does; where
 * it cannot be caught the JVM default applies.
 */
final class InterruptEndsInput implements AutoCloseable {
  private static final Signal INT = new Signal("INT");

  private final SignalHandler before;

  private InterruptEndsInput(SignalHandler before) {
    this.before = before;
  }

  static InterruptEndsInput install(Runnable stop) {
    SignalHandler before;
    try {
      before =
          Signal.handle(
              INT,
              signal -> {
                Signal.handle(INT, SignalHandler.SIG_DFL);
                stop.run();
              });
    } catch (IllegalArgumentException | UnsupportedOperationException e) {
      before = null; // e.g. -Xrs: the JVM default stays
    }
    return new InterruptEndsInput(before);
  }

  /** The handler that was there before (the JVM default). */
  @Override
  public void close() {
    if (before != null) {
      try {
        Signal.handle(INT, before);
      } catch (IllegalArgumentException | UnsupportedOperationException e) {
        // nothing to give back
      }
    }
  }
}
