package dev.quizbot.app;

import ch.qos.logback.classic.Level;
import ch.qos.logback.classic.Logger;
import dev.quizbot.bank.BankLoader;
import dev.quizbot.bank.LoadResult;
import dev.quizbot.bank.QuestionBank;
import dev.quizbot.cli.PracticeStarter;
import dev.quizbot.config.ConfigException;
import dev.quizbot.config.ConfigLoader;
import dev.quizbot.config.DatabaseSettings;
import dev.quizbot.config.QuizbotConfig;
import dev.quizbot.practice.Console;
import dev.quizbot.practice.JdbcLearners;
import dev.quizbot.practice.PracticeOptions;
import dev.quizbot.practice.PracticeStatus;
import dev.quizbot.practice.StreamConsole;
import dev.quizbot.practice.Style;
import dev.quizbot.practice.TerminalConsole;
import dev.quizbot.storage.Database;
import dev.quizbot.storage.StorageException;
import java.io.InputStream;
import java.io.PrintWriter;
import java.time.Clock;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import org.slf4j.LoggerFactory;

/**
 * The wiring of {@code quizbot practice}: the bot's settings, bank and database (no token, no
 * network, no config file needed), the learner's id, the system clock, the terminal; then the mode.
 * The study services are the bot's own classes, built as {@code BotParts} builds them.
 */
public final class PracticeRunner implements PracticeStarter {

  private final Map<String, String> env;
  private final InputStream in;

  public PracticeRunner(Map<String, String> env) {
    this(env, System.in);
  }

  PracticeRunner(Map<String, String> env, InputStream in) {
    this.env = Map.copyOf(env);
    this.in = in;
  }

  @Override
  public int start(PracticeOptions options, PrintWriter out, PrintWriter err) {
    // The screen is the learner's: the library chatter of a start (pool, driver) stays off it.
    Logger root = (Logger) LoggerFactory.getLogger(org.slf4j.Logger.ROOT_LOGGER_NAME);
    Level before = root.getLevel();
    root.setLevel(Level.WARN);
    try {
      return startQuietly(options, out, err);
    } finally {
      root.setLevel(before);
    }
  }

  private int startQuietly(PracticeOptions options, PrintWriter out, PrintWriter err) {
    if (options.readiness().isPresent()) {
      return run(options, null, out, err);
    }
    // The terminal opens while the bank loads and the database opens: a third of the time to the
    // first question otherwise (README "Benchmarks", P3 practice).
    CompletableFuture<Console> console =
        CompletableFuture.supplyAsync(
            () -> console(out), task -> new Thread(task, "practice-terminal").start());
    try {
      return run(options, console, out, err);
    } finally {
      console.thenAccept(Console::close).exceptionally(e -> null).join();
    }
  }

  private int run(
      PracticeOptions options,
      CompletableFuture<Console> console,
      PrintWriter out,
      PrintWriter err) {
    QuizbotConfig config;
    try {
      config = new ConfigLoader(env).load();
    } catch (ConfigException e) {
      return fail(err, e.getMessage(), PracticeStatus.USAGE);
    }
    LoadResult loaded = new BankLoader().load(config.bank().paths());
    if (!loaded.isClean()) {
      return fail(
          err,
          "the question bank has "
              + loaded.problems().size()
              + " problem(s), the first: "
              + loaded.problems().get(0).format()
              + ". Run 'quizbot validate' to see them all",
          PracticeStatus.BANK);
    }
    QuestionBank bank = loaded.bank();
    if (bank.isEmpty()) {
      return fail(
          err,
          "the question bank is empty: put decks in " + config.bank().paths(),
          PracticeStatus.BANK);
    }
    DatabaseSettings db = config.database();
    if (db.url().startsWith("jdbc:sqlite:")) {
      SqliteNativeLibrary.useCachedCopy(env);
    }
    Database database;
    try {
      database = Database.open(db.url(), db.user().orElse(null), db.password().orElse(null));
    } catch (StorageException e) {
      return fail(err, "cannot open the database: " + e.getMessage(), PracticeStatus.DATABASE);
    }
    try (database) {
      Clock clock =
          options.timeScale() == 1
              ? Clock.systemUTC()
              : new ScaledClock(Clock.systemUTC(), options.timeScale());
      long learner = new JdbcLearners(database, clock).idOf(options.learner());
      PracticeModes modes = new PracticeModes(bank, database, clock);
      if (options.readiness().isPresent()) {
        return modes.readiness(learner, options, out, err);
      }
      return modes.study(learner, options, console.join(), err);
    } catch (StorageException e) {
      return fail(err, e.getMessage(), PracticeStatus.DATABASE);
    }
  }

  /** The terminal when standard input and output are one, else plain streams. */
  private Console console(PrintWriter out) {
    if (isTerminal()) {
      try {
        return TerminalConsole.open(env);
      } catch (RuntimeException e) {
        // No way to read single keys (an exotic platform): keys then need Enter, plain text.
      }
    }
    return new StreamConsole(in, out, Style.PLAIN);
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

  private static int fail(PrintWriter err, String message, int status) {
    String line = message.strip();
    err.println("quizbot practice: " + (line.endsWith(".") ? line : line + "."));
    err.flush();
    return status;
  }
}
