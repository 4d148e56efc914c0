package dev.quizbot.study;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.quizbot.storage.Database;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Random;
import java.util.concurrent.CancellationException;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.function.BiPredicate;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The per-member refit on a real SQLite file: members study through the real review log (which
 * stores the reviews and schedules with the member's weights), then {@link ParameterRefit} decides.
 */
class ParameterRefitTest {

  private static final long MEMBER = 42;
  private static final Instant START = Instant.parse("2026-02-02T08:00:00Z");

  @TempDir Path dir;
  private Database db;
  private JdbcMemberParametersStore store;
  private JdbcReviewLog log;
  private final List<Runnable> queued = new ArrayList<>();
  private ParameterRefit refit;
  private Instant now = START;
  private long round = 1;

  @BeforeEach
  void open() {
    db = Database.openSqlite(dir.resolve("study.db"));
    store = new JdbcMemberParametersStore(db);
    Clock clock =
        new Clock() {
          @Override
          public java.time.ZoneId getZone() {
            return ZoneOffset.UTC;
          }

          @Override
          public Clock withZone(java.time.ZoneId zone) {
            return this;
          }

          @Override
          public Instant instant() {
            return now;
          }
        };
    refit = new ParameterRefit(store, q -> 0.25, queued::add, clock);
    log = new JdbcReviewLog(db, new ReviewApplier(Schedulers.defaults()), refit::reviewed);
  }

  @AfterEach
  void close() {
    db.close();
  }

  /**
   * The member studies {@code days} days: every question due that day, then {@code newPerDay} new
   * ones, each answered right when {@code right(day, recall)} says so.
   */
  private void study(int days, int newPerDay, BiPredicate<Integer, Double> right, Scheduler truth) {
    study(days, newPerDay, (day, scored, r) -> right.test(day, r), truth, Integer.MAX_VALUE);
  }

  interface Answer {
    boolean right(int day, int scoredSoFar, double recall);
  }

  /** As above, stopping once {@code stopScored} scored reviews (a day or more apart) are stored. */
  private void study(int days, int newPerDay, Answer right, Scheduler truth, int stopScored) {
    int scored = 0;
    Map<String, MemoryState> bot = new HashMap<>();
    Map<String, MemoryState> memory = new HashMap<>();
    int next = 0;
    for (int day = 0; day < days; day++) {
      Instant session = START.plus(Duration.ofDays(day));
      List<String> due = new ArrayList<>();
      bot.forEach(
          (q, s) -> {
            if (!s.due().isAfter(session.plus(Duration.ofHours(1)))) {
              due.add(q);
            }
          });
      due.sort(null);
      for (int k = 0; k < newPerDay; k++) {
        due.add("q" + next++);
      }
      for (String q : due) {
        if (scored >= stopScored) {
          break;
        }
        now = session;
        MemoryState m = memory.get(q);
        double recall = m == null ? 0 : truth.retrievability(m, now);
        boolean ok = right.right(day, scored, recall);
        AppliedReview a =
            log.apply(
                    List.of(
                        StudyReview.ofRound(MEMBER, q, false, round++, ok, now, Optional.empty())))
                .get(0);
        bot.put(q, a.after());
        if (a.before().isPresent() && a.elapsedDays() > 0) {
          scored++;
        }
        Rating g = ok ? Rating.GOOD : Rating.AGAIN;
        memory.put(q, (m == null ? truth.first(g, now, 0) : truth.review(m, g, now, 0)).next());
      }
    }
    now = START.plus(Duration.ofDays(days));
  }

  private static Scheduler truth(double factor) {
    List<Double> w = new ArrayList<>(FsrsParameters.DEFAULT_WEIGHTS);
    for (int i = 0; i < 4; i++) {
      w.set(i, w.get(i) * factor);
    }
    w.set(8, Math.min(4.5, w.get(8) * 1.3));
    return new Scheduler(new FsrsParameters(w, 0.9, List.of(), List.of(), 36_500, false));
  }

  @Test
  void aRefitThatPredictsWorseIsNotKept() {
    // Always right for the first 400 scored reviews, then answering as the defaults predict for
    // the last 100, which are exactly the held-out fifth: a fit on the first part says "never
    // forgets", and the defaults predict the held-out reviews better.
    Random random = new Random(3);
    study(200, 12, (day, scored, r) -> scored < 400 || random.nextDouble() < r, truth(1), 500);
    assertThat(store.reviewCount(MEMBER)).isGreaterThanOrEqualTo(ParameterRefit.MIN_REVIEWS);

    ParameterRefit.Result result = refit.refitIfDue(MEMBER);

    assertThat(result.outcome()).isEqualTo(ParameterRefit.Outcome.KEPT);
    assertThat(result.candidateLogLoss()).isGreaterThan(result.inUseLogLoss());
    MemberParameters stored = store.get(MEMBER);
    assertThat(stored.weights()).isEmpty();
    assertThat(stored.checkedReviews()).isEqualTo(store.reviewCount(MEMBER));
    // Checked just now: no new attempt before 100 more reviews.
    assertThat(refit.refitIfDue(MEMBER).outcome()).isEqualTo(ParameterRefit.Outcome.NOT_DUE);
  }

  @Test
  void aBetterRefitIsKeptAndSchedulesTheMembersNextReviews() {
    Random random = new Random(7);
    Scheduler truth = truth(6);
    study(60, 12, (day, r) -> random.nextDouble() < r + (1 - r) * 0.25, truth);

    ParameterRefit.Result result = refit.refitIfDue(MEMBER);

    assertThat(result.outcome()).isEqualTo(ParameterRefit.Outcome.REPLACED);
    assertThat(result.candidateLogLoss()).isLessThan(result.inUseLogLoss());
    MemberParameters stored = store.get(MEMBER);
    assertThat(stored.weights()).contains(result.now().weights().orElseThrow());
    assertThat(stored.fittedAt()).contains(now);

    // The next review is scheduled with the member's weights, not the defaults.
    now = now.plus(Duration.ofDays(3));
    AppliedReview a =
        log.apply(
                List.of(
                    StudyReview.ofRound(MEMBER, "q0", false, round++, true, now, Optional.empty())))
            .get(0);
    Scheduler own =
        new Scheduler(
            FsrsParameters.defaults().withFuzz(true).withDesiredRetention(0.9) == null
                ? null
                : new FsrsParameters(
                    stored.weights().orElseThrow(),
                    0.9,
                    FsrsParameters.DEFAULT_LEARNING_STEPS,
                    FsrsParameters.DEFAULT_RELEARNING_STEPS,
                    FsrsParameters.MAX_INTERVAL_DAYS,
                    true));
    MemoryState before = a.before().orElseThrow();
    double expected = own.review(before, Rating.GOOD, now, 0).next().stability();
    double withDefaults =
        new Scheduler(FsrsParameters.defaults())
            .review(before, Rating.GOOD, now, 0)
            .next()
            .stability();
    assertThat(a.after().stability()).isEqualTo(expected).isNotEqualTo(withDefaults);

    // Reset: the defaults again, and no refit before 100 new reviews.
    store.resetToDefaults(MEMBER, now);
    assertThat(store.get(MEMBER).weights()).isEmpty();
    assertThat(refit.refitIfDue(MEMBER).outcome()).isEqualTo(ParameterRefit.Outcome.NOT_DUE);
  }

  @Test
  void theFitsWaitForALullInTheReviewsBeforeEachBatch() {
    long[] nanos = {0};
    int[] noted = {0};
    List<Long> waits = new ArrayList<>();
    ReviewLull lull =
        ReviewLull.on(
            () -> nanos[0],
            sleep -> {
              waits.add(sleep);
              nanos[0] += sleep;
            });
    ParameterRefit pausing =
        new ParameterRefit(store, q -> 0.25, queued::add, Clock.fixed(START, ZoneOffset.UTC), lull);
    log =
        new JdbcReviewLog(
            db,
            new ReviewApplier(Schedulers.defaults()),
            member -> {
              pausing.reviewed(member);
              noted[0]++;
            });
    Random random = new Random(7);
    study(60, 12, (day, r) -> random.nextDouble() < r, truth(6));
    assertThat(noted[0]).isEqualTo(store.reviewCount(MEMBER)); // every review noted

    ParameterRefit.Result paused = pausing.refitIfDue(MEMBER);

    // The last review was noted at nanos 0: the first batch waited out the quiet period, the rest
    // found reviews quiet; the decision is the one a refit without pauses makes.
    assertThat(waits).containsExactly(TimeUnit.MILLISECONDS.toNanos(ReviewLull.QUIET_MILLIS));
    ParameterRefit.Result unpaused =
        new ParameterRefit(store, q -> 0.25, queued::add, Clock.fixed(START, ZoneOffset.UTC))
            .refit(MemberParameters.defaults(MEMBER), history(), store.reviewCount(MEMBER));
    assertThat(paused.outcome()).isEqualTo(ParameterRefit.Outcome.REPLACED);
    assertThat(paused.now().weights()).isEqualTo(unpaused.now().weights());
  }

  @Test
  void anInterruptedRefitEndsBeforeItDecidesAndSavesNothing() {
    Random random = new Random(7);
    study(60, 12, (day, r) -> random.nextDouble() < r, truth(6));
    assertThat(store.reviewCount(MEMBER)).isGreaterThanOrEqualTo(ParameterRefit.MIN_REVIEWS);

    Thread.currentThread().interrupt(); // as the bot's stop interrupts its refit thread
    try {
      assertThatThrownBy(() -> refit.refitIfDue(MEMBER)).isInstanceOf(CancellationException.class);
    } finally {
      Thread.interrupted();
    }

    assertThat(store.get(MEMBER).checkedAt()).isEqualTo(Instant.EPOCH); // nothing saved
    // After a restart the same check runs to its end and decides.
    assertThat(refit.refitIfDue(MEMBER).outcome()).isNotEqualTo(ParameterRefit.Outcome.NOT_DUE);
    assertThat(store.get(MEMBER).checkedAt()).isEqualTo(now);
  }

  private List<CardHistory> history() {
    List<CardHistory> cards = new ArrayList<>();
    for (MemberParametersStore.QuestionHistory q : store.history(MEMBER)) {
      cards.add(new CardHistory(q.reviews(), 0.25));
    }
    return cards;
  }

  @Test
  void tooFewReviewsAreNotRefittedAndChecksAreQueuedNotRun() {
    study(5, 10, (day, r) -> true, truth(1));
    int reviews = store.reviewCount(MEMBER);
    assertThat(reviews).isLessThan(ParameterRefit.MIN_REVIEWS);
    // The first review queued a check, then every 100th; none ran on the answering thread.
    assertThat(queued).hasSize(1 + reviews / ParameterRefit.NEW_REVIEWS);
    assertThat(store.get(MEMBER).checkedAt()).isEqualTo(Instant.EPOCH);
    queued.get(0).run();
    assertThat(store.get(MEMBER).checkedAt()).isEqualTo(Instant.EPOCH);
    assertThat(refit.refitIfDue(MEMBER).outcome()).isEqualTo(ParameterRefit.Outcome.NOT_DUE);
  }

  @Test
  void aCheckRefusedByAFullQueueIsAskedAgainAtTheNextReview() {
    List<Runnable> accepted = new ArrayList<>();
    boolean[] full = {true};
    ParameterRefit refusing =
        new ParameterRefit(
            store,
            q -> 0.25,
            task -> {
              if (full[0]) {
                throw new RejectedExecutionException("queue full");
              }
              accepted.add(task);
            },
            Clock.fixed(START, ZoneOffset.UTC));
    refusing.reviewed(MEMBER); // the first review asks for a check; the queue is full
    full[0] = false;
    refusing.reviewed(MEMBER);
    assertThat(accepted).hasSize(1);
    refusing.reviewed(MEMBER); // asked and queued already: not again until the next hundredth
    assertThat(accepted).hasSize(1);
  }
}
