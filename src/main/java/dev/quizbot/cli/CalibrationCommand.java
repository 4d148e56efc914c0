package dev.quizbot.cli;

import dev.quizbot.bank.GuildBanks;
import dev.quizbot.bank.LoadResult;
import dev.quizbot.config.ConfigException;
import dev.quizbot.config.DatabaseSettings;
import dev.quizbot.config.QuizbotConfig;
import dev.quizbot.quality.CalibrationReport;
import dev.quizbot.quality.ForecastCalibration;
import dev.quizbot.quality.ForecastOutcome;
import dev.quizbot.quality.JdbcForecastOutcomes;
import dev.quizbot.serverdeck.JdbcDeckStore;
import dev.quizbot.serverdeck.ServerDeckBanks;
import dev.quizbot.storage.FileFailure;
import dev.quizbot.storage.ReadOnlyDataSource;
import dev.quizbot.storage.StorageException;
import dev.quizbot.study.CardHistory;
import dev.quizbot.study.JdbcExamOutcomes;
import dev.quizbot.study.JdbcReviewModelEvaluation;
import dev.quizbot.study.ReviewModelEvaluation.ModelFigures;
import dev.quizbot.study.ScoreCorrection;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.Callable;
import java.util.function.ToDoubleFunction;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/**
 * {@code quizbot calibration [--json] [--html FILE]}: how well the bot's forecasts came true, from
 * its database: every submitted mock exam against the forecast stored at its start, the score
 * correction the bot learns from them, and the memory model against every review. Reads the
 * database as {@code quizbot items} does: read-only, without migrating it, so it may run while the
 * bot is up.
 */
@Command(
    name = "calibration",
    mixinStandardHelpOptions = true,
    description = {
      // One element per paragraph: picocli wraps each to the usage width.
      "How well the bot's forecasts came true, from its database: each submitted mock exam"
          + " against the forecast made at its start (mean error of the predicted score, Brier"
          + " score of the chance of passing, a table by decile), the score correction the bot"
          + " learns from them (by share of the deck seen), and the memory model against the"
          + " reviews (log loss, RMSE over bins).",
      "Reads database.url like the bot, read-only, and the bank (bank.paths) for each"
          + " question's number of choices.",
      "Exit status: 0 report written (also when there is nothing to report yet), 1 HTML file"
          + " not writable, 2 usage or settings, 3 question bank, 4 database."
    })
public final class CalibrationCommand implements Callable<Integer> {

  static final int BANK_FAILED = 3;
  static final int DATABASE_FAILED = 4;

  private final Map<String, String> env;

  @Spec private CommandSpec spec;

  @Option(names = "--json", description = "Print one JSON object instead of the text.")
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

  public CalibrationCommand(Map<String, String> env) {
    this.env = Map.copyOf(env);
  }

  @Override
  public Integer call() {
    PrintWriter out = spec.commandLine().getOut();
    PrintWriter err = spec.commandLine().getErr();
    QuizbotConfig config;
    try {
      config = ItemsCommand.loadQuietly(env);
    } catch (ConfigException e) {
      return fail(err, e.getMessage(), 2);
    }
    // The bot's refits fit right answers as R + (1 − R)·g on the questions' choices: so is a
    // member's model in use scored.
    LoadResult loaded = BankArguments.load(BankArguments.paths(paths, config));
    Optional<String> bankProblem = BankArguments.problem(loaded);
    if (bankProblem.isPresent()) {
      return fail(err, bankProblem.get(), BANK_FAILED);
    }
    ForecastCalibration exams;
    ScoreCorrection correction;
    List<ModelFigures> models;
    try {
      DatabaseSettings db = config.database();
      ReadOnlyDataSource source =
          ReadOnlyDataSource.open(db.url(), db.user().orElse(null), db.password().orElse(null));
      List<ForecastOutcome> outcomes =
          source.hasTable("exam_forecasts")
              ? new JdbcForecastOutcomes(source.dataSource()).all()
              : List.of(); // a database of a bot from before the forecasts (V21)
      exams = ForecastCalibration.of(outcomes);
      // As the bot's next refresh learns it; a database from before V27 has nothing to learn.
      correction =
          source.hasColumn("exam_forecasts", "prior_members")
              ? ScoreCorrection.learn(new JdbcExamOutcomes(source.dataSource()).all())
              : ScoreCorrection.NONE;
      GuildBanks banks =
          source.hasTable("server_decks")
              ? new ServerDeckBanks(loaded::bank, JdbcDeckStore.readOnly(source.dataSource()))
              : GuildBanks.fixed(loaded.bank());
      // Once per question: a lookup in a server's decks may read them from the database again.
      ToDoubleFunction<String> lookup = CardHistory.guessFloors(banks);
      Map<String, Double> floors = new HashMap<>();
      ToDoubleFunction<String> guessFloor = id -> floors.computeIfAbsent(id, lookup::applyAsDouble);
      models =
          source.hasTable("study_reviews")
              ? new JdbcReviewModelEvaluation(
                      source.dataSource(), guessFloor, source.hasTable("study_member_parameters"))
                  .evaluate()
              : List.of();
    } catch (StorageException e) {
      return fail(err, e.getMessage(), DATABASE_FAILED);
    }
    if (html != null) {
      try {
        Files.writeString(
            html, CalibrationReport.html(exams, correction, models), StandardCharsets.UTF_8);
      } catch (IOException e) {
        return fail(
            err,
            "cannot write the HTML report to " + html + ": " + FileFailure.of(e, html).inWords(),
            1);
      }
    }
    out.print(
        json
            ? CalibrationReport.json(exams, correction, models)
            : CalibrationReport.text(exams, correction, models));
    if (html != null && !json) {
      out.println("HTML report written to " + html);
    }
    out.flush();
    return 0;
  }

  private static int fail(PrintWriter err, String message, int status) {
    return ToolSettings.fail(err, "calibration", message, status);
  }
}
