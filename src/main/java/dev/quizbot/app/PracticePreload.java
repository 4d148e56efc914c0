package dev.quizbot.app;

import dev.quizbot.bank.BankLoader;
import dev.quizbot.bank.LoadResult;
import dev.quizbot.config.ConfigLoader;
import dev.quizbot.config.DatabaseSettings;
import dev.quizbot.config.QuizbotConfig;
import dev.quizbot.practice.Console;
import dev.quizbot.storage.Database;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.concurrent.Executor;
import java.util.function.Supplier;

/**
 * The slow parts of {@code quizbot practice}'s start, begun at once and side by side: the settings
 * then the bank on one thread, the database on a second, the terminal on a third, while the main
 * thread loads the study classes. Run one after the other they were most of the time to the first
 * question (README "Benchmarks", P3 practice). None of them needs the options, only the
 * environment.
 */
final class PracticePreload implements AutoCloseable {
  final CompletableFuture<QuizbotConfig> config;
  final CompletableFuture<LoadResult> bank;
  final CompletableFuture<Database> database;

  /** The terminal; null when standard input and output are not one. */
  final CompletableFuture<Console> terminal;

  private PracticePreload(Map<String, String> env, Supplier<Console> terminal) {
    config = CompletableFuture.supplyAsync(() -> new ConfigLoader(env).load(), thread("config"));
    database =
        config.thenApplyAsync(
            c -> {
              DatabaseSettings db = c.database();
              if (db.url().startsWith("jdbc:sqlite:")) {
                SqliteNativeLibrary.useCachedCopy(env);
              }
              return Database.open(db.url(), db.user().orElse(null), db.password().orElse(null));
            },
            thread("database"));
    bank = config.thenApply(c -> new BankLoader().load(c.bank().paths()));
    this.terminal =
        terminal == null ? null : CompletableFuture.supplyAsync(terminal, thread("terminal"));
  }

  /** Starts every part. */
  static PracticePreload start(Map<String, String> env, Supplier<Console> terminal) {
    return new PracticePreload(env, terminal);
  }

  /** The value, or the part's own exception (a ConfigException, a StorageException, ...). */
  static <T> T await(CompletableFuture<T> part) {
    try {
      return part.join();
    } catch (CompletionException e) {
      if (e.getCause() instanceof RuntimeException cause) {
        throw cause;
      }
      throw e;
    }
  }

  /** Closes the database and gives the terminal back, whether used or not, once they are open. */
  @Override
  public void close() {
    if (terminal != null) {
      terminal.thenAccept(Console::close).exceptionally(e -> null).join();
    }
    database.thenAccept(Database::close).exceptionally(e -> null).join();
  }

  private static Executor thread(String name) {
    return task -> {
      Thread t = new Thread(task, "practice-" + name);
      t.setDaemon(true);
      t.start();
    };
  }
}
