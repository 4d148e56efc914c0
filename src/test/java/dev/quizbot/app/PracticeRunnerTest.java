package dev.quizbot.app;

import static org.assertj.core.api.Assertions.assertThat;

import dev.quizbot.bank.BankLoader;
import dev.quizbot.bank.Question;
import dev.quizbot.bank.formats.ImportResult;
import dev.quizbot.bank.formats.UploadReader;
import dev.quizbot.cli.BotStarter;
import dev.quizbot.cli.QuizbotCommand;
import dev.quizbot.quality.QuestionVersion;
import dev.quizbot.serverdeck.JdbcDeckStore;
import dev.quizbot.storage.Database;
import java.io.ByteArrayInputStream;
import java.io.InputStream;
import java.io.PipedInputStream;
import java.io.PipedOutputStream;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.Instant;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code quizbot practice} in this JVM, piped (no terminal): the shipped bank, a temporary SQLite
 * file, keys from a stream. What the terminal adds is tested in {@code PracticeTerminalIT}.
 */
final class PracticeRunnerTest {

  @TempDir Path dir;

  private record Run(int status, String out, String err) {}

  private Map<String, String> env() {
    Map<String, String> env = new HashMap<>();
    env.put("QUIZBOT_DATABASE_URL", "jdbc:sqlite:" + dir.resolve("quizbot.db"));
    env.put("USER", "ada-test");
    return env;
  }

  private Run run(Map<String, String> env, InputStream keys, String... args) {
    StringWriter out = new StringWriter();
    StringWriter err = new StringWriter();
    int status =
        QuizbotCommand.commandLine(
                BotStarter.NOT_WIRED, new PracticeRunner(env, keys), Path.of("questions"), env)
            .setOut(new PrintWriter(out, true))
            .setErr(new PrintWriter(err, true))
            .execute(args);
    return new Run(status, out.toString(), err.toString());
  }

  private Run run(String keys, String... args) {
    return run(env(), new ByteArrayInputStream(keys.getBytes(StandardCharsets.UTF_8)), args);
  }

  private long count(String sql) throws SQLException {
    Path file = dir.resolve("quizbot.db");
    if (!Files.exists(file)) {
      return 0;
    }
    try (Connection c = DriverManager.getConnection("jdbc:sqlite:" + file);
        Statement st = c.createStatement();
        ResultSet rs = st.executeQuery(sql)) {
      rs.next();
      return rs.getLong(1);
    }
  }

  @Test
  @DisplayName("Piped 'a' then 'q': the question, right or wrong with the explanation, stopped")
  void pipedAnswerThenQuit() throws SQLException {
    // GIVEN the shipped bank and a new database; keys as `printf 'a\nq\n' | quizbot practice`
    // WHEN practice runs without a terminal
    Run run = run("a\nq\n", "practice");

    // THEN the first question, the graded answer with its explanation, and the stop are printed
    assertThat(run.status()).isZero();
    assertThat(run.err()).isEmpty();
    assertThat(run.out())
        .contains("Question 1 of ")
        .containsPattern("\n  a\\) .+\n  b\\) ")
        .containsPattern("(Correct: |Wrong: it is )[a-d]\\) ")
        .contains("Explanation: ")
        .contains("Again in ")
        .contains("Stopped: your answers are kept.")
        .contains("Answered 1, correct ");
    // AND no escape code at all: plain text
    assertThat(run.out()).doesNotContain("\u001b");
    // AND no terminal width to ask: lines broken at 80 columns, the shipped prompts and
    // explanations being longer
    assertThat(run.out().lines())
        .allSatisfy(l -> assertThat(dev.quizbot.i18n.DisplayWidth.of(l)).isLessThanOrEqualTo(80))
        .anySatisfy(l -> assertThat(l.length()).isGreaterThan(60));
    // AND one review is stored, under a negative (never a Discord) user id, and the session ended
    assertThat(count("SELECT COUNT(*) FROM study_reviews")).isEqualTo(1);
    assertThat(count("SELECT COUNT(*) FROM study_reviews WHERE user_id < 0")).isEqualTo(1);
    assertThat(count("SELECT COUNT(*) FROM study_sessions WHERE done_at IS NULL")).isZero();
    assertThat(count("SELECT COUNT(*) FROM practice_learners WHERE name = 'ada-test'"))
        .isEqualTo(1);
  }

  @Test
  @DisplayName("A server's deck as /bank download gives it (its YAML) can be studied as it is")
  void studiesDownloadedServerDeck() throws Exception {
    // GIVEN a server deck stored from a GIFT upload, written out as /bank download writes it
    ImportResult read =
        new UploadReader()
            .read(
                "club.gift",
                "::Red:: Which planet is red? {=Mars ~Venus ~Jupiter}\n"
                    .getBytes(StandardCharsets.UTF_8),
                "club");
    Path downloaded = Files.createDirectories(dir.resolve("decks")).resolve("club.yaml");
    try (Database db = Database.openSqlite(dir.resolve("server.db"))) {
      JdbcDeckStore store = new JdbcDeckStore(db);
      store.save(1L, read.deck(), 2L, Instant.EPOCH);
      Files.writeString(downloaded, store.find(1L, "club").orElseThrow().yaml());
    }
    Map<String, String> env = env();
    env.put("QUIZBOT_BANK_PATHS", downloaded.toString());

    // WHEN practice runs on that file, answering 'a' then quitting
    Run run = run(env, new ByteArrayInputStream("aq".getBytes(StandardCharsets.UTF_8)), "practice");

    // THEN it asks the deck's question and grades the answer
    assertThat(run.status()).as(run.err()).isZero();
    assertThat(run.out()).contains("Which planet is red?").contains("Answered 1, correct ");
    assertThat(count("SELECT COUNT(*) FROM study_reviews")).isEqualTo(1);
  }

  @Test
  @DisplayName("A key that is not a choice gets a clear line and stores nothing")
  void notAChoice() throws SQLException {
    // GIVEN keys 'x', '9' and 's' (no submit outside an exam), then the end of input
    // WHEN practice runs
    Run run = run("x9s", "practice");

    // THEN each gets the line, the run ends cleanly at the end of input, and nothing is answered
    assertThat(run.status()).isZero();
    assertThat(run.out().split("That key is not a choice: nothing was recorded.", -1)).hasSize(4);
    assertThat(run.out()).contains("Keys: a-d (or 1-4), ? don't know, q quit");
    assertThat(count("SELECT COUNT(*) FROM study_reviews")).isZero();
    assertThat(count("SELECT COUNT(*) FROM study_memory")).isZero();
  }

  @Test
  @DisplayName("'?' is Don't know: graded as a miss, and the miss comes first in the next run")
  void dontKnowThenMissDueFirst() throws SQLException {
    // GIVEN a run that answers '?' to its first question and quits
    Run first = run("?q", "practice");
    String asked = firstPrompt(first.out());
    assertThat(first.out()).contains("Not known yet: it is ");

    // WHEN a second run starts
    Run second = run("q", "practice");

    // THEN it asks the missed question first, and the learner's memory holds that one question
    assertThat(firstPrompt(second.out())).isEqualTo(asked);
    assertThat(count("SELECT COUNT(*) FROM study_memory WHERE user_id < 0")).isEqualTo(1);
  }

  @Test
  @DisplayName("f after an answer reports the question (reason 1-5, a note); twice: already noted")
  void reportAfterAnswer() throws SQLException {
    // GIVEN keys: an answer, then f, reason 2 (ambiguous) and a note; then f, 3 and no note; q
    Run run = run("af2  the key looks wrong  \nf3\n\nq", "practice");

    // THEN the reasons were offered, the report stored and thanked for, the second one refused
    assertThat(run.status()).isZero();
    assertThat(run.out())
        .contains("f report previous, q quit")
        .contains("  1) Wrong answer key\n  2) Ambiguous\n  3) Outdated\n  4) Typo\n  5) Other\n")
        .contains("Thanks! Your report is saved")
        .contains("You already reported this version of the question: it is noted.")
        .contains("Stopped: your answers are kept.");
    // AND one row: the answered question, its version's hash, no server, the learner's negative
    // id, the choice picked (right or wrong as the screen said), the reason and the note
    assertThat(count("SELECT COUNT(*) FROM question_reports")).isEqualTo(1);
    String answered = text("SELECT question_id FROM study_reviews");
    Question q =
        new BankLoader()
            .load(List.of(Path.of("questions")))
            .bank()
            .question(answered)
            .orElseThrow();
    assertThat(text("SELECT question_id FROM question_reports")).isEqualTo(answered);
    assertThat(text("SELECT text_hash FROM question_reports")).isEqualTo(QuestionVersion.hash(q));
    assertThat(count("SELECT COUNT(*) FROM question_reports WHERE guild_id IS NULL")).isEqualTo(1);
    assertThat(count("SELECT user_id FROM question_reports"))
        .isNegative()
        .isEqualTo(count("SELECT user_id FROM practice_learners WHERE name = 'ada-test'"));
    assertThat(text("SELECT reason FROM question_reports")).isEqualTo("ambiguous");
    assertThat(text("SELECT note FROM question_reports")).isEqualTo("the key looks wrong");
    String picked = text("SELECT picked FROM question_reports");
    assertThat(q.choices()).contains(picked);
    if (run.out().contains("Correct: ")) {
      assertThat(picked).isEqualTo(q.correctChoice());
    } else {
      assertThat(picked).isNotEqualTo(q.correctChoice());
    }
  }

  /** A deck of one question, so its right answer ends the session. */
  private static final String ONE_QUESTION_DECK =
      """
      id: last-one
      title: Last One
      description: test
      questions:
        - id: last-1
          topic: memory
          prompt: Which unit holds the weights?
          choices: ["HBM", "PCIe", "NVMe", "Ethernet"]
          answer: "HBM"
          explanation: Because the weights live in device memory.
      """;

  /**
   * {@code practice --deck last-one} with keys typed as the screen asks: the right answer to its
   * one question (read off the screen, the choices being shuffled), then {@code after}.
   */
  private Run answerTheLastQuestion(String after) throws Exception {
    Path bank = Files.createDirectories(dir.resolve("bank"));
    Files.writeString(bank.resolve("last-one.yaml"), ONE_QUESTION_DECK, StandardCharsets.UTF_8);
    Map<String, String> env = env();
    env.put("QUIZBOT_BANK_PATHS", bank.toString());
    StringWriter out = new StringWriter();
    StringWriter err = new StringWriter();
    try (PipedOutputStream keys = new PipedOutputStream();
        PipedInputStream in = new PipedInputStream(keys)) {
      CompletableFuture<Integer> status =
          CompletableFuture.supplyAsync(
              () ->
                  QuizbotCommand.commandLine(
                          BotStarter.NOT_WIRED,
                          new PracticeRunner(env, in),
                          Path.of("questions"),
                          env)
                      .setOut(new PrintWriter(out, true))
                      .setErr(new PrintWriter(err, true))
                      .execute("practice", "--deck", "last-one"));
      String screen = waitFor(out, "q quit");
      Matcher right = Pattern.compile("\n  ([a-d])\\) HBM\n").matcher(screen);
      assertThat(right.find()).as(screen).isTrue();
      keys.write((right.group(1) + "\n" + after).getBytes(StandardCharsets.UTF_8));
      keys.flush();
      keys.close(); // then the end of input
      return new Run(status.get(30, TimeUnit.SECONDS), out.toString(), err.toString());
    }
  }

  private static String waitFor(StringWriter out, String text) throws InterruptedException {
    long end = System.nanoTime() + TimeUnit.SECONDS.toNanos(30);
    while (!out.toString().contains(text)) {
      assertThat(System.nanoTime()).as("waiting for %s in:%n%s", text, out).isLessThan(end);
      Thread.sleep(20);
    }
    return out.toString();
  }

  @Test
  @DisplayName("f after the session's last answer still reports it; then the summary")
  void reportTheLastQuestion() throws Exception {
    // GIVEN a one-question deck; WHEN its question is answered right (the session is done), then
    // f, reason 1 (wrong answer key), a note and Enter
    Run run = answerTheLastQuestion("f1 not HBM?\n");

    // THEN the answer's screen offered f before the summary, the report is stored and thanked
    // for, and the summary follows it
    assertThat(run.status()).isZero();
    assertThat(run.err()).isEmpty();
    String out = run.out();
    assertThat(out)
        .contains("Correct: ")
        .contains("Keys: f report this question, any other key: the summary")
        .contains("  1) Wrong answer key\n")
        .contains("Thanks! Your report is saved")
        .contains("Review done.\nAnswered 1, correct 1 (100%)");
    assertThat(out.indexOf("Keys: f report this question")).isLessThan(out.indexOf("Thanks!"));
    assertThat(out.indexOf("Thanks!")).isLessThan(out.indexOf("Review done."));
    assertThat(count("SELECT COUNT(*) FROM question_reports")).isEqualTo(1);
    assertThat(text("SELECT question_id FROM question_reports")).isEqualTo("last-1");
    assertThat(text("SELECT reason FROM question_reports")).isEqualTo("wrong_key");
    assertThat(text("SELECT note FROM question_reports")).isEqualTo("not HBM?");
    assertThat(text("SELECT picked FROM question_reports")).isEqualTo("HBM");
  }

  @Test
  @DisplayName("after the session's last answer any other key shows the summary, reporting nothing")
  void otherKeyAfterTheLastAnswerShowsTheSummary() throws Exception {
    // WHEN the last question is answered, then x (and keys after it, which nothing reads)
    Run run = answerTheLastQuestion("xf1\n");

    // THEN the summary, no report prompt, nothing reported
    assertThat(run.status()).isZero();
    assertThat(run.out())
        .contains("Keys: f report this question, any other key: the summary")
        .contains("Review done.\nAnswered 1, correct 1 (100%)")
        .doesNotContain("Wrong answer key")
        .doesNotContain("That key is not a choice");
    assertThat(count("SELECT COUNT(*) FROM question_reports")).isZero();
  }

  @Test
  @DisplayName("f before any answer, or Esc in the reason: nothing is reported")
  void reportNeedsAnAnswer() throws SQLException {
    Run run = run("f?f\u001bq", "practice");

    assertThat(run.status()).isZero();
    assertThat(run.out())
        .contains("f reports a problem with the question you have just answered: answer one first.")
        .contains("Not reported.")
        .doesNotContain("That key is not a choice");
    assertThat(count("SELECT COUNT(*) FROM question_reports")).isZero();
  }

  @Test
  @DisplayName("--count 2: the session plans two questions (a miss comes back on top of them)")
  void countTwo() throws SQLException {
    Run run = run("aa", "practice", "--count", "2");

    assertThat(run.status()).isZero();
    assertThat(run.out())
        .contains("Question 1 of 2 · ")
        // the total grows by one if the first answer was wrong: it comes back in the session
        .containsPattern("Question 2 of [23] · ");
    assertThat(count("SELECT COUNT(DISTINCT question_id) FROM study_reviews")).isEqualTo(2);
  }

  @Test
  @DisplayName("--topic T: every question shown is of that topic, as its progress line says")
  void topicOnEveryQuestion() {
    Run run = run("a?b?", "practice", "--topic", "precision", "--count", "4");

    assertThat(run.status()).isZero();
    java.util.List<String> progress =
        run.out().lines().filter(l -> l.startsWith("Question ")).toList();
    // four answers, one a "don't know" that comes back: at least four question screens
    assertThat(progress).hasSizeGreaterThanOrEqualTo(4);
    assertThat(progress).allSatisfy(l -> assertThat(l).contains(" · precision · "));
  }

  @Test
  @DisplayName("An unknown deck or topic: one line, status 2, nothing stored")
  void unknownDeckOrTopic() throws SQLException {
    // WHEN practice is asked for a deck, then a topic, that the bank does not have
    Run deck = run("a", "practice", "--deck", "no-such-deck");
    Run topic = run("a", "practice", "--topic", "no-such-topic");
    Run examDeck = run("a", "practice", "--exam", "--deck", "no-such-deck");
    Run topicInDeck = run("a", "practice", "--deck", "nca-seed", "--topic", "virtualization");
    Run readinessDeck = run("", "practice", "--readiness", "today", "--deck", "nope");

    // THEN each prints one line naming what exists, exits 2, and asks nothing
    assertThat(deck.status()).isEqualTo(2);
    assertThat(deck.err().strip())
        .startsWith("quizbot practice: there is no deck no-such-deck. Decks: ")
        .contains("nca-seed")
        .endsWith("Nothing was stored.")
        .doesNotContain("\n");
    assertThat(topic.status()).isEqualTo(2);
    assertThat(topic.err().strip())
        .startsWith("quizbot practice: there is no topic no-such-topic. Topics: ")
        .doesNotContain("\n");
    assertThat(examDeck.status()).isEqualTo(2);
    assertThat(examDeck.err().strip()).startsWith("quizbot practice: there is no deck");
    // AND a topic the deck lacks (though another deck has it) names the deck's own topics
    assertThat(topicInDeck.status()).isEqualTo(2);
    assertThat(topicInDeck.err().strip())
        .isEqualTo(
            "quizbot practice: there is no topic virtualization in the deck nca-seed. Topics:"
                + " communication, memory, parallelism, precision. Nothing was stored.");
    // AND the readiness of an unknown deck: one line, status 2
    assertThat(readinessDeck.status()).isEqualTo(2);
    assertThat(readinessDeck.err().strip())
        .startsWith("quizbot practice: there is no deck nope. Decks: ")
        .endsWith("Nothing was stored.")
        .doesNotContain("\n");
    assertThat(deck.out() + topic.out() + examDeck.out() + topicInDeck.out() + readinessDeck.out())
        .doesNotContain("Question")
        .doesNotContain("Predicted");
    // AND nothing is stored: no learner, session, review, memory or exam
    assertThat(count("SELECT COUNT(*) FROM practice_learners")).isZero();
    assertThat(count("SELECT COUNT(*) FROM study_sessions")).isZero();
    assertThat(count("SELECT COUNT(*) FROM study_reviews")).isZero();
    assertThat(count("SELECT COUNT(*) FROM exams")).isZero();
  }

  @Test
  @DisplayName("Refusals in German and Japanese: the bundle's words, one line, status 2")
  void refusalsInTheLearnersLanguage() {
    // WHEN an unknown topic is asked for in German, an unknown deck in Japanese
    Run de = run("a", "practice", "--language", "de", "--topic", "no-such-topic");
    Run ja = run("a", "practice", "--language", "ja", "--deck", "nope");

    // THEN each refusal is in the learner's language, naming what there is
    assertThat(de.status()).isEqualTo(2);
    assertThat(de.err().strip())
        .startsWith("quizbot practice: ein Thema no-such-topic gibt es nicht. Themen: ")
        .endsWith("Es wurde nichts gespeichert.")
        .doesNotContain("\n");
    assertThat(ja.status()).isEqualTo(2);
    assertThat(ja.err().strip())
        .startsWith("quizbot practice: ")
        .contains("nope")
        .doesNotContain("there is", "Nothing", "\n");
  }

  @Test
  @DisplayName("A bad --readiness date: one line and a hint, not the whole usage; status 2")
  void badReadinessDate() throws SQLException {
    // WHEN the date is not a date
    Run run = run("", "practice", "--readiness", "next-tuesday");

    // THEN one line says what it takes, a hint where to look, and nothing else
    assertThat(run.status()).isEqualTo(2);
    assertThat(run.err().strip())
        .isEqualTo(
            "quizbot practice: --readiness takes a date as yyyy-mm-dd (or today), got"
                + " next-tuesday. Try 'quizbot practice --help'.");
    assertThat(run.out()).isEmpty();
    assertThat(count("SELECT COUNT(*) FROM practice_learners")).isZero();
  }

  @Test
  @DisplayName("A readiness date in the past: one sentence with one full stop, in each language")
  void pastReadinessDate() {
    for (String language : List.of("en", "de", "ja")) {
      Run run = run("", "practice", "--language", language, "--readiness", "2020-01-01");

      assertThat(run.status()).as(language).isEqualTo(2);
      String line = run.err().strip();
      assertThat(line).as(language).startsWith("quizbot practice: ").contains("2020");
      assertThat(line).as(language).doesNotContain("..", "。。", ".。", "。.");
      assertThat(line).as(language).endsWith(language.equals("ja") ? "。" : ".");
    }
  }

  @Test
  @DisplayName("A database it cannot open: one line, status 4")
  void databaseCannotOpen() throws Exception {
    // GIVEN database.url in a folder that is a file
    Path notAFolder = Files.writeString(dir.resolve("plain-file"), "x");
    Map<String, String> env = env();
    env.put("QUIZBOT_DATABASE_URL", "jdbc:sqlite:" + notAFolder.resolve("quizbot.db"));

    // WHEN practice runs
    Run run = run(env, new ByteArrayInputStream(new byte[0]), "practice");

    // THEN one line says the database cannot be opened and why; status 4
    assertThat(run.status()).isEqualTo(4);
    assertThat(run.err().strip())
        .startsWith("quizbot practice: cannot open the database: ")
        .contains("plain-file")
        .doesNotContain("\n")
        .doesNotContain("Exception\n\tat ");
    assertThat(run.out()).isEmpty();
  }

  @Test
  @DisplayName("An exam ends at its time with the report, though no key comes")
  void examEndsAtItsTime() throws Exception {
    // GIVEN an input that stays open and silent, and a 1-minute exam on a clock 60 times faster
    try (PipedOutputStream keys = new PipedOutputStream();
        PipedInputStream in = new PipedInputStream(keys)) {
      keys.write("a".getBytes(StandardCharsets.UTF_8)); // one answer, then nothing
      keys.flush();

      // WHEN the exam runs
      long t0 = System.nanoTime();
      Run run =
          run(
              env(),
              in,
              "practice",
              "--exam",
              "--count",
              "3",
              "--minutes",
              "1",
              "--time-scale",
              "60");
      long seconds = (System.nanoTime() - t0) / 1_000_000_000L;

      // THEN at the deadline the service submitted it, and the report is printed
      assertThat(run.status()).isZero();
      assertThat(run.out())
          .contains("Mock exam started: ")
          .contains("Question 1 of 3")
          .contains("Exam report · ")
          .contains("Time is up: submitted with the answers given.")
          .containsPattern(
              "Score: [0-3] of 3 \\(\\d+%\\), pass mark \\d+% \\(a\\s+practice\\s+mark\\s+set"
                  + "\\s+by\\s+the\\s+deck's\\s+author,\\s+not\\s+the\\s+official\\s+one\\):\\s+(NOT )?PASSED")
          .contains("Per topic:")
          .doesNotContain("\u001b");
      assertThat(seconds).isLessThan(30);
      assertThat(count("SELECT COUNT(*) FROM exams WHERE status = 'SUBMITTED' AND user_id < 0"))
          .isEqualTo(1);
      // AND its forecast from the start is stored for quizbot calibration (V21)
      assertThat(
              count(
                  "SELECT COUNT(*) FROM exam_forecasts f JOIN exams e ON e.exam_id = f.exam_id"
                      + " WHERE f.user_id = e.user_id AND f.pass_probability BETWEEN 0 AND 1"))
          .isEqualTo(1);
    }
  }

  @Test
  @DisplayName("--readiness today prints each deck's forecast against its pass mark")
  void readiness() {
    // WHEN the forecast for today is asked with nothing studied
    Run run = run("", "practice", "--readiness", "today", "--deck", "nca-multi-gpu");

    // THEN the deck, the total against the pass mark, the topics and where to gain are printed
    assertThat(run.status()).isZero();
    assertThat(run.out())
        .containsPattern("On \\d{4}-\\d\\d-\\d\\d you'd score about \\d+% \\(pass mark \\d+%\\)")
        .containsPattern("Chance of passing: \\d+% · likely score \\d+% to \\d+%")
        .containsPattern("\\d+ points short")
        .contains("so this is pure guessing")
        .contains("Start with quizbot practice --deck nca-multi-gpu.")
        .contains("Where reviewing gains most");
  }

  @Test
  @DisplayName("Two learners keep apart: each has its own id and its own first question")
  void learnersApart() throws SQLException {
    // WHEN two learners each answer one question
    run("aq", "practice", "--learner", "first");
    run("aq", "practice", "--learner", "second");

    // THEN two learners with distinct negative ids, one review each
    assertThat(count("SELECT COUNT(DISTINCT user_id) FROM practice_learners WHERE user_id < 0"))
        .isEqualTo(2);
    assertThat(count("SELECT COUNT(DISTINCT user_id) FROM study_reviews")).isEqualTo(2);
  }

  private String text(String sql) throws SQLException {
    try (Connection c = DriverManager.getConnection("jdbc:sqlite:" + dir.resolve("quizbot.db"));
        Statement st = c.createStatement();
        ResultSet rs = st.executeQuery(sql)) {
      assertThat(rs.next()).as(sql).isTrue();
      return rs.getString(1);
    }
  }

  private static String firstPrompt(String out) {
    String[] lines = out.split("\n");
    for (int i = 0; i < lines.length; i++) {
      if (lines[i].startsWith("Question 1 of ")) {
        return lines[i + 1];
      }
    }
    throw new AssertionError("no question in:\n" + out);
  }
}
