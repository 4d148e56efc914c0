package dev.quizbot.cli;

import dev.quizbot.storage.move.MoveProgress;
import java.io.PrintWriter;

/**
 * The move's progress on standard error: a bar redrawn in place on a terminal, one plain line per
 * table otherwise (a log or a pipe gets no carriage returns).
 */
final class MoveProgressLines implements MoveProgress {
  private static final int WIDTH = 30;

  private final PrintWriter err;
  private final boolean terminal;
  private String table = "";
  private long total;
  private int drawn = -1;

  MoveProgressLines(PrintWriter err, boolean terminal) {
    this.err = err;
    this.terminal = terminal;
  }

  @Override
  public void started(String table, long rows) {
    this.table = table;
    this.total = rows;
    this.drawn = -1;
    if (terminal) {
      copied(0);
    }
  }

  @Override
  public void copied(long copied) {
    if (!terminal) {
      return;
    }
    int percent = total == 0 ? 100 : (int) (copied * 100 / total);
    if (percent == drawn) {
      return;
    }
    drawn = percent;
    int filled = percent * WIDTH / 100;
    err.printf(
        "\r%-24s [%s%s] %3d%% %,d/%,d",
        table, "#".repeat(filled), ".".repeat(WIDTH - filled), percent, copied, total);
    err.flush();
  }

  @Override
  public void finished(String table, long rows) {
    if (terminal) {
      err.println();
    } else {
      err.printf("%s: %,d rows copied%n", table, rows);
    }
    err.flush();
  }

  @Override
  public void skipped(String table) {
    err.printf("%s: copied by an earlier run, verified below%n", table);
    err.flush();
  }
}
