/**
 * The daily question: one scheduled question per server per local date.
 *
 * <p>Rules, in one place (each class repeats the part it owns):
 *
 * <ul>
 *   <li><b>Input</b> ({@link dev.quizbot.daily.DailyInputParser}): time {@code HH:mm} 00:00-23:59;
 *       timezone an IANA location id ({@code Europe/Berlin}, any letter case) or {@code UTC}/{@code
 *       GMT}; abbreviations ({@code EST}, {@code CET}) and fixed offsets are refused because they
 *       are ambiguous or ignore daylight saving; window 1m-23h, default 12h. Invalid input stores
 *       nothing and the message says how to fix it.
 *   <li><b>Post time</b> ({@link dev.quizbot.daily.NextPostCalculator}): computed per local date
 *       from the zone's rules. A time in a spring-forward gap posts at the transition instant (the
 *       first valid instant after it); a time in a fall-back overlap posts once, at the earlier
 *       offset. The post belongs to the schedule's local date.
 *   <li><b>Due, late, skipped</b> ({@link dev.quizbot.daily.DailyService}): due from the post
 *       instant until the window ends or the local date changes, whichever is first; a late start
 *       inside that span posts late; otherwise the date is recorded SKIPPED and logged at INFO
 *       once. A schedule applies from the moment it was set (no late post for a time already past).
 *   <li><b>Exactly once</b> ({@link dev.quizbot.daily.DailyStore}): the (server, local date) claim
 *       is inserted before posting; FAILED claims are retried (compare-and-set, bounded); CLAIMED
 *       claims older than the stale time are taken over, and the taker first asks the poster for
 *       the earlier attempt's message ({@link dev.quizbot.daily.DailyPoster#findEarlierPost}):
 *       found, it is adopted as the date's post (its round is graded), not posted again. Residual
 *       risk: a duplicate only when that look-up fails (Discord error: posting again beats losing
 *       the day) or misses the message (the Discord adapter reads at most 500 messages, five pages,
 *       from a minute before the earlier claim on: more than that before the earlier post hides
 *       it), or when a poster hangs past the stale time.
 *   <li><b>Questions</b> ({@link dev.quizbot.daily.DailyQuestionPicker}): no repeat in a server
 *       until every eligible question was asked, then a new cycle.
 * </ul>
 *
 * <p>Discord is behind the {@link dev.quizbot.daily.DailyPoster} port and the bank behind {@link
 * dev.quizbot.daily.EligibleQuestions}; nothing here imports JDA.
 */
package dev.quizbot.daily;
