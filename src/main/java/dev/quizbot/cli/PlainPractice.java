package dev.quizbot.cli;

import dev.quizbot.practice.PracticeOptions;
import java.io.PrintWriter;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * {@code quizbot practice} with well-formed options, started without picocli, as {@link PlainRun}
 * starts the bot: building picocli's command model loads about 170 classes the class-data sharing
 * archive cannot hold, a tenth to a third of a second before the first question (P3 practice).
 * Anything else (help, a bad or unknown option, a value out of range) goes through {@link
 * QuizbotCommand}, which parses the same options and says what is wrong; the checks themselves are
 * {@link PracticeCommand#options}'s, so both ways behave the same.
 */
public final class PlainPractice {
  private static final Set<String> VALUED =
      Set.of("--deck", "--topic", "--count", "--minutes", "--readiness", "--learner", "--language");
  private static final Set<String> FLAGS = Set.of("--exam");

  private PlainPractice() {}

  /** The options of {@code args} ({@code practice ...}); empty when picocli should handle them. */
  public static Optional<PracticeOptions> parse(List<String> args, Map<String, String> env) {
    if (args.isEmpty() || !args.get(0).equals("practice")) {
      return Optional.empty();
    }
    Map<String, String> values = new HashMap<>();
    for (int i = 1; i < args.size(); i++) {
      String arg = args.get(i);
      String name = arg;
      String value = null;
      int eq = arg.indexOf('=');
      if (arg.startsWith("--") && eq > 0) {
        name = arg.substring(0, eq);
        value = arg.substring(eq + 1);
      }
      if (FLAGS.contains(name) && value == null) {
        value = "";
      } else if (!VALUED.contains(name)) {
        return Optional.empty();
      } else if (value == null) {
        if (i + 1 >= args.size() || args.get(i + 1).startsWith("-")) {
          return Optional.empty();
        }
        value = args.get(++i);
      }
      if (values.put(name, value) != null) {
        return Optional.empty(); // given twice: picocli's rules decide
      }
    }
    try {
      return Optional.of(
          PracticeCommand.options(
              values.get("--deck"),
              values.get("--topic"),
              integer(values.get("--count")),
              values.containsKey("--exam"),
              integer(values.get("--minutes")),
              values.get("--readiness"),
              values.get("--learner"),
              values.get("--language"),
              1,
              env));
    } catch (IllegalArgumentException e) {
      return Optional.empty(); // picocli says it (NumberFormatException is one too)
    }
  }

  /**
   * Runs practice as picocli's {@code practice} would: the starter's status, or 70 with one line
   * when it fails unexpectedly (the line of {@link QuizbotCommand}'s execution-exception handler).
   */
  public static int start(
      PracticeStarter starter, PracticeOptions options, PrintWriter out, PrintWriter err) {
    try {
      return starter.start(options, out, err);
    } catch (RuntimeException e) {
      err.println(QuizbotCommand.unexpectedError(e));
      err.flush();
      return 70;
    }
  }

  private static Integer integer(String value) {
    return value == null ? null : Integer.valueOf(value.strip());
  }
}
