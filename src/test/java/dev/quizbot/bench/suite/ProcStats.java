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
