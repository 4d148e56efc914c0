package dev.quizbot.bench.suite;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Locale;

/** What the figures depend on: cores, memory, JVM, load at the start. */
record MachineFacts(int cores, long memoryMiB, String jvm, String os, double loadAtStart) {

  static MachineFacts now() {
    return new MachineFacts(
        Runtime.getRuntime().availableProcessors(),
        totalMemoryMiB(),
        System.getProperty("java.vm.name") + " " + System.getProperty("java.runtime.version"),
        System.getProperty("os.name") + " " + System.getProperty("os.version"),
        ProcStats.loadAverage());
  }

  String markdown() {
    return String.format(
        Locale.ROOT,
        "- cores: %d%n- memory: %,d MiB%n- JVM: %s%n- OS: %s%n- load average (1 min) at start:"
            + " %.2f%n",
        cores,
        memoryMiB,
        jvm,
        os,
        loadAtStart);
  }

  private static long totalMemoryMiB() {
    try {
      for (String line : Files.readAllLines(Path.of("/proc/meminfo"))) {
        if (line.startsWith("MemTotal:")) {
          return Long.parseLong(line.replaceAll("\\D", "")) / 1024;
        }
      }
    } catch (IOException | RuntimeException e) {
      // fall through
    }
    return -1;
  }
}
