package dev.quizbot.storage;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowable;

import dev.quizbot.quality.AnswerSeed;
import dev.quizbot.round.JdbcAnswerStore;
import dev.quizbot.round.StoredAnswer;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.Statement;
import java.time.Clock;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicReference;
import org.flywaydb.core.api.FlywayException;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.sqlite.SQLiteErrorCode;
import org.sqlite.SQLiteException;

/** Issue 28: a backup while answers are being written, restored in the place of the database. */
final class BackupRestoreTest {
  private static final Instant AT = Instant.parse("2026-03-22T20:00:00Z");

  @TempDir Path dir;

  @Test
  @DisplayName(
      "a backup taken under a stream of answers holds every answer committed before it began,"
          + " passes the integrity check, and restored opens in the app's storage")
  void backupUnderLoadThenRestore() throws Exception {
    Path file = dir.resolve("data/quizbot.db");
    Path backup = dir.resolve("backups/quizbot-backup.db");
    long round;
    AtomicInteger committed = new AtomicInteger(); // answers whose commit has returned
    int committedBeforeBackup;
    try (Database db = Database.openSqlite(file)) {
      round = new AnswerSeed(db).round("q-1", "0,1,2,3", 0, AT.toEpochMilli());
      JdbcAnswerStore answers = dev.quizbot.testing.AnswerStores.withLeaderboard(db);
      AtomicBoolean stop = new AtomicBoolean();
      AtomicReference<Throwable> failed = new AtomicReference<>();
      CountDownLatch warmedUp = new CountDownLatch(200);
      CountDownLatch writtenDuringBackup = new CountDownLatch(1);
      AtomicInteger backupStartedAt = new AtomicInteger(Integer.MAX_VALUE);
      Thread writer =
          new Thread(
              () -> {
                try {
                  for (int user = 1; !stop.get(); user++) {
                    answers.saveAll(List.of(answer(round, user)));
                    committed.set(user);
                    warmedUp.countDown();
                    if (user > backupStartedAt.get()) {
                      writtenDuringBackup.countDown();
                    }
                  }
                } catch (Throwable t) {
                  failed.set(t);
                  warmedUp.countDown();
                  writtenDuringBackup.countDown();
                }
              });
      writer.start();
      warmedUp.await();

      // WHEN the backup starts while the writer commits one answer after the other
      committedBeforeBackup = committed.get();
      backupStartedAt.set(committedBeforeBackup);
      SqliteBackup.Copy copy = SqliteBackup.copy(file, backup);
      writtenDuringBackup.await(); // the writer went on committing after the backup started
      stop.set(true);
      writer.join();
      assertThat(failed.get()).isNull();
      assertThat(committed.get()).isGreaterThan(committedBeforeBackup);

      // THEN the copy is owner-only, whole, and holds every answer committed before it began
      assertThat(copy.file()).isEqualTo(backup.toAbsolutePath());
      assertThat(PosixFilePermissions.toString(Files.getPosixFilePermissions(backup)))
          .isEqualTo("rw-------");
      try (Connection c = SqliteBackup.readOnly(backup).getConnection();
          Statement st = c.createStatement()) {
        try (ResultSet rs = st.executeQuery("PRAGMA integrity_check")) {
          rs.next();
          assertThat(rs.getString(1)).isEqualTo("ok");
        }
        Set<Long> users = users(st);
        for (long user = 1; user <= committedBeforeBackup; user++) {
          assertThat(users).as("answer of member %d", user).contains(user);
        }
        assertThat(users.size()).isBetween(committedBeforeBackup, committed.get());
      }

      // AND while the bot has the database open, a restore is refused and changes nothing
      Throwable refused =
          catchThrowable(() -> new SqliteRestore(Clock.systemUTC()).restore(backup, file));
      assertThat(refused)
          .isInstanceOf(SqliteRestore.InUseException.class)
          .hasMessageContaining("stop every bot process");
    }
    int inBackup;
    try (Connection c = SqliteBackup.readOnly(backup).getConnection();
        Statement st = c.createStatement()) {
      inBackup = users(st).size();
    }

    // WHEN the bot is stopped and the backup restored in its place
    Clock clock = Clock.fixed(Instant.parse("2026-12-06T03:00:00Z"), ZoneOffset.UTC);
    SqliteRestore.Restored restored = new SqliteRestore(clock).restore(backup, file);

    // THEN the old database is kept aside, and the app's storage opens the restored one
    assertThat(restored.replacedBy())
        .contains(file.toAbsolutePath().resolveSibling("quizbot.db.replaced-20261206T030000Z"));
    try (Connection c = SqliteBackup.readOnly(restored.replacedBy().orElseThrow()).getConnection();
        Statement st = c.createStatement()) {
      assertThat(users(st)).hasSize(committed.get()); // nothing lost from the replaced file
    }
    try (Database db = Database.openSqlite(file);
        Connection c = db.connection();
        Statement st = c.createStatement()) {
      Set<Long> users = users(st);
      assertThat(users).hasSize(inBackup);
      assertThat(users.size()).isGreaterThanOrEqualTo(committedBeforeBackup);
      assertThat(SchemaVersion.of(c)).hasValue(SchemaVersion.bundled());
    }
  }

  @Test
  @DisplayName("a backup never overwrites a file")
  void backupNeverOverwrites() throws Exception {
    Path file = dir.resolve("quizbot.db");
    Database.openSqlite(file).close();
    Path existing = Files.writeString(dir.resolve("taken.db"), "mine");
    Throwable refused = catchThrowable(() -> SqliteBackup.copy(file, existing));
    assertThat(refused).isInstanceOf(java.nio.file.FileAlreadyExistsException.class);
    assertThat(Files.readString(existing)).isEqualTo("mine");
  }

  @Test
  @DisplayName("a file that is not a Quizbot database is refused and the database kept")
  void foreignFileIsRefused() throws Exception {
    Path file = dir.resolve("quizbot.db");
    Database.openSqlite(file).close();
    byte[] before = Files.readAllBytes(file);
    Path text = Files.writeString(dir.resolve("notes.txt"), "not a database at all, no no");
    Path otherSqlite = dir.resolve("other.db");
    try (Connection c =
            new org.sqlite.SQLiteDataSource() {
              {
                setUrl("jdbc:sqlite:" + otherSqlite);
              }
            }.getConnection();
        Statement st = c.createStatement()) {
      st.execute("CREATE TABLE notes (x TEXT)");
    }
    for (Path wrong : List.of(text, otherSqlite, dir.resolve("missing.db"))) {
      Throwable refused =
          catchThrowable(() -> new SqliteRestore(Clock.systemUTC()).restore(wrong, file));
      assertThat(refused)
          .as(wrong.toString())
          .isInstanceOf(SqliteRestore.UnusableBackupException.class);
    }
    assertThat(Files.readAllBytes(file)).isEqualTo(before);
    try (var left = Files.list(dir)) {
      assertThat(left.map(p -> p.getFileName().toString()))
          .noneMatch(name -> name.contains(".replaced-") || name.endsWith(".restoring"));
    }
  }

  @Test
  @DisplayName("an older backup is upgraded to this version's schema on restore")
  void olderBackupIsMigrated() throws Exception {
    Path old = dir.resolve("old.db");
    try (Connection c =
        new org.sqlite.SQLiteDataSource() {
          {
            setUrl("jdbc:sqlite:" + old);
          }
        }.getConnection()) {
      org.flywaydb.core.Flyway.configure()
          .dataSource("jdbc:sqlite:" + old, null, null)
          .locations("classpath:db/migration")
          .target("12")
          .load()
          .migrate();
    }
    Path file = dir.resolve("quizbot.db");
    SqliteRestore.Restored restored = new SqliteRestore(Clock.systemUTC()).restore(old, file);
    assertThat(restored.backupVersion()).isEqualTo(12);
    assertThat(restored.version()).isEqualTo(SchemaVersion.bundled());
    assertThat(restored.replacedBy()).isEqualTo(Optional.empty());
  }

  @Test
  @DisplayName("a new database file and the folders made for it are owner-only")
  void newDatabaseIsOwnerOnly() throws Exception {
    Path file = dir.resolve("made/for/it/quizbot.db");
    Database.openSqlite(file).close();
    for (Path p : List.of(file, file.getParent(), dir.resolve("made"))) {
      String mode = PosixFilePermissions.toString(Files.getPosixFilePermissions(p));
      assertThat(mode).as(p.toString()).isEqualTo(Files.isDirectory(p) ? "rwx------" : "rw-------");
    }
  }

  @Test
  @DisplayName(
      "a bot on a link to the database and a restore of the real file meet at one lock; a restore"
          + " through the link replaces the real file and keeps the link")
  void linkAndRealFileShareTheLock() throws Exception {
    Path real = Files.createDirectories(dir.resolve("real")).resolve("quizbot.db");
    Path link =
        Files.createSymbolicLink(
            Files.createDirectories(dir.resolve("links")).resolve("link.db"), real);
    Path backup = dir.resolve("backup.db");
    Database.openSqlite(real).close();
    SqliteBackup.copy(real, backup);

    try (OpenDatabaseProcess bot = OpenDatabaseProcess.start(link)) {
      Throwable refused =
          catchThrowable(() -> new SqliteRestore(Clock.systemUTC()).restore(backup, real));
      assertThat(refused).isInstanceOf(SqliteRestore.InUseException.class);
    }

    SqliteRestore.Restored restored = new SqliteRestore(Clock.systemUTC()).restore(backup, link);
    assertThat(Files.isSymbolicLink(link)).isTrue();
    assertThat(restored.database()).isEqualTo(real.toRealPath());
    assertThat(restored.replacedBy()).isPresent();
  }

  @Test
  @DisplayName(
      "restore refuses while a bot in another process has the file open; after it crashed, not")
  void refusesWhileAnotherProcessRuns() throws Exception {
    Path file = dir.resolve("quizbot.db");
    Path backup = dir.resolve("backup.db");
    Database.openSqlite(file).close();
    SqliteBackup.copy(file, backup);
    try (OpenDatabaseProcess bot = OpenDatabaseProcess.start(file)) {
      Throwable refused =
          catchThrowable(() -> new SqliteRestore(Clock.systemUTC()).restore(backup, file));
      assertThat(refused).isInstanceOf(SqliteRestore.InUseException.class);

      bot.kill(); // a crash: the OS releases its lock
      assertThat(new SqliteRestore(Clock.systemUTC()).restore(backup, file).replacedBy())
          .isPresent();
    }
  }

  @Test
  @DisplayName(
      "a backup copied with cp while its WAL held unflushed rows is restored with those rows,"
          + " and the backup's files are left as they were")
  void backupWithWalKeepsItsRows() throws Exception {
    // GIVEN a database whose last 50 rows are only in its -wal file, copied with its -wal and -shm
    Path source = dir.resolve("live/quizbot.db");
    Database.openSqlite(source).close();
    Path backup = dir.resolve("backups/cp.db");
    Files.createDirectories(backup.getParent());
    try (Connection c =
            new org.sqlite.SQLiteDataSource() {
              {
                setUrl("jdbc:sqlite:" + source);
              }
            }.getConnection();
        Statement st = c.createStatement()) {
      st.execute("PRAGMA journal_mode = WAL");
      st.execute("PRAGMA wal_autocheckpoint = 0");
      for (int i = 1; i <= 50; i++) {
        st.execute(
            "INSERT INTO practice_learners (name, user_id, created_at) VALUES ('l"
                + i
                + "', -"
                + i
                + ", 1)");
      }
      for (String suffix : List.of("", "-wal", "-shm")) {
        Files.copy(
            source.resolveSibling("quizbot.db" + suffix), backup.resolveSibling("cp.db" + suffix));
      }
    }
    assertThat(Files.size(backup.resolveSibling("cp.db-wal"))).isPositive();
    byte[] mainBefore = Files.readAllBytes(backup);
    byte[] walBefore = Files.readAllBytes(backup.resolveSibling("cp.db-wal"));

    // WHEN it is restored
    Path file = dir.resolve("data/quizbot.db");
    new SqliteRestore(Clock.systemUTC()).restore(backup, file);

    // THEN the restored database holds the 50 rows, and the backup was not changed
    try (Database db = Database.openSqlite(file);
        Connection c = db.connection();
        Statement st = c.createStatement();
        ResultSet rs = st.executeQuery("SELECT COUNT(*) FROM practice_learners")) {
      rs.next();
      assertThat(rs.getInt(1)).isEqualTo(50);
    }
    assertThat(Files.readAllBytes(backup)).isEqualTo(mainBefore);
    assertThat(Files.readAllBytes(backup.resolveSibling("cp.db-wal"))).isEqualTo(walBefore);
  }

  @Test
  @DisplayName(
      "a backup Flyway cannot upgrade (a changed checksum, a column the upgrade adds) is refused"
          + " as unusable, and the database in place is left byte for byte")
  void backupThatCannotBeUpgradedIsRefused() throws Exception {
    Path file = dir.resolve("quizbot.db");
    Database.openSqlite(file).close();
    byte[] before = Files.readAllBytes(file);
    Path tampered = migratedTo(dir.resolve("tampered.db"), "12");
    sql(tampered, "UPDATE flyway_schema_history SET checksum = checksum + 1 WHERE version = '3'");
    Path conflict = migratedTo(dir.resolve("conflict.db"), "26");
    sql(conflict, "ALTER TABLE exam_forecasts ADD COLUMN deck_seen DOUBLE PRECISION");

    for (Path backup : List.of(tampered, conflict)) {
      Throwable refused =
          catchThrowable(() -> new SqliteRestore(Clock.systemUTC()).restore(backup, file));
      assertThat(refused)
          .as(backup.toString())
          .isInstanceOf(SqliteRestore.UnusableBackupException.class)
          .hasMessageContaining(backup.toString())
          .hasMessageContaining("cannot be upgraded")
          .hasMessageContaining("nothing was changed")
          .hasMessageNotContaining("repair");
    }
    assertThat(refused(tampered, file)).hasMessageContaining("schema history does not match");
    assertThat(refused(conflict, file)).hasMessageContaining("duplicate column");
    assertThat(Files.readAllBytes(file)).isEqualTo(before);
    try (var left = Files.list(dir)) {
      assertThat(left.map(p -> p.getFileName().toString()))
          .noneMatch(name -> name.contains(".replaced-") || name.endsWith(".restoring"));
    }
  }

  @Test
  @DisplayName(
      "only a backup's content (not a database, damaged, a failed upgrade step) blames the backup;"
          + " disk full, I/O errors and a copy that cannot be opened are the database's")
  void whoIsToBlame() {
    for (SQLiteErrorCode content :
        List.of(SQLiteErrorCode.SQLITE_NOTADB, SQLiteErrorCode.SQLITE_CORRUPT)) {
      SQLiteException e = new SQLiteException("content", content);
      assertThat(SqliteRestore.aboutTheBackup(e)).as(content.name()).isTrue();
      assertThat(SqliteRestore.writingFailed(new FlywayException("step", e)))
          .as(content.name())
          .isFalse();
    }
    for (SQLiteErrorCode target :
        List.of(
            SQLiteErrorCode.SQLITE_FULL,
            SQLiteErrorCode.SQLITE_IOERR,
            SQLiteErrorCode.SQLITE_IOERR_WRITE,
            SQLiteErrorCode.SQLITE_CANTOPEN,
            SQLiteErrorCode.SQLITE_READONLY)) {
      SQLiteException e = new SQLiteException("target", target);
      assertThat(SqliteRestore.aboutTheBackup(e)).as(target.name()).isFalse();
      assertThat(
              SqliteRestore.writingFailed(
                  new FlywayException("step", new java.sql.SQLException("wrapped", e))))
          .as(target.name())
          .isTrue();
    }
    // A step's own SQL error (a duplicate column) and no SQLite cause at all: the backup's.
    assertThat(
            SqliteRestore.writingFailed(
                new FlywayException(
                    "step", new SQLiteException("duplicate column", SQLiteErrorCode.SQLITE_ERROR))))
        .isFalse();
    assertThat(SqliteRestore.writingFailed(new FlywayException("no SQL cause"))).isFalse();
  }

  private static Throwable refused(Path backup, Path file) {
    return catchThrowable(() -> new SqliteRestore(Clock.systemUTC()).restore(backup, file));
  }

  /** A database migrated up to {@code version} only, as an older Quizbot left it. */
  static Path migratedTo(Path file, String version) {
    org.flywaydb.core.Flyway.configure()
        .dataSource("jdbc:sqlite:" + file, null, null)
        .locations("classpath:db/migration")
        .target(version)
        .load()
        .migrate();
    return file;
  }

  static void sql(Path file, String sql) throws Exception {
    try (Connection c = java.sql.DriverManager.getConnection("jdbc:sqlite:" + file);
        Statement st = c.createStatement()) {
      st.execute(sql);
    }
  }

  private static StoredAnswer answer(long round, long user) {
    return new StoredAnswer(
        round,
        AnswerSeed.GUILD,
        user,
        0,
        true,
        10,
        AT.plusSeconds(user),
        false,
        "memory",
        "q-1",
        false,
        Optional.empty());
  }

  private static Set<Long> users(Statement st) throws Exception {
    Set<Long> users = new HashSet<>();
    try (ResultSet rs = st.executeQuery("SELECT user_id FROM answers")) {
      while (rs.next()) {
        users.add(rs.getLong(1));
      }
    }
    return users;
  }
}
