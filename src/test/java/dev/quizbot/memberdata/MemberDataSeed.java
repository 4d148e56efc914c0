package dev.quizbot.memberdata;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.SQLException;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * A row in every table that holds a member's id, written with plain INSERTs (no store of the bot),
 * so the export and erasure are checked against what is really stored. Each member gets ids of
 * their own (rounds, exams, sessions, server, deck) from {@code base}; two members share one
 * all-time score bucket, as two members of a server with the same score do.
 */
final class MemberDataSeed {
  static final long SHARED_GUILD = 600_000_000_000_000_001L;

  /** Rows written per table for the member. */
  final Map<String, Long> rows = new LinkedHashMap<>();

  private final Connection c;

  MemberDataSeed(Connection c) {
    this.c = c;
  }

  /**
   * @param member the member's id (negative: a terminal learner, who alone has a practice_learners
   *     row)
   * @param base a number of its own per member, from which the member's other ids are made
   */
  MemberDataSeed member(long member, long base) throws SQLException {
    long guild = 610_000_000_000_000_000L + base; // the member's own server (daily, deck)
    long round = 10_000 + base;
    long exam = 20_000 + base;
    row(
        "rounds",
        false,
        "round_id",
        round,
        "guild_id",
        SHARED_GUILD,
        "channel_id",
        3L,
        "message_id",
        30_000 + base,
        "kind",
        "QUIZ",
        "question_id",
        "q-1",
        "deck_id",
        "d",
        "topic",
        "t",
        "choice_order",
        "0,1,2,3",
        "correct_position",
        1,
        "window_seconds",
        30,
        "speed_bonus",
        true,
        "hide_answers",
        false,
        "opened_at",
        1L,
        "closes_at",
        2L,
        "closed_at",
        2L,
        "revealed_at",
        2L);
    row(
        "answers",
        true,
        "round_id",
        round,
        "guild_id",
        SHARED_GUILD,
        "user_id",
        member,
        "choice_position",
        1,
        "correct",
        true,
        "points",
        10,
        "answered_at",
        1_700_000_000_000L,
        "recovered",
        false,
        "topic",
        "t");
    row(
        "member_stats",
        true,
        "guild_id",
        SHARED_GUILD,
        "user_id",
        member,
        "answered",
        1,
        "correct",
        1,
        "points",
        10L,
        "current_streak",
        1,
        "best_streak",
        1,
        "score_reached_at",
        1_700_000_000_000L);
    try (PreparedStatement ps =
        c.prepareStatement(
            "INSERT INTO leaderboard_score_counts (guild_id, points, correct, members)"
                + " VALUES (?, 10, 1, 1) ON CONFLICT (guild_id, points, correct)"
                + " DO UPDATE SET members = leaderboard_score_counts.members + 1")) {
      ps.setLong(1, SHARED_GUILD);
      ps.executeUpdate();
    }
    row(
        "leaderboard_period_totals",
        true,
        "guild_id",
        SHARED_GUILD,
        "period",
        "WEEK",
        "zone_id",
        "UTC",
        "period_start",
        1_699_900_000_000L,
        "user_id",
        member,
        "points",
        10L,
        "correct",
        1,
        "answered",
        1,
        "reached_at",
        1_700_000_000_000L);
    row(
        "daily_schedules",
        true,
        "guild_id",
        guild,
        "channel_id",
        4L,
        "post_time",
        "09:00",
        "zone_id",
        "Europe/Berlin",
        "topic",
        null,
        "role_id",
        null,
        "window_seconds",
        600,
        "enabled",
        true,
        "updated_by",
        member,
        "updated_at",
        1_700_000_000_000L);
    row(
        "study_memory",
        true,
        "user_id",
        member,
        "question_id",
        "q-1",
        "stability",
        2.5,
        "difficulty",
        5.25,
        "card_state",
        "REVIEW",
        "step",
        0,
        "due_at",
        1_700_100_000_000L,
        "last_review_at",
        1_700_000_000_000L,
        "reps",
        1,
        "lapses",
        0,
        "introduced_at",
        1_700_000_000_000L);
    row(
        "study_reviews",
        true,
        "user_id",
        member,
        "source",
        "CHANNEL",
        "source_id",
        round,
        "source_seq",
        0,
        "question_id",
        "q-1",
        "rating",
        3,
        "answered_at",
        1_700_000_000_000L,
        "response_ms",
        4_200L,
        "elapsed_days",
        0L,
        "state_before",
        null,
        "stability_before",
        null,
        "difficulty_before",
        null,
        "due_before",
        null,
        "recall_before",
        null,
        "state_after",
        "REVIEW",
        "stability_after",
        2.5,
        "difficulty_after",
        5.25,
        "due_after",
        1_700_100_000_000L);
    row(
        "study_settings",
        true,
        "user_id",
        member,
        "desired_retention",
        0.9,
        "daily_new_limit",
        20,
        "exam_date",
        "2026-06-01",
        "reminder_time",
        "08:30",
        "zone_id",
        "Asia/Tokyo",
        "reminder_enabled",
        true,
        "exam_time_factor",
        1.25,
        "updated_at",
        1_700_000_000_000L,
        "reminder_locale",
        "ja");
    row(
        "study_sessions",
        true,
        "session_id",
        40_000 + base,
        "user_id",
        member,
        "started_at",
        1_700_000_000_000L,
        "queue",
        "q-1",
        "position",
        0,
        "missed",
        "",
        "answered",
        0,
        "right_answers",
        0,
        "topic",
        null,
        "deck_id",
        null,
        "max_count",
        null,
        "version",
        1,
        "updated_at",
        1_700_000_000_000L,
        "done_at",
        null);
    row(
        "study_reminder_claims",
        true,
        "user_id",
        member,
        "local_date",
        "2026-01-02",
        "status",
        "SENT",
        "claimed_by",
        "host-1",
        "claimed_at",
        1_700_000_000_000L,
        "attempts",
        1,
        "last_error",
        null);
    row(
        "question_reports",
        true,
        "user_id",
        member,
        "question_id",
        "q-1",
        "text_hash",
        "a".repeat(64),
        "guild_id",
        SHARED_GUILD,
        "picked",
        "B",
        "reason",
        "other",
        "note",
        "my own words",
        "created_at",
        1_700_000_000_000L);
    row(
        "exams",
        true,
        "exam_id",
        exam,
        "user_id",
        member,
        "deck_id",
        "d",
        "question_count",
        2,
        "minutes",
        10,
        "time_factor",
        1.0,
        "pass_percent",
        70,
        "started_at",
        1_700_000_000_000L,
        "ends_at",
        1_700_000_600_000L,
        "position",
        1,
        "status",
        "SUBMITTED",
        "finished_at",
        1_700_000_300_000L,
        "submitted_by",
        "MEMBER",
        "score",
        1,
        "language",
        "de");
    for (int idx = 0; idx < 2; idx++) {
      row(
          "exam_questions",
          true,
          "exam_id",
          exam,
          "idx",
          idx,
          "question_id",
          "q-" + idx,
          "topic",
          "t",
          "choice",
          idx,
          "answered_at",
          1_700_000_100_000L,
          "flagged",
          false,
          "skipped",
          false,
          "is_right",
          idx == 0,
          "first_choice",
          idx,
          "first_answered_at",
          1_700_000_100_000L,
          "shown_at",
          1_700_000_050_000L);
    }
    row(
        "exam_report_dms",
        true,
        "exam_id",
        exam,
        "user_id",
        member,
        "state",
        "SENT",
        "owed_at",
        1_700_000_300_000L,
        "claimed_by",
        null,
        "claimed_at",
        null,
        "done_at",
        1_700_000_301_000L,
        "attempts",
        1,
        "next_attempt_at",
        null,
        "first_claimed_at",
        1_700_000_300_000L);
    row(
        "exam_forecasts",
        true,
        "exam_id",
        exam,
        "user_id",
        member,
        "predicted_score",
        0.61,
        "pass_probability",
        0.4,
        "pass_mark",
        0.7,
        "score_low",
        0.5,
        "score_high",
        0.75,
        "forecast_at",
        1_700_000_000_000L,
        "deck_seen",
        0.44,
        "score_correction",
        0.01,
        "prior_members",
        12);
    row(
        "member_departures",
        true,
        "guild_id",
        guild,
        "user_id",
        member,
        "left_at",
        1_700_000_000_000L);
    row(
        "study_dm_channels",
        true,
        "user_id",
        member,
        "channel_id",
        50_000 + base,
        "opened_at",
        1_700_000_000_000L);
    row(
        "study_member_parameters",
        true,
        "user_id",
        member,
        "weights",
        null,
        "guessing",
        0,
        "fitted_at",
        null,
        "fitted_reviews",
        0,
        "checked_at",
        1_700_000_000_000L,
        "checked_reviews",
        12);
    row(
        "server_decks",
        true,
        "guild_id",
        guild,
        "deck_id",
        "deck-" + base,
        "title",
        "Deck",
        "yaml",
        "questions: []",
        "content_hash",
        "b".repeat(64),
        "question_count",
        0,
        "uploaded_by",
        member,
        "uploaded_at",
        1_700_000_000_000L,
        "removed_at",
        null);
    row(
        "question_suggestions",
        true,
        "id",
        70_000 + base,
        "guild_id",
        guild,
        "author_id",
        member,
        "deck_id",
        "members",
        "topic",
        "nccl",
        "prompt",
        "Which NCCL call starts a group?",
        "correct_answer",
        "ncclGroupStart",
        "wrong_answers",
        "ncclCommInitAll",
        "explanation",
        "Group calls batch operations.",
        "reference",
        null,
        "state",
        "pending",
        "created_at",
        1_700_000_000_000L,
        "reviewer_id",
        null,
        "reviewed_at",
        null,
        "reason",
        null,
        "edited_by",
        null,
        "review_message_id",
        null);
    if (member < 0) {
      row(
          "practice_learners",
          true,
          "name",
          "learner-" + base,
          "user_id",
          member,
          "created_at",
          1_700_000_000_000L);
    }
    return this;
  }

  private void row(String table, boolean members, Object... namesAndValues) throws SQLException {
    StringBuilder names = new StringBuilder();
    StringBuilder marks = new StringBuilder();
    for (int i = 0; i < namesAndValues.length; i += 2) {
      names.append(i == 0 ? "" : ", ").append(namesAndValues[i]);
      marks.append(i == 0 ? "?" : ", ?");
    }
    try (PreparedStatement ps =
        c.prepareStatement("INSERT INTO " + table + " (" + names + ") VALUES (" + marks + ")")) {
      for (int i = 1; i < namesAndValues.length; i += 2) {
        ps.setObject(i / 2 + 1, namesAndValues[i]);
      }
      ps.executeUpdate();
    }
    if (members) {
      rows.merge(table, 1L, Long::sum);
    }
  }

  Map<String, Long> rows() {
    return Collections.unmodifiableMap(rows);
  }
}
