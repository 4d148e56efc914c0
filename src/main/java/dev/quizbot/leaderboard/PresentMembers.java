package dev.quizbot.leaderboard;

/**
 * Boards show the members still in the server: a member who left (a row in {@code
 * member_departures}, kept by the lifecycle package) is left out of lists, counts and ranks, and
 * shown again when they return. Their rows stay untouched, so nothing needs rebuilding either way.
 */
final class PresentMembers {

  private PresentMembers() {}

  /** {@code " AND NOT EXISTS (...)"}: the row's member has not left the row's server. */
  static String of(String table) {
    return " AND NOT EXISTS (SELECT 1 FROM member_departures d WHERE d.guild_id = "
        + table
        + ".guild_id AND d.user_id = "
        + table
        + ".user_id)";
  }
}
