package dev.quizbot.config;

import java.util.List;

/**
 * The configuration cannot be used. Carries every problem found (not just the first), each naming
 * the key, where the value came from and what is accepted, plus one remedy for the admin.
 */
public final class ConfigException extends RuntimeException {
  /** What to do about value problems when nothing more specific applies. */
  public static final String FIX_SETTINGS =
      "Fix the value in the config file or its QUIZBOT_* environment variable"
          + " (README.md, \"Settings\")";

  private final List<String> problems;
  private final String remedy;

  public ConfigException(List<String> problems, String remedy) {
    super(String.join("; ", problems) + ". " + remedy);
    if (problems.isEmpty()) {
      throw new IllegalArgumentException("a ConfigException needs at least one problem");
    }
    this.problems = List.copyOf(problems);
    this.remedy = remedy;
  }

  public ConfigException(String problem, String remedy) {
    this(List.of(problem), remedy);
  }

  public ConfigException(String problem, String remedy, Throwable cause) {
    this(List.of(problem), remedy);
    initCause(cause);
  }

  /** Each problem on its own, e.g. {@code config/quizbot.yaml:7: quiz.answerWindow: ...}. */
  public List<String> problems() {
    return problems;
  }

  /** What the admin should do, e.g. "set DISCORD_TOKEN or DISCORD_TOKEN_FILE". */
  public String remedy() {
    return remedy;
  }
}
