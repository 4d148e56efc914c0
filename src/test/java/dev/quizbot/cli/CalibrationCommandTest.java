package dev.quizbot.cli;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.quizbot.storage.Database;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.util.HashMap;
import java.util.Map;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import picocli.CommandLine;

/**
 * {@code quizbot calibration} through picocli on a real SQLite file, seeded by hand. Exams, each of
 * 10 questions with a pass mark of 70 % (7 right passes):
 *
 * <pre>
 * exam  predicted  chance  right  score  passed  error   (chance − passed)²  decile
 * 1     0.80       0.90    9      0.9    yes     −0.10   0.0100              9
 * 2     0.60       0.25    5      0.5    no      +0.10   0.0625              2
 * 3     0.70       0.55    6      0.6    no      +0.10   0.3025              5
 * 4     0.74       0.95    8      0.8    yes     −0.06   0.0025              9
 * </pre>
 *
 * Mean error 0.04 / 4 = +0.01 (1.0 point too high); mean absolute error 0.36 / 4 = 0.09; Brier
 * 0.3775 / 4 = 0.094375; half passed. Deciles: 20–30 % one exam at 25 %, none passed; 50–60 % one
 * at 55 %, none passed; 90–100 % two at a mean of 92.5 %, both passed. Exam 5 was submitted without
 * a forecast (from before V21) and exam 6 is still running: neither counts.
 *
 * <p>Reviews of seen questions: recall in use 0.9 (right), 0.8 (Again), 0.5 (right); a first sight
 * (no recall) does not count. Log loss −(ln 0.9 + ln 0.2 + ln 0.5) / 3 = 0.8026485362; RMSE(bins),
 * each alone in its bin: √((0.1² + 0.8² + 0.5²) / 3) = √0.3 = 0.5477225575. The defaults: each
 * review came after S days at stability S, so R = 0.9 for all three: log loss −(2 ln 0.9 + ln 0.1)
 * / 3 = 0.8377687083; one bin, 0.9 against 2/3: RMSE 0.2333333333.
 */
final class CalibrationCommandTest {

  static final long MEMBER = 950_000_000_000_000_000L;

  @TempDir Path dir;

  Path database;
  final Map<String, String> env = new HashMap<>();
  final StringWriter out = new StringWriter();
  final StringWriter err = new StringWriter();

  @BeforeEach
  void configure() throws Exception {
    database = dir.resolve("quizbot.db");
    Path config = dir.resolve("quizbot.yaml");
    Files.writeString(config, "database:\n  url: jdbc:sqlite:" + database + "\n");
    env.put("QUIZBOT_CONFIG", config.toString());
    env.put("QUIZBOT_BANK_PATHS", dir.resolve("questions").toString());
  }

  void seed() throws Exception {
    try (Database db = Database.openSqlite(database);
        Connection c = db.connection()) {
      exam(c, 1, "SUBMITTED", 9);
      exam(c, 2, "SUBMITTED", 5);
      exam(c, 3, "SUBMITTED", 6);
      exam(c, 4, "SUBMITTED", 8);
      exam(c, 5, "SUBMITTED", 2);
      exam(c, 6, "RUNNING", null);
      forecast(c, 1, 0.80, 0.90);
      forecast(c, 2, 0.60, 0.25);
      forecast(c, 3, 0.70, 0.55);
      forecast(c, 4, 0.74, 0.95);
      forecast(c, 6, 0.10, 0.01);
      review(c, 1, 3, 0.9, 10.0, 10);
      review(c, 2, 1, 0.8, 5.0, 5);
      review(c, 3, 3, 0.5, 4.0, 4);
      review(c, 4, 3, null, null, 0);
      review(c, 5, 1, 1.0, 2.0, 0); // a same-day repeat: left out
    }
  }

  private static void exam(Connection c, long id, String status, Integer score) throws Exception {
    try (PreparedStatement ps =
        c.prepareStatement(
            "INSERT INTO exams (exam_id, user_id, deck_id, question_count, minutes, time_factor,"
                + " pass_percent, started_at, ends_at, position, status, score)"
                + " VALUES (?, ?, 'nca', 10, 10, 1.0, 70, ?, ?, 0, ?, ?)")) {
      ps.setLong(1, id);
      ps.setLong(2, MEMBER + id); // one running exam per member
      ps.setLong(3, id * 1_000_000);
      ps.setLong(4, id * 1_000_000 + 600_000);
      ps.setString(5, status);
      ps.setObject(6, score);
      ps.executeUpdate();
    }
  }

  private static void forecast(Connection c, long exam, double predicted, double chance)
      throws Exception {
    try (PreparedStatement ps =
        c.prepareStatement(
            "INSERT INTO exam_forecasts (exam_id, user_id, predicted_score, pass_probability,"
                + " pass_mark, score_low, score_high, forecast_at) VALUES (?, ?, ?, ?, 0.7, ?, ?,"
                + " ?)")) {
      ps.setLong(1, exam);
      ps.setLong(2, MEMBER + exam);
      ps.setDouble(3, predicted);
      ps.setDouble(4, chance);
      ps.setDouble(5, predicted - 0.1);
      ps.setDouble(6, predicted + 0.1);
      ps.setLong(7, exam * 1_000_000);
      ps.executeUpdate();
    }
  }

  private static void review(
      Connection c, int seq, int rating, Double recall, Double stability, long elapsedDays)
      throws Exception {
    try (PreparedStatement ps =
        c.prepareStatement(
            "INSERT INTO study_reviews (user_id, source, source_id, source_seq, question_id,"
                + " rating, answered_at, elapsed_days, state_before, stability_before,"
                + " difficulty_before, recall_before, state_after, stability_after,"
                + " difficulty_after, due_after) VALUES (?, 'REVIEW', 1, ?, ?, ?, ?, ?, ?, ?, ?,"
                + " ?, 'REVIEW', 3.0, 5.0, 0)")) {
      ps.setLong(1, MEMBER);
      ps.setInt(2, seq);
      ps.setString(3, "q" + seq);
      ps.setInt(4, rating);
      ps.setLong(5, seq * 1_000L);
      ps.setLong(6, elapsedDays);
      ps.setString(7, recall == null ? null : "REVIEW");
      ps.setObject(8, stability);
      ps.setObject(9, stability == null ? null : 5.0);
      ps.setObject(10, recall);
      ps.executeUpdate();
    }
  }

  int calibration(String... args) {
    CommandLine cli = QuizbotCommand.commandLine(BotStarter.NOT_WIRED, dir, env);
    cli.setOut(new PrintWriter(out, true));
    cli.setErr(new PrintWriter(err, true));
    String[] all = new String[args.length + 1];
    all[0] = "calibration";
    System.arraycopy(args, 0, all, 1, args.length);
    return cli.execute(all);
  }

  @Test
  @DisplayName("the text report gives the hand-computed errors, Brier score, deciles and model")
  void text() throws Exception {
    seed();
    assertThat(calibration()).as(err.toString()).isZero();
    assertThat(out.toString())
        .contains("4 submitted mock exams with a forecast")
        .contains("mean error +1.0 points (too high), mean absolute error 9.0 points")
        .contains("Brier score 0.0944")
        .contains("50.0 % passed")
        .containsPattern("20–30 %\\s+1\\s+25.0 %\\s+0.0 %")
        .containsPattern("50–60 %\\s+1\\s+55.0 %\\s+0.0 %")
        .containsPattern("90–100 %\\s+2\\s+92.5 %\\s+100.0 %")
        .containsPattern("in use\\s+3\\s+0.8026\\s+0.5477")
        .containsPattern("FSRS-6 defaults\\s+3\\s+0.8378\\s+0.2333");
  }

  @Test
  @DisplayName("--json carries the exact figures; --html writes the page")
  void json() throws Exception {
    seed();
    Path page = dir.resolve("calibration.html");
    assertThat(calibration("--json", "--html", page.toString())).as(err.toString()).isZero();
    JsonNode root = new ObjectMapper().readTree(out.toString());
    JsonNode exams = root.path("exams");
    assertThat(exams.path("count").asInt()).isEqualTo(4);
    assertThat(exams.path("meanError").asDouble()).isCloseTo(0.01, within(1e-12));
    assertThat(exams.path("meanAbsoluteError").asDouble()).isCloseTo(0.09, within(1e-12));
    assertThat(exams.path("brier").asDouble()).isCloseTo(0.094375, within(1e-12));
    assertThat(exams.path("passRate").asDouble()).isCloseTo(0.5, within(1e-12));
    JsonNode deciles = exams.path("deciles");
    assertThat(deciles).hasSize(3);
    assertThat(deciles.get(2).path("from").asDouble()).isCloseTo(0.9, within(1e-12));
    assertThat(deciles.get(2).path("exams").asInt()).isEqualTo(2);
    assertThat(deciles.get(2).path("meanForecast").asDouble()).isCloseTo(0.925, within(1e-12));
    assertThat(deciles.get(2).path("observedRate").asDouble()).isEqualTo(1.0);
    assertThat(deciles.get(0).path("observedRate").asDouble()).isZero();
    JsonNode inUse = root.path("memoryModel").get(0);
    assertThat(inUse.path("reviews").asInt()).isEqualTo(3);
    assertThat(inUse.path("logLoss").asDouble()).isCloseTo(0.8026485362, within(1e-9));
    assertThat(inUse.path("rmseBins").asDouble()).isCloseTo(0.5477225575, within(1e-9));
    JsonNode defaults = root.path("memoryModel").get(1);
    assertThat(defaults.path("model").asText()).isEqualTo("FSRS-6 defaults");
    assertThat(defaults.path("logLoss").asDouble()).isCloseTo(0.8377687083, within(1e-9));
    assertThat(defaults.path("rmseBins").asDouble()).isCloseTo(0.2333333333, within(1e-9));
    assertThat(Files.readString(page)).contains("<h1>Quizbot calibration</h1>", "92.5 %");
  }

  @Test
  @DisplayName("an empty database: a clear message for each section, exit 0")
  void emptyDatabase() {
    try (Database db = Database.openSqlite(database)) {
      // migrated, nothing stored
    }
    assertThat(calibration()).as(err.toString()).isZero();
    assertThat(out.toString())
        .contains("No submitted mock exam has a forecast yet")
        .contains("No reviews yet of questions seen on an earlier day.");
    assertThat(err.toString()).isEmpty();
  }

  @Test
  @DisplayName("a bad option: one line naming it, exit 2")
  void badOption() {
    assertThat(calibration("--csv")).isEqualTo(2);
    assertThat(err.toString()).startsWith("quizbot calibration: Unknown option: '--csv'");
  }
}
