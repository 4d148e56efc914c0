package dev.quizbot.cli;

import dev.quizbot.i18n.Texts;
import dev.quizbot.practice.LearnerDataOptions;
import dev.quizbot.practice.Learners;
import dev.quizbot.practice.PracticeOptions;
import dev.quizbot.practice.TerminalLanguage;
import dev.quizbot.study.ReviewFilter;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.time.LocalDate;
import java.time.format.DateTimeParseException;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.ResourceBundle;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Spec;

/**
 * {@code quizbot practice}: studies the bank in a terminal, with no Discord at all, on the same
 * study domain and database as {@code /review} and {@code /readiness}.
 */
@Command(
    name = "practice",
    mixinStandardHelpOptions = true,
    // The descriptions, in the learner's language: see helpIn and QuizbotCommand.
    resourceBundle = PracticeCommand.HELP)
public final class PracticeCommand implements Callable<Integer> {

  /** The bundle of {@code --help}'s words (i18n/practiceHelp*.properties). */
  static final String HELP = "i18n.practiceHelp";

  /** The learner when the OS names no user. */
  static final String DEFAULT_LEARNER = "local";

  private final PracticeStarter starter;
  private final Map<String, String> env;

  @Spec private CommandSpec spec;

  @Option(names = "--deck", paramLabel = "D")
  private String deck;

  @Option(names = "--topic", paramLabel = "T")
  private String topic;

  private Integer count;

  @Option(names = "--exam")
  private boolean exam;

  private Integer minutes;

  /** Tests only: the exam's clock runs this many times faster (its deadline is the real one). */
  @Option(names = "--time-scale", hidden = true, defaultValue = "1")
  private double timeScale;

  @Option(names = "--readiness", paramLabel = "DATE")
  private String readiness;

  @Option(names = "--language", paramLabel = "LANG")
  private String language;

  @Option(names = "--learner", paramLabel = "NAME")
  private String learner;

  @Option(names = "--export", paramLabel = "FILE")
  private Path exportTo;

  @Option(names = "--forget")
  private boolean forget;

  public PracticeCommand(PracticeStarter starter, Map<String, String> env) {
    this.starter = starter;
    this.env = Map.copyOf(env);
  }

  @Option(names = "--count", paramLabel = "N")
  void setCount(int value) {
    count = value; // checked in options(), in the learner's language
  }

  @Option(names = "--minutes", paramLabel = "M")
  void setMinutes(int value) {
    minutes = value; // checked in options(), in the learner's language
  }

  /**
   * {@code --help}'s words in {@code language}: English unless German or Japanese, whatever the
   * JVM's default locale (a plain lookup would fall back to it before the English base).
   */
  static ResourceBundle helpIn(Locale language) {
    return ResourceBundle.getBundle(
        HELP,
        language,
        ResourceBundle.Control.getNoFallbackControl(ResourceBundle.Control.FORMAT_PROPERTIES));
  }

  /**
   * A bad option or value ({@code --count 0}, {@code --count many}, an unknown option): one line
   * naming it and where to look, as {@link #call()} answers the options checked together, instead
   * of picocli's message followed by the whole usage. Exit status 2.
   */
  static int usageError(ParameterException e, String[] args) {
    PrintWriter err = e.getCommandLine().getErr();
    String cause = e.getMessage().strip();
    err.println(
        "quizbot practice: "
            + (cause.endsWith(".") ? cause.substring(0, cause.length() - 1) : cause)
            + ". Try 'quizbot practice --help'.");
    err.flush();
    return e.getCommandLine().getCommandSpec().exitCodeOnInvalidInput();
  }

  @Override
  public Integer call() {
    if (forget || exportTo != null) {
      return learnerData();
    }
    PracticeOptions options;
    try {
      options =
          options(deck, topic, count, exam, minutes, readiness, learner, language, timeScale, env);
    } catch (IllegalArgumentException e) {
      // one line and where to look, not the whole usage after it (picocli's way)
      PrintWriter err = spec.commandLine().getErr();
      err.println(Texts.of(helpLanguage()).get("practice.usage", e.getMessage()));
      err.flush();
      return spec.exitCodeOnInvalidInput();
    }
    return starter.start(options, spec.commandLine().getOut(), spec.commandLine().getErr());
  }

  /** {@code --export FILE} or {@code --forget}: the learner's data, no study. */
  private int learnerData() {
    String refusal = null;
    if (forget && exportTo != null) {
      refusal = "--export and --forget do not go together: export first, then forget";
    } else if (deck != null
        || topic != null
        || count != null
        || exam
        || minutes != null
        || readiness != null) {
      refusal = "--export and --forget take --learner and --language only";
    }
    String name = Learners.normalise(learner == null ? defaultLearner(env) : learner);
    if (refusal == null && name == null) {
      refusal =
          "--learner must be 1 to " + Learners.MAX_NAME + " characters, without control characters";
    }
    Locale screens;
    try {
      screens = TerminalLanguage.of(language, env);
    } catch (IllegalArgumentException e) {
      refusal = refusal == null ? e.getMessage() : refusal;
      screens = Locale.ENGLISH;
    }
    if (refusal != null) {
      PrintWriter err = spec.commandLine().getErr();
      err.println("quizbot practice: " + refusal + ". Try 'quizbot practice --help'.");
      err.flush();
      return spec.exitCodeOnInvalidInput();
    }
    return starter.learnerData(
        new LearnerDataOptions(name, Optional.ofNullable(exportTo), screens),
        spec.commandLine().getOut(),
        spec.commandLine().getErr());
  }

  /**
   * The options checked together (picocli's parse and {@link PlainPractice}'s both end here).
   *
   * @throws IllegalArgumentException with the message for the user
   */
  static PracticeOptions options(
      String deck,
      String topic,
      Integer count,
      boolean exam,
      Integer minutes,
      String readiness,
      String learner,
      String language,
      double timeScale,
      Map<String, String> env) {
    Locale screens = TerminalLanguage.of(language, env);
    Texts t = Texts.of(screens);
    if (count != null && (count < 1 || count > ReviewFilter.MAX_COUNT)) {
      throw new IllegalArgumentException(
          t.get("practice.usage.count", String.valueOf(ReviewFilter.MAX_COUNT), count));
    }
    if (minutes != null && (minutes < 1 || minutes > 240)) {
      throw new IllegalArgumentException(t.get("practice.usage.minutes", minutes));
    }
    if (readiness != null && exam) {
      throw new IllegalArgumentException(t.get("practice.usage.readinessAndExam"));
    }
    if (exam && topic != null) {
      throw new IllegalArgumentException(t.get("practice.usage.examTopic"));
    }
    if (minutes != null && !exam) {
      throw new IllegalArgumentException(t.get("practice.usage.minutesWithoutExam"));
    }
    if (!(timeScale >= 1 && timeScale <= 1000)) {
      // a hidden option of the tests: not translated
      throw new IllegalArgumentException("--time-scale must be 1 to 1000");
    }
    String name = Learners.normalise(learner == null ? defaultLearner(env) : learner);
    if (name == null) {
      throw new IllegalArgumentException(t.get("practice.usage.learner", Learners.MAX_NAME));
    }
    if (readiness != null && (topic != null || count != null)) {
      throw new IllegalArgumentException(t.get("practice.usage.readinessOptions"));
    }
    if (readiness != null && !readiness.equals("today")) {
      try {
        LocalDate.parse(readiness);
      } catch (DateTimeParseException e) {
        throw new IllegalArgumentException(t.get("practice.usage.readinessDate", readiness));
      }
    }
    return new PracticeOptions(
        Optional.ofNullable(deck),
        Optional.ofNullable(topic),
        count == null ? OptionalInt.empty() : OptionalInt.of(count),
        exam,
        Optional.ofNullable(readiness),
        name,
        minutes == null ? OptionalInt.empty() : OptionalInt.of(minutes),
        timeScale,
        screens);
  }

  /** The language of a usage line: the options' own, else English (--language itself was bad). */
  private Locale helpLanguage() {
    try {
      return TerminalLanguage.of(language, env);
    } catch (IllegalArgumentException e) {
      return Locale.ENGLISH;
    }
  }

  /** The OS user name ({@code USER}, {@code USERNAME}, Java's user.name), else "local". */
  static String defaultLearner(Map<String, String> env) {
    for (String candidate :
        new String[] {env.get("USER"), env.get("USERNAME"), System.getProperty("user.name")}) {
      String name = Learners.normalise(candidate);
      if (name != null && !name.equals("?")) {
        return name;
      }
    }
    return DEFAULT_LEARNER;
  }
}
