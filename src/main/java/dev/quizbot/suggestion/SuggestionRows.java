package dev.quizbot.suggestion;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/** Rows of {@code question_suggestions} read into {@link Suggestion}s, for the store's queries. */
final class SuggestionRows {

  static final String COLUMNS =
      "id, guild_id, author_id, deck_id, topic, prompt, correct_answer, wrong_answers,"
          + " explanation, reference, state, created_at, reviewer_id, reviewed_at, reason,"
          + " review_message_id, version";

  private SuggestionRows() {}

  /** The server's suggestion {@code id}, read on {@code c} (inside the caller's transaction). */
  static Optional<Suggestion> find(Connection c, long guildId, long id) throws SQLException {
    String sql = "SELECT " + COLUMNS + " FROM question_suggestions WHERE guild_id = ? AND id = ?";
    try (PreparedStatement ps = c.prepareStatement(sql)) {
      ps.setLong(1, guildId);
      ps.setLong(2, id);
      try (ResultSet rs = ps.executeQuery()) {
        return rs.next() ? Optional.of(row(rs)) : Optional.empty();
      }
    }
  }

  /** Every row {@code ps} selects (with {@link #COLUMNS}). */
  static List<Suggestion> list(PreparedStatement ps) throws SQLException {
    try (ResultSet rs = ps.executeQuery()) {
      List<Suggestion> rows = new ArrayList<>();
      while (rs.next()) {
        rows.add(row(rs));
      }
      return rows;
    }
  }

  static Suggestion row(ResultSet rs) throws SQLException {
    String reference = rs.getString("reference");
    SuggestionFields fields =
        new SuggestionFields(
            rs.getString("deck_id"),
            rs.getString("topic"),
            rs.getString("prompt"),
            rs.getString("correct_answer"),
            rs.getString("wrong_answers"),
            rs.getString("explanation"),
            reference);
    return new Suggestion(
        rs.getLong("id"),
        rs.getLong("guild_id"),
        rs.getLong("author_id"),
        fields,
        SuggestionState.ofCode(rs.getString("state")),
        Instant.ofEpochMilli(rs.getLong("created_at")),
        nullableLong(rs, "reviewer_id"),
        Optional.ofNullable(nullableLong(rs, "reviewed_at"))
            .map(Instant::ofEpochMilli)
            .orElse(null),
        rs.getString("reason"),
        nullableLong(rs, "review_message_id"),
        rs.getInt("version"));
  }

  private static Long nullableLong(ResultSet rs, String column) throws SQLException {
    long value = rs.getLong(column);
    return rs.wasNull() ? null : value;
  }
}
