package dev.quizbot.app;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.quizbot.cli.BotStarter;
import dev.quizbot.cli.QuizbotCommand;
import dev.quizbot.memberdata.MemberTable;
import dev.quizbot.memberdata.MemberTables;
import java.io.ByteArrayInputStream;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.HashMap;
import java.util.Map;
import java.util.TreeMap;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code quizbot practice --export FILE} and {@code --forget} in this JVM, piped: learners made by
 * real practice runs on a temporary SQLite file, the confirmation typed on standard input.
 */
final class PracticeLearnerDataTest {

  @TempDir Path dir;

  private record Run(int status, String out, String err) {}

  private Run run(String user, String input, String... args) {
    Map<String, String> env = new HashMap<>();
    env.put("QUIZBOT_DATABASE_URL", "jdbc:sqlite:" + dir.resolve("quizbot.db"));
    env.put("USER", user);
    StringWriter out = new StringWriter();
    StringWriter err = new StringWriter();
    int status =
        QuizbotCommand.commandLine(
                BotStarter.NOT_WIRED,
                new PracticeRunner(
                    env, new ByteArrayInputStream(input.getBytes(StandardCharsets.UTF_8))),
                Path.of("questions"),
                env)
            .setOut(new PrintWriter(out, true))
            .setErr(new PrintWriter(err, true))
            .execute(args);
    return new Run(status, out.toString(), err.toString());
  }

  private long learnerId(String name) throws SQLException {
    try (Connection c = DriverManager.getConnection("jdbc:sqlite:" + dir.resolve("quizbot.db"));
        PreparedStatement ps =
            c.prepareStatement("SELECT user_id FROM practice_learners WHERE name = ?")) {
      ps.setString(1, name);
      try (ResultSet rs = ps.executeQuery()) {
        return rs.next() ? rs.getLong(1) : 0;
      }
    }
  }

  /** The learner's rows per member table. */
  private Map<String, Long> rowsOf(long id) throws SQLException {
    Map<String, Long> rows = new TreeMap<>();
    try (Connection c = DriverManager.getConnection("jdbc:sqlite:" + dir.resolve("quizbot.db"))) {
      for (MemberTable table : MemberTables.MEMBER) {
        try (PreparedStatement ps =
            c.prepareStatement("SELECT COUNT(*) FROM " + table.name() + " WHERE " + table.rows())) {
          ps.setLong(1, id);
          try (ResultSet rs = ps.executeQuery()) {
            rs.next();
            rows.put(table.name(), rs.getLong(1));
          }
        }
      }
    }
    return rows;
  }

  @Test
  @DisplayName(
      "--export writes the learner's rows to a new file; --forget asks for the name, then erases"
          + " only that learner")
  void exportThenForget() throws Exception {
    // GIVEN two learners who each answered a question
    assertThat(run("ada-test", "a\nq\n", "practice").status()).isZero();
    assertThat(run("bob-test", "b\nq\n", "practice").status()).isZero();
    long ada = learnerId("ada-test");
    Map<String, Long> adaBefore = rowsOf(ada);
    Map<String, Long> bobBefore = rowsOf(learnerId("bob-test"));
    assertThat(adaBefore)
        .containsEntry("study_reviews", 1L)
        .containsEntry("study_memory", 1L)
        .containsEntry("practice_learners", 1L);

    // WHEN ada exports her data
    Path file = dir.resolve("ada.json");
    Run export = run("ada-test", "", "practice", "--export", file.toString());

    // THEN the file holds every row of hers, table by table
    assertThat(export.status()).isZero();
    assertThat(export.out()).contains("Wrote everything stored about learner ada-test to " + file);
    JsonNode json = new ObjectMapper().readTree(file.toFile());
    assertThat(json.path("member_id").asLong()).isEqualTo(ada);
    Map<String, Long> exported = new TreeMap<>();
    json.path("tables")
        .fields()
        .forEachRemaining(t -> exported.put(t.getKey(), (long) t.getValue().size()));
    assertThat(exported).isEqualTo(adaBefore);
    // AND only its owner can read it (her answers and notes)
    if (file.getFileSystem().supportedFileAttributeViews().contains("posix")) {
      assertThat(PosixFilePermissions.toString(Files.getPosixFilePermissions(file)))
          .isEqualTo("rw-------");
    }

    // WHEN she exports to the same file again
    byte[] written = Files.readAllBytes(file);
    Run again = run("ada-test", "", "practice", "--export", file.toString());

    // THEN it is refused and the file is unchanged
    assertThat(again.status()).isEqualTo(2);
    assertThat(again.err()).contains("already exists").contains("Nothing was written");
    assertThat(Files.readAllBytes(file)).isEqualTo(written);

    // WHEN she runs --forget and types something else than her name
    Run cancelled = run("ada-test", "yes\n", "practice", "--forget");

    // THEN nothing is deleted
    assertThat(cancelled.status()).isZero();
    assertThat(cancelled.out()).contains("Type the learner name (ada-test)").contains("Cancelled");
    assertThat(rowsOf(ada)).isEqualTo(adaBefore);

    // WHEN she runs --forget and types her name
    Run forgotten = run("ada-test", "ada-test\n", "practice", "--forget");

    // THEN every row of hers is gone, bob's stay
    assertThat(forgotten.status()).isZero();
    assertThat(forgotten.out()).contains("Deleted everything stored about learner ada-test");
    assertThat(rowsOf(ada).values()).allMatch(n -> n == 0);
    assertThat(rowsOf(learnerId("bob-test"))).isEqualTo(bobBefore);
  }

  @Test
  @DisplayName("--forget or --export of an unknown learner, or with study options, changes nothing")
  void refusals() throws SQLException {
    // WHEN an unknown learner is forgotten or exported
    Run forget = run("nobody-test", "nobody-test\n", "practice", "--forget");
    Run export = run("nobody-test", "", "practice", "--export", dir.resolve("x.json").toString());

    // THEN both say so, write no file and register no learner
    assertThat(forget.status()).isEqualTo(2);
    assertThat(forget.err()).contains("there is no learner `nobody-test`");
    assertThat(export.status()).isEqualTo(2);
    assertThat(Files.exists(dir.resolve("x.json"))).isFalse();
    assertThat(learnerId("nobody-test")).isZero();

    // WHEN --forget comes with a study option, or with --export
    Run withDeck = run("ada-test", "", "practice", "--forget", "--deck", "nca-seed");
    Run both = run("ada-test", "", "practice", "--forget", "--export", "y.json");

    // THEN one line says what goes together
    assertThat(withDeck.status()).isEqualTo(2);
    assertThat(withDeck.err()).contains("take --learner and --language only");
    assertThat(both.status()).isEqualTo(2);
    assertThat(both.err()).contains("do not go together");
  }

  @Test
  @DisplayName(
      "--export where it cannot write says why in words (no such folder, a file not a folder)")
  void exportSaysWhyItCannotWrite() throws Exception {
    assertThat(run("ada-test", "a\nq\n", "practice").status()).isZero();
    Files.writeString(dir.resolve("notes"), "a file");

    Run missing =
        run("ada-test", "", "practice", "--export", dir.resolve("nosuch/ada.json").toString());
    Run underFile =
        run("ada-test", "", "practice", "--export", dir.resolve("notes/ada.json").toString());

    assertThat(missing.status()).isEqualTo(2);
    assertThat(missing.err())
        .contains("there is no folder " + dir.resolve("nosuch"), "Nothing was written")
        .doesNotContain("Exception");
    assertThat(underFile.status()).isEqualTo(2);
    assertThat(underFile.err())
        .contains(dir.resolve("notes") + " is a file, not a folder")
        .doesNotContain("Exception");
  }
}
