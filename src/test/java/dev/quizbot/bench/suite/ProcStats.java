package dev.quizbot.bench.suite;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;

/** Reads another process's resident memory and CPU time from Linux's /proc. */
final class ProcStats {
  /** Clock ticks per second of /proc/PID/stat; 100 on every Linux this runs on. */
  static final long TICKS_PER_SECOND = 100;

  private ProcStats() {}

  /** VmRSS of the process in bytes. */
  static long rssBytes(long pid) {
    for (String line : lines(Path.of("/proc", Long.toString(pid), "status"))) {
      if (line.startsWith("VmRSS:")) {
        String[] parts = line.trim().split("\\s+");
        return Long.parseLong(parts[1]) * 1024;
      }
    }
    throw new IllegalStateException("no VmRSS for process " + pid);
  }

  /**
   * User + system CPU time of the process in nanoseconds (all threads, exited ones included), at
   * the 10 ms resolution of the kernel's clock ticks.
   */
  static long cpuNanos(long pid) {
    String stat = String.join(" ", lines(Path.of("/proc", Long.toString(pid), "stat")));
    // The command name (field 2) may hold spaces: count fields after its closing parenthesis.
    String[] fields = stat.substring(stat.lastIndexOf(')') + 2).split(" ");
    long utime = Long.parseLong(fields[11]);
    long stime = Long.parseLong(fields[12]);
    return (utime + stime) * (1_000_000_000L / TICKS_PER_SECOND);
  }

  /**
   * On-CPU nanoseconds of each live thread of the process (first field of
   * /proc/PID/task/TID/schedstat), keyed by thread id: nanosecond resolution where {@link
   * #cpuNanos} has 10 ms ticks, which is 20 % of a 1,000-answer burst. Threads that exit are not in
   * it; compare two snapshots with {@link #cpuNanosBetween}.
   */
  static java.util.Map<Long, Long> threadCpuNanos(long pid) {
    java.util.Map<Long, Long> threads = new java.util.HashMap<>();
    Path tasks = Path.of("/proc", Long.toString(pid), "task");
    try (var dirs = Files.list(tasks)) {
      for (Path task : (Iterable<Path>) dirs::iterator) {
        try {
          String first = Files.readString(task.resolve("schedstat")).trim().split("\\s+")[0];
          threads.put(Long.parseLong(task.getFileName().toString()), Long.parseLong(first));
        } catch (IOException | RuntimeException exited) {
          // the thread ended while we listed: it is not running any more
        }
      }
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    return threads;
  }

  /**
   * CPU nanoseconds the process's threads used between two {@link #threadCpuNanos} snapshots
   * (threads started in between count from 0; time of threads that ended in between is lost).
   */
  static long cpuNanosBetween(java.util.Map<Long, Long> before, java.util.Map<Long, Long> after) {
    long sum = 0;
    for (var e : after.entrySet()) {
      sum += Math.max(0, e.getValue() - before.getOrDefault(e.getKey(), 0L));
    }
    return sum;
  }

  /** Thread names of the process by thread id (/proc/PID/task/TID/comm). */
  static java.util.Map<Long, String> threadNames(long pid) {
    java.util.Map<Long, String> names = new java.util.HashMap<>();
    try (var dirs = Files.list(Path.of("/proc", Long.toString(pid), "task"))) {
      for (Path task : (Iterable<Path>) dirs::iterator) {
        try {
          names.put(
              Long.parseLong(task.getFileName().toString()),
              Files.readString(task.resolve("comm")).trim());
        } catch (IOException | RuntimeException exited) {
          // gone meanwhile
        }
      }
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    return names;
  }

  /** The 1-minute load average, or -1 where /proc/loadavg is missing. */
  static double loadAverage() {
    try {
      return Double.parseDouble(Files.readString(Path.of("/proc/loadavg")).trim().split("\\s+")[0]);
    } catch (IOException | RuntimeException e) {
      return -1;
    }
  }

  private static java.util.List<String> lines(Path file) {
    try {
      return Files.readAllLines(file);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }
}
