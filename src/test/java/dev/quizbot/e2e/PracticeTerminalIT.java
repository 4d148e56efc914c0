package dev.quizbot.e2e;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import dev.quizbot.bank.BankLoader;
import dev.quizbot.bank.Question;
import dev.quizbot.bank.QuestionBank;
import dev.quizbot.i18n.DisplayWidth;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.UUID;
import java.util.concurrent.TimeUnit;
import java.util.function.Predicate;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code ./quizbot practice} as a person uses it: the launcher and the packaged jar in a real
 * pseudo-terminal (tmux, on a server of its own), keys sent with {@code send-keys}, the screen read
 * with {@code capture-pane}; the shipped {@code questions/} and a temporary database.
 */
final class PracticeTerminalIT {
  private static final Path ROOT = Path.of("").toAbsolutePath();
  private static final Duration WAIT = Duration.ofSeconds(60);
  private static final Pattern CHOICE = Pattern.compile("^  ([a-z])\\) (.*)$");

  private static final String WRAP_PROMPT =
      "Which collective operation combines the gradients of every worker and leaves the"
          + " complete sum on each of them after a data-parallel training step?";
  private static final List<String> WRAP_CHOICES =
      List.of(
          "All-reduce, which sums the gradients across every worker and gives each the result",
          "Broadcast, which copies one worker's buffer unchanged to every other worker",
          "Scatter, which splits one buffer into parts and hands each worker one part",
          "Gather, which collects every worker's buffer onto a single root worker only");
  private static final String WRAP_EXPLANATION =
      "オールリデュースは全ワーカーの勾配を合計し、その結果をすべてのワーカーに配ります。" + "データ並列学習の各ステップで使われる集団通信です。";
  private static final String WRAP_DECK =
      "id: wrapit\n"
          + "title: Wrap IT\n"
          + "description: test\n"
          + "questions:\n"
          + "  - id: wrapit-1\n"
          + "    topic: collectives\n"
          + "    prompt: \""
          + WRAP_PROMPT
          + "\"\n"
          + "    choices:\n"
          + WRAP_CHOICES.stream().map(c -> "      - \"" + c + "\"\n").reduce("", String::concat)
          + "    answer: \""
          + WRAP_CHOICES.get(0)
          + "\"\n"
          + "    explanation: "
          + WRAP_EXPLANATION
          + "\n";

  @TempDir Path dir;
  private final String socket = "quizbot-it-" + UUID.randomUUID();
  private final List<String> sessions = new ArrayList<>();

  @BeforeEach
  void needsTmux() {
    assumeTrue(
        commandExists("tmux"),
        "tmux is not installed (apt-get install tmux; .ci/run installs it): the terminal is not"
            + " tested here");
  }

  @AfterEach
  void killServer() throws Exception {
    tmux("kill-server");
  }

  @Test
  @DisplayName("A question, a key that is no choice, a wrong answer, q; the next run asks it first")
  void reviewInATerminal() throws Exception {
    // GIVEN a learner's first run in a 120x40 terminal
    start("first", "practice --learner terminal-it");
    String screen = waitFor("first", s -> s.contains("Question 1 of ") && s.contains("q quit"));

    // THEN a question is on screen with its choices, in colour (the terminal has it)
    String prompt = promptAfter(screen, "Question 1 of ");
    Question asked = questionWithPrompt(prompt);
    List<String[]> choices = choices(screen);
    assertThat(choices).hasSize(asked.choices().size());
    assertThat(capture("first", true)).contains("\u001b[");

    // WHEN a key that is not a choice is pressed
    tmux("send-keys", "-t", "first", "x");
    waitFor("first", s -> s.contains("That key is not a choice: nothing was recorded."));
    // THEN nothing is stored
    assertThat(reviews()).isZero();

    // WHEN a wrong choice is picked
    String[] wrong =
        choices.stream().filter(c -> !c[1].equals(asked.correctChoice())).findFirst().get();
    String right =
        choices.stream().filter(c -> c[1].equals(asked.correctChoice())).findFirst().get()[0];
    tmux("send-keys", "-t", "first", wrong[0]);

    // THEN it says wrong, names the correct choice, explains, says when it comes back
    screen = waitFor("first", s -> s.contains("Question 2 of "));
    assertThat(unwrapped(screen))
        .contains("Wrong: it is " + right + ") " + asked.correctChoice())
        .contains("Explanation: " + asked.explanation().substring(0, 40))
        .contains("Again in 1 minute. It also comes back later in this review");
    assertThat(reviews()).isEqualTo(1);

    // WHEN q is pressed
    tmux("send-keys", "-t", "first", "q");
    screen = waitFor("first", s -> s.contains("EXIT="));
    // THEN the run stops cleanly, keeping the answer
    assertThat(screen).contains("Stopped: your answers are kept.").contains("EXIT=0");
    assertThat(reviews()).isEqualTo(1);

    // WHEN the learner runs it again
    start("second", "practice --learner terminal-it");
    screen = waitFor("second", s -> s.contains("Question 1 of ") && s.contains("q quit"));

    // THEN the missed question is due first
    assertThat(promptAfter(screen, "Question 1 of ")).isEqualTo(prompt);

    // AND Ctrl-C stops like q, with the status 0 and the terminal given back
    tmux("send-keys", "-t", "second", "C-c");
    screen = waitFor("second", s -> s.contains("EXIT="));
    assertThat(screen).contains("Stopped: your answers are kept.").contains("EXIT=0");
  }

  @Test
  @DisplayName("Output piped, keys from the terminal (| cat): Ctrl-C stops like q, session closed")
  void interruptWithOutputPiped() throws Exception {
    // GIVEN ./quizbot practice with its output piped (a reader that outlives Ctrl-C, as tee -i
    // would) and its input the terminal, read line by line
    Path script = dir.resolve("piped.sh");
    Files.writeString(
        script,
        "cd "
            + ROOT
            + " && env -u NO_COLOR QUIZBOT_DATABASE_URL=jdbc:sqlite:"
            + dir.resolve("quizbot.db")
            + " ./quizbot practice --learner piped-out-it | (trap '' INT; exec cat)\n"
            + "echo EXIT=${PIPESTATUS[0]}\n"
            + "sleep 120\n",
        StandardCharsets.UTF_8);
    sessions.add("tee");
    tmux("new-session", "-d", "-s", "tee", "-x", "120", "-y", "40", "bash " + script);
    waitFor("tee", s -> s.contains("Question 1 of ") && s.contains("q quit"));
    // no colour: the output is not a terminal
    assertThat(capture("tee", true)).doesNotContain("\u001b[");
    tmux("send-keys", "-t", "tee", "a", "Enter");
    waitFor("tee", s -> s.contains("Question 2 of "));
    assertThat(reviews()).isEqualTo(1);

    // WHEN Ctrl-C is pressed (SIGINT to the foreground processes, not a key)
    tmux("send-keys", "-t", "tee", "C-c");
    String screen = waitFor("tee", s -> s.contains("EXIT="));

    // THEN it stops like q: the summary, status 0, the answer kept and the session closed (the
    // next run plans afresh, the missed question first, instead of resuming this one)
    assertThat(screen).contains("Stopped: your answers are kept.").contains("EXIT=0");
    assertThat(reviews()).isEqualTo(1);
    assertThat(count("SELECT COUNT(*) FROM study_sessions WHERE done_at IS NULL")).isZero();
    assertThat(count("SELECT COUNT(*) FROM study_sessions WHERE done_at IS NOT NULL")).isEqualTo(1);
  }

  @Test
  @DisplayName("NO_COLOR=1 in a real terminal: the screen has no escape code at all")
  void noColourInATerminal() throws Exception {
    // GIVEN a terminal that has colours, and NO_COLOR set
    start("nocolour", "practice --learner nocolour-it", 120, "NO_COLOR=1");
    waitFor("nocolour", s -> s.contains("Question 1 of ") && s.contains("q quit"));

    // THEN the pane, read with its attributes as escape codes, has none
    assertThat(capture("nocolour", true)).contains("Question 1 of ").doesNotContain("\u001b");
    tmux("send-keys", "-t", "nocolour", "q");
    assertThat(waitFor("nocolour", s -> s.contains("EXIT="))).contains("EXIT=0");
  }

  @Test
  @DisplayName("The jar run in a folder holding only questions/: data/quizbot.db is made there")
  void folderWithOnlyQuestions() throws Exception {
    // GIVEN a folder with a copy of the shipped questions/ and nothing else (no config/, no data/)
    Path folder = Files.createDirectories(dir.resolve("fresh"));
    copyTree(ROOT.resolve("questions"), folder.resolve("questions"));
    String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
    sessions.add("fresh");
    tmux(
        "new-session",
        "-d",
        "-s",
        "fresh",
        "-x",
        "120",
        "-y",
        "40",
        "cd "
            + folder
            + " && env -u NO_COLOR -u QUIZBOT_CONFIG -u QUIZBOT_DATABASE_URL -u QUIZBOT_BANK_PATHS "
            + java
            + " -jar "
            + ROOT.resolve("target/quizbot.jar")
            + " practice --learner fresh-it; echo EXIT=$?; sleep 120");

    // WHEN it starts, THEN a question of the bank is on screen
    String screen = waitFor("fresh", s -> s.contains("Question 1 of ") && s.contains("q quit"));
    assertThat(questionWithPrompt(promptAfter(screen, "Question 1 of "))).isNotNull();
    // AND the database was made in that folder, with its tables
    assertThat(folder.resolve("data").resolve("quizbot.db")).isRegularFile();
    tmux("send-keys", "-t", "fresh", "q");
    assertThat(waitFor("fresh", s -> s.contains("EXIT="))).contains("EXIT=0");
    try (Connection c =
            DriverManager.getConnection("jdbc:sqlite:" + folder.resolve("data/quizbot.db"));
        Statement st = c.createStatement();
        ResultSet rs =
            st.executeQuery("SELECT COUNT(*) FROM practice_learners WHERE name = 'fresh-it'")) {
      rs.next();
      assertThat(rs.getLong(1)).isEqualTo(1);
    }
    try (java.util.stream.Stream<Path> files = Files.list(folder)) {
      assertThat(files.map(f -> f.getFileName().toString()))
          .containsExactlyInAnyOrder("questions", "data");
    }
  }

  private static void copyTree(Path from, Path to) throws IOException {
    try (java.util.stream.Stream<Path> paths = Files.walk(from)) {
      for (Path p : (Iterable<Path>) paths::iterator) {
        Path target = to.resolve(from.relativize(p).toString());
        if (Files.isDirectory(p)) {
          Files.createDirectories(target);
        } else {
          Files.copy(p, target);
        }
      }
    }
  }

  @Test
  @DisplayName("A 50-column terminal: a long question wraps at word boundaries, choices indented")
  void narrowTerminalWraps() throws Exception {
    // GIVEN a deck with a known long question, long choices and a Japanese explanation, and a
    // terminal 50 columns wide
    Path bank = Files.createDirectories(dir.resolve("bank"));
    Files.writeString(bank.resolve("wrapit.yaml"), WRAP_DECK, StandardCharsets.UTF_8);
    start("narrow", "practice --learner narrow-it --deck wrapit", 50, "QUIZBOT_BANK_PATHS=" + bank);
    String screen = waitFor("narrow", s -> s.contains("q quit"));

    // THEN no line of the screen (as the terminal shows it, lines not joined) is wider than 50,
    // and the prompt's lines are whole words: joined by one space they are the prompt
    List<String> lines = List.of(screen.split("\n"));
    assertThat(lines).allSatisfy(l -> assertThat(DisplayWidth.of(l)).isLessThanOrEqualTo(50));
    int top = indexOf(lines, l -> l.startsWith("Question 1 of 1"));
    int firstChoice = indexOf(lines, l -> CHOICE.matcher(l).matches());
    List<String> promptLines = lines.subList(top + 1, firstChoice);
    assertThat(promptLines).hasSizeGreaterThanOrEqualTo(3);
    assertThat(String.join(" ", promptLines)).isEqualTo(WRAP_PROMPT);
    // AND each choice goes on under its text, five columns in ("  a) "), whole words too
    List<String[]> choices = choices(screen);
    assertThat(choices).hasSize(4);
    for (String[] choice : choices) {
      assertThat(WRAP_CHOICES).contains(choice[1]);
    }
    for (int i = firstChoice; i < lines.size() && !lines.get(i).startsWith("Keys: "); i++) {
      assertThat(lines.get(i)).matches("(  [a-d]\\) |     )\\S.*");
    }

    // WHEN the right choice is picked
    String right =
        choices.stream().filter(c -> c[1].equals(WRAP_CHOICES.get(0))).findFirst().get()[0];
    tmux("send-keys", "-t", "narrow", right);
    screen = waitFor("narrow", s -> s.contains("EXIT=") || s.contains("Again in"));

    // THEN the Japanese explanation is broken between characters at 50 columns: 13 columns of
    // "Explanation: " and 18 characters on its first line, 25 (50 columns) on the next
    lines = List.of(screen.split("\n"));
    int explanation = indexOf(lines, l -> l.startsWith("Explanation: "));
    assertThat(lines.get(explanation))
        .isEqualTo("Explanation: " + WRAP_EXPLANATION.substring(0, 18));
    assertThat(lines.get(explanation + 1)).isEqualTo(WRAP_EXPLANATION.substring(18, 43));
    assertThat(DisplayWidth.of(lines.get(explanation + 1))).isEqualTo(50);
    assertThat(lines).allSatisfy(l -> assertThat(DisplayWidth.of(l)).isLessThanOrEqualTo(50));

    // AND that last answer's screen waits for f (report) or another key: Enter shows the summary
    waitFor("narrow", s -> s.contains("any other key"));
    tmux("send-keys", "-t", "narrow", "Enter");
    screen = waitFor("narrow", s -> s.contains("EXIT="));
    assertThat(screen).contains("Review done.").contains("EXIT=0").doesNotContain("Not reported");
  }

  @Test
  @DisplayName("An exam in the terminal ends at its time with the report")
  void examEndsAtItsTime() throws Exception {
    // GIVEN a 1-minute exam of 3 questions on a clock 30 times faster (2 s), one answer given
    start("exam", "practice --learner exam-it --exam --count 3 --minutes 1 --time-scale 30");
    waitFor("exam", s -> s.contains("Question 1 of 3") && s.contains("left"));
    tmux("send-keys", "-t", "exam", "a");

    // WHEN no more keys come
    String screen = waitFor("exam", s -> s.contains("EXIT="));

    // THEN at its deadline the exam was submitted and the report printed
    assertThat(screen)
        .contains("Exam report · ")
        .contains("Time is up: submitted with the answers given.")
        .containsPattern(
            "Score: [0-3] of 3 \\(\\d+%\\), pass mark \\d+% \\(a\\s+practice\\s+mark\\s+set"
                + "\\s+by\\s+the\\s+deck's\\s+author,\\s+not\\s+the\\s+official\\s+one\\):\\s+(NOT )?PASSED")
        .contains("Per topic:")
        .contains("EXIT=0");
  }

  @Test
  @DisplayName("Piped, printf 'a\\nq\\n' | ./quizbot practice: works, no escape code at all")
  void piped() throws Exception {
    // WHEN the keys come from a pipe and the output goes to one
    ProcessBuilder builder =
        new ProcessBuilder(
                "bash", "-c", "printf 'a\\nq\\n' | ./quizbot practice --learner piped-it")
            .directory(ROOT.toFile())
            .redirectError(ProcessBuilder.Redirect.DISCARD);
    builder.environment().put("QUIZBOT_DATABASE_URL", "jdbc:sqlite:" + dir.resolve("quizbot.db"));
    builder.environment().remove("NO_COLOR");
    Process p = builder.start();
    p.getOutputStream().close();
    String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
    assertThat(p.waitFor(WAIT.toSeconds(), TimeUnit.SECONDS)).isTrue();

    // THEN the question, the graded answer and the stop, in plain text
    assertThat(p.exitValue()).as(out).isZero();
    assertThat(out)
        .contains("Question 1 of ")
        .containsPattern("(Correct: |Wrong: it is )[a-d]\\) ")
        .contains("Explanation: ")
        .contains("Stopped: your answers are kept.");
    assertThat(out.getBytes(StandardCharsets.UTF_8)).doesNotContain((byte) 0x1b);
    assertThat(reviews()).isEqualTo(1);
  }

  @Test
  @DisplayName("LANG=de_DE.UTF-8 in a 60-column terminal: the review speaks German, within 60")
  void germanInATerminal() throws Exception {
    // GIVEN the shipped bank and a German system locale
    start("german", "practice --learner german-it", 60, "LANG=de_DE.UTF-8");
    String screen = waitFor("german", s -> s.contains("q beenden"));

    // THEN the question screen is German and no line is wider than the terminal
    assertThat(screen).contains("Frage 1 von ").contains("Tasten: a-d (oder 1-4), ? weiß nicht");
    assertThat(screen.lines())
        .allSatisfy(l -> assertThat(DisplayWidth.of(l)).isLessThanOrEqualTo(60));

    // WHEN the learner answers "don't know", then quits
    tmux("send-keys", "-t", "german", "?");
    screen = waitFor("german", s -> s.contains("Erklärung:"));
    assertThat(screen).contains("Noch nicht gewusst: Richtig ist ").contains("Wieder in ");
    waitFor("german", s -> s.contains("Frage 2 von "));
    tmux("send-keys", "-t", "german", "q");
    screen = waitFor("german", s -> s.contains("EXIT="));

    // THEN the summary is German too
    assertThat(screen)
        .contains("Beendet: Deine Antworten sind gespeichert.")
        .contains("Beantwortet: 1, richtig: 0")
        .contains("EXIT=0");
  }

  @Test
  @DisplayName("--language ja in a 40-column terminal: Japanese screens, two columns a character")
  void japaneseInATerminal() throws Exception {
    // GIVEN the shipped bank, a German system locale overridden by --language ja, 40 columns
    start("japanese", "practice --learner japanese-it --language ja", 40, "LANG=de_DE.UTF-8");
    String screen = waitFor("japanese", s -> squeezed(s).contains("q終了"));

    // THEN the screen is Japanese and, counting two columns per Japanese character, no line is
    // wider than the terminal: the keys line is broken between characters
    assertThat(squeezed(screen)).contains("問題1/").contains("キー:a〜d（または1〜4）で回答");
    assertThat(screen.lines())
        .allSatisfy(l -> assertThat(DisplayWidth.of(l)).isLessThanOrEqualTo(40));

    // WHEN the learner answers "don't know", then quits
    tmux("send-keys", "-t", "japanese", "?");
    screen = waitFor("japanese", s -> squeezed(s).contains("解説:"));
    assertThat(squeezed(screen)).contains("まだ覚えていません。正解は");
    assertThat(screen.lines())
        .allSatisfy(l -> assertThat(DisplayWidth.of(l)).isLessThanOrEqualTo(40));
    waitFor("japanese", s -> squeezed(s).contains("問題2/"));
    tmux("send-keys", "-t", "japanese", "q");
    screen = waitFor("japanese", s -> s.contains("EXIT="));

    // THEN the summary is Japanese
    assertThat(squeezed(screen)).contains("中断しました。回答は保存されています。").contains("EXIT=0");
  }

  private void start(String session, String arguments) throws Exception {
    start(session, arguments, 120, "");
  }

  /** {@code ./quizbot ARGUMENTS} in a new tmux session {@code columns} wide, with {@code env}. */
  private void start(String session, String arguments, int columns, String env) throws Exception {
    sessions.add(session);
    String command =
        "cd "
            + ROOT
            // English unless a test names a language: the machine's own locale must not decide
            + " && env -u NO_COLOR -u LC_ALL -u LC_MESSAGES LANG=C.UTF-8 "
            + env
            + " QUIZBOT_DATABASE_URL=jdbc:sqlite:"
            + dir.resolve("quizbot.db")
            + " ./quizbot "
            + arguments
            + "; echo EXIT=$?; sleep 120";
    tmux("new-session", "-d", "-s", session, "-x", Integer.toString(columns), "-y", "40", command);
  }

  private String waitFor(String session, Predicate<String> ready) throws Exception {
    long deadline = System.nanoTime() + WAIT.toNanos();
    String screen = "";
    while (System.nanoTime() < deadline) {
      screen = capture(session, false);
      if (ready.test(screen)) {
        return screen;
      }
      Thread.sleep(100);
    }
    throw new AssertionError("the screen never got there:\n" + screen);
  }

  /**
   * The pane as the terminal shows it, line by line: lines the terminal itself wrapped are not
   * joined (a word cut at the edge shows as cut); with {@code escapes}, colours as escape codes.
   */
  private String capture(String session, boolean escapes) throws Exception {
    return escapes
        ? tmux("capture-pane", "-p", "-e", "-t", session)
        : tmux("capture-pane", "-p", "-t", session);
  }

  private String tmux(String... args) throws IOException, InterruptedException {
    List<String> command = new ArrayList<>(List.of("tmux", "-L", socket));
    command.addAll(List.of(args));
    Process p = new ProcessBuilder(command).redirectErrorStream(true).start();
    String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
    p.waitFor(10, TimeUnit.SECONDS);
    return out;
  }

  /** The prompt under the last line starting with {@code marker}: its lines up to the choices. */
  private static String promptAfter(String screen, String marker) {
    String[] lines = screen.split("\n");
    for (int i = lines.length - 1; i >= 0; i--) {
      if (lines[i].startsWith(marker)) {
        List<String> prompt = new ArrayList<>();
        for (int k = i + 1; k < lines.length && !CHOICE.matcher(lines[k]).matches(); k++) {
          prompt.add(lines[k].strip());
        }
        return String.join(" ", prompt);
      }
    }
    throw new AssertionError("no line " + marker + " in:\n" + screen);
  }

  /** The screen with the practice's own line breaks undone (a break and its indent: a space). */
  /** The screen without any blank: Japanese lines break between any two characters. */
  private static String squeezed(String screen) {
    return screen.replaceAll("\\s+", "");
  }

  private static String unwrapped(String screen) {
    return screen.replaceAll("\n +", " ").replaceAll("([^\n])\n(?=[^\n])", "$1 ");
  }

  /** The last question's choices on screen, continuation lines joined: {letter, text}. */
  private static List<String[]> choices(String screen) {
    String last = screen.substring(screen.lastIndexOf("Question "));
    List<String[]> choices = new ArrayList<>();
    String[] lines = last.split("\n");
    for (int i = 0; i < lines.length; i++) {
      Matcher m = CHOICE.matcher(lines[i]);
      if (m.matches()) {
        StringBuilder text = new StringBuilder(m.group(2).strip());
        for (int k = i + 1; k < lines.length && lines[k].startsWith("     "); k++) {
          text.append(' ').append(lines[k].strip());
        }
        choices.add(new String[] {m.group(1), text.toString()});
      }
    }
    return choices;
  }

  private static int indexOf(List<String> lines, Predicate<String> which) {
    for (int i = 0; i < lines.size(); i++) {
      if (which.test(lines.get(i))) {
        return i;
      }
    }
    throw new AssertionError("no such line in:\n" + String.join("\n", lines));
  }

  private static Question questionWithPrompt(String prompt) {
    QuestionBank bank = new BankLoader().load(List.of(ROOT.resolve("questions"))).bank();
    return bank.questions().stream()
        .filter(q -> q.prompt().strip().replaceAll("\\s+", " ").equals(prompt))
        .findFirst()
        .orElseThrow(() -> new AssertionError("no question " + prompt));
  }

  private long reviews() throws SQLException {
    return count("SELECT COUNT(*) FROM study_reviews");
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

  private static boolean commandExists(String name) {
    try {
      Process p = new ProcessBuilder("sh", "-c", "command -v " + name).start();
      return p.waitFor(10, TimeUnit.SECONDS) && p.exitValue() == 0;
    } catch (IOException | InterruptedException e) {
      return false;
    }
  }
}
