package dev.quizbot.daily;

import java.time.Duration;
import java.time.Instant;
import java.time.LocalTime;
import java.time.ZoneId;
import java.util.Optional;
import java.util.OptionalLong;

/** Daily schedules for tests that need one stored and care only about its server and zone. */
public final class DailySchedules {
  // Made-up ids: the channel is the server's id + 1; the admin who saved it is always this one.
  private static final long ADMIN = 444_000_000_000_000_004L;

  private DailySchedules() {}

  /** 08:30 in {@code zone}, no topic or role, a 12 h window, saved at {@code savedAt}. */
  public static DailySchedule at(long guildId, ZoneId zone, boolean enabled, Instant savedAt) {
    return new DailySchedule(
        guildId,
        guildId + 1,
        LocalTime.of(8, 30),
        zone,
        Optional.empty(),
        OptionalLong.empty(),
        Duration.ofHours(12),
        enabled,
        ADMIN,
        savedAt);
  }
}
