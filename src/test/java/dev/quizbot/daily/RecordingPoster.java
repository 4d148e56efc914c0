package dev.quizbot.daily;

import java.time.Instant;
import java.time.LocalDate;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;
import java.util.OptionalLong;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.atomic.AtomicLong;

/**
 * A fake Discord adapter: records every post call and every look-up of an earlier post; can be told
 * to fail or to hang, and what the look-up answers (by default: nothing found).
 */
final class RecordingPoster implements DailyPoster {

  record Call(long guildId, LocalDate localDate, String questionId, boolean success) {}

  record Lookup(long guildId, LocalDate localDate, String questionId, Instant claimedAt) {}

  private final List<Lookup> lookups = new ArrayList<>();
  private OptionalLong earlierPost = OptionalLong.empty();
  private RuntimeException lookupFailure;
  private boolean lookupThrows;

  private final List<Call> calls = new ArrayList<>();
  private final Deque<String> failures = new ArrayDeque<>();
  private final AtomicLong nextMessageId = new AtomicLong(900_000_000_000_000_001L);
  private boolean hang;

  /** The next post fails with this reason. */
  synchronized void failNext(String reason) {
    failures.add(reason);
  }

  /** The look-up of an earlier attempt's message finds this one. */
  synchronized void earlierPostIs(long messageId) {
    earlierPost = OptionalLong.of(messageId);
  }

  /** The look-up completes exceptionally (Discord refused, say) with this error. */
  synchronized void lookupFailsWith(RuntimeException error) {
    lookupFailure = error;
  }

  /** The look-up throws this error instead of returning a stage. */
  synchronized void lookupThrows(RuntimeException error) {
    lookupFailure = error;
    lookupThrows = true;
  }

  @Override
  public synchronized CompletionStage<OptionalLong> findEarlierPost(
      DailySchedule schedule, LocalDate localDate, String questionId, Instant claimedAt) {
    lookups.add(new Lookup(schedule.guildId(), localDate, questionId, claimedAt));
    if (lookupFailure != null) {
      if (lookupThrows) {
        throw lookupFailure;
      }
      return CompletableFuture.failedFuture(lookupFailure);
    }
    return CompletableFuture.completedFuture(earlierPost);
  }

  synchronized List<Lookup> lookups() {
    return List.copyOf(lookups);
  }

  /** Posts never complete (a process that dies while posting). */
  synchronized void hang() {
    hang = true;
  }

  @Override
  public synchronized CompletionStage<PostOutcome> post(
      DailySchedule schedule, LocalDate localDate, String questionId) {
    if (hang) {
      calls.add(new Call(schedule.guildId(), localDate, questionId, false));
      return new CompletableFuture<>();
    }
    String failure = failures.poll();
    calls.add(new Call(schedule.guildId(), localDate, questionId, failure == null));
    return CompletableFuture.completedFuture(
        failure == null
            ? PostOutcome.posted(nextMessageId.getAndIncrement())
            : PostOutcome.failed(failure));
  }

  synchronized List<Call> calls() {
    return List.copyOf(calls);
  }

  synchronized List<Call> successfulPosts() {
    return calls.stream().filter(Call::success).toList();
  }
}
