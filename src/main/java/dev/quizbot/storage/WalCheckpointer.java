package dev.quizbot.storage;

import java.sql.Connection;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.Duration;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.locks.LockSupport;
import javax.sql.DataSource;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * SQLite: copies the write-ahead log into the database file on a thread of its own, every {@link
 * #INTERVAL}, with a PASSIVE checkpoint (it never blocks a writer or a reader).
 *
 * <p>Why: by default the connection whose commit grows the log past 1,000 pages checkpoints it
 * inside that commit, and a checkpoint waits for two fsyncs. That connection is usually the answer
 * writer in the middle of a reaction burst: measured with {@code AnswerStoreCpuBench}, its wall
 * time per stored answer was 16–26 µs against 14–16 µs with no checkpoint in the way, at the same
 * CPU time. Here the wait happens beside the writer. Committing connections still checkpoint from
 * {@link #FALLBACK_PAGES} on, so the log stays bounded if this thread ever falls behind.
 */
final class WalCheckpointer implements AutoCloseable {
  private static final Logger log = LoggerFactory.getLogger(WalCheckpointer.class);

  static final Duration INTERVAL = Duration.ofMillis(250);

  /** The {@code wal_autocheckpoint} of every pooled connection: about 40 MB of log. */
  static final int FALLBACK_PAGES = 10_000;

  private final DataSource dataSource;
  private final Thread thread;
  private volatile boolean stopping;
  private boolean failureLogged;

  WalCheckpointer(DataSource dataSource) {
    this.dataSource = dataSource;
    this.thread = new Thread(this::run, "sqlite-checkpointer");
    this.thread.setDaemon(true);
  }

  void start() {
    thread.start();
  }

  /** Copies what the log holds now into the database file. */
  private void checkpointNow() {
    try (Connection c = dataSource.getConnection();
        Statement st = c.createStatement()) {
      st.execute("PRAGMA wal_checkpoint(PASSIVE)");
      failureLogged = false;
    } catch (SQLException | RuntimeException e) {
      if (!stopping && !failureLogged) {
        // Once per failure streak: the committing connections' fallback keeps the log bounded.
        log.warn("background checkpoint of the SQLite log failed: {}", e.getMessage());
        failureLogged = true;
      }
    }
  }

  private void run() {
    while (!stopping) {
      LockSupport.parkNanos(this, INTERVAL.toNanos());
      if (!stopping) {
        checkpointNow();
      }
    }
  }

  /** Stops the thread (waits for a running checkpoint); call before closing the pool. */
  @Override
  public void close() {
    stopping = true;
    LockSupport.unpark(thread);
    try {
      thread.join(TimeUnit.SECONDS.toMillis(10));
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    }
  }
}
