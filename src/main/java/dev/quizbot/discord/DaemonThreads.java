package dev.quizbot.discord;

import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.ThreadFactory;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * The adapter's background threads: daemons (the stop closes them in order; none may hold the JVM
 * open after it) named for thread dumps and log lines.
 */
public final class DaemonThreads {
  private DaemonThreads() {}

  /** Threads named {@code name}, or {@code name-1}, {@code name-2}, ... when {@code numbered}. */
  public static ThreadFactory named(String name, boolean numbered) {
    AtomicInteger count = new AtomicInteger();
    return task -> {
      Thread t = new Thread(task, numbered ? name + "-" + count.incrementAndGet() : name);
      t.setDaemon(true);
      return t;
    };
  }

  /** One thread running tasks in order. */
  public static ExecutorService single(String name) {
    return Executors.newSingleThreadExecutor(named(name, false));
  }

  /** One thread running timed tasks in order. */
  public static ScheduledExecutorService scheduler(String name) {
    return Executors.newSingleThreadScheduledExecutor(named(name, false));
  }
}
