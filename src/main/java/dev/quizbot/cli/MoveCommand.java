package dev.quizbot.cli;

import dev.quizbot.config.ConfigException;
import dev.quizbot.config.QuizbotConfig;
import dev.quizbot.storage.SqliteBackup;
import dev.quizbot.storage.StorageException;
import dev.quizbot.storage.move.DatabaseMove;
import dev.quizbot.storage.move.TargetUrl;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.sql.SQLException;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/** {@code quizbot move --to jdbc:postgresql://...}: the bot's SQLite database into PostgreSQL. */
@Command(
    name = "move",
    mixinStandardHelpOptions = true,
    description = {
      // One element per paragraph: picocli wraps each to the usage width.
      "Copy every table of the bot's SQLite database into an empty PostgreSQL database, then"
          + " compare each table's row count and checksum. Stop the bot first; the SQLite file"
          + " is only read. A move that stopped part way goes on when run again.",
      "The target's password: QUIZBOT_MOVE_PASSWORD (recommended: it stays out of the shell"
          + " history and the process list). A password= in the URL works too; the move prints"
          + " it as password=*** and QUIZBOT_MOVE_PASSWORD wins over it.",
      "Exit status: 0 moved and verified, 1 a table differs (run it again), 2 usage or"
          + " settings, 3 refused (bot running, target not empty or at another version), 4 a"
          + " database failed (run it again to go on)."
    })
public final class MoveCommand implements Callable<Integer> {
  static final int DIFFERS = 1;
  static final int SETTINGS_FAILED = 2;
  static final int REFUSED = 3;
  static final int DATABASE_FAILED = 4;

  private final Map<String, String> env;
  private final boolean terminal;

  @Spec private CommandSpec spec;

  @Option(
      names = "--to",
      required = true,
      paramLabel = "URL",
      description = "The PostgreSQL database, " + TargetUrl.SHAPE + ".")
  private String to;

  @Option(names = "--to-user", paramLabel = "NAME", description = "The target's user.")
  private String toUser;

  @Option(
      names = "--from",
      paramLabel = "FILE",
      description = "The SQLite file (default: the bot's database.url).")
  private Path from;

  public MoveCommand(Map<String, String> env, boolean terminal) {
    this.env = Map.copyOf(env);
    this.terminal = terminal;
  }

  @Override
  public Integer call() {
    PrintWriter out = spec.commandLine().getOut();
    PrintWriter err = spec.commandLine().getErr();
    Optional<String> badUrl = TargetUrl.problem(to);
    if (badUrl.isPresent()) {
      return fail(err, badUrl.get(), SETTINGS_FAILED);
    }
    Path source = from;
    if (source == null) {
      QuizbotConfig config;
      try {
        config = ToolSettings.load(env);
      } catch (ConfigException e) {
        return fail(err, e.getMessage(), SETTINGS_FAILED);
      }
      Optional<Path> file = SqliteBackup.fileOf(config.database().url());
      if (file.isEmpty()) {
        return fail(
            err,
            "database.url is not a SQLite file: move copies a SQLite database into PostgreSQL",
            REFUSED);
      }
      source = file.get();
    }
    List<DatabaseMove.TableResult> results;
    long start = System.nanoTime();
    try {
      results =
          new DatabaseMove(
                  source,
                  to,
                  toUser,
                  env.get("QUIZBOT_MOVE_PASSWORD"),
                  new MoveProgressLines(err, terminal))
              .run();
    } catch (DatabaseMove.BadUrlException e) {
      return fail(err, e.getMessage(), SETTINGS_FAILED);
    } catch (DatabaseMove.RefusedException e) {
      return fail(err, e.getMessage(), REFUSED);
    } catch (StorageException e) {
      return fail(err, e.getMessage(), DATABASE_FAILED);
    } catch (SQLException | IOException e) {
      return fail(
          err,
          String.valueOf(e.getMessage()).strip().lines().findFirst().orElse("")
              + " (run the move again to go on)",
          DATABASE_FAILED);
    }
    out.printf("%-24s %12s %12s  %-16s  %s%n", "TABLE", "SQLITE", "POSTGRESQL", "CHECKSUM", "");
    for (DatabaseMove.TableResult r : results) {
      out.printf(
          "%-24s %,12d %,12d  %-16s  %s%n",
          r.table(),
          r.sourceRows(),
          r.targetRows(),
          r.sourceSum(),
          r.matches() ? "ok" : "DIFFERS (PostgreSQL: " + r.targetSum() + ")");
    }
    long rows = results.stream().mapToLong(DatabaseMove.TableResult::sourceRows).sum();
    boolean allMatch = results.stream().allMatch(DatabaseMove.TableResult::matches);
    out.printf(
        "%s: %,d rows in %d tables in %.1f s%n",
        allMatch
            ? "moved and verified"
            : "some tables differ; run the move again to copy them anew",
        rows,
        results.size(),
        (System.nanoTime() - start) / 1e9);
    if (allMatch) {
      out.println(nextStep(to, toUser));
    }
    out.flush();
    return allMatch ? 0 : DIFFERS;
  }

  /**
   * The line after a verified move: the settings the bot needs for the target. The URL is printed
   * without its password (a masked one pasted into database.url would fail to log in); the password
   * goes where the bot reads it, QUIZBOT_DATABASE_PASSWORD (docs/self-hosting.md).
   */
  static String nextStep(String to, String toUser) {
    return "Next: set database.url to "
        + TargetUrl.withoutPassword(to)
        + (toUser == null ? " (and database.user)" : " and database.user to " + toUser)
        + ", give the password in QUIZBOT_DATABASE_PASSWORD (or database.password), then start"
        + " the bot.";
  }

  /** Every failure the move prints, with any password in it masked. */
  private static int fail(PrintWriter err, String message, int status) {
    return ToolSettings.fail(err, "move", TargetUrl.redact(message), status);
  }
}
