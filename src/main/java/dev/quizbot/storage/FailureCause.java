package dev.quizbot.storage;

import java.net.ConnectException;
import java.net.SocketTimeoutException;
import java.net.UnknownHostException;
import java.sql.SQLException;
import java.sql.SQLTransientConnectionException;
import org.sqlite.SQLiteException;

/**
 * Names why a database operation failed in words an admin acts on: "the disk is full", "the
 * database file is read-only", "PostgreSQL refused the connection". The cause is looked for down
 * the whole chain of causes (the pool, the driver and our own {@link StorageException} each wrap
 * it), and the driver's code is kept in brackets for a search.
 */
public final class FailureCause {
  private FailureCause() {}

  /** Plain words for the deepest cause that is recognised, else the deepest message. */
  public static String describe(Throwable failure) {
    String recognised = null;
    Throwable deepest = failure;
    for (Throwable t = failure; t != null; t = t.getCause()) {
      String words = words(t);
      if (words != null) {
        recognised = words; // the deepest recognised cause wins: the pool's timeout wraps it
      }
      deepest = t;
      if (t.getCause() == t) {
        break;
      }
    }
    if (recognised != null) {
      return recognised;
    }
    String message = deepest.getMessage();
    return message == null ? deepest.getClass().getSimpleName() : message;
  }

  private static String words(Throwable t) {
    String message = t.getMessage() == null ? "" : t.getMessage();
    if (t instanceof ConnectException) {
      return "the database server refused the connection (" + message + "): is it running?";
    }
    if (t instanceof UnknownHostException) {
      return "the database server's host name is unknown (" + message + ")";
    }
    if (t instanceof SocketTimeoutException) {
      return "the database server did not answer in time (" + message + ")";
    }
    if (!(t instanceof SQLException e)) {
      return null;
    }
    int sqlite = sqliteCode(e);
    if (sqlite >= 0) {
      return sqlite(sqlite, message);
    }
    String state = e.getSQLState() == null ? "" : e.getSQLState();
    if (state.equals("53100")) {
      return "the database server's disk is full (PostgreSQL 53100 disk_full)";
    }
    if (state.equals("25006")) {
      return "the database server accepts no writes (PostgreSQL 25006: a read-only server or"
          + " replica)";
    }
    if (state.startsWith("08")) {
      return message.contains("refused")
          ? "PostgreSQL refused the connection (" + message + "): is the server running?"
          : "the connection to PostgreSQL failed (" + state + ": " + message + ")";
    }
    if (state.startsWith("57P")) {
      return "PostgreSQL is shutting down or starting up (" + state + ": " + message + ")";
    }
    if (t instanceof SQLTransientConnectionException) {
      return "no database connection within the pool's wait (" + message + ")";
    }
    return null;
  }

  /**
   * SQLite's primary result code of the deepest SQLite error in {@code failure}'s causes (an
   * extended code such as {@code SQLITE_IOERR_WRITE} reduced to {@code SQLITE_IOERR}); -1 when
   * there is none.
   */
  public static int deepestSqliteCode(Throwable failure) {
    int code = -1;
    for (Throwable t = failure; t != null; t = t.getCause()) {
      if (t instanceof SQLException e && sqliteCode(e) >= 0) {
        code = sqliteCode(e);
      }
      if (t.getCause() == t) {
        break;
      }
    }
    return code;
  }

  /**
   * The primary result code of one SQLite error, -1 for another database's: the driver's result
   * code, else the error code of a message naming {@code SQLITE_} (SQLite keeps the primary code in
   * the error code's low byte).
   */
  private static int sqliteCode(SQLException e) {
    if (e instanceof SQLiteException sqlite
        && sqlite.getResultCode() != null
        && sqlite.getResultCode().code >= 0) {
      return sqlite.getResultCode().code & 0xff;
    }
    String message = e.getMessage();
    return message != null && message.contains("SQLITE_") ? e.getErrorCode() & 0xff : -1;
  }

  /** Plain words for SQLite's primary result code {@code primary}. */
  private static String sqlite(int primary, String message) {
    return switch (primary) {
      case 13 -> "the disk is full (SQLITE_FULL): free space where the database file lives";
      case 8 ->
          "the database file is read-only (SQLITE_READONLY: its permissions, a read-only mount or"
              + " chattr +i)";
      case 10 ->
          "the disk refused a write (SQLITE_IOERR: a full disk, a file made immutable with chattr"
              + " +i, or a failing disk): "
              + message;
      case 14 ->
          "the database file cannot be opened (SQLITE_CANTOPEN: deleted, moved or not"
              + " readable)";
      case 5, 6 ->
          "the database is locked by another writer for longer than the busy timeout"
              + " (SQLITE_BUSY)";
      case 11, 26 -> "the database file is damaged (SQLITE_CORRUPT / SQLITE_NOTADB)";
      default -> message;
    };
  }
}
