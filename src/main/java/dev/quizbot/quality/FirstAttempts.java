package dev.quizbot.quality;

import java.util.function.Consumer;

/** The stored first attempts, streamed so that a million answers are never held at once. */
public interface FirstAttempts {

  /**
   * Calls {@code each} with every member's first attempt at every question they answered, all of a
   * member's attempts one after the other (members in any order).
   */
  void forEachByMember(Consumer<FirstAttempt> each);
}
