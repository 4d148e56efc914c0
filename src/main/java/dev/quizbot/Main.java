package dev.quizbot;

import dev.quizbot.app.BotRunner;
import dev.quizbot.cli.BotStarter;
import dev.quizbot.cli.PlainRun;
import dev.quizbot.cli.QuizbotCommand;
import java.io.PrintWriter;
import java.nio.file.Path;

/** Entry point of {@code java -jar quizbot.jar}. */
public final class Main {
  private Main() {}

  /** Where decks are read from when no path is given. */
  static final Path DEFAULT_QUESTIONS = Path.of("questions");

  public static void main(String[] args) {
    BotStarter starter = new BotRunner(System.getenv());
    int status =
        PlainRun.matches(args)
            ? PlainRun.start(starter, new PrintWriter(System.err, true))
            : QuizbotCommand.commandLine(starter, DEFAULT_QUESTIONS).execute(args);
    System.exit(status);
  }
}
