package dev.quizbot.leaderboard;

import java.time.ZoneId;

/** The time zone a server's periods and days are counted in. */
@FunctionalInterface
public interface GuildZones {

  /** The server's zone; {@code UTC} when the server has not set one. */
  ZoneId zoneOf(long guildId);
}
