package dev.quizbot.discord;

import java.time.Duration;
import java.time.Instant;

/**
 * Whether a destructive confirmation's button (its custom_id carries when it was asked) may still
 * act: {@code /review reset}, {@code /privacy delete}, a server's erase. One rule for all, so a
 * confirmation left on screen never acts days later.
 */
public final class ConfirmationAge {

  /** Clocks of two bot processes may differ by this much; a time further ahead is made up. */
  static final Duration SKEW = Duration.ofMinutes(1);

  private ConfirmationAge() {}

  /**
   * Asked at most {@code valid} before {@code now}, and not more than {@link #SKEW} after it (a
   * date ahead must not keep a confirmation alive).
   */
  public static boolean fresh(Instant asked, Instant now, Duration valid) {
    Duration age = Duration.between(asked, now);
    return age.compareTo(valid) <= 0 && age.compareTo(SKEW.negated()) >= 0;
  }
}
