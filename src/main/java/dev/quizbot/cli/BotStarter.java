package dev.quizbot.cli;

import java.io.PrintWriter;

/**
 * Starts the bot for {@code quizbot run}. The application wiring supplies the real one in {@code
 * dev.quizbot.Main}; until then {@link #NOT_WIRED} says so.
 */
@FunctionalInterface
public interface BotStarter {

  /**
   * Runs the bot until it stops.
   *
   * @param err where to print a start-up error (one line of cause and remedy, no stack trace)
   * @return the process exit status
   */
  int start(PrintWriter err);

  BotStarter NOT_WIRED =
      err -> {
        err.println("quizbot: the bot is not wired yet");
        return 2;
      };
}
