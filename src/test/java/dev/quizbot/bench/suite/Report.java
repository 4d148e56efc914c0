package dev.quizbot.bench.suite;

import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/** The markdown report: machine facts, then one table row per figure. */
final class Report {

  /** A figure with the 1-minute load average when its benchmark started. */
  record Row(Figure figure, double load) {}

  private final Mode mode;
  private final MachineFacts machine;
  private final List<Row> rows = new ArrayList<>();
  private final List<String> failures = new ArrayList<>();

  Report(Mode mode, MachineFacts machine) {
    this.mode = mode;
    this.machine = machine;
  }

  void add(Figure figure, double load) {
    rows.add(new Row(figure, load));
  }

  void failed(String benchmarkId, Exception e) {
    failures.add(benchmarkId + ": " + e);
  }

  String markdown(String command, double totalSeconds) {
    StringBuilder out = new StringBuilder();
    out.append("# Quizbot performance report\n\n");
    out.append(
        String.format(
            Locale.ROOT,
            "%s mode, %s, %.0f s in all. Command: `%s`%n%n",
            mode,
            Instant.now(),
            totalSeconds,
            command));
    out.append(machine.markdown()).append('\n');
    out.append(
        "| ID | figure | median | spread (min–max) | target | yardstick | verdict | load |\n");
    out.append("|---|---|---|---|---|---|---|---|\n");
    for (Row row : rows) {
      Figure f = row.figure();
      out.append(
          String.format(
              Locale.ROOT,
              "| %s | %s | %s | %s | %s | %s | %s | %.2f |%n",
              f.id(),
              f.name(),
              f.medianText(),
              f.spreadText(),
              f.target().describe(f.unit().isEmpty() ? "" : f.unit()),
              f.yardstick().isEmpty() ? "—" : f.yardstick(),
              f.verdict(),
              row.load()));
    }
    out.append("\nNotes:\n\n");
    for (Row row : rows) {
      if (!row.figure().note().isEmpty()) {
        out.append("- ").append(row.figure().id()).append(": ").append(row.figure().note());
        out.append('\n');
      }
    }
    for (String failure : failures) {
      out.append("- FAILED ").append(failure).append('\n');
    }
    out.append(
        "\nload = 1-minute load average when the benchmark started; above the core count the"
            + " figures are distorted by other processes.\n");
    return out.toString();
  }
}
