package dev.quizbot.practice;

import java.time.Duration;

/** Where {@code quizbot practice} reads keys and writes screens: a terminal, or plain streams. */
public interface Console extends AutoCloseable {

  /** What {@link #read} returns when no key came within the time given. */
  int TIMED_OUT = -2;

  /**
   * The next key: a character, {@link KeyMap#END_OF_INPUT}, or {@link #TIMED_OUT}.
   *
   * @param timeout how long to wait; null to wait for a key however long it takes
   */
  int read(Duration timeout);

  /** Writes {@code text}, its lines broken to {@link #width} ({@link TextWrap}), and flushes it. */
  void print(String text);

  /** The columns a line may take: the terminal's width, {@link TextWrap#DEFAULT_WIDTH} piped. */
  default int width() {
    return TextWrap.DEFAULT_WIDTH;
  }

  Style style();

  /** True on a terminal: a line may be rewritten in place (the exam's clock). */
  default boolean interactive() {
    return false;
  }

  /** Gives the terminal back as it was (cooked mode, echo); idempotent. */
  @Override
  void close();
}
