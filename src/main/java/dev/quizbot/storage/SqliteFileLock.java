package dev.quizbot.storage;

import java.io.IOException;
import java.nio.channels.FileChannel;
import java.nio.channels.FileLock;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ConcurrentMap;
import java.util.concurrent.locks.ReentrantLock;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Makes creating and migrating one SQLite file a turn-by-turn affair for every process (and every
 * pool in this one) that opens it: several shards started together on a database behind the bundled
 * migrations would otherwise all run Flyway at once, and the losers fail their start. Held only
 * while the file is created and migrated; the lock file ({@code <database>.lock}) stays, empty.
 */
final class SqliteFileLock implements AutoCloseable {
  private static final Logger log = LoggerFactory.getLogger(SqliteFileLock.class);

  // A JVM holds an OS file lock once per file: two pools in one process first queue here.
  private static final ConcurrentMap<Path, ReentrantLock> IN_PROCESS = new ConcurrentHashMap<>();

  private final ReentrantLock inProcess;
  private final FileChannel channel;
  private final FileLock lock;

  private SqliteFileLock(ReentrantLock inProcess, FileChannel channel, FileLock lock) {
    this.inProcess = inProcess;
    this.channel = channel;
    this.lock = lock;
  }

  /** Waits for and takes the lock of {@code database}'s file. */
  static SqliteFileLock acquire(Path database) throws IOException {
    Path key = database.toAbsolutePath().normalize();
    ReentrantLock inProcess = IN_PROCESS.computeIfAbsent(key, k -> new ReentrantLock());
    inProcess.lock();
    FileChannel channel = null;
    try {
      channel =
          FileChannel.open(
              key.resolveSibling(key.getFileName() + ".lock"),
              StandardOpenOption.CREATE,
              StandardOpenOption.WRITE);
      return new SqliteFileLock(inProcess, channel, lockSayingWhenWaiting(channel, key));
    } catch (IOException | RuntimeException e) {
      if (channel != null) {
        channel.close();
      }
      inProcess.unlock();
      throw e;
    }
  }

  /**
   * Takes the OS lock, first saying so when another process holds it: an operator whose start stops
   * here then sees why. Only other processes can hold it: this one's pools queue on the in-process
   * lock before, so {@code tryLock} never meets this JVM's own lock (it would throw).
   */
  private static FileLock lockSayingWhenWaiting(FileChannel channel, Path database)
      throws IOException {
    FileLock free = channel.tryLock();
    if (free != null) {
      return free;
    }
    log.info(
        "waiting for another Quizbot process that is creating or upgrading the database {}",
        database);
    return channel.lock();
  }

  /** Releases the lock; closing the channel releases it too, whatever {@code release} did. */
  @Override
  public void close() throws IOException {
    try (channel) {
      lock.release();
    } finally {
      inProcess.unlock();
    }
  }
}
