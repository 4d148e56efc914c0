/**
 * The Discord side of the daily question ({@link dev.quizbot.daily}).
 *
 * <ul>
 *   <li>{@link dev.quizbot.discord.daily.DailyCommand}: {@code /daily set|off|status|now}, Manage
 *       Server by {@code default_member_permissions} and checked again server-side; {@code set}
 *       refuses a channel where the bot lacks View Channel, Send Messages, Embed Links or Add
 *       Reactions (from JDA's cached roles and overwrites) before the domain validates the rest.
 *   <li>{@link dev.quizbot.discord.daily.DailyRoundPoster}: a daily post is an ordinary round
 *       ({@code RoundService.startDaily}), posted with {@code allowed_mentions} {@code {parse:[],
 *       roles:[role]}} so only the schedule's role is pinged; {@code markPosted} before the
 *       reactions.
 *   <li>Taking over a stale claim, {@code DailyRoundPoster.findEarlierPost} reads the channel's
 *       history from a minute before the earlier claim, page after page of 100 while a page is full
 *       and holds no match, at most 5 pages (each paced, Kind DAILY), and adopts the oldest bot
 *       daily embed with the question's prompt; it then adds, in order and paced, the choice
 *       reactions the bot has not added on it (a failure is logged at WARN, the adoption stands).
 *   <li>{@link dev.quizbot.discord.RequestPacer}: every daily request takes a permit (46 in any
 *       second; every request also passes {@link dev.quizbot.discord.GlobalRequestLimit} when it is
 *       sent), because JDA does not keep itself under Discord's global 50/s. Measured with {@code
 *       DailyFanoutBench} when the pacer gave 40/s: 1,000 servers posted with 4 reactions each in
 *       127 s (floor 100 s at 50/s, 125 s at 40/s) with no 429, then their reveals in 25.5 s with
 *       no 429; JDA alone (no pacer, no reaction gap): 121 s and 21,022 429s, more than the 10,000
 *       invalid requests per 10 minutes that earn a Cloudflare ban.
 *   <li>{@link dev.quizbot.discord.daily.DailyFeature}: ticks the schedule at start and every 30 s.
 * </ul>
 */
package dev.quizbot.discord.daily;
