package dev.quizbot.bench;

import dev.quizbot.study.CardHistory;
import dev.quizbot.study.FsrsOptimizer;
import dev.quizbot.study.FsrsParameters;
import dev.quizbot.study.MemberParameters;
import dev.quizbot.study.MemoryModelEvaluation;
import dev.quizbot.study.MemoryModelEvaluation.Metrics;
import dev.quizbot.study.MemoryState;
import dev.quizbot.study.ParameterRefit;
import dev.quizbot.study.PastReview;
import dev.quizbot.study.Rating;
import dev.quizbot.study.ReviewOutcome;
import dev.quizbot.study.Scheduler;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.PriorityQueue;
import java.util.Random;
import java.util.function.LongPredicate;
import java.util.function.Supplier;

/**
 * Synthetic learners studying with the bot's scheduler (the real {@link Scheduler} at the default
 * weights, desired retention 0.90, learning steps 1 and 10 min, on simulated instants), and how
 * well the memory model predicts their held-out reviews: the defaults, weights fitted by {@link
 * FsrsOptimizer}, and weights fitted with guessing in the likelihood.
 *
 * <p>Two learner generators, so the truth is not only the model under test:
 *
 * <ul>
 *   <li><b>FSRS learners</b>: memory follows FSRS-6 with the learner's own weights, each default
 *       weight multiplied by e^(0.5·z), z standard normal (decay w20 included), clamped into the
 *       valid ranges: a 50 % log-spread; fsrs-rs's per-user spread of the weights (its
 *       PARAMS_STDDEV) is 20 % (w8) to well over 100 % (w9, w20) of the default;
 *   <li><b>HLR learners</b> (half-life regression, Settles &amp; Meeder 2016): recall 2^(−Δ/h) with
 *       h = 2^(θ0 + θ1·√(1+right) + θ2·√(1+wrong)) days and θ drawn per learner around (0.8, 1.6,
 *       −0.6) with spread 0.25: exponential forgetting with a different update rule.
 * </ul>
 *
 * Each learner answers multiple-choice questions (4 choices: a forgotten one is answered right a
 * quarter of the time) or open ones (no guessing). A lucky guess is graded right (Good) for the
 * bot, while the learner's true memory counts it as forgotten. The bot adds up to {@code newPerDay}
 * new questions a day and asks everything due in one session a day (learning steps within it);
 * {@link #withRoundsAndExams} adds the channel rounds and mock exams every answer of which is a
 * review too. The last {@code heldOutDays} days are held out: the weights are fitted on the reviews
 * before them.
 */
public final class MemorySimulation {

  /** The kind of learner. */
  public enum Generator {
    FSRS,
    HLR
  }

  /**
   * One simulated learner's study log.
   *
   * @param rightChances per card, per review: the truth's own chance of a right answer at that
   *     moment (recall, plus a lucky guess of the rest), which no model can beat in expectation
   * @param trueWeights an FSRS learner's own weights (empty for HLR learners)
   */
  public record Learner(
      Generator generator,
      boolean multipleChoice,
      List<CardHistory> cards,
      List<List<Double>> rightChances,
      List<Double> trueWeights) {
    public int reviews() {
      return cards.stream().mapToInt(c -> c.reviews().size()).sum();
    }
  }

  /**
   * Held-out scores of one learner.
   *
   * @param ownWeights an FSRS learner's own weights in the bot's model, predicting R (NaN for HLR
   *     learners): what a perfect plain fit could score, knowing only what the bot sees (whole
   *     days; lucky guesses indistinguishable from recalls)
   * @param ownWeightsGuessing the same predicting R + (1 − R)·g
   * @param truthLogLoss the truth's own chances ({@link Learner#rightChances()}) on the same
   *     reviews
   * @param refitChoice what the bot's refit ({@link ParameterRefit#refit}) decides on the training
   *     reviews: the weights in use (the defaults) stay, or the plain or the guessing-aware fit
   * @param refitKept the weights that refit keeps (fitted on its own 80 % of the training reviews,
   *     as the bot keeps them), scored as the bot uses them
   */
  public record Scores(
      Learner learner,
      int trainingReviews,
      Metrics defaults,
      Metrics fitted,
      Metrics fittedGuessing,
      Metrics fittedOffSchedule,
      Metrics fittedGuessingOffSchedule,
      Metrics ownWeights,
      Metrics ownWeightsGuessing,
      double truthLogLoss,
      double truthLogLossOffSchedule,
      Choice refitChoice,
      Metrics refitKept) {}

  /** The refit's decision. */
  public enum Choice {
    DEFAULTS,
    PLAIN,
    GUESSING
  }

  /** Whether a review was a scheduled one (the daily session, 18:00–20:00), by its instant. */
  static boolean scheduled(long epochMillis) {
    return Math.floorMod(epochMillis, 86_400_000L) >= 18 * 3_600_000L;
  }

  static final Instant START = Instant.parse("2026-01-05T00:00:00Z");
  private static final double SPREAD = 0.5;
  private static final double[] LOWER = {
    0.01, 0.01, 0.01, 0.01, 1.0, 0.001, 0.001, 0.001, 0.0, 0.0, 0.001, 0.001, 0.001, 0.001, 0.0,
    0.0, 1.0, 0.0, 0.0, 0.01, 0.1
  };
  private static final double[] UPPER = {
    100.0, 100.0, 100.0, 100.0, 10.0, 4.0, 4.0, 0.75, 4.5, 0.8, 3.5, 5.0, 0.25, 0.9, 4.0, 1.0, 6.0,
    2.0, 2.0, 0.8, 0.8
  };

  private final Scheduler bot = new Scheduler(FsrsParameters.defaults().withFuzz(false));
  private final int days;
  private final int newPerDay;
  private final int deck;
  private int roundsPerDay;
  private int examEveryDays;
  private int examQuestions;

  public MemorySimulation(int days, int newPerDay, int deck) {
    this.days = days;
    this.newPerDay = newPerDay;
    this.deck = deck;
  }

  /** The instant the held-out part starts, {@code heldOutDays} before the end. */
  public Instant heldOutFrom(int heldOutDays) {
    return START.plus(Duration.ofDays(days - heldOutDays));
  }

  /** A learner's memory of one question, whatever the generator. */
  interface Truth {
    double recall(Instant at);

    void answered(boolean recalled, Instant at);
  }

  /**
   * The same study with the bot's other two sources of reviews (spec: "every answer is a review"):
   * {@code roundsPerDay} channel rounds a day at noon, each a question drawn from the whole deck,
   * and every {@code examEveryDays} days a mock exam at 10:00 of {@code examQuestions} distinct
   * questions drawn from the deck. These are not scheduled: they ask questions at any recall, from
   * just reviewed to long forgotten or never seen, where a lucky guess weighs most.
   */
  public MemorySimulation withRoundsAndExams(
      int roundsPerDay, int examEveryDays, int examQuestions) {
    MemorySimulation sim = new MemorySimulation(days, newPerDay, deck);
    sim.roundsPerDay = roundsPerDay;
    sim.examEveryDays = examEveryDays;
    sim.examQuestions = examQuestions;
    return sim;
  }

  /** One learner's study: her memory, the bot's view of it, and the answers so far. */
  private final class Study {
    final Random random;
    final double guess;
    final Supplier<Truth> truths;
    final List<PastReview>[] logs;
    final List<Double>[] chances;
    final Truth[] truth = new Truth[deck];
    final MemoryState[] seen = new MemoryState[deck];
    final List<Integer> met = new ArrayList<>(); // deck questions in the order first asked

    @SuppressWarnings("unchecked")
    Study(Random random, double guess, Supplier<Truth> truths) {
      this.random = random;
      this.guess = guess;
      this.truths = truths;
      this.logs = new List[deck];
      this.chances = new List[deck];
    }

    /** Question {@code q} is asked at {@code at}: the learner answers, the bot records it. */
    void ask(int q, Instant at) {
      if (logs[q] == null) {
        logs[q] = new ArrayList<>();
        chances[q] = new ArrayList<>();
        truth[q] = truths.get();
        met.add(q);
      }
      double recall = truth[q].recall(at);
      chances[q].add(recall + (1 - recall) * guess);
      boolean recalled = random.nextDouble() < recall;
      boolean right = recalled || random.nextDouble() < guess;
      truth[q].answered(recalled, at);
      Rating rating = right ? Rating.GOOD : Rating.AGAIN;
      MemoryState before = seen[q];
      ReviewOutcome outcome =
          before == null ? bot.first(rating, at, 0) : bot.review(before, rating, at, 0);
      logs[q].add(
          new PastReview(
              rating.grade(), before == null ? 0 : outcome.elapsedDays(), at.toEpochMilli()));
      seen[q] = outcome.next();
    }
  }

  public Learner learner(Generator generator, boolean multipleChoice, long seed) {
    Random random = new Random(seed);
    double guess = multipleChoice ? 0.25 : 0;
    List<Double> own = generator == Generator.FSRS ? fsrsWeights(random, SPREAD) : List.of();
    Supplier<Truth> truths = generator == Generator.FSRS ? fsrsLearner(own) : hlrLearner(random);
    Study study = new Study(random, guess, truths);
    int introduced = 0; // new questions come in deck order; rounds and exams draw from all of it
    List<Integer> waiting = new ArrayList<>(); // introduced, not asked yet
    for (int day = 0; day < days; day++) {
      Instant midnight = START.plus(Duration.ofDays(day));
      if (examEveryDays > 0 && day % examEveryDays == examEveryDays - 1) {
        Instant at = midnight.plus(Duration.ofHours(10));
        for (int q : distinct(random, examQuestions)) {
          study.ask(q, at);
          at = at.plusSeconds(40);
        }
      }
      for (int r = 0; r < roundsPerDay; r++) {
        study.ask(random.nextInt(deck), midnight.plus(Duration.ofHours(12)).plusSeconds(600L * r));
      }
      Instant session = midnight.plus(Duration.ofHours(18));
      Instant end = session.plus(Duration.ofHours(2));
      PriorityQueue<Due> due = new PriorityQueue<>();
      for (int q : study.met) {
        MemoryState state = study.seen[q];
        if (!state.due().isAfter(end)) {
          due.add(new Due(state.due().isBefore(session) ? session : state.due(), q));
        }
      }
      waiting.removeIf(q -> study.logs[q] != null); // met in a round or an exam meanwhile
      for (int q : waiting) { // introduced on an earlier day, not reached then
        due.add(new Due(session, q));
      }
      for (int k = 0; k < newPerDay && introduced < deck; introduced++) {
        if (study.logs[introduced] == null) {
          waiting.add(introduced);
          due.add(new Due(session, introduced));
          k++;
        }
      }
      Instant clock = session;
      while (!due.isEmpty()) {
        Due next = due.poll();
        int q = next.question();
        Instant at = next.at().isAfter(clock) ? next.at() : clock;
        if (at.isAfter(end)) {
          break;
        }
        study.ask(q, at);
        waiting.remove((Integer) q);
        if (!study.seen[q].due().isAfter(end)) {
          due.add(new Due(study.seen[q].due(), q));
        }
        clock = at.plusSeconds(15);
      }
    }
    List<CardHistory> cards = new ArrayList<>();
    List<List<Double>> chances = new ArrayList<>();
    for (int q : study.met) {
      cards.add(new CardHistory(study.logs[q], guess));
      chances.add(List.copyOf(study.chances[q]));
    }
    return new Learner(generator, multipleChoice, cards, chances, own);
  }

  /** A question due in the session; ties go by question, so the order never hangs on the heap's. */
  private record Due(Instant at, int question) implements Comparable<Due> {
    @Override
    public int compareTo(Due other) {
      int c = at.compareTo(other.at);
      return c != 0 ? c : Integer.compare(question, other.question);
    }
  }

  /** {@code n} distinct deck questions, drawn uniformly. */
  private int[] distinct(Random random, int n) {
    LinkedHashSet<Integer> picked = new LinkedHashSet<>();
    while (picked.size() < Math.min(n, deck)) {
      picked.add(random.nextInt(deck));
    }
    return picked.stream().mapToInt(Integer::intValue).toArray();
  }

  static Supplier<Truth> fsrsLearner(Random random) {
    return fsrsLearner(random, SPREAD);
  }

  /** FSRS learners whose weights spread by e^(spread·z) around the defaults (0: the defaults). */
  static Supplier<Truth> fsrsLearner(Random random, double spread) {
    return fsrsLearner(fsrsWeights(random, spread));
  }

  private static List<Double> fsrsWeights(Random random, double spread) {
    double[] own = new double[21];
    for (int i = 0; i < 21; i++) {
      double w = FsrsParameters.DEFAULT_WEIGHTS.get(i) * Math.exp(spread * random.nextGaussian());
      own[i] = Math.min(Math.max(w, LOWER[i]), UPPER[i]);
    }
    return Arrays.stream(own).boxed().toList();
  }

  private static Supplier<Truth> fsrsLearner(List<Double> weights) {
    Scheduler memory =
        new Scheduler(
            new FsrsParameters(
                weights, 0.9, List.of(), List.of(), FsrsParameters.MAX_INTERVAL_DAYS, false));
    return () ->
        new Truth() {
          MemoryState state;

          @Override
          public double recall(Instant at) {
            return state == null ? 0 : memory.retrievability(state, at);
          }

          @Override
          public void answered(boolean recalled, Instant at) {
            Rating g = recalled ? Rating.GOOD : Rating.AGAIN;
            state =
                (state == null ? memory.first(g, at, 0) : memory.review(state, g, at, 0)).next();
          }
        };
  }

  static Supplier<Truth> hlrLearner(Random random) {
    double t0 = 0.8 + 0.25 * random.nextGaussian();
    double t1 = 1.6 + 0.25 * random.nextGaussian();
    double t2 = -0.6 + 0.25 * random.nextGaussian();
    return () ->
        new Truth() {
          int right;
          int wrong;
          Instant last;

          @Override
          public double recall(Instant at) {
            if (last == null) {
              return 0;
            }
            double h = Math.pow(2, t0 + t1 * Math.sqrt(1 + right) + t2 * Math.sqrt(1 + wrong));
            double days = Duration.between(last, at).toMillis() / 86_400_000.0;
            return Math.pow(2, -days / h);
          }

          @Override
          public void answered(boolean recalled, Instant at) {
            if (recalled) {
              right++;
            } else {
              wrong++;
            }
            last = at;
          }
        };
  }

  /** Fits on the reviews before {@code heldOutFrom} and scores the reviews from it on. */
  public static Scores score(Learner learner, Instant heldOutFrom) {
    long cutoff = heldOutFrom.toEpochMilli();
    List<CardHistory> training = new ArrayList<>();
    for (CardHistory c : learner.cards()) {
      List<PastReview> before = c.reviews().stream().filter(r -> r.order() < cutoff).toList();
      if (!before.isEmpty()) {
        training.add(new CardHistory(before, c.guessFloor()));
      }
    }
    int trainingReviews = training.stream().mapToInt(c -> c.reviews().size()).sum();
    FsrsOptimizer optimizer = new FsrsOptimizer();
    List<Double> plain = optimizer.fit(training, FsrsOptimizer.Options.defaults()).weights();
    List<Double> guessing =
        optimizer.fit(training, FsrsOptimizer.Options.defaults().withGuessing(true)).weights();
    var plainScope = MemoryModelEvaluation.Scope.heldOut(cutoff, false);
    var guessScope = MemoryModelEvaluation.Scope.heldOut(cutoff, true);
    LongPredicate offSchedule = at -> !scheduled(at);
    // refit() reads the guess floors from the histories; the store and floor lookup go unused.
    ParameterRefit.Result decision =
        new ParameterRefit(null, q -> 0, Runnable::run, Clock.fixed(heldOutFrom, ZoneOffset.UTC))
            .refit(MemberParameters.defaults(0), training, trainingReviews);
    MemberParameters kept = decision.now();
    Choice choice =
        decision.outcome() != ParameterRefit.Outcome.REPLACED
            ? Choice.DEFAULTS
            : kept.guessing() ? Choice.GUESSING : Choice.PLAIN;
    Metrics none = new Metrics(Double.NaN, Double.NaN, 0);
    List<Double> own = learner.trueWeights();
    return new Scores(
        learner,
        trainingReviews,
        MemoryModelEvaluation.evaluate(FsrsParameters.DEFAULT_WEIGHTS, learner.cards(), plainScope),
        MemoryModelEvaluation.evaluate(plain, learner.cards(), plainScope),
        MemoryModelEvaluation.evaluate(guessing, learner.cards(), guessScope),
        MemoryModelEvaluation.evaluate(plain, learner.cards(), plainScope.only(offSchedule)),
        MemoryModelEvaluation.evaluate(guessing, learner.cards(), guessScope.only(offSchedule)),
        own.isEmpty() ? none : MemoryModelEvaluation.evaluate(own, learner.cards(), plainScope),
        own.isEmpty() ? none : MemoryModelEvaluation.evaluate(own, learner.cards(), guessScope),
        truthLogLoss(learner, cutoff, at -> true),
        truthLogLoss(learner, cutoff, offSchedule),
        choice,
        MemoryModelEvaluation.evaluate(
            kept.weightsInUse(),
            learner.cards(),
            MemoryModelEvaluation.Scope.heldOut(cutoff, kept.guessing())));
  }

  /**
   * The log loss of the truth's own chances on the reviews the models are scored on (a day or more
   * after the question's previous review, from {@code cutoff} on, accepted by {@code scored}): the
   * floor, so a model's gain reads against what any model could gain. The reviews and the clamp are
   * those of {@link MemoryModelEvaluation#evaluate} over {@code FsrsItems.all}; keep them in step.
   */
  static double truthLogLoss(Learner learner, long cutoff, LongPredicate scored) {
    double sum = 0;
    int n = 0;
    for (int c = 0; c < learner.cards().size(); c++) {
      List<PastReview> reviews = learner.cards().get(c).reviews();
      for (int i = 1; i < reviews.size(); i++) {
        PastReview r = reviews.get(i);
        if (r.elapsedDays() > 0 && r.order() >= cutoff && scored.test(r.order())) {
          double p = Math.min(Math.max(learner.rightChances().get(c).get(i), 1e-7), 1 - 1e-7);
          sum -= r.recalled() ? Math.log(p) : Math.log(1 - p);
          n++;
        }
      }
    }
    return n == 0 ? Double.NaN : sum / n;
  }
}
