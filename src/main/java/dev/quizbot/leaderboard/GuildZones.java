package dev.quizbot.leaderboard;

import java.time.ZoneId;

/** The time zone a server's periods and days are counted in. */
public interface GuildZones {

  /**
   * The server's zone: the one set with {@code /quizconfig timezone}, else its daily question's
   * zone, else UTC.
   */
  ZoneId zoneOf(long guildId);

  /**
   * Whether {@link #zoneOf} comes from the daily question's schedule (no {@code /quizconfig
   * timezone} set), so that a settings reply can say where the zone it shows comes from.
   */
  default boolean fromDailySchedule(long guildId) {
    return false;
  }
}
