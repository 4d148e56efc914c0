package dev.quizbot.storage.move;

import dev.quizbot.storage.SchemaVersion;
import dev.quizbot.storage.SqliteBackup;
import dev.quizbot.storage.SqliteRunLock;
import dev.quizbot.storage.StorageException;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;
import javax.sql.DataSource;
import org.postgresql.ds.PGSimpleDataSource;

/**
 * Copies every table of a SQLite database into an empty PostgreSQL database at the same schema
 * version, then compares each table's row count and checksum on both sides.
 *
 * <p>Re-runnable: each table is copied in one transaction that also records it in a table of the
 * target's own, {@code quizbot_move}; a run that stops part way leaves whole tables and that
 * record, and the next run copies only the tables not recorded. A table whose checksum differs is
 * dropped from the record, so a re-run copies it anew. The record is dropped when every table
 * matches. The source is opened read-only and is never changed.
 */
public final class DatabaseMove {
  static final int BATCH = 5_000;

  private final Path source;
  private final String targetUrl;
  private final String user;
  private final String password;
  private final MoveProgress progress;
  private DataSource target; // made in run(), once the URL is known to be one

  public DatabaseMove(
      Path source, String targetUrl, String user, String password, MoveProgress progress) {
    this.source = source;
    this.targetUrl = targetUrl;
    this.user = user;
    this.password = password;
    this.progress = progress;
  }

  /** The target URL is not one: the message says what is wrong and what a valid one looks like. */
  public static final class BadUrlException extends RuntimeException {
    BadUrlException(String message) {
      super(message);
    }
  }

  /** One table's figures on both sides. */
  public record TableResult(
      String table, long sourceRows, long targetRows, String sourceSum, String targetSum) {
    public boolean matches() {
      return sourceRows == targetRows && sourceSum.equals(targetSum);
    }
  }

  /** The move cannot start: the message says why and what to do. */
  public static final class RefusedException extends RuntimeException {
    RefusedException(String message) {
      super(message);
    }
  }

  /** Copies and verifies; returns every table's figures (all matching or not). */
  public List<TableResult> run() throws IOException, SQLException {
    TargetUrl.problem(targetUrl)
        .ifPresent(
            problem -> {
              throw new BadUrlException(problem);
            });
    target = target();
    if (!Files.isRegularFile(source)) {
      throw new RefusedException("no database file at " + source);
    }
    // A file that is no Quizbot database at this version is refused before the lock, whose file
    // would otherwise stay beside it; checked again under the lock.
    try (Connection first = SqliteBackup.readOnly(source).getConnection()) {
      sourceVersion(first);
    } catch (SQLException e) {
      throw new RefusedException(source + " is not a SQLite database: " + e.getMessage());
    }
    try (SqliteRunLock lock =
            SqliteRunLock.exclusive(source)
                .orElseThrow(
                    () ->
                        new RefusedException(
                            "a bot has "
                                + source
                                + " open: stop every bot process on it first (answers written"
                                + " during the move would not be moved)"));
        Connection from = SqliteBackup.readOnly(source).getConnection();
        Connection to = target.getConnection()) {
      int version = sourceVersion(from);
      prepareTarget(to, version);
      Map<String, List<Column>> tables = TargetTables.read(to);
      Set<String> done = recorded(to);
      for (Map.Entry<String, List<Column>> table : tables.entrySet()) {
        if (done.contains(table.getKey())) {
          progress.skipped(table.getKey());
        } else {
          copy(from, to, table.getKey(), table.getValue());
        }
      }
      List<TableResult> results = new ArrayList<>();
      for (Map.Entry<String, List<Column>> table : tables.entrySet()) {
        // Both sides at once: each read is mostly one database's work, on its own core.
        java.util.concurrent.CompletableFuture<TableSum> sourceSum =
            java.util.concurrent.CompletableFuture.supplyAsync(
                () -> sumOf(from, table.getKey(), table.getValue()));
        TableSum b = TableSum.of(to, table.getKey(), table.getValue());
        TableSum a;
        try {
          a = sourceSum.join();
        } catch (java.util.concurrent.CompletionException e) {
          throw e.getCause() instanceof RuntimeException r ? r : e;
        }
        TableResult result = new TableResult(table.getKey(), a.rows(), b.rows(), a.hex(), b.hex());
        results.add(result);
        if (!result.matches()) {
          forget(to, table.getKey());
        }
      }
      if (results.stream().allMatch(TableResult::matches)) {
        Sequences.catchUp(to, tables);
        try (Statement st = to.createStatement()) {
          st.execute("DROP TABLE " + TargetTables.PROGRESS);
        }
      }
      return results;
    }
  }

  private static TableSum sumOf(Connection c, String table, List<Column> columns) {
    try {
      return TableSum.of(c, table, columns);
    } catch (SQLException e) {
      throw new StorageException("cannot read " + table + " to verify it: " + e.getMessage(), e);
    }
  }

  private DataSource target() {
    PGSimpleDataSource pg = new PGSimpleDataSource();
    pg.setURL(targetUrl);
    if (user != null) {
      pg.setUser(user);
    }
    if (password != null) {
      pg.setPassword(password);
    }
    pg.setReWriteBatchedInserts(true); // one multi-row INSERT per batch: several times faster
    pg.setConnectTimeout(10);
    return pg;
  }

  private int sourceVersion(Connection from) throws SQLException {
    int version;
    try {
      version =
          SchemaVersion.of(from)
              .orElseThrow(
                  () ->
                      new RefusedException(
                          source + " is not a Quizbot database (no schema history table)"));
    } catch (SQLException e) {
      throw new RefusedException(source + " is not a SQLite database: " + e.getMessage());
    }
    int bundled = SchemaVersion.bundled();
    if (version != bundled) {
      throw new RefusedException(
          source
              + " is at schema version "
              + version
              + ", this Quizbot at "
              + bundled
              + ": start this version's bot on it once (it upgrades the file), stop it, then move");
    }
    return version;
  }

  /**
   * Migrates a target without tables; refuses one at another version, or one holding rows that no
   * earlier run of a move left.
   */
  private void prepareTarget(Connection to, int version) throws SQLException {
    java.util.OptionalInt at = SchemaVersion.of(to);
    if (at.isEmpty()) {
      if (!TargetTables.read(to).isEmpty()) {
        throw new RefusedException(
            "the target database has tables but no Quizbot schema history: give the move an"
                + " empty database (CREATE DATABASE quizbot)");
      }
      dev.quizbot.storage.Migrations.apply(target);
      at = SchemaVersion.of(to);
    }
    if (at.getAsInt() != version) {
      throw new RefusedException(
          "the target database is at schema version "
              + at.getAsInt()
              + ", the source at "
              + version
              + ": give the move an empty database, or one this Quizbot version migrated");
    }
    if (SchemaVersion.hasTable(to, TargetTables.PROGRESS)) {
      return; // an earlier run stopped part way: go on where it stopped
    }
    List<String> holding = new ArrayList<>();
    for (String table : TargetTables.read(to).keySet()) {
      try (Statement st = to.createStatement();
          ResultSet rs =
              st.executeQuery("SELECT EXISTS (SELECT 1 FROM " + TableSum.quote(table) + ")")) {
        rs.next();
        if (rs.getBoolean(1)) {
          holding.add(table);
        }
      }
    }
    if (!holding.isEmpty()) {
      throw new RefusedException(
          "the target database is not empty ("
              + String.join(", ", holding)
              + " hold rows): a move never mixes data; give it an empty database");
    }
    try (Statement st = to.createStatement()) {
      st.execute(
          "CREATE TABLE "
              + TargetTables.PROGRESS
              + " (table_name VARCHAR(128) NOT NULL PRIMARY KEY, row_count BIGINT NOT NULL)");
    }
  }

  private static Set<String> recorded(Connection to) throws SQLException {
    Set<String> done = new HashSet<>();
    try (Statement st = to.createStatement();
        ResultSet rs = st.executeQuery("SELECT table_name FROM " + TargetTables.PROGRESS)) {
      while (rs.next()) {
        done.add(rs.getString(1));
      }
    }
    return done;
  }

  private static void forget(Connection to, String table) throws SQLException {
    try (PreparedStatement ps =
        to.prepareStatement("DELETE FROM " + TargetTables.PROGRESS + " WHERE table_name = ?")) {
      ps.setString(1, table);
      ps.executeUpdate();
    }
  }

  /** Empties and fills one table in one transaction, recorded as done in the same transaction. */
  private void copy(Connection from, Connection to, String table, List<Column> columns)
      throws SQLException {
    long total;
    try (Statement st = from.createStatement();
        ResultSet rs = st.executeQuery("SELECT COUNT(*) FROM " + TableSum.quote(table))) {
      total = rs.next() ? rs.getLong(1) : 0;
    }
    progress.started(table, total);
    String names =
        columns.stream().map(c -> TableSum.quote(c.name())).collect(Collectors.joining(", "));
    String marks = columns.stream().map(c -> "?").collect(Collectors.joining(", "));
    to.setAutoCommit(false);
    long copied = 0;
    try {
      try (Statement st = to.createStatement()) {
        st.execute("DELETE FROM " + TableSum.quote(table)); // a row left by a failed earlier run
      }
      try (Statement read = from.createStatement();
          ResultSet rs = read.executeQuery("SELECT " + names + " FROM " + TableSum.quote(table));
          PreparedStatement write =
              to.prepareStatement(
                  "INSERT INTO "
                      + TableSum.quote(table)
                      + " ("
                      + names
                      + ") VALUES ("
                      + marks
                      + ")")) {
        int inBatch = 0;
        while (rs.next()) {
          for (int i = 0; i < columns.size(); i++) {
            Column column = columns.get(i);
            column.write(write, i + 1, column.read(rs, i + 1));
          }
          write.addBatch();
          copied++;
          if (++inBatch == BATCH) {
            write.executeBatch();
            inBatch = 0;
            progress.copied(copied);
          }
        }
        if (inBatch > 0) {
          write.executeBatch();
        }
      }
      try (PreparedStatement ps =
          to.prepareStatement("INSERT INTO " + TargetTables.PROGRESS + " VALUES (?, ?)")) {
        ps.setString(1, table);
        ps.setLong(2, copied);
        ps.executeUpdate();
      }
      to.commit();
    } catch (SQLException | RuntimeException e) {
      to.rollback();
      throw new StorageException(
          "copying "
              + table
              + " failed after "
              + copied
              + " rows: "
              + firstLine(e)
              + " (nothing of "
              + table
              + " was kept; run the move again to go on)",
          e);
    } finally {
      to.setAutoCommit(true);
    }
    progress.copied(copied);
    progress.finished(table, copied);
  }

  private static String firstLine(Exception e) {
    SQLException next = e instanceof SQLException s ? s.getNextException() : null;
    String message = String.valueOf((next != null ? next : e).getMessage());
    return message.strip().lines().findFirst().orElse(message);
  }
}
