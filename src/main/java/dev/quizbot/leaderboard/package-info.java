/**
 * Per-server leaderboards ({@code /leaderboard}), member statistics ({@code /stats}) and the stats
 * chart, read from the rounds domain's {@code answers} and {@code member_stats}.
 *
 * <p>Entry points: {@link dev.quizbot.leaderboard.LeaderboardService} (boards and stats, with an
 * injected clock and the server's zone from {@link dev.quizbot.leaderboard.GuildZones}) and {@link
 * dev.quizbot.leaderboard.StatsChart} (PNG). Requests that cannot be answered throw {@link
 * dev.quizbot.leaderboard.LeaderboardException} with a reason code; the adapter words it.
 *
 * <p>Contract with the rounds store: in the transaction that inserts a graded answer and updates
 * {@code member_stats}, call {@link dev.quizbot.leaderboard.MemberScoreCounts#apply} with each
 * member's move from the stored score to the one written (one per member per batch; {@code
 * round.JdbcAnswerStore} does). All-time ranks and board sizes are read from the score counts it
 * keeps; {@link dev.quizbot.leaderboard.MemberScoreCounts#rebuild} recomputes them.
 *
 * <p>Weekly and monthly boards (every topic) are read from {@link
 * dev.quizbot.leaderboard.PeriodTotals}: per (server, WEEK|MONTH, zone, period start, member)
 * totals that {@code round.JdbcAnswerStore} upserts in the answer transaction, the period computed
 * from the answer's time in the zone stored for the server at write time. A week of a big server is
 * about 18,700 answers by 15,800 members (about one answer each), so a per-day summary would not
 * have shrunk the work; per-period totals make the board an index range. {@code
 * leaderboard_period_coverage} says from which period on the totals are whole in which zone: a
 * server that had answers before the upgrade, or that changed its zone, is served by the answer
 * scan until its next period begins ({@link dev.quizbot.leaderboard.PeriodTotals#rebuild} makes it
 * fast at once). Topic boards keep the scan (about 8 ms).
 *
 * <p>Measured ({@code ./mvnw -q -Pbench test-compile exec:java -Dbench=LeaderboardBench}, 100,000
 * members / 1,000,000 answers over 365 days plus two servers of 100,000, SQLite, shared 2-core
 * machine), medians (p99): all-time board 0.5 ms (6.4), weekly 0.85 ms (5.6) against 37-50 ms with
 * the scan, monthly 7.2 ms (22) against 159 ms, weekly one topic 8.1 ms (21), /stats 0.5 ms (7.6),
 * /stats of the most active member 12.5 ms (29).
 */
package dev.quizbot.leaderboard;
