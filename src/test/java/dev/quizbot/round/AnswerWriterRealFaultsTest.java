package dev.quizbot.round;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import dev.quizbot.e2e.LogCapture;
import dev.quizbot.shard.Shard;
import dev.quizbot.storage.Database;
import dev.quizbot.testing.AnswerStores;
import dev.quizbot.testing.Await;
import dev.quizbot.testing.RealFaults;
import dev.quizbot.testing.TestClock;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.Statement;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The answer writer on a real SQLite file under real faults (root only: CI): a small tmpfs filled
 * up while another connection holds a read snapshot (SQLite cannot restart its log then), and the
 * files made immutable with {@code chattr +i}. Answers graded during the fault are all stored once
 * after it, and the log names the cause, with no secondary error in its place.
 */
final class AnswerWriterRealFaultsTest {
  private static final Instant T = Instant.parse("2026-03-02T10:00:00Z");
  private static final long GUILD = 9001;

  @TempDir Path dir;

  private static StoredAnswer answer(long user) {
    return new StoredAnswer(1, GUILD, user, 0, true, 10, T.plusSeconds(1), false, "t");
  }

  private static AnswerWriter writer(Database db, Clock clock) {
    return new AnswerWriter(
        AnswerStores.withLeaderboard(db),
        100,
        clock,
        Duration.ofMillis(10),
        Duration.ofMillis(50),
        10_000,
        Duration.ofMillis(500));
  }

  private static int storedAnswers(Database db) throws Exception {
    try (Connection c = db.connection();
        Statement st = c.createStatement();
        ResultSet rs = st.executeQuery("SELECT count(*) FROM answers WHERE round_id = 1")) {
      rs.next();
      return rs.getInt(1);
    }
  }

  @Test
  @DisplayName(
      "a full disk (tmpfs) while a reader holds a snapshot: answers held, stored once after; the"
          + " WARN says the disk is full, never 'no transaction is active'")
  void fullDisk() throws Exception {
    assumeTrue(RealFaults.canMount(), RealFaults.MOUNT_NEEDS);
    Path mount = Files.createDirectory(dir.resolve("small"));
    RealFaults.mountTmpfs(mount, "2m");
    LogCapture logs = new LogCapture();
    try {
      Database db = Database.openSqlite(mount.resolve("quizbot.db"));
      new JdbcRoundStore(db, Shard.ALL).insert(PostedRounds.quiz(1, GUILD, T));
      TestClock clock = new TestClock(T);
      logs.attach();
      AnswerWriter writer = writer(db, clock);
      writer.start();
      // GIVEN an admin's sqlite3 holding a read snapshot and a disk with no space left
      // (its own connection: the pool's begin IMMEDIATE transactions, which would take the lock)
      try (Connection reader =
              java.sql.DriverManager.getConnection("jdbc:sqlite:" + mount.resolve("quizbot.db"));
          Statement snapshot = reader.createStatement()) {
        reader.setAutoCommit(false);
        snapshot.executeQuery("SELECT count(*) FROM answers").close();
        Path filler = fill(mount);

        // WHEN members answer until the writes fail, and for "30 s" after
        long user = 0;
        while (!writer.storageFailing() && user < 50_000) {
          writer.enqueue(answer(++user));
          if (user % 200 == 0) {
            writer.flush(Duration.ofMillis(200));
          }
        }
        assertThat(writer.storageFailing()).as("the full disk made writes fail").isTrue();
        for (int i = 0; i < 20; i++) {
          writer.enqueue(answer(++user));
        }
        // (the WARN comes with the second failure in a row: the disk stays full until then)
        Await.until(
            () -> logs.lines().stream().anyMatch(l -> l.contains("storing answers fails")),
            Duration.ofSeconds(20),
            "the WARN");
        clock.advance(Duration.ofSeconds(30));

        // AND the space comes back
        reader.rollback();
        Files.delete(filler);
        assertThat(writer.flush(Duration.ofSeconds(20))).isTrue();

        // THEN every answer is stored exactly once
        assertThat(storedAnswers(db)).isEqualTo((int) user);
        assertThat(writer.failedAnswers()).isZero();
      } finally {
        writer.close();
        db.close();
      }
    } finally {
      logs.detach();
      RealFaults.unmount(mount);
    }
    String log = String.join("", logs.lines());
    List<String> warns =
        logs.lines().stream()
            .filter(l -> l.startsWith("WARN") && l.contains("StorageOutage"))
            .toList();
    assertThat(warns).hasSize(1);
    assertThat(warns.get(0).lines().findFirst().orElseThrow()).contains("the disk is full");
    assertThat(log).doesNotContain("no transaction is active");
    assertThat(logs.lines())
        .anySatisfy(l -> assertThat(l).startsWith("INFO").contains("works again after 30."));
  }

  @Test
  @DisplayName(
      "database files made immutable (chattr +i): answers held, stored once after; the WARN says"
          + " why in plain words")
  void immutableFiles() throws Exception {
    assumeTrue(RealFaults.canChattr(), RealFaults.CHATTR_NEEDS);
    Path file = dir.resolve("quizbot.db");
    Database db = Database.openSqlite(file);
    new JdbcRoundStore(db, Shard.ALL).insert(PostedRounds.quiz(1, GUILD, T));
    TestClock clock = new TestClock(T);
    LogCapture logs = new LogCapture();
    logs.attach();
    AnswerWriter writer = writer(db, clock);
    writer.start();
    try {
      writer.enqueue(answer(1));
      writer.flush();

      // GIVEN the files made immutable
      RealFaults.immutable(file, true);
      try {
        // WHEN members answer meanwhile
        for (long user = 2; user <= 16; user++) {
          writer.enqueue(answer(user));
        }
        assertThat(writer.flush(Duration.ofMillis(500))).isFalse();
        // the WARN comes with the second refusal in a row: wait for it before time moves on
        Await.until(
            () -> logs.lines().stream().anyMatch(l -> l.contains("storing answers fails")),
            Duration.ofSeconds(20),
            "the WARN");
        assertThat(writer.storageFailing()).isTrue();
        clock.advance(Duration.ofSeconds(8));
      } finally {
        RealFaults.immutable(file, false);
      }

      // THEN once writable all are stored exactly once
      assertThat(writer.flush(Duration.ofSeconds(20))).isTrue();
      assertThat(storedAnswers(db)).isEqualTo(16);
    } finally {
      writer.close();
      db.close();
      logs.detach();
    }
    List<String> warns =
        logs.lines().stream()
            .filter(l -> l.startsWith("WARN") && l.contains("StorageOutage"))
            .toList();
    assertThat(warns).hasSize(1);
    assertThat(warns.get(0).lines().findFirst().orElseThrow())
        .containsAnyOf("read-only", "chattr +i");
    assertThat(String.join("", logs.lines())).doesNotContain("no transaction is active");
    assertThat(logs.lines())
        .anySatisfy(
            l -> assertThat(l).startsWith("INFO").contains("after 8.").contains("15 answer(s)"));
  }

  /** Fills the file system with one file until no byte is left; returns it. */
  private static Path fill(Path mount) throws IOException {
    Path filler = mount.resolve("filler");
    byte[] block = new byte[4096];
    try (OutputStream out = Files.newOutputStream(filler)) {
      while (true) {
        out.write(block);
      }
    } catch (IOException full) {
      // no space left
    }
    return filler;
  }
}
