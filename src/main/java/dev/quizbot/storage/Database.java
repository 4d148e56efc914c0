package dev.quizbot.storage;

import com.zaxxer.hikari.HikariConfig;
import com.zaxxer.hikari.HikariDataSource;
import java.io.IOException;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.Optional;
import javax.sql.DataSource;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The one connection pool of the process, migrated by Flyway on open when it is behind.
 *
 * <p>Both SQLite (default, one file) and PostgreSQL run the same SQL migrations from {@code
 * db/migration}; stores take a {@link Database} and use plain JDBC so they work on either.
 */
public final class Database implements AutoCloseable {
  private static final Logger log = LoggerFactory.getLogger(Database.class);

  /** Which SQL flavour the JDBC URL speaks; stores use it only where the two differ. */
  public enum Dialect {
    SQLITE,
    POSTGRESQL
  }

  /** How long a PostgreSQL caller waits for a pooled connection (Hikari's default: 30 s). */
  static final java.time.Duration POSTGRES_CONNECTION_WAIT = java.time.Duration.ofSeconds(5);

  private final HikariDataSource dataSource;
  private final Dialect dialect;
  private final WalCheckpointer checkpointer; // SQLite only, else null
  private final DatabaseProbe probe;
  private SqliteRunLock runLock; // SQLite files only: says a bot has the file open

  private Database(HikariDataSource dataSource, Dialect dialect) {
    this.dataSource = dataSource;
    this.dialect = dialect;
    this.probe =
        new DatabaseProbe(
            driverOf(dataSource),
            dataSource.getJdbcUrl(),
            dataSource.getUsername(),
            dataSource.getPassword(),
            dialect);
    if (dialect == Dialect.SQLITE) {
      checkpointer = new WalCheckpointer(dataSource);
      checkpointer.start();
    } else {
      checkpointer = null;
    }
  }

  /** Opens a SQLite database file (created with its parent folders if missing) and migrates it. */
  public static Database openSqlite(Path file) {
    return open("jdbc:sqlite:" + file, null, null);
  }

  /** SQLite creates the file but not its folder: create it, as the default data/ is missing. */
  private static void createSqliteFolder(Path file) {
    try {
      Path parent = file.toAbsolutePath().getParent();
      if (parent != null) {
        OwnerOnlyFiles.createFolders(parent); // members' answers: owner-only, like the file
      }
    } catch (IOException | RuntimeException e) {
      throw new StorageException(
          "cannot create the folder for the database file "
              + file
              + ": "
              + (e instanceof IOException io ? FileFailure.of(io, file).inWords() : e.toString())
              + " (set database.url to a writable location)",
          e);
    }
  }

  /**
   * Opens any supported JDBC URL ({@code jdbc:sqlite:...} or {@code jdbc:postgresql://...}) and
   * applies pending migrations.
   */
  public static Database open(String jdbcUrl, String user, String password) {
    return open(jdbcUrl, user, password, true);
  }

  /** Opens a SQLite database that Flyway migrates itself, never from the template (the build). */
  static Database openMigrated(String jdbcUrl) {
    return open(jdbcUrl, null, null, false);
  }

  private static Database open(
      String jdbcUrl, String user, String password, boolean templateForNewFile) {
    if (dialectOf(jdbcUrl) != Dialect.SQLITE) {
      return openUnlocked(jdbcUrl, user, password, templateForNewFile);
    }
    Optional<Path> file = SqliteTemplate.fileOf(jdbcUrl);
    if (file.isEmpty()) {
      return openUnlocked(jdbcUrl, user, password, templateForNewFile); // in-memory or URI form
    }
    createSqliteFolder(file.get());
    SqliteRunLock running = SqliteRunLock.sharedOrNull(file.get());
    try {
      Database opened = openLocked(jdbcUrl, user, password, templateForNewFile, file.get());
      opened.runLock = running;
      return opened;
    } catch (RuntimeException e) {
      SqliteRunLock.closeQuietly(running);
      throw e;
    }
  }

  private static Database openLocked(
      String jdbcUrl, String user, String password, boolean templateForNewFile, Path sqliteFile) {
    Optional<Path> file = Optional.of(sqliteFile);
    SqliteFileLock lock;
    try {
      lock = SqliteFileLock.acquire(file.get());
    } catch (IOException | RuntimeException e) {
      // A folder the bot cannot write (opening goes on and the write probe says what is wrong), a
      // lock file left by another user, a file system without locks: said, not fatal.
      log.warn(
          "cannot lock {}.lock ({}); opening without it: processes started together may fail"
              + " to upgrade the database",
          file.get(),
          e.toString());
      return openUnlocked(jdbcUrl, user, password, templateForNewFile);
    }
    // Creating and migrating the file, one process at a time (see SqliteFileLock).
    Database opened = null;
    try (lock) {
      opened = openUnlocked(jdbcUrl, user, password, templateForNewFile);
      return opened;
    } catch (IOException e) {
      // Only the release failed (closing its channel released the lock anyway): keep the database.
      log.warn("releasing the lock of {} failed: {}", file.get(), e.toString());
      return opened;
    }
  }

  private static Database openUnlocked(
      String jdbcUrl, String user, String password, boolean templateForNewFile) {
    Dialect dialect = dialectOf(jdbcUrl);
    // A SQLite file's folder was made by open(), before its lock file.
    if (dialect == Dialect.SQLITE && templateForNewFile) {
      SqliteTemplate.fileOf(jdbcUrl).ifPresent(SqliteTemplate::createIfMissing);
    }
    HikariConfig config = new HikariConfig();
    SqliteReadOnlyEviction readOnlyEviction = new SqliteReadOnlyEviction();
    config.setJdbcUrl(jdbcUrl);
    // Named, not looked up through DriverManager: DriverManager finds drivers once per JVM with
    // the class loader of its first caller, which misses ours when a host (Maven's exec:java, an
    // application server) runs the code in a class loader of its own.
    config.setDriverClassName(
        dialect == Dialect.SQLITE ? "org.sqlite.JDBC" : "org.postgresql.Driver");
    config.setPoolName("quizbot-db");
    if (user != null) {
      config.setUsername(user);
    }
    if (password != null) {
      config.setPassword(password);
    }
    if (dialect == Dialect.SQLITE) {
      // WAL lets readers (leaderboards) run while a writer grades; busy_timeout makes
      // concurrent writers wait instead of failing with SQLITE_BUSY.
      config.addDataSourceProperty("journal_mode", "WAL");
      config.addDataSourceProperty("synchronous", "NORMAL");
      config.addDataSourceProperty("busy_timeout", "10000");
      config.addDataSourceProperty("foreign_keys", "true");
      // sqlite-jdbc's default runs a regex over every executed statement and, for an INSERT,
      // prepares and runs "SELECT last_insert_rowid()" after it, for getGeneratedKeys(), which
      // nothing here calls (ids come from the application). That was about a quarter of the CPU
      // of recording an answer's review (two INSERTs a review; issue 16's P8).
      config.addDataSourceProperty("jdbc.get_generated_keys", "false");
      // Every explicit transaction here writes, and most read first (the answer store reads the
      // members' totals before it adds to them). In SQLite's default deferred mode such a
      // transaction cannot take the write lock once another connection (another process on the
      // same file, or another pool connection) committed after its read: it fails at once with
      // SQLITE_BUSY, busy_timeout or not. BEGIN IMMEDIATE takes the write lock first, waiting up
      // to busy_timeout; autocommit reads do not begin transactions and are not affected.
      config.addDataSourceProperty("transaction_mode", "IMMEDIATE");
      // Checkpoints run on their own thread (WalCheckpointer); a commit checkpoints only past this.
      config.setConnectionInitSql("PRAGMA wal_autocheckpoint = " + WalCheckpointer.FALLBACK_PAGES);
      config.setMaximumPoolSize(4);
      config.setExceptionOverride(readOnlyEviction);
    } else {
      config.setMaximumPoolSize(10);
      // A connection the pool cannot hand out within 5 s means the server is away, not busy: the
      // caller fails then and says why (the answer writer retries and logs the cause once)
      // instead of waiting Hikari's default 30 s. SQLite keeps the default: its connections are
      // local files, and a wait there is other writers' busy_timeout, not an outage.
      config.setConnectionTimeout(POSTGRES_CONNECTION_WAIT.toMillis());
    }
    config.setMinimumIdle(1);
    config.setInitializationFailTimeout(5_000);
    HikariDataSource dataSource;
    try {
      dataSource = new HikariDataSource(config);
      readOnlyEviction.evictAllOf(dataSource);
    } catch (RuntimeException e) {
      throw new StorageException(
          "cannot open the database at " + redact(jdbcUrl) + ": " + rootMessage(e), e);
    }
    try {
      new SchemaMigrator(MigrationIndex.bundled()).migrate(dataSource);
    } catch (RuntimeException e) {
      dataSource.close();
      throw new StorageException(
          "cannot migrate the database at " + redact(jdbcUrl) + ": " + rootMessage(e), e);
    }
    if (dialect == Dialect.SQLITE) {
      try {
        probeWrite(dataSource);
      } catch (SQLException e) {
        dataSource.close();
        // SQLITE_BUSY / SQLITE_LOCKED: writable, but another process holds the write lock.
        int primary =
            e.getErrorCode() & 0xff; // extended result codes keep the primary in the low byte
        boolean busy = primary == 5 || primary == 6;
        throw new StorageException(
            "cannot write the database at "
                + redact(jdbcUrl)
                + ": "
                + e.getMessage()
                + (busy
                    ? " (another process is writing it, e.g. a second bot still running: stop it,"
                        + " or give this bot its own database.url)"
                    : " (make the file and its folder writable by the user running quizbot, or"
                        + " set database.url to a writable location)"),
            e);
      }
    }
    return new Database(dataSource, dialect);
  }

  /**
   * SQLite opens a file it may not write (left owned by root by an earlier container, or on a
   * read-only volume) read-only without a word, and migrations with nothing to do pass: the bot
   * would start and then lose every answer. A table created and rolled back needs the write lock,
   * and leaves nothing behind.
   */
  private static void probeWrite(DataSource dataSource) throws SQLException {
    try (Connection c = dataSource.getConnection()) {
      c.setAutoCommit(false);
      try (Statement st = c.createStatement()) {
        st.execute("CREATE TABLE quizbot_write_probe (x INTEGER)");
      } catch (SQLException refused) {
        // The refusal is the cause to report: a read-only connection is dropped from the pool
        // at once (SqliteReadOnlyEviction), so the rollback after it fails on a closed one.
        try {
          c.rollback();
        } catch (SQLException closed) {
          refused.addSuppressed(closed);
        }
        throw refused;
      }
      c.rollback();
      c.setAutoCommit(true);
    }
  }

  public DataSource dataSource() {
    return dataSource;
  }

  public Connection connection() throws SQLException {
    return dataSource.getConnection();
  }

  /** Work that runs inside one transaction on the connection it is given. */
  @FunctionalInterface
  public interface TransactionWork<T> {
    T run(Connection connection) throws SQLException;
  }

  /**
   * Runs {@code work} in one transaction: committed when it returns, rolled back when it throws
   * (the exception is rethrown), and the pooled connection handed back in auto-commit mode.
   *
   * <p>The first failure is the one thrown: SQLite rolls a transaction back itself on some errors
   * (SQLITE_FULL, SQLITE_IOERR), and the rollback or auto-commit switch that follows then fails
   * with "cannot rollback - no transaction is active", which used to replace the real cause. Such
   * later failures are attached to it as suppressed.
   */
  public <T> T inTransaction(TransactionWork<T> work) throws SQLException {
    try (Connection c = dataSource.getConnection()) {
      c.setAutoCommit(false);
      T result;
      try {
        result = work.run(c);
        c.commit();
      } catch (SQLException | RuntimeException e) {
        afterFailure(c, e);
        throw e;
      }
      c.setAutoCommit(true);
      return result;
    }
  }

  /**
   * Rolls back and restores auto-commit after {@code first}; their own failures are suppressed,
   * except "no transaction is active": SQLite rolled back already, which is what was wanted.
   */
  private static void afterFailure(Connection c, Exception first) {
    try {
      c.rollback();
    } catch (SQLException | RuntimeException e) {
      suppressUnlessRolledBack(first, e);
    }
    try {
      c.setAutoCommit(true); // the SQLite driver sends a commit here, with nothing to commit
    } catch (SQLException | RuntimeException e) {
      suppressUnlessRolledBack(first, e);
    }
  }

  private static void suppressUnlessRolledBack(Exception first, Exception later) {
    String message = later.getMessage();
    if (message == null || !message.contains("no transaction is active")) {
      first.addSuppressed(later);
    }
  }

  public Dialect dialect() {
    return dialect;
  }

  /**
   * True when the database answers on a connection of its own, within about half a second (and, on
   * SQLite, takes a write): the health check. Never waits for the pool.
   */
  public boolean isAnswering() {
    return probe.problem().isEmpty();
  }

  /** Why {@link #isAnswering} is false, in plain words; empty when it is true. */
  public Optional<String> probeProblem() {
    return probe.problem();
  }

  private static java.sql.Driver driverOf(HikariDataSource dataSource) {
    try {
      return (java.sql.Driver)
          Class.forName(dataSource.getDriverClassName(), true, Database.class.getClassLoader())
              .getDeclaredConstructor()
              .newInstance();
    } catch (ReflectiveOperationException e) {
      throw new StorageException("cannot load the driver " + dataSource.getDriverClassName(), e);
    }
  }

  /** SQLite: copies the write-ahead log into the database file and empties it (the build). */
  void checkpoint() {
    try (Connection c = connection();
        Statement st = c.createStatement()) {
      st.execute("PRAGMA wal_checkpoint(TRUNCATE)");
    } catch (SQLException e) {
      throw new StorageException("cannot checkpoint the database: " + e.getMessage(), e);
    }
  }

  @Override
  public void close() {
    if (checkpointer != null) {
      checkpointer.close();
    }
    dataSource.close();
    SqliteRunLock.closeQuietly(runLock);
  }

  private static Dialect dialectOf(String jdbcUrl) {
    if (jdbcUrl.startsWith("jdbc:sqlite:")) {
      return Dialect.SQLITE;
    }
    if (jdbcUrl.startsWith("jdbc:postgresql:")) {
      return Dialect.POSTGRESQL;
    }
    throw new StorageException(
        "unsupported database URL "
            + redact(jdbcUrl)
            + ": use jdbc:sqlite:PATH or jdbc:postgresql://HOST/DB");
  }

  /** Never print a password that a URL might carry. */
  private static String redact(String jdbcUrl) {
    return jdbcUrl.replaceAll("(?i)(password=)[^&;]*", "$1***");
  }

  private static String rootMessage(Throwable e) {
    Throwable t = e;
    while (t.getCause() != null && t.getCause() != t) {
      t = t.getCause();
    }
    return t.getMessage() == null ? t.getClass().getSimpleName() : t.getMessage();
  }
}
