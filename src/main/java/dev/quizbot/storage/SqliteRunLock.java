package dev.quizbot.storage;

import java.io.IOException;
import java.nio.channels.FileChannel;
import java.nio.channels.FileLock;
import java.nio.channels.OverlappingFileLockException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.HashMap;
import java.util.Map;
import java.util.Optional;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Says whether a bot has a SQLite database open: every open {@link Database} on a file holds a
 * shared OS lock on {@code <database>.running} for as long as it is open (several shards may share
 * a file); a tool that replaces the file ({@code quizbot restore}, {@code quizbot move}) takes it
 * exclusively, or refuses. The OS drops the lock when a process dies, so a crashed bot never blocks
 * a restore.
 *
 * <p>A file of its own, not {@code <database>.lock}: POSIX drops every lock a process holds on a
 * file when any of its descriptors of that file is closed, and the migration lock's channel is
 * closed after each start. A JVM holds one OS lock per file, so its holders are counted here.
 */
public final class SqliteRunLock implements AutoCloseable {
  private static final Logger log = LoggerFactory.getLogger(SqliteRunLock.class);

  private static final Map<Path, Held> HELD = new HashMap<>();

  private final Path key;
  private boolean closed;

  private SqliteRunLock(Path key) {
    this.key = key;
  }

  private record Held(FileChannel channel, FileLock lock, boolean exclusive, int holders) {}

  /** The lock file of {@code database}. */
  public static Path fileOf(Path database) {
    Path key = real(database);
    return key.resolveSibling(key.getFileName() + ".running");
  }

  /**
   * The database's path with links followed (its folder's when the file does not exist yet): a bot
   * given a link and a restore given the real file must meet at the same lock, and a restore
   * replaces the file the link points to, not the link.
   */
  public static Path real(Path database) {
    Path path = database.toAbsolutePath().normalize();
    try {
      if (Files.exists(path)) {
        return path.toRealPath();
      }
      Path parent = path.getParent();
      return parent != null && Files.isDirectory(parent)
          ? parent.toRealPath().resolve(path.getFileName())
          : path;
    } catch (IOException e) {
      return path; // unreadable on the way: the lock and the open fail with their own messages
    }
  }

  /**
   * Marks {@code database} as open by a bot; waits (saying so) while a tool holds it exclusively.
   */
  static SqliteRunLock shared(Path database) throws IOException {
    Path key = fileOf(database);
    synchronized (HELD) {
      Held held = HELD.get(key);
      if (held != null && !held.exclusive()) {
        HELD.put(key, new Held(held.channel(), held.lock(), false, held.holders() + 1));
        return new SqliteRunLock(key);
      }
      if (held != null) {
        throw new IOException("a restore or move in this process holds " + key);
      }
      FileChannel channel = open(key);
      try {
        FileLock lock = channel.tryLock(0, Long.MAX_VALUE, true);
        if (lock == null) {
          log.info("waiting for a restore or move of the database {} to finish", database);
          lock = channel.lock(0, Long.MAX_VALUE, true);
        }
        HELD.put(key, new Held(channel, lock, false, 1));
        return new SqliteRunLock(key);
      } catch (IOException | RuntimeException e) {
        channel.close();
        throw e;
      }
    }
  }

  /** As {@link #shared}, or null (said in a WARN) when the lock file cannot be had. */
  static SqliteRunLock sharedOrNull(Path database) {
    try {
      return shared(database);
    } catch (IOException | RuntimeException e) {
      log.warn(
          "cannot lock {} ({}); quizbot restore cannot tell that this bot uses the database",
          fileOf(database),
          e.toString());
      return null;
    }
  }

  static void closeQuietly(SqliteRunLock lock) {
    if (lock == null) {
      return;
    }
    try {
      lock.close();
    } catch (IOException e) {
      log.warn("releasing {} failed: {}", lock.key, e.toString());
    }
  }

  /**
   * Takes {@code database} for a tool that replaces or reads it whole, or returns empty when a bot
   * (of this or another process) has it open.
   */
  public static Optional<SqliteRunLock> exclusive(Path database) throws IOException {
    Path key = fileOf(database);
    synchronized (HELD) {
      if (HELD.containsKey(key)) {
        return Optional.empty(); // never open a second channel: closing it drops this JVM's lock
      }
      FileChannel channel = open(key);
      FileLock lock;
      try {
        lock = channel.tryLock(0, Long.MAX_VALUE, false);
      } catch (IOException | OverlappingFileLockException e) {
        channel.close();
        throw e;
      }
      if (lock == null) {
        channel.close();
        return Optional.empty();
      }
      HELD.put(key, new Held(channel, lock, true, 1));
      return Optional.of(new SqliteRunLock(key));
    }
  }

  private static FileChannel open(Path key) throws IOException {
    // READ for shared locks, WRITE for exclusive ones (POSIX fcntl needs the matching access).
    return FileChannel.open(
        key, StandardOpenOption.CREATE, StandardOpenOption.READ, StandardOpenOption.WRITE);
  }

  @Override
  public void close() throws IOException {
    synchronized (HELD) {
      Held held = HELD.get(key);
      if (closed || held == null) {
        return;
      }
      closed = true;
      if (held.holders() > 1) {
        HELD.put(key, new Held(held.channel(), held.lock(), held.exclusive(), held.holders() - 1));
        return;
      }
      HELD.remove(key);
      try (FileChannel channel = held.channel()) {
        held.lock().release();
      }
    }
  }
}
