package dev.quizbot.study;

import java.time.Clock;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.CancellationException;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.Executor;
import java.util.concurrent.RejectedExecutionException;
import java.util.function.ToDoubleFunction;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Refits a member's FSRS weights from her reviews, off the answer path, and keeps them only when
 * they predict better (as Anki does):
 *
 * <ul>
 *   <li>due when the member has at least {@value #MIN_REVIEWS} reviews and {@value #NEW_REVIEWS}
 *       more than at the last attempt (kept or not) or reset;
 *   <li>the newest {@value #HELD_OUT_PERCENT} % of her scored reviews are held out; two candidates
 *       are fitted on the rest, one plain and one with guessing in the likelihood ({@link
 *       FsrsOptimizer});
 *   <li>the candidate with the lower held-out log loss replaces the weights in use only if its log
 *       loss is lower than theirs on the same held-out reviews; otherwise the weights in use stay;
 *   <li>the fits give way to answers: before each batch they wait for a lull in the reviews ({@link
 *       ReviewLull}).
 * </ul>
 *
 * {@link #reviewed(long)} is called for every stored review; it counts in memory and queues a check
 * on the given executor at the first review of a member after start-up and every {@value
 * #NEW_REVIEWS} after, never doing the work itself.
 */
public final class ParameterRefit {

  public static final int MIN_REVIEWS = 400;
  public static final int NEW_REVIEWS = 100;
  static final int HELD_OUT_PERCENT = 20;

  private static final Logger LOG = LoggerFactory.getLogger(ParameterRefit.class);

  /** What a check did. */
  public enum Outcome {
    /** Fewer than {@value #MIN_REVIEWS} reviews, or fewer than {@value #NEW_REVIEWS} new ones. */
    NOT_DUE,
    /** The candidates predicted the held-out reviews no better: the weights in use stay. */
    KEPT,
    /** A candidate predicted better and is now in use. */
    REPLACED
  }

  /**
   * @param inUseLogLoss held-out log loss of the weights in use (NaN when not due)
   * @param candidateLogLoss the better candidate's (NaN when not due)
   */
  public record Result(
      Outcome outcome, double inUseLogLoss, double candidateLogLoss, MemberParameters now) {}

  private final MemberParametersStore store;
  private final ToDoubleFunction<String> guessFloor;
  private final Executor executor;
  private final Clock clock;
  private final ReviewLull lull;
  private final FsrsOptimizer optimizer;
  private final Map<Long, Integer> sinceCheck = new ConcurrentHashMap<>();
  private final Set<Long> queued = ConcurrentHashMap.newKeySet();

  /**
   * @param guessFloor a question's guess floor by id (1 / choices; 0 when unknown)
   * @param executor where checks run: never the event or answer thread
   */
  public ParameterRefit(
      MemberParametersStore store,
      ToDoubleFunction<String> guessFloor,
      Executor executor,
      Clock clock) {
    this(store, guessFloor, executor, clock, ReviewLull.none());
  }

  /**
   * @param lull told of every review; the fits pause between batches until reviews are quiet
   */
  public ParameterRefit(
      MemberParametersStore store,
      ToDoubleFunction<String> guessFloor,
      Executor executor,
      Clock clock,
      ReviewLull lull) {
    this.store = store;
    this.guessFloor = guessFloor;
    this.executor = executor;
    this.clock = clock;
    this.lull = lull;
    this.optimizer = new FsrsOptimizer(() -> awaitLullOrStop(lull));
  }

  /** A refit ended by an interrupt (the bot stopping); its own type, so nothing else is hidden. */
  static final class Stopped extends CancellationException {
    private static final long serialVersionUID = 1L;

    Stopped() {
      super("the refit was stopped");
    }
  }

  /**
   * Before each batch: waits for a lull in the reviews; a refit whose thread was interrupted (the
   * bot stopping) ends here, before it saves anything.
   */
  private static void awaitLullOrStop(ReviewLull lull) {
    lull.await();
    if (Thread.currentThread().isInterrupted()) {
      throw new Stopped();
    }
  }

  /** A review of the member was stored: maybe queues a check. Cheap; never blocks. */
  public void reviewed(long memberId) {
    lull.noted();
    int n = sinceCheck.merge(memberId, 1, Integer::sum);
    if (n != 1 && n % NEW_REVIEWS != 0) {
      return;
    }
    if (!queued.add(memberId)) {
      return;
    }
    try {
      executor.execute(
          () -> {
            try {
              refitIfDue(memberId);
            } catch (Stopped e) {
              LOG.debug("refit of member {} stopped with the bot", memberId);
            } catch (RuntimeException e) {
              LOG.warn("refit of member {}'s FSRS weights failed", memberId, e);
            } finally {
              queued.remove(memberId);
            }
          });
    } catch (RejectedExecutionException e) {
      // Busy: the member's next review asks again (not only their next hundredth).
      queued.remove(memberId);
      sinceCheck.remove(memberId);
    }
  }

  /**
   * Checks the member now, on the caller's thread.
   *
   * @throws CancellationException when the thread is interrupted during the fits; nothing is saved
   */
  public Result refitIfDue(long memberId) {
    MemberParameters current = store.get(memberId);
    int reviews = store.reviewCount(memberId);
    if (reviews < MIN_REVIEWS || reviews - current.checkedReviews() < NEW_REVIEWS) {
      return new Result(Outcome.NOT_DUE, Double.NaN, Double.NaN, current);
    }
    List<CardHistory> cards = new ArrayList<>();
    for (MemberParametersStore.QuestionHistory q : store.history(memberId)) {
      cards.add(new CardHistory(q.reviews(), guessFloor.applyAsDouble(q.questionId())));
    }
    Result result = refit(current, cards, reviews);
    store.save(result.now());
    if (result.outcome() == Outcome.REPLACED) {
      LOG.info(
          "member {}: own FSRS weights in use (held-out log loss {} against {})",
          memberId,
          String.format("%.4f", result.candidateLogLoss()),
          String.format("%.4f", result.inUseLogLoss()));
    }
    return result;
  }

  /**
   * The decision on a member's history ({@code reviews} of them in {@code cards}), at the clock's
   * instant; stores nothing.
   */
  public Result refit(MemberParameters current, List<CardHistory> cards, int reviews) {
    List<FsrsItems.Item> items = FsrsItems.all(cards);
    MemberParameters checked =
        new MemberParameters(
            current.memberId(),
            current.weights(),
            current.guessing(),
            current.fittedAt(),
            current.fittedReviews(),
            clock.instant(),
            reviews);
    if (items.size() < 10) {
      return new Result(Outcome.KEPT, Double.NaN, Double.NaN, checked);
    }
    long cutoff = items.get(items.size() * (100 - HELD_OUT_PERCENT) / 100).order();
    List<CardHistory> training = new ArrayList<>();
    for (CardHistory c : cards) {
      List<PastReview> before = c.reviews().stream().filter(r -> r.order() < cutoff).toList();
      if (!before.isEmpty()) {
        training.add(new CardHistory(before, c.guessFloor()));
      }
    }
    double inUse = heldOut(current.weightsInUse(), cards, cutoff, current.guessing());
    FsrsOptimizer.Options options = FsrsOptimizer.Options.defaults();
    List<Double> plain = optimizer.fit(training, options).weights();
    List<Double> guessing = optimizer.fit(training, options.withGuessing(true)).weights();
    double plainLoss = heldOut(plain, cards, cutoff, false);
    double guessingLoss = heldOut(guessing, cards, cutoff, true);
    boolean guessingBetter = guessingLoss < plainLoss;
    double best = Math.min(plainLoss, guessingLoss);
    if (!(best < inUse)) {
      return new Result(Outcome.KEPT, inUse, best, checked);
    }
    int trainingReviews = training.stream().mapToInt(c -> c.reviews().size()).sum();
    MemberParameters replaced =
        new MemberParameters(
            current.memberId(),
            Optional.of(guessingBetter ? guessing : plain),
            guessingBetter,
            Optional.of(clock.instant()),
            trainingReviews,
            clock.instant(),
            reviews);
    return new Result(Outcome.REPLACED, inUse, best, replaced);
  }

  private static double heldOut(
      List<Double> weights, List<CardHistory> cards, long cutoff, boolean guessing) {
    return MemoryModelEvaluation.evaluate(
            weights, cards, MemoryModelEvaluation.Scope.heldOut(cutoff, guessing))
        .logLoss();
  }
}
