package dev.quizbot.storage;

import java.sql.Connection;
import java.sql.Driver;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.Duration;
import java.util.Optional;
import java.util.Properties;

/**
 * The health check's own look at the database, outside the pool: a pool that lost its server waits
 * up to 30 s for a connection, and a pooled connection answers {@code SELECT 1} while its file can
 * no longer be written. Each probe opens a connection of its own with short timeouts and, on
 * SQLite, also takes the write lock and creates a table it rolls back (as the start-up write probe
 * does), so a file made read-only or immutable counts as failing.
 */
final class DatabaseProbe {
  /** The probe's own budget; the health server's per-request budget bounds it as well. */
  static final Duration TIMEOUT = Duration.ofMillis(500);

  private final Driver driver;
  private final String url;
  private final Properties properties;
  private final Database.Dialect dialect;

  DatabaseProbe(Driver driver, String url, String user, String password, Database.Dialect dialect) {
    this.driver = driver;
    this.url = url;
    this.dialect = dialect;
    this.properties = new Properties();
    if (user != null) {
      properties.setProperty("user", user);
    }
    if (password != null) {
      properties.setProperty("password", password);
    }
    if (dialect == Database.Dialect.SQLITE) {
      properties.setProperty("busy_timeout", Long.toString(TIMEOUT.toMillis()));
      // SQLITE_OPEN_READWRITE without SQLITE_OPEN_CREATE: a deleted file is a failure, not a new
      // empty database.
      properties.setProperty("open_mode", "2");
    } else {
      // Whole seconds only in the PostgreSQL driver: 1 s, the health server stops waiting sooner.
      properties.setProperty("connectTimeout", "1");
      properties.setProperty("socketTimeout", "1");
      properties.setProperty("loginTimeout", "1");
    }
  }

  /** Empty when the database answers (and, on SQLite, takes a write); else why not. */
  Optional<String> problem() {
    try (Connection c = driver.connect(url, properties)) {
      if (c == null) {
        return Optional.of("the driver does not accept " + url);
      }
      if (dialect == Database.Dialect.SQLITE) {
        probeSqliteWrite(c);
      } else {
        try (Statement st = c.createStatement()) {
          st.setQueryTimeout(1);
          st.execute("SELECT 1");
        }
      }
      return Optional.empty();
    } catch (SQLException | RuntimeException e) {
      if (dialect == Database.Dialect.SQLITE && isBusy(e)) {
        return Optional.empty(); // writable: another connection holds the write lock right now
      }
      return Optional.of(FailureCause.describe(e));
    }
  }

  private static void probeSqliteWrite(Connection c) throws SQLException {
    c.setAutoCommit(false);
    try (Statement st = c.createStatement()) {
      st.execute("CREATE TABLE quizbot_health_probe (x INTEGER)");
    } finally {
      try {
        c.rollback();
      } catch (SQLException ignored) {
        // SQLite rolled back itself after the failure thrown above
      }
    }
  }

  private static boolean isBusy(Throwable e) {
    for (Throwable t = e; t != null && t.getCause() != t; t = t.getCause()) {
      if (t instanceof SQLException sql && sql.getMessage() != null) {
        int primary = sql.getErrorCode() & 0xff;
        if (sql.getMessage().contains("SQLITE_BUSY")
            || primary == 5 && sql.getMessage().contains("SQLITE")) {
          return true;
        }
      }
    }
    return false;
  }
}
