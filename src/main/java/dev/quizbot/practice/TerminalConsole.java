package dev.quizbot.practice;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.Map;
import org.jline.terminal.Attributes;
import org.jline.terminal.Attributes.ControlChar;
import org.jline.terminal.Attributes.InputFlag;
import org.jline.terminal.Attributes.LocalFlag;
import org.jline.terminal.Terminal;
import org.jline.terminal.TerminalBuilder;
import org.jline.utils.InfoCmp;
import org.jline.utils.InfoCmp.Capability;
import org.jline.utils.NonBlockingReader;

/**
 * A real terminal through JLine: single keys without Enter (raw mode), colour when the terminal has
 * it. Ctrl-C arrives as a key (signals off in raw mode), so it stops like {@code q}, and {@link
 * #close} always gives the terminal back cooked, with echo, as it was.
 */
public final class TerminalConsole implements Console {
  /** After ESC, how long the rest of an escape sequence (an arrow key) may take to arrive. */
  private static final long SEQUENCE_MILLIS = 30;

  private final Terminal terminal;
  private final Attributes before;
  private final NonBlockingReader reader;
  private final PrintWriter out;
  private final Style style;
  private boolean closed;

  private TerminalConsole(Terminal terminal, Attributes before, Style style) {
    this.terminal = terminal;
    this.before = before;
    this.reader = terminal.reader();
    this.out = terminal.writer();
    this.style = style;
  }

  /**
   * Opens the process's terminal in raw mode; the caller knows stdin and stdout are one.
   *
   * @throws UncheckedIOException when no provider can (the caller falls back to plain streams)
   */
  public static TerminalConsole open(Map<String, String> env) {
    try {
      bundledCapabilities(env.get("TERM"));
      Terminal terminal;
      try {
        // The JNI provider: isatty and tcsetattr in-process, no stty forks (pom.xml says why).
        terminal = build("jni");
      } catch (IOException | RuntimeException noNativeLibrary) {
        terminal = build("exec"); // stty, where the native library cannot load
      }
      Attributes before = terminal.getAttributes();
      Attributes raw = new Attributes(before);
      raw.setLocalFlags(
          java.util.EnumSet.of(LocalFlag.ICANON, LocalFlag.ECHO, LocalFlag.IEXTEN, LocalFlag.ISIG),
          false);
      raw.setInputFlags(
          java.util.EnumSet.of(InputFlag.IXON, InputFlag.ICRNL, InputFlag.INLCR), false);
      raw.setControlChar(ControlChar.VMIN, 1);
      raw.setControlChar(ControlChar.VTIME, 0);
      terminal.setAttributes(raw);
      Integer colours = terminal.getNumericCapability(Capability.max_colors);
      Style style = Style.choose(env.get("NO_COLOR"), env.get("TERM"), colours);
      return new TerminalConsole(terminal, before, style);
    } catch (IOException e) {
      throw new UncheckedIOException("cannot open the terminal: " + e.getMessage(), e);
    }
  }

  /**
   * One provider only: with several, JLine asks each whether the streams are a terminal, and the
   * exec one forks {@code test -t} to answer. Never a dumb terminal: plain streams instead.
   */
  private static Terminal build(String provider) throws IOException {
    return TerminalBuilder.builder()
        .system(true)
        .provider(provider)
        .dumb(false)
        .encoding(StandardCharsets.UTF_8)
        .nativeSignals(false)
        .build();
  }

  /**
   * JLine's own description of common terminals (xterm, screen, tmux's, rxvt, ...) instead of
   * forking {@code infocmp} at every start: only the colour count is read from it.
   */
  private static void bundledCapabilities(String term) {
    if (term != null && !term.isBlank() && InfoCmp.getLoadedInfoCmp(term) == null) {
      String bundled = InfoCmp.getDefaultInfoCmp(term);
      if (bundled != null) {
        InfoCmp.setLoadedInfoCmp(term, bundled);
      }
    }
  }

  @Override
  public int read(Duration timeout) {
    try {
      int key = timeout == null ? reader.read() : reader.read(Math.max(1, timeout.toMillis()));
      if (key == NonBlockingReader.READ_EXPIRED) {
        return TIMED_OUT;
      }
      if (key == 27) {
        // An arrow or function key: ESC [ A ... Swallowed whole, it is one key that is no choice.
        while (reader.read(SEQUENCE_MILLIS) >= 0) {
          // drop the rest of the sequence
        }
        return 27;
      }
      return key < 0 ? KeyMap.END_OF_INPUT : key;
    } catch (IOException e) {
      return KeyMap.END_OF_INPUT;
    }
  }

  @Override
  public void print(String text) {
    out.print(TextWrap.wrap(text, width()));
    out.flush();
  }

  /**
   * The terminal's width now, asked at every screen so a resized window gets lines of its new
   * width; 80 when the terminal does not say (0).
   */
  @Override
  public int width() {
    int width = terminal.getWidth();
    return width > 0 ? width : TextWrap.DEFAULT_WIDTH;
  }

  @Override
  public boolean interactive() {
    return true;
  }

  @Override
  public Style style() {
    return style;
  }

  @Override
  public void close() {
    if (closed) {
      return;
    }
    closed = true;
    out.flush();
    try {
      terminal.setAttributes(before);
      terminal.close();
    } catch (IOException | RuntimeException e) {
      // Nothing more to do for a terminal that went away (a closed tmux pane).
    }
  }
}
