package dev.quizbot.lifecycle;

import java.util.List;

/**
 * Every table that holds a server's rows, with the column naming the server, in the order an erase
 * deletes them (answers before the rounds they reference). The one list an erase and a purge use: a
 * table added with a server column must be listed here, and a test over the database catalogue
 * fails until it is.
 *
 * <p>Not listed, on purpose: the member-keyed study tables (memory, reviews, sessions, exams). They
 * are the member's own across every server; a member erases them with {@code /review reset} or the
 * privacy commands.
 */
public final class ServerTables {

  /** One table and its server column. */
  public record ServerTable(String table, String guildColumn) {}

  /** In delete order. */
  public static final List<ServerTable> ALL =
      List.of(
          new ServerTable("answers", "guild_id"),
          new ServerTable("rounds", "guild_id"),
          new ServerTable("member_stats", "guild_id"),
          new ServerTable("leaderboard_score_counts", "guild_id"),
          new ServerTable("leaderboard_period_totals", "guild_id"),
          new ServerTable("leaderboard_period_coverage", "guild_id"),
          new ServerTable("daily_claims", "guild_id"),
          new ServerTable("daily_asked", "guild_id"),
          new ServerTable("daily_schedules", "guild_id"),
          new ServerTable("guild_allowed_channels", "guild_id"),
          new ServerTable("guild_settings", "guild_id"),
          new ServerTable("question_reports", "guild_id"),
          new ServerTable("server_deck_questions", "guild_id"),
          new ServerTable("server_decks", "guild_id"),
          new ServerTable("member_departures", "guild_id"),
          new ServerTable("question_suggestions", "guild_id"),
          new ServerTable("suggestion_settings", "guild_id"),
          // Last: while it is there, a purge that stopped half-way is taken up again.
          new ServerTable("guild_departures", "guild_id"));

  private ServerTables() {}
}
