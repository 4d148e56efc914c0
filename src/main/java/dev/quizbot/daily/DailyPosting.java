package dev.quizbot.daily;

import java.time.Clock;
import java.time.Instant;
import java.time.LocalDate;
import java.util.OptionalLong;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.ConcurrentHashMap;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * A won claim's post: hands it to the {@link DailyPoster} (or, for a stale claim taken over, first
 * adopts the earlier attempt's message when the poster finds it) and records the outcome under the
 * claim's fence. Remembers which dates this process is posting right now, so their claims are never
 * taken for stale here.
 */
final class DailyPosting {
  private static final Logger log = LoggerFactory.getLogger(DailyPosting.class);

  private final DailyStore store;
  private final DailyPoster poster;
  private final Clock clock;
  private final String processId;
  private final Set<ClaimKey> postingNow = ConcurrentHashMap.newKeySet();

  DailyPosting(DailyStore store, DailyPoster poster, Clock clock, String processId) {
    this.store = store;
    this.poster = poster;
    this.clock = clock;
    this.processId = processId;
  }

  /** Whether this process is posting the server's question of that date right now. */
  boolean isPosting(long guildId, LocalDate date) {
    return postingNow.contains(new ClaimKey(guildId, date));
  }

  /** Hands a won claim to the poster and records the outcome under the claim's fence. */
  CompletionStage<PostOutcome> start(
      DailySchedule schedule, LocalDate date, DailyClaims.Acquisition acquired) {
    long guildId = schedule.guildId();
    int attempt = acquired.attempt();
    if (acquired.questionId().isEmpty()) {
      PostOutcome none = PostOutcome.failed(noQuestions(schedule));
      finish(schedule, date, attempt, "", none, false);
      return CompletableFuture.completedFuture(none);
    }
    String questionId = acquired.questionId().get();
    ClaimKey key = new ClaimKey(guildId, date);
    postingNow.add(key);
    CompletionStage<PostOutcome> posting =
        acquired
            .earlierClaimAt()
            .map(
                claimedAt ->
                    adoptOrPost(schedule, date, attempt, questionId, claimedAt)
                        .exceptionally(e -> PostOutcome.failed(describe(e))))
            .orElseGet(
                () ->
                    post(schedule, date, questionId)
                        .exceptionally(e -> PostOutcome.failed(describe(e)))
                        .thenApply(
                            outcome -> {
                              finish(schedule, date, attempt, questionId, outcome, false);
                              return outcome;
                            }));
    return posting.whenComplete((outcome, e) -> postingNow.remove(key));
  }

  private CompletionStage<PostOutcome> post(
      DailySchedule schedule, LocalDate date, String questionId) {
    try {
      return poster.post(schedule, date, questionId);
    } catch (RuntimeException e) {
      return CompletableFuture.failedFuture(e);
    }
  }

  /**
   * A stale CLAIMED claim taken over: its owner may have posted and died before recording it. When
   * the earlier message is found it is adopted as the date's post; otherwise, or when the lookup
   * fails (refusing to post would lose the day), the question is posted as on any attempt.
   */
  private CompletionStage<PostOutcome> adoptOrPost(
      DailySchedule schedule,
      LocalDate date,
      int attempt,
      String questionId,
      Instant earlierClaimAt) {
    long guildId = schedule.guildId();
    CompletionStage<OptionalLong> lookup;
    try {
      lookup = poster.findEarlierPost(schedule, date, questionId, earlierClaimAt);
    } catch (RuntimeException e) {
      lookup = CompletableFuture.failedFuture(e);
    }
    return lookup
        .handle(
            (found, error) -> {
              if (error != null) {
                log.warn(
                    "daily question of server {} for {}: could not look for the earlier attempt's"
                        + " message ({}); posting again",
                    guildId,
                    date,
                    describe(error));
                return OptionalLong.empty();
              }
              return found == null ? OptionalLong.empty() : found;
            })
        .thenCompose(
            found -> {
              if (found.isPresent()) {
                PostOutcome adopted = PostOutcome.posted(found.getAsLong());
                finish(schedule, date, attempt, questionId, adopted, true);
                return CompletableFuture.completedFuture(adopted);
              }
              return post(schedule, date, questionId)
                  .exceptionally(e -> PostOutcome.failed(describe(e)))
                  .thenApply(
                      outcome -> {
                        finish(schedule, date, attempt, questionId, outcome, false);
                        return outcome;
                      });
            });
  }

  private void finish(
      DailySchedule schedule,
      LocalDate date,
      int attempt,
      String questionId,
      PostOutcome outcome,
      boolean adopted) {
    long guildId = schedule.guildId();
    try {
      if (outcome.success()) {
        boolean owned =
            store.markPosted(
                guildId,
                date,
                processId,
                attempt,
                outcome.messageId(),
                questionId,
                clock.instant());
        if (owned && adopted) {
          log.info(
              "daily question of server {} for {}: adopted the message posted by the earlier"
                  + " attempt (question {} message {}); not posting again",
              guildId,
              date,
              questionId,
              outcome.messageId());
        } else if (owned) {
          log.info(
              "daily question posted: server {} local date {} question {} message {}",
              guildId,
              date,
              questionId,
              outcome.messageId());
        } else {
          log.warn(
              "daily question of server {} for {} posted as message {} after another process took"
                  + " the claim over: possible duplicate post",
              guildId,
              date,
              outcome.messageId());
        }
      } else {
        store.markFailed(guildId, date, processId, attempt, outcome.failure().encode());
        log.warn(
            "daily question failed: server {} local date {} attempt {}: {}",
            guildId,
            date,
            attempt,
            outcome.failure().english());
      }
    } catch (RuntimeException e) {
      log.error(
          "could not record the daily post result of server {} for {} ({}): {}",
          guildId,
          date,
          outcome.success() ? "posted" : "failed",
          e.getMessage(),
          e);
    }
  }

  static PostFailure noQuestions(DailySchedule schedule) {
    return schedule
        .topic()
        .map(t -> PostFailure.of(PostFailure.Kind.NO_QUESTIONS_WITH_TOPIC, t))
        .orElse(PostFailure.of(PostFailure.Kind.BANK_EMPTY));
  }

  static String noQuestionsMessage(DailySchedule schedule) {
    return schedule
        .topic()
        .map(t -> "no questions have topic '" + t + "': change it with /daily set")
        .orElse("the question bank is empty: add decks to the questions folder");
  }

  private static String describe(Throwable e) {
    Throwable cause = e instanceof CompletionException && e.getCause() != null ? e.getCause() : e;
    return cause.getMessage() == null ? cause.getClass().getSimpleName() : cause.getMessage();
  }

  private record ClaimKey(long guildId, LocalDate date) {}
}
