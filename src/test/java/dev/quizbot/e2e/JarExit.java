package dev.quizbot.e2e;

import java.time.Duration;
import java.util.List;
import java.util.Map;

/** How a packaged-jar run that is expected to end by itself (a refused start) ended. */
record JarExit(int status, String output) {
  /** Starts the jar with {@code env} and waits for it to exit; fails after {@code timeout}. */
  static JarExit run(Map<String, String> env, Duration timeout) {
    try (JarProcess jar = JarProcess.start(env)) {
      int status = jar.awaitExit(timeout);
      return new JarExit(status, jar.output());
    }
  }

  /** The lines the bot addresses to the operator ("quizbot: ..."), without the log lines. */
  List<String> quizbotLines() {
    return output.lines().filter(l -> l.startsWith("quizbot: ")).toList();
  }
}
