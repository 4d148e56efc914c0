package dev.quizbot.storage;

import java.net.ConnectException;
import java.net.SocketTimeoutException;
import java.net.UnknownHostException;
import java.sql.SQLException;
import java.sql.SQLTransientConnectionException;

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
    if (message.contains("SQLITE_")) {
      return sqlite(e.getErrorCode() & 0xff, message);
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

  /** SQLite keeps its primary result code in the error code's low byte. */
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
