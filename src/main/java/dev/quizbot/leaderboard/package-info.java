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
 *
 * <p>Measured ({@code LeaderboardBench}, 100,000 members / 1,000,000 answers over 365 days, SQLite,
 * shared 2-core machine): all-time board 0.7 ms median, /stats 0.6 ms (13 ms for the most active
 * member), weekly board 50 ms median / 107 ms p99 (an earlier run: 96 ms), monthly 159 ms. Weekly
 * and monthly boards aggregate the period's answers on every request; a week holds about 18,700
 * answers by 15,800 members (about one answer each), so a per-day summary would not shrink the
 * work. What would close the gap: a per-period totals table keyed (guild, WEEK|MONTH, zone, period
 * start, user) with a (points DESC, correct DESC, reached_at, user) index, upserted by the answer
 * writer in the same transaction (period computed from answered_at in the zone read at write time),
 * read only when the summary is known complete for that period (written since before the period
 * start and no zone change since), else the current scan.
 */
package dev.quizbot.leaderboard;
