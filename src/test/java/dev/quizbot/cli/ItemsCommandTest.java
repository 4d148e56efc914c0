package dev.quizbot.cli;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.quizbot.bank.Deck;
import dev.quizbot.bank.Question;
import dev.quizbot.bank.ServerIds;
import dev.quizbot.quality.AnswerSeed;
import dev.quizbot.quality.JdbcReportStore;
import dev.quizbot.quality.QuestionReport;
import dev.quizbot.quality.ReportReason;
import dev.quizbot.serverdeck.JdbcDeckStore;
import dev.quizbot.storage.Database;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import picocli.CommandLine;

/** {@code quizbot items} through picocli, on a real SQLite file seeded with made-up ids. */
final class ItemsCommandTest {

  /** q-a starts on line 5, q-b (retired) on line 11, q-c on line 18, q-d (never answered) 24. */
  static final String DECK =
      """
      id: deck
      title: Deck
      description: test
      questions:
        - id: q-a
          topic: memory
          prompt: "Which <b>tag</b> & <script>alert(1)</script>?"
          choices: ["Alpha", "Beta", "Gamma"]
          answer: Beta
          explanation: Because.
        - id: q-b
          topic: memory
          prompt: Old question?
          choices: ["Yes", "No"]
          answer: "Yes"
          explanation: Because.
          retired: true
        - id: q-c
          topic: memory
          prompt: Third?
          choices: ["One", "Two"]
          answer: One
          explanation: Because.
        - id: q-d
          topic: memory
          prompt: Nobody answered this?
          choices: ["Left", "Right"]
          answer: Left
          explanation: Because.
      """;

  static final long MEMBER = 940_000_000_000_000_000L;

  @TempDir Path dir;

  Path database;
  Path questions;
  final Map<String, String> env = new HashMap<>();
  final StringWriter out = new StringWriter();
  final StringWriter err = new StringWriter();

  @BeforeEach
  void seed() throws Exception {
    questions = Files.createDirectories(dir.resolve("questions"));
    Files.writeString(questions.resolve("deck.yaml"), DECK);
    database = dir.resolve("data").resolve("quizbot.db");
    try (Database db = Database.openSqlite(database)) {
      AnswerSeed seed = new AnswerSeed(db);
      // q-a shown as Gamma, Alpha, Beta (key Beta = index 1 at position 2)
      long qa = seed.round("q-a", "2,0,1", 1, 1_000);
      long qaLater = seed.round("q-a", "0,1,2", 1, 9_000);
      long qb = seed.round("q-b", "1,0", 0, 2_000);
      long qc = seed.round("q-c", "0,1", 0, 3_000);
      // three members: 1 (right elsewhere) and 3 pick Gamma (position 0), 2 (wrong elsewhere)
      // picks the key Beta: Gamma looks like the right answer
      seed.answer(qa, MEMBER + 1, 0, false, 1_100);
      seed.answer(qa, MEMBER + 2, 2, true, 1_200);
      seed.answer(qa, MEMBER + 3, 0, false, 1_300);
      // member 1 answers q-a again later, right: not a first attempt
      seed.answer(qaLater, MEMBER + 1, 1, true, 9_100);
      seed.answer(qb, MEMBER + 1, 1, true, 2_100);
      seed.answer(qc, MEMBER + 1, 0, true, 3_100);
      seed.answer(qc, MEMBER + 2, 1, false, 3_200);
      new JdbcReportStore(db.dataSource())
          .add(
              new QuestionReport(
                  MEMBER + 2,
                  "q-a",
                  "0".repeat(64),
                  AnswerSeed.GUILD,
                  "Gamma",
                  ReportReason.WRONG_KEY,
                  "Gamma is right <img src=x onerror=alert(2)>",
                  Instant.parse("2025-05-05T10:00:00Z")));
    }
    Path config = dir.resolve("quizbot.yaml");
    Files.writeString(config, "database:\n  url: jdbc:sqlite:" + database + "\n");
    env.put("QUIZBOT_CONFIG", config.toString());
    env.put("QUIZBOT_BANK_PATHS", questions.toString());
  }

  int items(String... args) {
    CommandLine cli = QuizbotCommand.commandLine(BotStarter.NOT_WIRED, questions, env);
    cli.setOut(new PrintWriter(out, true));
    cli.setErr(new PrintWriter(err, true));
    String[] all = new String[args.length + 1];
    all[0] = "items";
    System.arraycopy(args, 0, all, 1, args.length);
    return cli.execute(all);
  }

  @Test
  @DisplayName(
      "the table lists every question worst first, with file:line and the retired one marked")
  void table() {
    // WHEN the author runs items with a minimum of 1 answer
    int status = items("--min-answers", "1");

    // THEN it exits 0; q-a (a wrong choice picked more by the strong member) comes first
    assertThat(status).as(err.toString()).isZero();
    List<String> lines = out.toString().lines().toList();
    assertThat(lines.get(0)).startsWith("QUESTION").contains("FACILITY", "DISCR", "FILE:LINE");
    assertThat(lines.get(1))
        .startsWith("q-a")
        .contains("33 %", "-1.00", "possible wrong key \"Gamma\"", "check the key")
        .endsWith("deck.yaml:5");
    assertThat(out.toString()).contains("q-b (retired)").contains("deck.yaml:11");
    assertThat(lines.get(lines.size() - 1)).startsWith("4 questions, ");
    assertThat(err.toString()).isEmpty();
  }

  @Test
  @DisplayName("--guild adds that server's own decks, under their server ids, answers counted")
  void guildDecks() throws Exception {
    // GIVEN a server's uploaded deck with one answered question, and another server's deck
    String serverQuestion = ServerIds.question(AnswerSeed.GUILD, "club-q1", 1);
    try (Database db = Database.openSqlite(database)) {
      Question club =
          new Question(
              "club-q1",
              "club",
              "astronomy",
              "Red planet?",
              List.of("Mars", "Venus"),
              0,
              "Iron oxide.",
              null,
              null,
              null);
      new JdbcDeckStore(db)
          .save(
              AnswerSeed.GUILD,
              new Deck("club", "Club", "", null, List.of(club)),
              1L,
              Instant.EPOCH);
      new JdbcDeckStore(db)
          .save(
              AnswerSeed.GUILD + 1,
              new Deck("other", "Other", "", null, List.of(club)),
              1L,
              Instant.EPOCH);
      AnswerSeed seed = new AnswerSeed(db, AnswerSeed.FIRST_ROUND + 100);
      long round = seed.round(serverQuestion, "0,1", 0, 4_000);
      seed.answer(round, MEMBER + 1, 0, true, 4_100);
    }

    // WHEN the author asks for that server's items
    int status = items("--json", "--guild", Long.toString(AnswerSeed.GUILD));

    // THEN the server's question is listed with its answer; the other server's is not
    assertThat(status).as(err.toString()).isZero();
    JsonNode array = new ObjectMapper().readTree(out.toString());
    assertThat(array).hasSize(5);
    JsonNode mine = null;
    for (JsonNode item : array) {
      assertThat(item.get("id").asText()).doesNotStartWith("g" + (AnswerSeed.GUILD + 1));
      if (item.get("id").asText().equals(serverQuestion)) {
        mine = item;
      }
    }
    assertThat(mine).isNotNull();
    assertThat(mine.get("answers").asInt()).isEqualTo(1);
    // and without --guild only the shipped bank is reported
    out.getBuffer().setLength(0);
    assertThat(items("--json")).isZero();
    assertThat(new ObjectMapper().readTree(out.toString())).hasSize(4);
  }

  @Test
  @DisplayName("--json prints one array: first attempts only, shares by choice text, reports")
  void json() throws Exception {
    int status = items("--json");

    assertThat(status).as(err.toString()).isZero();
    JsonNode array = new ObjectMapper().readTree(out.toString());
    assertThat(array.isArray()).isTrue();
    assertThat(array).hasSize(4);
    JsonNode qa = null;
    for (JsonNode item : array) {
      if (item.get("id").asText().equals("q-a")) {
        qa = item;
      }
      assertThat(item.fieldNames())
          .toIterable()
          .contains(
              "id",
              "file",
              "line",
              "answers",
              "facility",
              "discrimination",
              "choices",
              "reports",
              "flags");
    }
    assertThat(qa).isNotNull();
    // member 1's later right answer is not counted: 1 of 3 right
    assertThat(qa.get("answers").asInt()).isEqualTo(3);
    assertThat(qa.get("facility").asDouble()).isEqualTo(1.0 / 3);
    assertThat(qa.get("file").asText()).endsWith("deck.yaml");
    assertThat(qa.get("line").asInt()).isEqualTo(5);
    // shuffled positions are mapped back to texts: Gamma twice, Beta once, Alpha never
    assertThat(qa.get("choices").findValuesAsText("text"))
        .containsExactly("Alpha", "Beta", "Gamma");
    assertThat(qa.get("choices").get(0).get("share").asDouble()).isZero();
    assertThat(qa.get("choices").get(1).get("share").asDouble()).isEqualTo(1.0 / 3);
    assertThat(qa.get("choices").get(2).get("share").asDouble()).isEqualTo(2.0 / 3);
    assertThat(qa.get("reports").get("count").asInt()).isEqualTo(1);
    assertThat(qa.get("reports").get("reasons").get("wrong_key").asInt()).isEqualTo(1);
    // members 1 (right on q-b and q-c: rest 1) and 2 (wrong on q-c: rest 0) answered others; the
    // one with rest 1 got q-a wrong, the one with rest 0 right: r = -1 (member 3 has no rest)
    assertThat(qa.get("discrimination").isNumber()).isTrue();
    assertThat(qa.get("discrimination").asDouble()).isCloseTo(-1.0, within(1e-9));
    // 3 answers are under the default minimum of 20
    assertThat(qa.get("flags")).hasSize(1);
    assertThat(qa.get("flags").get(0).asText()).isEqualTo("too-few-answers");
  }

  @Test
  @DisplayName("--min-answers 0: a question nobody answered is listed, not judged, no crash")
  void unansweredWithMinimumZero() throws Exception {
    // WHEN the author asks for every question to be judged, q-d having no answer at all
    int status = items("--json", "--min-answers", "0");

    // THEN it exits 0; q-d has no values and only "too few answers"; q-c (2 answers) is judged
    assertThat(status).as(err.toString()).isZero();
    assertThat(err.toString()).isEmpty();
    JsonNode qd = null;
    JsonNode qc = null;
    for (JsonNode item : new ObjectMapper().readTree(out.toString())) {
      if (item.get("id").asText().equals("q-d")) {
        qd = item;
      } else if (item.get("id").asText().equals("q-c")) {
        qc = item;
      }
    }
    assertThat(qd).isNotNull();
    assertThat(qd.get("answers").asInt()).isZero();
    assertThat(qd.get("facility").isNull()).isTrue();
    assertThat(qd.get("discrimination").isNull()).isTrue();
    assertThat(qd.get("flags")).hasSize(1);
    assertThat(qd.get("flags").get(0).asText()).isEqualTo("too-few-answers");
    assertThat(qc).isNotNull();
    assertThat(qc.get("flags").toString()).doesNotContain("too-few-answers");
  }

  @Test
  @DisplayName("a terminal learner's report (negative user id, no server, no pick) is counted")
  void practiceLearnerReport() throws Exception {
    // GIVEN a report filed with f in quizbot practice: learner -1, no server, "don't know"
    try (Database db = Database.openSqlite(database)) {
      new JdbcReportStore(db.dataSource())
          .add(
              new QuestionReport(
                  -1L,
                  "q-c",
                  "1".repeat(64),
                  null,
                  null,
                  ReportReason.TYPO,
                  null,
                  Instant.parse("2025-05-06T10:00:00Z")));
    }

    // WHEN items runs
    int status = items("--json");

    // THEN it is counted with its reason beside the Discord member's report of q-a
    assertThat(status).as(err.toString()).isZero();
    JsonNode array = new ObjectMapper().readTree(out.toString());
    JsonNode qc = null;
    for (JsonNode item : array) {
      if (item.get("id").asText().equals("q-c")) {
        qc = item;
      }
    }
    assertThat(qc).isNotNull();
    assertThat(qc.get("reports").get("count").asInt()).isEqualTo(1);
    assertThat(qc.get("reports").get("reasons").get("typo").asInt()).isEqualTo(1);
    assertThat(qc.get("answers").asInt()).isEqualTo(2);
    assertThat(err.toString()).isEmpty();
  }

  @Test
  @DisplayName("--html writes one self-contained page with the deck's and the note's text escaped")
  void html() throws Exception {
    Path report = dir.resolve("report.html");

    int status = items("--html", report.toString(), "--min-answers", "0");

    assertThat(status).as(err.toString()).isZero();
    String page = Files.readString(report);
    assertThat(page)
        .contains("Which &lt;b&gt;tag&lt;/b&gt; &amp; &lt;script&gt;alert(1)&lt;/script&gt;?");
    assertThat(page).contains("Gamma is right &lt;img src=x onerror=alert(2)&gt;");
    assertThat(page).doesNotContain("<script>alert", "<img", "http://", "https://", "<link");
    assertThat(out.toString()).contains("HTML report written to " + report);
    assertThat(
            java.nio.file.attribute.PosixFilePermissions.toString(
                Files.getPosixFilePermissions(report)))
        .isEqualTo("rw-------");
  }

  @Test
  @DisplayName("an --html path that cannot be written: one line naming it, exit status 1")
  void htmlNotWritable() {
    Path report = dir.resolve("no-such-folder").resolve("report.html");

    int status = items("--html", report.toString());

    assertThat(status).isEqualTo(1);
    assertThat(err.toString().lines())
        .singleElement()
        .satisfies(
            l ->
                assertThat(l)
                    .startsWith("quizbot items: cannot write the HTML report to " + report)
                    .contains("there is no folder " + report.getParent())
                    .doesNotContain("Exception")
                    .endsWith("."));
    assertThat(Files.exists(report)).isFalse();
    assertThat(out.toString()).isEmpty();
  }

  @Test
  @DisplayName("PATH arguments replace bank.paths; the database file is not changed")
  void pathsAndReadOnly() throws Exception {
    env.put("QUIZBOT_BANK_PATHS", dir.resolve("nowhere").toString());
    Files.deleteIfExists(Path.of(database + ".lock")); // left by the seeding bot-side open
    long size = Files.size(database);
    long modified = Files.getLastModifiedTime(database).toMillis();

    int status = items(questions.toString());

    assertThat(status).as(err.toString()).isZero();
    assertThat(Files.size(database)).isEqualTo(size);
    assertThat(Files.getLastModifiedTime(database).toMillis()).isEqualTo(modified);
    assertThat(Files.exists(Path.of(database + ".lock"))).isFalse();
  }

  @Test
  @DisplayName("--min-answers -1 is a usage error: one clear line and a hint, exit status 2")
  void negativeMinimum() {
    int status = items("--min-answers", "-1");

    assertThat(status).isEqualTo(2);
    assertThat(err.toString().lines())
        .containsExactly(
            "quizbot items: --min-answers must be 0 or more, got -1.",
            "Run quizbot items --help for the options.");
    assertThat(out.toString()).isEmpty();
  }

  @Test
  @DisplayName("an unknown option or a non-number is a usage error: one line naming it, status 2")
  void badFlags() {
    assertThat(items("--frobnicate")).isEqualTo(2);
    assertThat(err.toString().lines())
        .hasSize(2)
        .first()
        .satisfies(l -> assertThat(l).startsWith("quizbot items: ").contains("'--frobnicate'"));
    err.getBuffer().setLength(0);

    assertThat(items("--min-answers", "many")).isEqualTo(2);
    assertThat(err.toString().lines())
        .hasSize(2)
        .first()
        .satisfies(l -> assertThat(l).startsWith("quizbot items: ").contains("'many'"));
    assertThat(err.toString()).doesNotContain("Exception", "Usage:");
    assertThat(out.toString()).isEmpty();
  }

  @Test
  @DisplayName("a missing database file: one line naming it, exit status 4, nothing created")
  void missingDatabase() throws Exception {
    Path missing = dir.resolve("none").resolve("quizbot.db");
    env.put("QUIZBOT_DATABASE_URL", "jdbc:sqlite:" + missing);

    int status = items();

    assertThat(status).isEqualTo(4);
    assertThat(err.toString().lines())
        .singleElement()
        .satisfies(l -> assertThat(l).startsWith("quizbot items: no database file at " + missing));
    assertThat(Files.exists(missing.getParent())).isFalse();
  }

  @Test
  @DisplayName("a file that is not a Quizbot database: one line, exit status 4")
  void notQuizbotDatabase() throws Exception {
    Path other = dir.resolve("other.db");
    Files.writeString(other, "not sqlite at all, just text");
    env.put("QUIZBOT_DATABASE_URL", "jdbc:sqlite:" + other);

    int status = items();

    assertThat(status).isEqualTo(4);
    assertThat(err.toString().lines())
        .singleElement()
        .satisfies(
            l ->
                assertThat(l)
                    .startsWith("quizbot items: cannot open the database at jdbc:sqlite:" + other));
  }

  @Test
  @DisplayName("an unreachable PostgreSQL server: one line, exit status 4")
  void unreachablePostgres() {
    env.put("QUIZBOT_DATABASE_URL", "jdbc:postgresql://127.0.0.1:1/quizbot");

    int status = items();

    assertThat(status).isEqualTo(4);
    assertThat(err.toString().lines())
        .singleElement()
        .satisfies(
            l ->
                assertThat(l)
                    .startsWith(
                        "quizbot items: cannot open the database at jdbc:postgresql://127.0.0.1:1/quizbot"));
  }

  @Test
  @DisplayName("a missing bank: one line, exit status 3")
  void missingBank() {
    int status = items(dir.resolve("no-such-folder").toString());

    assertThat(status).isEqualTo(3);
    assertThat(err.toString().lines())
        .singleElement()
        .satisfies(
            l ->
                assertThat(l)
                    .startsWith("quizbot items: the question bank has 1 problem(s), the first: ")
                    .contains("no-such-folder"));
  }

  @Test
  @DisplayName("a bad setting: one line, exit status 2")
  void badSetting() {
    env.put("QUIZBOT_DATABASE_URL", "mysql://x");

    assertThat(items()).isEqualTo(2);
    assertThat(err.toString().lines())
        .singleElement()
        .satisfies(l -> assertThat(l).startsWith("quizbot items: ").contains("database.url"));
  }

  @Test
  @DisplayName("it runs while the bot has the database open, and sees answers still in the WAL")
  void whileTheBotRuns() throws Exception {
    // GIVEN the bot's pool holds the database open and has just stored one more first attempt
    try (Database bot = Database.openSqlite(database)) {
      AnswerSeed seed = new AnswerSeed(bot, AnswerSeed.FIRST_ROUND + 100);
      long round = seed.round("q-c", "1,0", 0, 20_000);
      seed.answer(round, MEMBER + 3, 1, true, 20_100);

      // WHEN the author runs items meanwhile
      int status = items("--json");

      // THEN it reads the database, with that answer (q-c: 3 first attempts now)
      assertThat(status).as(err.toString()).isZero();
      JsonNode qc = null;
      for (JsonNode item : new ObjectMapper().readTree(out.toString())) {
        if (item.get("id").asText().equals("q-c")) {
          qc = item;
        }
      }
      assertThat(qc).isNotNull();
      assertThat(qc.get("answers").asInt()).isEqualTo(3);
    }
  }
}
