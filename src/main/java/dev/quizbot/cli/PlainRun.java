package dev.quizbot.cli;

import java.io.PrintWriter;
import java.util.List;

/**
 * {@code quizbot} and {@code quizbot run} with no options, started without picocli: building its
 * command model loads about 170 classes compiled for Java 5, which the class-data sharing archive
 * cannot hold, and costs about a tenth of a second of every start. Anything else (options, other
 * commands, help) goes through {@link QuizbotCommand} and behaves the same either way.
 */
public final class PlainRun {
  private static final List<List<String>> PLAIN = List.of(List.of(), List.of("run"));

  private PlainRun() {}

  /** True when the arguments just start the bot. */
  public static boolean matches(String... args) {
    return PLAIN.contains(List.of(args));
  }

  /**
   * Starts the bot as picocli's {@code run} would: the starter's status, or 70 with one line when
   * it fails unexpectedly (the same line as {@link QuizbotCommand}'s execution-exception handler).
   */
  public static int start(BotStarter starter, PrintWriter err) {
    try {
      return starter.start(err);
    } catch (RuntimeException e) {
      err.println(QuizbotCommand.unexpectedError(e));
      err.flush();
      return 70;
    }
  }
}
