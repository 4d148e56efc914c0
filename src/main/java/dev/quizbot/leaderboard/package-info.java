/**
 * Per-server leaderboards ({@code /leaderboard}), member statistics ({@code /stats}) and the stats
 * chart, read from the rounds domain's {@code answers} and {@code member_stats}.
 *
 * <p>Entry points: {@link dev.quizbot.leaderboard.LeaderboardService} (boards and stats, with an
 * injected clock and the server's zone from {@link dev.quizbot.leaderboard.GuildZones}) and {@link
 * dev.quizbot.leaderboard.StatsChart} (PNG). Requests that cannot be answered throw {@link
 * dev.quizbot.leaderboard.LeaderboardException} with a message for the member.
 *
 * <p>Contract with the rounds store: in the transaction that inserts a graded answer and updates
 * {@code member_stats}, call {@link dev.quizbot.leaderboard.MemberScoreCounts#beforeStatsWrite}
 * right before the absolute {@code member_stats} write (one score per member per batch; {@code
 * round.JdbcAnswerStore} does), or {@link dev.quizbot.leaderboard.MemberScoreCounts#afterAnswer}
 * after a per-answer update. All-time ranks and board sizes are read from the score counts it
 * keeps; {@link dev.quizbot.leaderboard.MemberScoreCounts#rebuild} recomputes them.
 */
package dev.quizbot.leaderboard;
