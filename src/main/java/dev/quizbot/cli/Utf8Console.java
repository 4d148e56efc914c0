package dev.quizbot.cli;

import java.io.OutputStream;
import java.io.OutputStreamWriter;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;

/**
 * Writers for standard output and error that always write UTF-8. On Java 17 {@code System.out}
 * encodes with the locale's charset: under LANG=C (systemd units, cron, minimal CI images) every
 * non-ASCII character of an imported deck or a problem line would become '?'. Decks are UTF-8
 * files, so what {@code quizbot import FILE.txt > deck.yaml} writes must be UTF-8 too.
 */
public final class Utf8Console {
  private Utf8Console() {}

  /** A UTF-8 writer on {@code stream} that flushes at each line. */
  public static PrintWriter writer(OutputStream stream) {
    return new PrintWriter(new OutputStreamWriter(stream, StandardCharsets.UTF_8), true);
  }
}
