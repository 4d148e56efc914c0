package dev.quizbot.bench;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadInfo;
import java.lang.management.ThreadMXBean;
import java.util.Map;
import java.util.TreeMap;

/**
 * CPU time per thread group of this JVM, to say where a benchmark phase spent its CPU (the JFR
 * execution sampler does not see native code such as SQLite's, so it under-reports the writer).
 */
final class ThreadCpu {
  private static final ThreadMXBean THREADS = ManagementFactory.getThreadMXBean();

  private ThreadCpu() {}

  /** CPU nanoseconds so far per thread, keyed by name with digits stripped, plus the thread id. */
  static Map<String, Long> snapshot() {
    Map<String, Long> cpu = new TreeMap<>();
    for (ThreadInfo info : THREADS.getThreadInfo(THREADS.getAllThreadIds())) {
      if (info == null) {
        continue;
      }
      long nanos = THREADS.getThreadCpuTime(info.getThreadId());
      long user = THREADS.getThreadUserTime(info.getThreadId());
      if (nanos > 0) {
        cpu.put(info.getThreadName() + "#" + info.getThreadId(), nanos);
        cpu.put(info.getThreadName() + "#" + info.getThreadId() + " sys", nanos - user);
      }
    }
    return cpu;
  }

  /** Milliseconds of CPU per thread group between two snapshots, biggest first, as one line. */
  static String delta(Map<String, Long> before, Map<String, Long> after) {
    Map<String, Long> groups = new TreeMap<>();
    after.forEach(
        (thread, nanos) -> {
          long used = nanos - before.getOrDefault(thread, 0L);
          if (used > 0) {
            String name =
                thread.startsWith("JDA MainWS") ? thread : thread.replaceAll("[-#]?\\d+", "");
            groups.merge(name, used, Long::sum);
          }
        });
    StringBuilder line = new StringBuilder();
    groups.entrySet().stream()
        .sorted(Map.Entry.<String, Long>comparingByValue().reversed())
        .filter(e -> e.getValue() >= 5_000_000)
        .forEach(
            e -> line.append(String.format("%s %d ms; ", e.getKey(), e.getValue() / 1_000_000)));
    return line.toString();
  }
}
