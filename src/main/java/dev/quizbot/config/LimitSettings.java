package dev.quizbot.config;

import java.time.Duration;

/**
 * How often one member may use the bot (commands, buttons, selects and forms together, in every
 * server and in DMs), so that one account cannot fill the queue everyone shares.
 *
 * @param memberBurst how many a member may send at once (1..1000)
 * @param memberRefill how long until one more is allowed (10ms..1m); the steady rate is one per
 *     refill
 */
public record LimitSettings(int memberBurst, Duration memberRefill) {
  public static final int DEFAULT_MEMBER_BURST = 10;
  public static final Duration DEFAULT_MEMBER_REFILL = Duration.ofMillis(500);

  public static LimitSettings defaults() {
    return new LimitSettings(DEFAULT_MEMBER_BURST, DEFAULT_MEMBER_REFILL);
  }

  static LimitSettings read(SettingsReader r) {
    return new LimitSettings(
        r.intBetween("limits.memberBurst", DEFAULT_MEMBER_BURST, 1, 1000),
        r.durationBetween(
            "limits.memberRefill",
            DEFAULT_MEMBER_REFILL,
            Duration.ofMillis(10),
            Duration.ofMinutes(1)));
  }
}
