package dev.quizbot.cli;

import dev.quizbot.practice.LearnerDataOptions;
import dev.quizbot.practice.PracticeOptions;
import java.io.PrintWriter;

/**
 * Runs {@code quizbot practice}. The application wiring supplies the real one in {@code
 * dev.quizbot.Main} (it reads the system clock and opens the database); until then {@link
 * #NOT_WIRED} says so.
 */
@FunctionalInterface
public interface PracticeStarter {

  /**
   * @param out standard output when it is not a terminal (piped), UTF-8
   * @param err where a refusal goes: one line of cause and remedy
   * @return the process exit status (see {@link dev.quizbot.practice.PracticeStatus})
   */
  int start(PracticeOptions options, PrintWriter out, PrintWriter err);

  /**
   * {@code --export FILE} or {@code --forget}: the learner's own data, written to a file or erased
   * after the learner confirms on standard input.
   *
   * @return the process exit status
   */
  default int learnerData(LearnerDataOptions options, PrintWriter out, PrintWriter err) {
    err.println("quizbot practice: not wired");
    return 2;
  }

  PracticeStarter NOT_WIRED =
      (options, out, err) -> {
        err.println("quizbot practice: not wired");
        return 2;
      };
}
