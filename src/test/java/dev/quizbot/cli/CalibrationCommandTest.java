package dev.quizbot.cli;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.quizbot.storage.Database;
import dev.quizbot.study.FsrsParameters;
import dev.quizbot.study.JdbcMemberParametersStore;
import dev.quizbot.study.MemberParameters;
import dev.quizbot.testing.PostgresDatabases;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.PreparedStatement;
import java.sql.Statement;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.condition.EnabledIfEnvironmentVariable;
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
 * <p>The score correction (V27), from the forecasts made with a learned prior:
 *
 * <pre>
 * exam  deck seen  correction  prior from  before it  score  missed by
 * 1     0.9        +0.02       50          0.78       0.9    +0.12
 * 2     0.2         0          50          0.60       0.5    −0.10
 * 3     0.5         0          0 (default prior: not learned from)
 * 4     0.7        −0.01       50          0.75       0.8    +0.05
 * </pre>
 *
 * First third: one exam, −10.0 points, correction −0.10 / 31 = −0.3 points; middle: none; last
 * third: two, (0.12 + 0.05) / 2 = +8.5 points, correction 0.17 / 32 = +0.5 points.
 *
 * <p>The memory model, each member's history replayed through FSRS-6 (d = w20, factor f =
 * 0.9^(−1/d) − 1, R = (1 + f·t/S)^(−d), a first answer's stability w[grade − 1]):
 *
 * <ul>
 *   <li>Member A, on the defaults (d = 0.1542, f = 0.9803464944): qa Good, right 3 days later: R =
 *       (1 + f·3/2.3065)^(−d) = 0.8809479558; qb Again, wrong 2 days later: R = (1 +
 *       f·2/0.212)^(−d) = 0.6984830027; qe Good and again the same day (a learning step, not
 *       scored). Log loss −(ln R₁ + ln(1 − R₂)) / 2 = 0.6628428087; both in one bin (intervals
 *       under 3.62 days, one review each, no lapse): RMSE |(R₁ + R₂)/2 − 1/2| = 0.2897154792. Both
 *       models alike.
 *   <li>Member B, own weights fitted with guessing at T: the defaults but w2 = 4 and d = 0.5 (f =
 *       1/0.81 − 1). qd (2 choices) Good, right a day later, both before T: not scored. qc (4
 *       choices) Good before T, right 4 days later, after T: in use R = (1 + f·4/4)^(−0.5) = 0.9, a
 *       right answer's chance 0.9 + 0.1/4 = 0.925; the defaults R = (1 + 0.9803464944·4/2.3065)^(−
 *       0.1542) = 0.8579857892.
 * </ul>
 *
 * Weighted by scored reviews (A 2, B 1): in use log loss (2·0.6628428087 − ln 0.925) / 3 =
 * 0.4678823863, RMSE (2·0.2897154792 + 0.075) / 3 = 0.2181436528; the defaults (2·0.6628428087 − ln
 * 0.8579857892) / 3 = 0.4929511199, RMSE (2·0.2897154792 + 0.1420142108) / 3 = 0.2404817231.
 */
final class CalibrationCommandTest {

  static final long MEMBER = 950_000_000_000_000_000L;

  /** Member B, on weights of her own. */
  static final long OWN = MEMBER + 100;

  /** qa, qb, qc and qe have four choices (a guess is right a quarter of the time), qd two. */
  static final String DECK =
      """
      id: deck
      title: Deck
      description: test
      questions:
      %s
      """
          .formatted(
              String.join(
                  "\n",
                  question("qa", 4),
                  question("qb", 4),
                  question("qc", 4),
                  question("qd", 2),
                  question("qe", 4)));

  private static String question(String id, int choices) {
    String list =
        String.join(", ", List.of("\"A\"", "\"B\"", "\"C\"", "\"D\"").subList(0, choices));
    return "  - id: %s\n    topic: memory\n    prompt: %s?\n    choices: [%s]\n    answer: A\n    explanation: Because."
        .formatted(id, id, list);
  }

  private int seq;

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
    Path questions = Files.createDirectories(dir.resolve("questions"));
    Files.writeString(questions.resolve("deck.yaml"), DECK);
    env.put("QUIZBOT_BANK_PATHS", questions.toString());
  }

  void seed() throws Exception {
    try (Database db = Database.openSqlite(database)) {
      seed(db);
    }
  }

  void seed(Database db) throws Exception {
    try (Connection c = db.connection()) {
      exam(c, 1, "SUBMITTED", 9);
      exam(c, 2, "SUBMITTED", 5);
      exam(c, 3, "SUBMITTED", 6);
      exam(c, 4, "SUBMITTED", 8);
      exam(c, 5, "SUBMITTED", 2);
      exam(c, 6, "RUNNING", null);
      forecast(c, 1, 0.80, 0.90, 0.9, 0.02, 50);
      forecast(c, 2, 0.60, 0.25, 0.2, 0, 50);
      forecast(c, 3, 0.70, 0.55, 0.5, 0, 0);
      forecast(c, 4, 0.74, 0.95, 0.7, -0.01, 50);
      forecast(c, 6, 0.10, 0.01, 0.5, 0, 50);
    }
    long day = 86_400_000L;
    long t = 1_700_000_000_000L;
    review(db, MEMBER, "qa", 3, t, 9); // a first answer's stored days mean nothing
    review(db, MEMBER, "qa", 3, t + 3 * day, 3);
    review(db, MEMBER, "qb", 1, t, 0);
    review(db, MEMBER, "qb", 1, t + 2 * day, 2);
    review(db, MEMBER, "qe", 3, t, 0);
    review(db, MEMBER, "qe", 3, t + 60_000, 0);
    review(db, OWN, "qd", 3, t, 0);
    review(db, OWN, "qd", 3, t + day, 1);
    review(db, OWN, "qc", 3, t + day, 0);
    List<Double> weights = new ArrayList<>(FsrsParameters.DEFAULT_WEIGHTS);
    weights.set(2, 4.0);
    weights.set(20, 0.5);
    Instant fitted = Instant.ofEpochMilli(t + 2 * day);
    new JdbcMemberParametersStore(db)
        .save(
            new MemberParameters(
                OWN, Optional.of(weights), true, Optional.of(fitted), 3, fitted, 3));
    review(db, OWN, "qc", 3, t + 5 * day, 4);
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

  private static void forecast(
      Connection c,
      long exam,
      double predicted,
      double chance,
      double deckSeen,
      double correction,
      int priorMembers)
      throws Exception {
    try (PreparedStatement ps =
        c.prepareStatement(
            "INSERT INTO exam_forecasts (exam_id, user_id, predicted_score, pass_probability,"
                + " pass_mark, score_low, score_high, forecast_at, deck_seen, score_correction,"
                + " prior_members) VALUES (?, ?, ?, ?, 0.7, ?, ?, ?, ?, ?, ?)")) {
      ps.setLong(1, exam);
      ps.setLong(2, MEMBER + exam);
      ps.setDouble(3, predicted);
      ps.setDouble(4, chance);
      ps.setDouble(5, predicted - 0.1);
      ps.setDouble(6, predicted + 0.1);
      ps.setLong(7, exam * 1_000_000);
      ps.setDouble(8, deckSeen);
      ps.setDouble(9, correction);
      ps.setInt(10, priorMembers);
      ps.executeUpdate();
    }
  }

  /** A review row as the bot stores it; the replay reads its rating, days and time. */
  private void review(
      Database db, long member, String question, int rating, long at, long elapsedDays)
      throws Exception {
    try (Connection c = db.connection();
        PreparedStatement ps =
            c.prepareStatement(
                "INSERT INTO study_reviews (user_id, source, source_id, source_seq, question_id,"
                    + " rating, answered_at, elapsed_days, state_before, stability_before,"
                    + " difficulty_before, recall_before, state_after, stability_after,"
                    + " difficulty_after, due_after) VALUES (?, 'REVIEW', ?, 0, ?, ?, ?, ?, NULL,"
                    + " NULL, NULL, NULL, 'REVIEW', 3.0, 5.0, 0)")) {
      ps.setLong(1, member);
      ps.setLong(2, ++seq);
      ps.setString(3, question);
      ps.setInt(4, rating);
      ps.setLong(5, at);
      ps.setLong(6, elapsedDays);
      ps.executeUpdate();
    }
  }

  /** One statement on the seeded SQLite file, as another tool or an older bot might leave it. */
  void sql(String statement) throws Exception {
    try (Connection c = DriverManager.getConnection("jdbc:sqlite:" + database);
        Statement st = c.createStatement()) {
      st.executeUpdate(statement);
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
        .containsPattern("0–33 %\\s+1\\s+-10.0 points\\s+-0.3 points")
        .containsPattern("33–67 %\\s+0\\s+—\\s+\\+0.0 points")
        .containsPattern("67–100 %\\s+2\\s+\\+8.5 points\\s+\\+0.5 points")
        .containsPattern("in use\\s+3\\s+0.4679\\s+0.2181")
        .containsPattern("FSRS-6 defaults\\s+3\\s+0.4930\\s+0.2405")
        .contains(
            "2 members, 1 on weights of their own (counted with their reviews since the fit), the"
                + " rest on FSRS-6's defaults.");
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
    JsonNode thirds = root.path("scoreCorrection").path("byDeckSeen");
    assertThat(root.path("scoreCorrection").path("count").asInt()).isEqualTo(3);
    assertThat(thirds.get(0).path("meanScoreMinusForecast").asDouble())
        .isCloseTo(-0.10, within(1e-12));
    assertThat(thirds.get(0).path("correction").asDouble()).isCloseTo(-0.10 / 31, within(1e-12));
    assertThat(thirds.get(1).path("exams").asInt()).isZero();
    assertThat(thirds.get(1).path("meanScoreMinusForecast").isNull()).isTrue();
    assertThat(thirds.get(2).path("from").asDouble()).isCloseTo(2.0 / 3, within(1e-12));
    assertThat(thirds.get(2).path("meanScoreMinusForecast").asDouble())
        .isCloseTo(0.085, within(1e-12));
    assertThat(thirds.get(2).path("correction").asDouble()).isCloseTo(0.17 / 32, within(1e-12));
    JsonNode inUse = root.path("memoryModel").get(0);
    assertThat(inUse.path("reviews").asInt()).isEqualTo(3);
    assertThat(inUse.path("members").asInt()).isEqualTo(2);
    assertThat(inUse.path("membersOnOwnWeights").asInt()).isEqualTo(1);
    assertThat(inUse.path("logLoss").asDouble()).isCloseTo(0.4678823863, within(1e-9));
    assertThat(inUse.path("rmseBins").asDouble()).isCloseTo(0.2181436528, within(1e-9));
    JsonNode defaults = root.path("memoryModel").get(1);
    assertThat(defaults.path("model").asText()).isEqualTo("FSRS-6 defaults");
    assertThat(defaults.path("reviews").asInt()).isEqualTo(3);
    assertThat(defaults.path("logLoss").asDouble()).isCloseTo(0.4929511199, within(1e-9));
    assertThat(defaults.path("rmseBins").asDouble()).isCloseTo(0.2404817231, within(1e-9));
    assertThat(Files.readString(page))
        .contains(
            "<h1>Quizbot calibration</h1>",
            "92.5 %",
            "<td>67–100 %</td><td>2</td><td>+8.5 points</td><td>+0.5 points</td>",
            "2 members, 1 on weights of their own");
  }

  @Test
  @DisplayName("the same figures from PostgreSQL, its reviews streamed")
  @EnabledIfEnvironmentVariable(named = "QUIZBOT_TEST_POSTGRES_URL", matches = "jdbc:postgresql:.*")
  void onPostgres() throws Exception {
    String url = PostgresDatabases.fresh("calibration");
    try (Database db = Database.open(url, null, null)) {
      seed(db);
    }
    env.put("QUIZBOT_DATABASE_URL", url);
    assertThat(calibration("--json")).as(err.toString()).isZero();
    JsonNode models = new ObjectMapper().readTree(out.toString()).path("memoryModel");
    assertThat(models.get(0).path("reviews").asInt()).isEqualTo(3);
    assertThat(models.get(0).path("logLoss").asDouble()).isCloseTo(0.4678823863, within(1e-9));
    assertThat(models.get(1).path("logLoss").asDouble()).isCloseTo(0.4929511199, within(1e-9));
    JsonNode thirds =
        new ObjectMapper().readTree(out.toString()).path("scoreCorrection").path("byDeckSeen");
    assertThat(thirds.get(2).path("meanScoreMinusForecast").asDouble())
        .isCloseTo(0.085, within(1e-12));
  }

  @Test
  @DisplayName("a database from before V27: the exams still reported, nothing to correct from")
  void beforeCorrections() throws Exception {
    seed();
    sql("ALTER TABLE exam_forecasts DROP COLUMN prior_members");
    assertThat(calibration()).as(err.toString()).isZero();
    assertThat(out.toString())
        .contains("4 submitted mock exams with a forecast")
        .contains("No exams yet whose forecast came from a learned prior");
  }

  @Test
  @DisplayName("a database from before members' own weights (V20): every member on the defaults")
  void beforeOwnWeights() throws Exception {
    seed();
    sql("DROP TABLE study_member_parameters");
    assertThat(calibration("--json")).as(err.toString()).isZero();
    JsonNode models = new ObjectMapper().readTree(out.toString()).path("memoryModel");
    // Member B's both reviews now count (qd after 1 day, qc after 4), each by the defaults alone.
    assertThat(models.get(0).path("reviews").asInt()).isEqualTo(4);
    assertThat(models.get(0).path("membersOnOwnWeights").asInt()).isZero();
    assertThat(models.get(0).path("logLoss").asDouble())
        .isCloseTo(models.get(1).path("logLoss").asDouble(), within(1e-12));
  }

  @Test
  @DisplayName("weights the bot cannot have stored: one line naming the member, exit 4")
  void corruptWeights() throws Exception {
    seed();
    sql("UPDATE study_member_parameters SET weights = '0.2,oops'");
    assertThat(calibration()).isEqualTo(4);
    assertThat(err.toString())
        .startsWith(
            "quizbot calibration: member " + OWN + "'s stored FSRS weights cannot be used: ")
        .contains("oops")
        .doesNotContain("\tat ");
    assertThat(err.toString().lines()).hasSize(1);
  }

  @Test
  @DisplayName("a folder without decks: one line saying how to point at one; PATH names the bank")
  void bankPaths() throws Exception {
    seed();
    Path empty = Files.createDirectories(dir.resolve("empty"));
    env.put("QUIZBOT_BANK_PATHS", empty.toString());
    assertThat(calibration()).isEqualTo(3);
    assertThat(err.toString())
        .startsWith("quizbot calibration: the question bank has 1 problem(s), the first: " + empty)
        .contains("no deck file in this folder");
    err.getBuffer().setLength(0);
    assertThat(calibration("--json", dir.resolve("questions").toString()))
        .as(err.toString())
        .isZero();
    JsonNode models = new ObjectMapper().readTree(out.toString()).path("memoryModel");
    assertThat(models.get(0).path("logLoss").asDouble()).isCloseTo(0.4678823863, within(1e-9));
  }

  @Test
  @DisplayName("a bank with a problem: one line naming it, exit 3, nothing read")
  void badBank() throws Exception {
    seed();
    Files.writeString(dir.resolve("questions").resolve("broken.yaml"), "id: [unclosed\n");
    assertThat(calibration()).isEqualTo(3);
    assertThat(err.toString())
        .startsWith("quizbot calibration: the question bank has 1 problem(s), the first: ")
        .contains("broken.yaml")
        .contains("Run 'quizbot validate' to see them all");
    assertThat(out.toString()).isEmpty();
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
        .contains("No exams yet whose forecast came from a learned prior")
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
