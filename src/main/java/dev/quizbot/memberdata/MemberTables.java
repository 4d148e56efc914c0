package dev.quizbot.memberdata;

import dev.quizbot.memberdata.MemberTable.Erasure;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.regex.Pattern;

/**
 * Where the database stores a member's id: the one list the export, the erasure and the privacy
 * docs follow. Every table of the schema is named here, either as the member's ({@link #MEMBER}, in
 * erasure order: children before their parents) or as holding no member data ({@link
 * #NO_MEMBER_DATA}, with the reason); a column whose name looks like a member's ({@link
 * #looksLikeMember}) is either a member column of {@link #MEMBER} or explained in {@link
 * #NOT_MEMBER_COLUMNS}. A table added by a later migration fails the catalogue test until it is
 * named here.
 */
public final class MemberTables {

  /** The member's tables, in erasure order (an exam's questions before the exam). */
  public static final List<MemberTable> MEMBER =
      List.of(
          new MemberTable(
              "exam_questions",
              List.of(),
              "exam_id IN (SELECT exam_id FROM exams WHERE user_id = ?)",
              Erasure.DELETE,
              "the questions and answers of the member's mock exams"),
          MemberTable.keyed(
              "exam_forecasts", "user_id", Erasure.DELETE, "the forecast at each exam's start"),
          MemberTable.keyed(
              "exam_report_dms", "user_id", Erasure.DELETE, "exam reports owed or sent by DM"),
          MemberTable.keyed("exams", "user_id", Erasure.DELETE, "mock exams"),
          MemberTable.keyed(
              "answers", "user_id", Erasure.DELETE, "answers to quiz and daily rounds"),
          MemberTable.keyed(
              "member_stats", "user_id", Erasure.DELETE, "points and streaks per server"),
          MemberTable.keyed(
              "leaderboard_period_totals", "user_id", Erasure.DELETE, "weekly and monthly points"),
          MemberTable.keyed("study_reviews", "user_id", Erasure.DELETE, "every review"),
          MemberTable.keyed("study_memory", "user_id", Erasure.DELETE, "memory states"),
          MemberTable.keyed("study_sessions", "user_id", Erasure.DELETE, "review sessions"),
          MemberTable.keyed("study_settings", "user_id", Erasure.DELETE, "study settings"),
          MemberTable.keyed(
              "study_reminder_claims", "user_id", Erasure.DELETE, "reminders sent, one a day"),
          MemberTable.keyed("study_dm_channels", "user_id", Erasure.DELETE, "the DM channel"),
          MemberTable.keyed(
              "study_member_parameters",
              "user_id",
              Erasure.DELETE,
              "the member's own memory model"),
          MemberTable.keyed(
              "question_reports", "user_id", Erasure.DELETE, "question reports with their notes"),
          MemberTable.keyed(
              "member_departures",
              "user_id",
              Erasure.DELETE,
              "that the member left a server (off its boards until they return)"),
          MemberTable.keyed(
              "practice_learners", "user_id", Erasure.DELETE, "a terminal learner's name"),
          MemberTable.keyed(
              "daily_schedules",
              "updated_by",
              Erasure.ANONYMISE,
              "the server's daily question the member last set up"),
          new MemberTable(
                  "question_suggestions",
                  List.of("author_id", "reviewer_id", "edited_by"),
                  "author_id = ? OR reviewer_id = ? OR edited_by = ?",
                  Erasure.ANONYMISE,
                  "questions the member suggested, reviewed or edited for a server")
              // The question's texts are its author's; the reason, its reviewer's, told the author.
              .sharing(
                  new MemberTable.Shared(
                      Map.of(
                          "prompt", List.of("author_id"),
                          "correct_answer", List.of("author_id"),
                          "wrong_answers", List.of("author_id"),
                          "explanation", List.of("author_id"),
                          "reference", List.of("author_id"),
                          "reason", List.of("reviewer_id", "author_id")),
                      List.of())),
          MemberTable.keyed(
                  "server_decks",
                  "uploaded_by",
                  Erasure.ANONYMISE,
                  "server decks the member uploaded")
              // A deck of members' questions credits each author in its YAML.
              .sharing(new MemberTable.Shared(Map.of(), List.of("yaml"))));

  /** Tables that hold no member's id, each with the reason. */
  public static final Map<String, String> NO_MEMBER_DATA =
      Map.ofEntries(
          Map.entry("guild_settings", "a server's settings"),
          Map.entry("guild_allowed_channels", "the channels a server allows"),
          Map.entry("rounds", "the questions posted in a server; who answered is in answers"),
          Map.entry("daily_claims", "a server's daily post of one day"),
          Map.entry("daily_asked", "the questions a server's daily post asked"),
          Map.entry("leaderboard_score_counts", "how many members hold each score; counts, no ids"),
          Map.entry(
              "leaderboard_period_coverage", "from when a server's weekly boards are complete"),
          Map.entry("server_deck_questions", "the questions of a server deck"),
          Map.entry("flyway_schema_history", "the schema's migrations"),
          Map.entry("quizbot_move", "the progress of quizbot move (only in its target)"),
          Map.entry("suggestion_settings", "a server's review channel for suggested questions"),
          Map.entry("guild_departures", "a server the bot was removed from, and when"));

  /** Columns whose names look like a member's but are not, as {@code table.column}: why. */
  public static final Map<String, String> NOT_MEMBER_COLUMNS =
      Map.of(
          "daily_claims.claimed_by", "the process that posts",
          "study_reminder_claims.claimed_by", "the process that sends",
          "exam_report_dms.claimed_by", "the process that sends",
          "exams.submitted_by", "MEMBER or TIME_UP",
          "leaderboard_score_counts.members", "a count",
          "exam_forecasts.prior_members", "a count",
          "flyway_schema_history.installed_by", "the database user that migrated");

  private static final Pattern MEMBER_LIKE =
      Pattern.compile("user|member|learner|author|owner|reporter|uploader|_by$");

  private MemberTables() {}

  /** True for a column name a member's id could be stored under. */
  public static boolean looksLikeMember(String column) {
    return MEMBER_LIKE.matcher(column.toLowerCase(Locale.ROOT)).find();
  }
}
