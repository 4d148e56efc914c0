package dev.quizbot;

import dev.quizbot.app.BotRunner;
import dev.quizbot.app.PracticeRunner;
import dev.quizbot.cli.BotStarter;
import dev.quizbot.cli.PlainPractice;
import dev.quizbot.cli.PlainRun;
import dev.quizbot.cli.QuizbotCommand;
import dev.quizbot.cli.Utf8Console;
import dev.quizbot.practice.PracticeOptions;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;

/** Entry point of {@code java -jar quizbot.jar}. */
public final class Main {
  private Main() {}

  /** Where decks are read from when no path is given. */
  static final Path DEFAULT_QUESTIONS = Path.of("questions");

  public static void main(String[] args) {
    BotStarter starter = new BotRunner(System.getenv());
    PrintWriter out = Utf8Console.writer(System.out);
    PrintWriter err = Utf8Console.writer(System.err);
    int status;
    if (PlainRun.matches(args)) {
      status = PlainRun.start(starter, err);
    } else {
      PracticeRunner practice = new PracticeRunner(System.getenv());
      // `practice` with well-formed options: no picocli, and its slow parts begin at once.
      Optional<PracticeOptions> plain = PlainPractice.parse(List.of(args), System.getenv());
      if (plain.isPresent()) {
        practice.begin();
        status = PlainPractice.start(practice, plain.get(), out, err);
      } else {
        status = QuizbotCommand.execute(starter, practice, DEFAULT_QUESTIONS, out, err, args);
      }
      practice.end();
    }
    out.flush();
    err.flush();
    System.exit(status);
  }
}
