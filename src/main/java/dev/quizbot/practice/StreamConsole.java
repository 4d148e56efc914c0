package dev.quizbot.practice;

import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.PrintWriter;
import java.io.Reader;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;

/**
 * Plain streams, when standard input or output is not a terminal ({@code printf 'a\nq\n' | quizbot
 * practice}, a script, a test): keys are the characters read, line ends skipped; plain text unless
 * told otherwise, lines broken at 80 columns. A daemon thread reads, so an exam's clock can stop
 * waiting for a key.
 */
public final class StreamConsole implements Console {
  private static final int END = Integer.MIN_VALUE;

  private final PrintWriter out;
  private final Style style;
  private final BlockingQueue<Integer> keys = new LinkedBlockingQueue<>();
  private boolean ended;
  private volatile boolean stopped;

  public StreamConsole(InputStream in, PrintWriter out, Style style) {
    this.out = out;
    this.style = style;
    Reader reader = new InputStreamReader(in, StandardCharsets.UTF_8);
    Thread thread =
        new Thread(
            () -> {
              try {
                for (int c = reader.read(); c >= 0; c = reader.read()) {
                  keys.add(c);
                }
              } catch (IOException e) {
                // a closed or broken input ends it like the end of input
              }
              keys.add(END);
            },
            "practice-keys");
    thread.setDaemon(true);
    thread.start();
  }

  /**
   * Ends the input now, keys not yet read included: the next {@link #read} (or the one waiting)
   * returns {@link KeyMap#END_OF_INPUT}, which stops the mode the way {@code q} does. Safe from any
   * thread: Ctrl-C ({@code SIGINT}) calls it when the input is a terminal in line mode and the
   * output a pipe ({@code quizbot practice | tee log}).
   */
  public void endInput() {
    stopped = true;
    keys.add(END);
  }

  @Override
  public int read(Duration timeout) {
    if (ended || stopped) {
      ended = true;
      return KeyMap.END_OF_INPUT;
    }
    try {
      Integer key =
          timeout == null ? keys.take() : keys.poll(timeout.toMillis(), TimeUnit.MILLISECONDS);
      if (key == null) {
        return TIMED_OUT;
      }
      if (key == END || stopped) {
        ended = true;
        return KeyMap.END_OF_INPUT;
      }
      return key;
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      return KeyMap.END_OF_INPUT;
    }
  }

  @Override
  public void print(String text) {
    out.print(TextWrap.wrap(text, width()));
    out.flush();
  }

  @Override
  public Style style() {
    return style;
  }

  @Override
  public void close() {
    out.flush();
  }
}
