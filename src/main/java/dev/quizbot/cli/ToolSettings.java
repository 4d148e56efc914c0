package dev.quizbot.cli;

import ch.qos.logback.classic.Level;
import ch.qos.logback.classic.Logger;
import dev.quizbot.config.ConfigLoader;
import dev.quizbot.config.QuizbotConfig;
import java.io.PrintWriter;
import java.util.Map;
import org.slf4j.LoggerFactory;
import picocli.CommandLine.ParameterException;

/** What the data tools share: the bot's settings read quietly, and one-line failures. */
final class ToolSettings {
  private ToolSettings() {}

  /**
   * The bot's settings, without the loader's INFO line: a tool's standard error carries only its
   * own message.
   */
  static QuizbotConfig load(Map<String, String> env) {
    Logger logger = (Logger) LoggerFactory.getLogger(ConfigLoader.class);
    Level before = logger.getLevel();
    logger.setLevel(Level.WARN);
    try {
      return new ConfigLoader(env).load();
    } finally {
      logger.setLevel(before);
    }
  }

  /** {@code quizbot <command>: <message>.} on standard error; returns {@code status}. */
  static int fail(PrintWriter err, String command, String message, int status) {
    String line = message.strip();
    err.println("quizbot " + command + ": " + (line.endsWith(".") ? line : line + "."));
    err.flush();
    return status;
  }

  /**
   * A bad option or value: one line naming it, {@code quizbot <command>: <cause>.}, like every
   * other failure of the command, and one hint line, instead of picocli's message followed by the
   * whole usage (some twenty lines in which the cause was easy to miss). Exit status 2.
   */
  static int usageError(ParameterException e, String[] args) {
    PrintWriter err = e.getCommandLine().getErr();
    String command = e.getCommandLine().getCommandName();
    int status = e.getCommandLine().getCommandSpec().exitCodeOnInvalidInput();
    fail(err, command, e.getMessage(), status);
    err.println("Run quizbot " + command + " --help for the options.");
    err.flush();
    return status;
  }
}
