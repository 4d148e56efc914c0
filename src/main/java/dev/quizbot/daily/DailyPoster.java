package dev.quizbot.daily;

import java.time.Instant;
import java.time.LocalDate;
import java.util.OptionalLong;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;

/**
 * Port to the Discord adapter: post one daily question.
 *
 * <p>The adapter opens an ordinary round (kind DAILY) with {@code schedule.window()} as its answer
 * window, posts it in {@code schedule.channelId()}, and, when {@code schedule.roleId()} is present,
 * puts {@code <@&roleId>} in the content with allowed mentions restricted to exactly that role (no
 * {@code @everyone}, no users, no other roles). It completes the stage with {@link
 * PostOutcome#posted} once the message exists, or {@link PostOutcome#failed} (missing channel,
 * missing permission, ...). It must complete well within the stale-claim time of {@link
 * DailyService} (10 minutes by default), or another process may post the date again.
 *
 * <p>Asynchronous so that the adapter can pipeline many servers' posts through Discord's rate
 * limits instead of posting one server at a time; a synchronous adapter returns a completed stage.
 */
@FunctionalInterface
public interface DailyPoster {
  CompletionStage<PostOutcome> post(DailySchedule schedule, LocalDate localDate, String questionId);

  /**
   * Asked before a stale claim is taken over: did the earlier attempt (claimed at {@code
   * claimedAt}) get {@code questionId}'s daily message out before its process died? The adapter
   * looks for that message in {@code schedule.channelId()} and, when found, makes the earlier
   * attempt's round count (members' answers on it are graded) and adds the choice reactions that
   * attempt had not added yet. Completes with the message id, or empty when there is none;
   * completes exceptionally when it cannot tell (the caller then posts).
   *
   * <p>The default finds nothing: an adapter that cannot look keeps the old behaviour.
   */
  default CompletionStage<OptionalLong> findEarlierPost(
      DailySchedule schedule, LocalDate localDate, String questionId, Instant claimedAt) {
    return CompletableFuture.completedFuture(OptionalLong.empty());
  }
}
