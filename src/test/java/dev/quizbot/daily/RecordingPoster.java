package dev.quizbot.daily;

import java.time.LocalDate;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.atomic.AtomicLong;

/** A fake Discord adapter: records every post call; can be told to fail or to hang. */
final class RecordingPoster implements DailyPoster {

  record Call(long guildId, LocalDate localDate, String questionId, boolean success) {}

  private final List<Call> calls = new ArrayList<>();
  private final Deque<String> failures = new ArrayDeque<>();
  private final AtomicLong nextMessageId = new AtomicLong(900_000_000_000_000_001L);
  private boolean hang;

  /** The next post fails with this reason. */
  synchronized void failNext(String reason) {
    failures.add(reason);
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
