package dev.quizbot.storage;

import static org.assertj.core.api.Assertions.assertThat;

import ch.qos.logback.classic.Level;
import ch.qos.logback.classic.Logger;
import ch.qos.logback.classic.spi.ILoggingEvent;
import ch.qos.logback.core.read.ListAppender;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.slf4j.LoggerFactory;

/**
 * README "Several bot processes": shards on one SQLite file create and upgrade it one at a time.
 * The other process here is a real one (a child JVM), so this is the OS lock on {@code <db>.lock}
 * at work, not the in-process queue ConcurrentUpgradeTest and SqliteTemplateRaceTest see.
 */
final class SqliteFileLockAcrossProcessesTest {
  private static final String WAITING = "another Quizbot process";

  @TempDir Path dir;
  private Path file;
  private final ListAppender<ILoggingEvent> logs = new ListAppender<>();
  private final ExecutorService opener = Executors.newSingleThreadExecutor();

  @BeforeEach
  void captureLockLines() {
    file = dir.resolve("quizbot.db");
    logs.start();
    lockLogger().addAppender(logs);
  }

  @AfterEach
  void stop() {
    lockLogger().detachAppender(logs);
    opener.shutdownNow();
  }

  @Test
  @DisplayName("A file locked by another process opens only once that process lets go, migrated")
  void openWaitsForTheOtherProcess() throws Exception {
    // GIVEN another process holding the lock of a database file not created yet
    try (LockHoldingProcess other = LockHoldingProcess.start(file)) {

      // WHEN this process opens the file
      Future<Database> opening = openInBackground();

      // THEN it is still waiting a second later, the file untouched; once the other process lets
      // go, it opens the file on the current schema
      Thread.sleep(1_000);
      assertThat(opening).as("the open, while the other process holds the lock").isNotDone();
      assertThat(file).doesNotExist();
      assertThat(other.release()).as("the lock-holding process's exit status").isZero();
      try (Database db = opening.get(30, TimeUnit.SECONDS)) {
        assertThat(new SchemaMigrator(MigrationIndex.bundled()).isCurrent(db.dataSource()))
            .isTrue();
      }
    }
  }

  @Test
  @DisplayName("Waiting for another process's lock is said once, at INFO, naming the file")
  void waitingIsLogged() throws Exception {
    // GIVEN another process holding the lock of a database file
    try (LockHoldingProcess other = LockHoldingProcess.start(file)) {

      // WHEN this process opens the file, and the other lets go once the open waits
      Future<Database> opening = openInBackground();
      awaitWaitingLineOrOpened(opening);
      other.release();
      opening.get(30, TimeUnit.SECONDS).close();

      // THEN one INFO line said the open waits for another process, naming the file
      assertThat(waitingLines())
          .singleElement()
          .satisfies(
              line -> {
                assertThat(line.getLevel()).isEqualTo(Level.INFO);
                assertThat(line.getFormattedMessage()).contains(file.toString());
              });
    }
  }

  @Test
  @DisplayName("Opening a file nobody else holds says nothing about waiting")
  void freeLockIsSilent() {
    // GIVEN no other process on the database file

    // WHEN this process opens it
    Database.openSqlite(file).close();

    // THEN no line says it waited
    assertThat(waitingLines()).isEmpty();
  }

  private Future<Database> openInBackground() {
    return opener.submit(() -> Database.openSqlite(file));
  }

  /** Until the open says it waits (or, were it not to wait, has opened); at most 30 s. */
  private void awaitWaitingLineOrOpened(Future<Database> opening) throws InterruptedException {
    long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(30);
    while (waitingLines().isEmpty() && !opening.isDone() && System.nanoTime() < deadline) {
      Thread.sleep(20);
    }
  }

  /** The lock's lines that speak of waiting; under the appender's lock, as the opener appends. */
  private List<ILoggingEvent> waitingLines() {
    synchronized (logs) {
      return logs.list.stream().filter(e -> e.getFormattedMessage().contains(WAITING)).toList();
    }
  }

  private static Logger lockLogger() {
    return (Logger) LoggerFactory.getLogger(SqliteFileLock.class);
  }
}
