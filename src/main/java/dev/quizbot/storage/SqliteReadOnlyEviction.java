package dev.quizbot.storage;

import com.zaxxer.hikari.HikariDataSource;
import com.zaxxer.hikari.SQLExceptionOverride;
import java.sql.SQLException;

/**
 * Drops the pooled SQLite connections once one says the database is read-only (SQLITE_READONLY and
 * its extended codes). SQLite opens a file it cannot write (made immutable, mode 0444, a read-only
 * mount) read-only without a word, and that connection stays read-only after the file can be
 * written again: kept in the pool it refused every write until a restart, and the answer writer
 * retried on it for ever. The failing connection is evicted, and every other one is too (those in
 * use when they come back): any of them may have been opened during the outage, and one that only
 * read then, or checkpointed (which fails with an I/O error instead), would refuse the first write
 * after it. The pool opens the next connections afresh, which write once the file can be written.
 */
final class SqliteReadOnlyEviction implements SQLExceptionOverride {

  /** SQLite's primary result code for "attempt to write a readonly database". */
  static final int SQLITE_READONLY = 8;

  private volatile HikariDataSource pool;

  /** The pool whose connections all go when one says read-only; set once it is open. */
  void evictAllOf(HikariDataSource pool) {
    this.pool = pool;
  }

  @java.lang.Override
  public Override adjudicate(SQLException e) {
    // sqlite-jdbc gives the primary code; an extended one keeps it in the low byte.
    if ((e.getErrorCode() & 0xff) != SQLITE_READONLY) {
      return Override.CONTINUE_EVICT;
    }
    HikariDataSource all = pool;
    if (all != null && all.getHikariPoolMXBean() != null) {
      all.getHikariPoolMXBean().softEvictConnections();
    }
    return Override.MUST_EVICT;
  }
}
