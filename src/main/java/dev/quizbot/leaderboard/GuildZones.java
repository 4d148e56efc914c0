package dev.quizbot.leaderboard;

import java.time.ZoneId;

/** The time zone a server's periods and days are counted in. */
@FunctionalInterface
public interface GuildZones {

  /**
   * The server's zone: the one set with {@code /quizconfig timezone}, else its daily question's
   * zone, else UTC.
   */
  ZoneId zoneOf(long guildId);
}
