/**
 * The Discord side of leaderboards: {@code /leaderboard}, {@code /stats} and {@code /topics}.
 *
 * <ul>
 *   <li>Members are shown as mentions ({@code <@id>}): Discord resolves them for the viewer, so the
 *       bot keeps no member cache and never fetches members.
 *   <li>Requests that cannot be answered ({@link dev.quizbot.leaderboard.LeaderboardException}:
 *       page past the end, unknown topic; {@code /stats} without answers) get an ephemeral reply
 *       and are decided before acknowledging; boards and stats are public.
 *   <li>{@code /stats} reads its numbers first (one fast query), then defers and draws the chart in
 *       the deferral's callback, so the 3-second limit holds even on a cold Java2D start. The PNG
 *       is attached as {@code stats.png} and shown in the embed through {@code
 *       attachment://stats.png}.
 * </ul>
 */
package dev.quizbot.discord.leaderboard;
