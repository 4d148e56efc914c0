package dev.quizbot.storage;

import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.Locale;
import java.util.Optional;
import javax.sql.DataSource;
import org.postgresql.ds.PGSimpleDataSource;
import org.sqlite.SQLiteConfig;
import org.sqlite.SQLiteDataSource;

/**
 * The bot's database opened for reading only, by command-line tools ({@code quizbot items}) that
 * may run while the bot is up: no migration, no template copy, no lock file, no write probe, and
 * nothing created when the database is missing. Each connection is opened read-only (SQLite's
 * {@code SQLITE_OPEN_READONLY}; PostgreSQL's read-only transactions), so a tool can never change
 * what the bot stores. Not pooled: a tool needs a connection or two.
 */
public final class ReadOnlyDataSource {

  private final DataSource dataSource;

  private ReadOnlyDataSource(DataSource dataSource) {
    this.dataSource = dataSource;
  }

  /**
   * Opens {@code jdbcUrl} for reading and checks that it holds the bot's tables.
   *
   * @throws StorageException with a one-line cause and remedy when the file is missing, the server
   *     cannot be reached, or the database is not a Quizbot database
   */
  public static ReadOnlyDataSource open(String jdbcUrl, String user, String password) {
    DataSource ds;
    if (jdbcUrl.startsWith("jdbc:sqlite:")) {
      Optional<Path> file = SqliteTemplate.fileOf(jdbcUrl);
      if (file.isPresent() && !Files.isRegularFile(file.get())) {
        throw new StorageException(
            "no database file at "
                + file.get()
                + " (the bot creates it at its first start; set database.url to the bot's"
                + " database)");
      }
      SQLiteConfig config = new SQLiteConfig();
      config.setReadOnly(true);
      config.setBusyTimeout(10_000);
      SQLiteDataSource sqlite = new SQLiteDataSource(config);
      sqlite.setUrl(jdbcUrl);
      ds = sqlite;
    } else if (jdbcUrl.startsWith("jdbc:postgresql:")) {
      PGSimpleDataSource pg = new PGSimpleDataSource();
      pg.setURL(jdbcUrl);
      if (user != null) {
        pg.setUser(user);
      }
      if (password != null) {
        pg.setPassword(password);
      }
      pg.setReadOnly(true);
      pg.setConnectTimeout(5);
      ds = pg;
    } else {
      throw new StorageException(
          "unsupported database URL: use jdbc:sqlite:PATH or jdbc:postgresql://HOST/DB");
    }
    ReadOnlyDataSource opened = new ReadOnlyDataSource(ds);
    opened.requireQuizbotTables(jdbcUrl);
    return opened;
  }

  public DataSource dataSource() {
    return dataSource;
  }

  /** True when the database has {@code table} (a database from before its migration may not). */
  public boolean hasTable(String table) {
    return hasColumn(table, "1");
  }

  /**
   * True when {@code table} has {@code column} (a database from before its migration may not; a
   * constant such as "1" asks for the table alone).
   */
  public boolean hasColumn(String table, String column) {
    try (Connection c = dataSource.getConnection();
        Statement st = c.createStatement()) {
      st.executeQuery("SELECT " + column + " FROM " + table + " WHERE 1 = 0").close();
      return true;
    } catch (SQLException e) {
      return false;
    }
  }

  private void requireQuizbotTables(String jdbcUrl) {
    String where = jdbcUrl.replaceAll("(?i)(password=)[^&;]*", "$1***");
    try (Connection c = dataSource.getConnection();
        Statement st = c.createStatement();
        ResultSet rs =
            st.executeQuery("SELECT 1 FROM answers JOIN rounds USING (round_id) WHERE 1 = 0")) {
      rs.next();
    } catch (SQLException e) {
      String message = String.valueOf(e.getMessage()).toLowerCase(Locale.ROOT);
      if (message.contains("no such table") || message.contains("does not exist")) {
        throw new StorageException(
            "the database at "
                + where
                + " is not a Quizbot database (it has no answers table)"
                + "; set database.url to the bot's database",
            e);
      }
      throw new StorageException(
          "cannot open the database at "
              + where
              + ": "
              + firstLine(e.getMessage())
              + " (check database.url, database.user and database.password)",
          e);
    }
  }

  private static String firstLine(String message) {
    return message == null ? "unknown error" : message.strip().lines().findFirst().orElse("");
  }
}
