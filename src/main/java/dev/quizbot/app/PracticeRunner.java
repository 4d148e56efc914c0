package dev.quizbot.app;

import static java.nio.charset.StandardCharsets.UTF_8;

import ch.qos.logback.classic.Level;
import ch.qos.logback.classic.Logger;
import dev.quizbot.bank.LoadResult;
import dev.quizbot.bank.QuestionBank;
import dev.quizbot.cli.PracticeStarter;
import dev.quizbot.cli.Utf8Console;
import dev.quizbot.config.ConfigException;
import dev.quizbot.config.ConfigLoader;
import dev.quizbot.config.DatabaseSettings;
import dev.quizbot.config.QuizbotConfig;
import dev.quizbot.i18n.Texts;
import dev.quizbot.memberdata.MemberDataEraser;
import dev.quizbot.memberdata.MemberDataExport;
import dev.quizbot.practice.Console;
import dev.quizbot.practice.JdbcLearners;
import dev.quizbot.practice.LearnerData;
import dev.quizbot.practice.LearnerDataOptions;
import dev.quizbot.practice.PracticeChecks;
import dev.quizbot.practice.PracticeOptions;
import dev.quizbot.practice.PracticeStatus;
import dev.quizbot.practice.StreamConsole;
import dev.quizbot.practice.Style;
import dev.quizbot.practice.TerminalConsole;
import dev.quizbot.storage.Database;
import dev.quizbot.storage.StorageException;
import java.io.BufferedReader;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.PrintWriter;
import java.time.Clock;
import java.util.Map;
import java.util.Optional;
import org.slf4j.LoggerFactory;

/**
 * The wiring of {@code quizbot practice}: the bot's settings, bank and database (no token, no
 * network, no config file needed), the learner's id, the system clock, the terminal; then the mode.
 * The study services are the bot's own classes, built as {@code BotParts} builds them.
 */
public final class PracticeRunner implements PracticeStarter {

  private final Map<String, String> env;
  private final InputStream in;
  private PracticePreload preload;

  public PracticeRunner(Map<String, String> env) {
    this(env, System.in);
  }

  PracticeRunner(Map<String, String> env, InputStream in) {
    this.env = Map.copyOf(env);
    this.in = in;
  }

  /**
   * Starts loading the settings, bank and database and opening the terminal before the command line
   * is parsed ({@code Main}, for {@code practice} without {@code --help}); {@link #start} then
   * takes what is ready. Without it, {@link #start} begins them itself.
   */
  public void begin() {
    if (preload == null) {
      quiet();
      preload = PracticePreload.start(env, isTerminal() ? this::terminal : null);
    }
  }

  /**
   * Closes what {@link #begin} opened when {@link #start} never ran (a failure in between): the
   * terminal goes back to cooked mode with echo, the database is closed.
   */
  public void end() {
    if (preload != null) {
      preload.close();
      preload = null;
    }
  }

  @Override
  public int start(PracticeOptions options, PrintWriter out, PrintWriter err) {
    Level before = root().getLevel();
    begin();
    try (PracticePreload parts = preload) {
      return run(options, parts, out, err);
    } finally {
      preload = null;
      root().setLevel(before);
    }
  }

  private int run(
      PracticeOptions options, PracticePreload parts, PrintWriter out, PrintWriter err) {
    Texts t = Texts.of(options.language());
    QuizbotConfig config;
    try {
      config = PracticePreload.await(parts.config);
    } catch (ConfigException e) {
      // the settings file's own words (English, as quizbot validate and the bot's start say it)
      return fail(err, t, e.getMessage(), PracticeStatus.USAGE);
    }
    LoadResult loaded = PracticePreload.await(parts.bank);
    if (!loaded.isClean()) {
      return fail(
          err,
          t,
          t.plural(
              "practice.failure.deckProblems",
              loaded.problems().size(),
              loaded.problems().get(0).format()),
          PracticeStatus.BANK);
    }
    QuestionBank bank = loaded.bank();
    if (bank.isEmpty()) {
      return fail(
          err,
          t,
          t.get("practice.failure.noDecks", String.valueOf(config.bank().paths())),
          PracticeStatus.BANK);
    }
    Database database;
    try {
      database = PracticePreload.await(parts.database);
    } catch (StorageException e) {
      return fail(
          err, t, t.get("practice.failure.database", e.getMessage()), PracticeStatus.DATABASE);
    }
    try {
      Clock clock =
          options.timeScale() == 1
              ? Clock.systemUTC()
              : new ScaledClock(Clock.systemUTC(), options.timeScale());
      // before the learner's row: an unknown deck or topic stores nothing at all
      Optional<String> refusal = PracticeChecks.refusal(bank, options, t);
      if (refusal.isPresent()) {
        err.println(t.get("practice.refusal", refusal.get()));
        err.flush();
        return PracticeStatus.USAGE;
      }
      long learner = new JdbcLearners(database, clock).idOf(options.learner());
      try (PracticeModes modes = new PracticeModes(bank, database, clock)) {
        if (options.readiness().isPresent()) {
          return modes.readiness(learner, options, out, err);
        }
        Console console =
            parts.terminal == null
                ? new StreamConsole(in, out, Style.PLAIN)
                : PracticePreload.await(parts.terminal);
        if (console instanceof StreamConsole streams) {
          // Line-mode input: Ctrl-C is a signal, not a key. Caught, it ends the input like q.
          try (InterruptEndsInput caught = InterruptEndsInput.install(streams::endInput)) {
            return modes.study(learner, options, console, err);
          }
        }
        return modes.study(learner, options, console, err);
      }
    } catch (StorageException e) {
      return fail(err, t, e.getMessage(), PracticeStatus.DATABASE);
    }
  }

  /** {@code --export FILE} or {@code --forget}: settings and database only, no bank, no keys. */
  @Override
  public int learnerData(LearnerDataOptions options, PrintWriter out, PrintWriter err) {
    Level before = root().getLevel();
    quiet();
    Texts t = Texts.of(options.language());
    try {
      QuizbotConfig config;
      try {
        config = new ConfigLoader(env).load();
      } catch (ConfigException e) {
        return fail(err, t, e.getMessage(), PracticeStatus.USAGE);
      }
      DatabaseSettings settings = config.database();
      if (settings.url().startsWith("jdbc:sqlite:")) {
        SqliteNativeLibrary.useCachedCopy(env);
      }
      try (Database database =
          Database.open(
              settings.url(), settings.user().orElse(null), settings.password().orElse(null))) {
        Clock clock = Clock.systemUTC();
        LearnerData data =
            new LearnerData(
                new JdbcLearners(database, clock),
                new MemberDataExport(database, clock),
                new MemberDataEraser(database),
                t);
        if (options.forget()) {
          BufferedReader lines = new BufferedReader(new InputStreamReader(in, UTF_8));
          return data.forget(options.learner(), lines, out, err);
        }
        return data.export(options.learner(), options.exportTo().orElseThrow(), out, err);
      }
    } catch (StorageException e) {
      return fail(
          err, t, t.get("practice.failure.database", e.getMessage()), PracticeStatus.DATABASE);
    } finally {
      root().setLevel(before);
    }
  }

  /** The screen is the learner's: the library chatter of a start (pool, driver) stays off it. */
  private static void quiet() {
    root().setLevel(Level.WARN);
  }

  private static Logger root() {
    return (Logger) LoggerFactory.getLogger(org.slf4j.Logger.ROOT_LOGGER_NAME);
  }

  /** The terminal in raw mode; plain streams where no way to read single keys works. */
  private Console terminal() {
    try {
      return TerminalConsole.open(env);
    } catch (RuntimeException e) {
      // An exotic platform: keys then need Enter, and the text is plain.
      return new StreamConsole(in, Utf8Console.writer(System.out), Style.PLAIN);
    }
  }

  /**
   * True when standard input and output are a terminal. Java 17 gives a console only then; Java 22
   * and later always give one and say with {@code isTerminal()}.
   */
  private boolean isTerminal() {
    java.io.Console console = System.console();
    if (console == null || in != System.in) {
      return false;
    }
    try {
      return (Boolean) java.io.Console.class.getMethod("isTerminal").invoke(console);
    } catch (ReflectiveOperationException e) {
      return true; // Java 17 to 21: a console is a terminal
    }
  }

  private static int fail(PrintWriter err, Texts t, String message, int status) {
    err.println(failureLine(t, message));
    err.flush();
    return status;
  }

  /**
   * "quizbot practice: MESSAGE." in the member's language, the message's own full stop ("." or "。")
   * dropped so the line ends with one.
   */
  static String failureLine(Texts t, String message) {
    String line = message.strip();
    if (line.endsWith(".") || line.endsWith("。")) {
      line = line.substring(0, line.length() - 1);
    }
    return t.get("practice.failure", line);
  }
}
