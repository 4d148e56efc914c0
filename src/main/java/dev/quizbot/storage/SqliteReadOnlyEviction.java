package dev.quizbot.storage;

import com.zaxxer.hikari.SQLExceptionOverride;
import java.sql.SQLException;

/**
 * Drops a pooled SQLite connection that says the database is read-only (SQLITE_READONLY and its
 * extended codes). SQLite opens a file it cannot write (made immutable, mode 0444, a read-only
 * mount) read-only without a word, and that connection stays read-only after the file can be
 * written again: kept in the pool it refused every write until a restart, and the answer writer
 * retried on it for ever. Evicted, the pool opens the next connection afresh, which writes once the
 * file can be written.
 */
final class SqliteReadOnlyEviction implements SQLExceptionOverride {

  /** SQLite's primary result code for "attempt to write a readonly database". */
  static final int SQLITE_READONLY = 8;

  @java.lang.Override
  public Override adjudicate(SQLException e) {
    return (e.getErrorCode() & 0xff) == SQLITE_READONLY
        ? Override.MUST_EVICT
        : Override.CONTINUE_EVICT;
  }
}
