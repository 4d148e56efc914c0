package dev.quizbot.cli;

import ch.qos.logback.classic.Level;
import ch.qos.logback.classic.Logger;
import dev.quizbot.bank.LoadResult;
import dev.quizbot.bank.QuestionBank;
import dev.quizbot.config.ConfigException;
import dev.quizbot.config.ConfigLoader;
import dev.quizbot.config.DatabaseSettings;
import dev.quizbot.config.QuizbotConfig;
import dev.quizbot.quality.ItemStatistics;
import dev.quizbot.quality.ItemStats;
import dev.quizbot.quality.ItemsHtml;
import dev.quizbot.quality.ItemsJson;
import dev.quizbot.quality.ItemsText;
import dev.quizbot.quality.JdbcFirstAttempts;
import dev.quizbot.quality.JdbcReportStore;
import dev.quizbot.quality.QuestionReport;
import dev.quizbot.serverdeck.JdbcDeckStore;
import dev.quizbot.serverdeck.ServerDeckBanks;
import dev.quizbot.storage.FileFailure;
import dev.quizbot.storage.OwnerOnlyFiles;
import dev.quizbot.storage.ReadOnlyDataSource;
import dev.quizbot.storage.StorageException;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.Callable;
import org.slf4j.LoggerFactory;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/**
 * {@code quizbot items [--min-answers N] [--json] [--html FILE] [PATH...]}: the item statistics of
 * every bank question from the bot's database, for the bank's authors. Reads the database the bot
 * uses ({@code database.url} of config/quizbot.yaml and QUIZBOT_* variables), read-only and without
 * migrating it, so it may run while the bot is up.
 */
@Command(
    name = "items",
    mixinStandardHelpOptions = true,
    description = {
      // One element per paragraph: picocli wraps each to the usage width.
      "Item statistics of the bank's questions from the bot's database (first attempts only):"
          + " answers, facility, discrimination, choice shares, reports and flags, worst first.",
      "Reads database.url like the bot (config/quizbot.yaml, QUIZBOT_* variables), read-only.",
      "Exit status: 0 report written, 1 HTML file not writable, 2 usage or settings, 3 question"
          + " bank, 4 database."
    })
public final class ItemsCommand implements Callable<Integer> {

  static final int BANK_FAILED = 3;
  static final int DATABASE_FAILED = 4;

  private final Map<String, String> env;

  @Spec private CommandSpec spec;

  private int minAnswers = ItemStatistics.DEFAULT_MIN_ANSWERS;

  @Option(names = "--json", description = "Print one JSON array instead of the table.")
  private boolean json;

  @Option(
      names = "--html",
      paramLabel = "FILE",
      description = "Also write the report as one self-contained HTML page to FILE.")
  private Path html;

  @Parameters(
      arity = "0..*",
      paramLabel = "PATH",
      description = "Deck files or folders (default: bank.paths, i.e. questions).")
  private List<Path> paths;

  @Option(
      names = "--guild",
      paramLabel = "ID",
      description = "Also the server's own decks (uploaded with /bank), ids as stored: g<ID>:...")
  private Long guild;

  public ItemsCommand(Map<String, String> env) {
    this.env = Map.copyOf(env);
  }

  @Option(
      names = "--min-answers",
      paramLabel = "N",
      description = "First attempts a question needs before it is flagged (default: 20).")
  void setMinAnswers(int value) {
    if (value < 0) {
      throw new ParameterException(
          spec.commandLine(), "--min-answers must be 0 or more, got " + value);
    }
    minAnswers = value;
  }

  @Override
  public Integer call() {
    PrintWriter out = spec.commandLine().getOut();
    PrintWriter err = spec.commandLine().getErr();
    QuizbotConfig config;
    try {
      config = loadQuietly();
    } catch (ConfigException e) {
      return fail(err, e.getMessage(), 2);
    }
    List<Path> bankPaths = BankArguments.paths(paths, config);
    LoadResult loaded = BankArguments.load(bankPaths);
    Optional<String> bankProblem = BankArguments.problem(loaded);
    if (bankProblem.isPresent()) {
      return fail(err, bankProblem.get(), BANK_FAILED);
    }
    List<ItemStats> items;
    try {
      DatabaseSettings db = config.database();
      ReadOnlyDataSource source =
          ReadOnlyDataSource.open(db.url(), db.user().orElse(null), db.password().orElse(null));
      List<QuestionReport> reports =
          source.hasTable("question_reports")
              ? new JdbcReportStore(source.dataSource()).all()
              : List.of(); // a database of a bot from before the reports (V8)
      QuestionBank bank = loaded.bank();
      if (guild != null && source.hasTable("server_decks")) {
        bank =
            new ServerDeckBanks(loaded::bank, JdbcDeckStore.readOnly(source.dataSource()))
                .of(guild);
      }
      items =
          ItemStatistics.compute(
              bank, minAnswers, new JdbcFirstAttempts(source.dataSource()), reports);
    } catch (StorageException e) {
      return fail(err, e.getMessage(), DATABASE_FAILED);
    }
    if (html != null) {
      try {
        if (!Files.exists(html)) {
          OwnerOnlyFiles.createFile(html); // the report names members' answers: owner-only
        }
        try (Writer page = Files.newBufferedWriter(html, StandardCharsets.UTF_8)) {
          ItemsHtml.write(items, minAnswers, page);
        }
      } catch (IOException e) {
        return fail(
            err,
            "cannot write the HTML report to " + html + ": " + FileFailure.of(e, html).inWords(),
            1);
      }
    }
    if (json) {
      try {
        ItemsJson.write(items, out);
      } catch (IOException e) {
        return fail(
            err, "cannot write the report: " + e.getMessage(), 1); // a PrintWriter never throws
      }
    } else {
      out.print(ItemsText.render(items, minAnswers));
    }
    if (html != null && !json) {
      out.println("HTML report written to " + html);
    }
    out.flush();
    return 0;
  }

  /**
   * The bot's settings, without the loader's INFO line ("Reading settings from ..."): a tool's
   * standard error carries only its own message, one line when something is wrong.
   */
  private QuizbotConfig loadQuietly() {
    return loadQuietly(env);
  }

  /** As {@link #loadQuietly()}, for the other database tools ({@code quizbot calibration}). */
  static QuizbotConfig loadQuietly(Map<String, String> env) {
    Logger logger = (Logger) LoggerFactory.getLogger(ConfigLoader.class);
    Level before = logger.getLevel();
    logger.setLevel(Level.WARN);
    try {
      return new ConfigLoader(env).load();
    } finally {
      logger.setLevel(before);
    }
  }

  private static int fail(PrintWriter err, String message, int status) {
    return ToolSettings.fail(err, "items", message, status);
  }
}
