package dev.quizbot.bench;

import dev.quizbot.bank.BankLoader;
import dev.quizbot.bank.Deck;
import dev.quizbot.bank.ExamBlueprint;
import dev.quizbot.bank.GuildBanks;
import dev.quizbot.bank.Question;
import dev.quizbot.bank.QuestionBank;
import dev.quizbot.bench.MemorySimulation.Generator;
import dev.quizbot.bench.MemorySimulation.Truth;
import dev.quizbot.exam.ExamDraw;
import dev.quizbot.study.AppliedReview;
import dev.quizbot.study.CardHistory;
import dev.quizbot.study.ExamLearning;
import dev.quizbot.study.ExamOutlook;
import dev.quizbot.study.ExamsSeen;
import dev.quizbot.study.FsrsParameters;
import dev.quizbot.study.MemberParameters;
import dev.quizbot.study.MemoryState;
import dev.quizbot.study.MemoryUncertainty;
import dev.quizbot.study.OneMemberStores;
import dev.quizbot.study.ParameterRefit;
import dev.quizbot.study.PastReview;
import dev.quizbot.study.PopulationPrior;
import dev.quizbot.study.Readiness;
import dev.quizbot.study.ReadinessReport;
import dev.quizbot.study.ReadinessService;
import dev.quizbot.study.RecallHistory;
import dev.quizbot.study.ReviewApplier;
import dev.quizbot.study.ReviewSource;
import dev.quizbot.study.Scheduler;
import dev.quizbot.study.Schedulers;
import dev.quizbot.study.ScoreCorrection;
import dev.quizbot.study.StudyReview;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.PriorityQueue;
import java.util.Random;
import java.util.function.LongFunction;
import java.util.function.Supplier;

/**
 * Simulated mock exams against the readiness forecast (issue 30): a synthetic learner of {@link
 * MemorySimulation} (FSRS or HLR memory, the guess rate 1 / choices) studies the shipped deck
 * {@code questions/nca-multi-gpu.yaml} with the bot's scheduler (fuzz on, learning steps, one
 * session a day at 18:00 on simulated instants) for 1–45 days, skipping up to 40 % of them, then
 * rests 0–20 days and sits the deck's mock exam. At the exam's start the bot's forecast ({@link
 * ReadinessService#forecastExam}, as the exam store calls it) is taken from the memory states the
 * bot holds; the exam is drawn by {@link ExamDraw} and answered by the learner's true memory: right
 * when recalled or, if not, guessed with 1 / choices. Study days, new questions a day (2–15) and
 * rest are drawn per learner so the forecasts spread from sure fail to sure pass.
 *
 * <p>The bot's states come from {@link ReviewApplier} as for a member's reviews: with the default
 * weights, or (with refits) with the learner's own weights once the bot's {@link ParameterRefit}
 * replaced them: checked at 400 reviews and then each time the reviews double (the bot checks every
 * 100 new reviews; doubling keeps the simulation within the bench's time). The forecast is made
 * twice: with the default weights' forgetting curve, as the bot does, and with the learner's fitted
 * weights' curve.
 */
public final class ForecastSimulation {

  /**
   * One simulated exam: the forecast at its start and the result.
   *
   * @param shipped the forecast as the bot makes it: the member's weights in use, averaged over the
   *     uncertainty her reviews leave ({@code MemoryUncertainty})
   * @param known the forecast as the bot made it before: the default weights' curve taken as known
   * @param fitted whether the bot had fitted the learner's own weights
   * @param trueExpectedScore the drawn exam's expected score by the learner's true memory
   * @param score the share answered right
   * @param answerNoise the standard deviation of the score around {@code trueExpectedScore} (the
   *     answers' own chance, part of what even a forecast of the true memory misses by; the draw's
   *     chance of which questions come is the other part)
   * @param deckSeen the share of the deck the bot had seen her answer at the exam's start
   * @param correction what the bot's learned score correction added to {@code shipped}'s expected
   *     score
   */
  public record SimulatedExam(
      ExamOutlook shipped,
      ExamOutlook known,
      boolean fitted,
      double trueExpectedScore,
      double score,
      double answerNoise,
      boolean passed,
      int studyDays,
      int restDays,
      int introduced,
      double deckSeen,
      double correction) {

    /** What the bot's {@code JdbcExamOutcomes} reads of this exam once it is submitted. */
    public ScoreCorrection.Outcome outcome() {
      return new ScoreCorrection.Outcome(deckSeen, shipped.expected() - correction, score);
    }
  }

  static final Path SHIPPED_DECK = Path.of("questions", "nca-multi-gpu.yaml");
  private static final Instant START = Instant.parse("2026-01-05T00:00:00Z");
  private static final long MEMBER = 1;

  private final QuestionBank bank;
  private final Deck deck;
  private final Schedulers schedulers = Schedulers.defaults();
  private final ReviewApplier applier = new ReviewApplier(schedulers);
  private final Scheduler forecaster = schedulers.forecaster();
  private final ExamLearning learning;

  private ForecastSimulation(QuestionBank bank, Deck deck, ExamLearning learning) {
    this.bank = bank;
    this.deck = deck;
    this.learning = learning;
  }

  /** The same simulation, its forecasts starting from the prior {@code learned}, uncorrected. */
  public ForecastSimulation withPrior(PopulationPrior learned) {
    return withLearning(new ExamLearning(learned, ScoreCorrection.NONE));
  }

  /** The same simulation, its forecasts made with what the bot {@code learned} from the exams. */
  public ForecastSimulation withLearning(ExamLearning learned) {
    return new ForecastSimulation(bank, deck, learned);
  }

  /** The exam judged for a learner of {@code kind} (the control's generator is FSRS). */
  public SimulatedExam examOf(Kind kind, Generator generator, long seed) {
    return switch (kind) {
      case DEFAULTS -> exam(generator, seed, false);
      case REFIT -> exam(generator, seed, true);
      case CONTROL -> control(seed);
      case SECOND -> secondExam(generator, seed);
    };
  }

  /** The learners of a group: how they study and which exam is judged. */
  public enum Kind {
    /** {@link #exam(Generator, long, boolean)} without refits. */
    DEFAULTS,
    /** {@link #exam(Generator, long, boolean)} with refits. */
    REFIT,
    /** {@link #control}. */
    CONTROL,
    /** {@link #secondExam}. */
    SECOND
  }

  /**
   * What a learner of {@code kind} leaves the bot to learn its prior from once her exam is
   * submitted: her recall checks at its start, its answers to questions she had seen (the bot
   * stores them as reviews), and the decay of the weights she used.
   */
  public PopulationPrior.Evidence evidence(Kind kind, Generator generator, long seed) {
    List<MemoryUncertainty.RecallCheck> all = new ArrayList<>();
    double[] decay = {FsrsParameters.DEFAULT_WEIGHTS.get(20)};
    exam(
        kind == Kind.CONTROL ? Generator.FSRS : generator,
        seed,
        kind == Kind.REFIT,
        kind == Kind.CONTROL,
        kind == Kind.SECOND,
        new Observer() {
          @Override
          public void checks(List<MemoryUncertainty.RecallCheck> checks) {
            all.addAll(checks);
          }

          @Override
          public void weights(List<Double> weights) {
            decay[0] = weights.get(20);
          }

          @Override
          public void asked(
              MemoryState state,
              double modelRecall,
              double trueRecall,
              double guessFloor,
              boolean right) {
            if (modelRecall > 0 && modelRecall < 1) {
              all.add(
                  new MemoryUncertainty.RecallCheck(
                      modelRecall, guessFloor, right, state.stability()));
            }
          }
        });
    return new PopulationPrior.Evidence(seed, List.copyOf(all), decay[0]);
  }

  /** The shipped deck, loaded as the bot loads it. */
  public static ForecastSimulation shippedDeck() {
    var loaded = new BankLoader().load(SHIPPED_DECK);
    if (!loaded.isClean()) {
      throw new IllegalStateException(loaded.summary());
    }
    Deck deck = loaded.bank().decks().get(0);
    return new ForecastSimulation(loaded.bank(), deck, ExamLearning.NONE);
  }

  public Deck deck() {
    return deck;
  }

  /**
   * One learner of {@code generator}, drawn from {@code seed}, studying and sitting the exam.
   *
   * @param refit whether the bot fits the learner's own weights as it does for a member
   */
  public SimulatedExam exam(Generator generator, long seed, boolean refit) {
    return exam(generator, seed, refit, false, false, Observer.NONE);
  }

  /** What a diagnosis sees of one simulated exam ({@code ForecastDiagnosis}). */
  public interface Observer {
    Observer NONE = new Observer() {};

    /** The recall checks the forecast learnt from, at the exam's start. */
    default void checks(List<MemoryUncertainty.RecallCheck> checks) {}

    /** The weights the bot used for her at the exam. */
    default void weights(List<Double> weights) {}

    /**
     * A question on the exam the bot had seen: its state, the model's and the true recall, its
     * guess floor and whether the answer was right.
     */
    default void asked(
        MemoryState state,
        double modelRecall,
        double trueRecall,
        double guessFloor,
        boolean right) {}
  }

  /** {@link #exam(Generator, long, boolean)} without refits, watched by {@code observer}. */
  public SimulatedExam exam(Generator generator, long seed, Observer observer) {
    return exam(generator, seed, false, false, false, observer);
  }

  /**
   * The same learner as {@link #exam(Generator, long, boolean)} (without refits), sitting a second
   * mock exam 1–14 days after the first: the first exam's answers are reviews by then, as the bot
   * stores them (source EXAM: they move her memory states and join the recall checks her forecast
   * learns from), and the second draw prefers questions the first did not ask, as the bot's does.
   * Judged is the second exam's forecast.
   */
  public SimulatedExam secondExam(Generator generator, long seed) {
    return exam(generator, seed, false, false, true, Observer.NONE);
  }

  /**
   * The control: an FSRS learner at exactly the default weights whose reviews the bot grades by
   * recall (a lucky guess graded wrong), so the bot's model is the truth and only the forecast's
   * own arithmetic and the answers' chance remain.
   */
  public SimulatedExam control(long seed) {
    return exam(Generator.FSRS, seed, false, true, false, Observer.NONE);
  }

  private SimulatedExam exam(
      Generator generator,
      long seed,
      boolean refit,
      boolean control,
      boolean second,
      Observer observer) {
    Random random = new Random(seed);
    Supplier<Truth> truths =
        generator == Generator.HLR
            ? MemorySimulation.hlrLearner(random)
            : control
                ? MemorySimulation.fsrsLearner(random, 0)
                : MemorySimulation.fsrsLearner(random);
    int studyDays = 1 + random.nextInt(45);
    int newPerDay = 2 + random.nextInt(14);
    double skip = 0.4 * random.nextDouble();
    int restDays = random.nextInt(21);
    Map<String, Truth> truth = new HashMap<>();
    Map<String, MemoryState> seen = new HashMap<>();
    Map<String, List<PastReview>> history = new LinkedHashMap<>();
    List<MemoryUncertainty.RecallCheck> checks = new ArrayList<>();
    MemberParameters parameters = MemberParameters.defaults(MEMBER);
    int nextCheck = ParameterRefit.MIN_REVIEWS;
    int reviews = 0;
    List<Question> questions = deck.questions().stream().filter(q -> !q.retired()).toList();
    int introduced = 0;
    for (int day = 0; day < studyDays; day++) {
      if (day > 0 && random.nextDouble() < skip) {
        continue;
      }
      Instant session = START.plus(Duration.ofDays(day)).plus(Duration.ofHours(18));
      Instant end = session.plus(Duration.ofHours(2));
      PriorityQueue<Due> due = new PriorityQueue<>();
      seen.forEach(
          (id, state) -> {
            if (!state.due().isAfter(end)) {
              due.add(new Due(state.due().isBefore(session) ? session : state.due(), id));
            }
          });
      for (int k = 0; k < newPerDay && introduced < questions.size(); k++) {
        Question q = questions.get(introduced++);
        truth.put(q.id(), truths.get());
        due.add(new Due(session, q.id()));
      }
      Instant clock = session;
      while (!due.isEmpty()) {
        Due next = due.poll();
        Instant at = next.at().isAfter(clock) ? next.at() : clock;
        if (at.isAfter(end)) {
          break;
        }
        Question q = bank.question(next.id()).orElseThrow();
        Truth t = truth.get(q.id());
        boolean recalled = random.nextDouble() < t.recall(at);
        boolean right = recalled || random.nextDouble() < 1.0 / q.choices().size();
        t.answered(recalled, at);
        StudyReview review =
            new StudyReview(
                MEMBER,
                q.id(),
                ReviewSource.REVIEW,
                reviews,
                0,
                control ? recalled : right,
                at,
                Optional.empty());
        // The control's outcome is the recall, with no guess floor.
        AppliedReview applied =
            store(review, control ? 0 : 1.0 / q.choices().size(), seen, parameters, checks);
        history
            .computeIfAbsent(q.id(), id -> new ArrayList<>())
            .add(
                new PastReview(
                    review.rating().grade(),
                    applied.before().isEmpty() ? 0 : applied.elapsedDays(),
                    at.toEpochMilli()));
        reviews++;
        if (refit && reviews >= nextCheck) {
          parameters = refit(parameters, history, reviews, at);
          nextCheck = 2 * reviews;
        }
        if (!applied.after().due().isAfter(end)) {
          due.add(new Due(applied.after().due(), q.id()));
        }
        clock = at.plusSeconds(15);
      }
    }
    Instant examAt = START.plus(Duration.ofDays(studyDays + restDays)).plus(Duration.ofHours(12));
    Sitting first = new Sitting(examAt, Map.of());
    if (!second) {
      return sit(
          seen,
          truth,
          parameters,
          newest(checks),
          first,
          seed,
          random,
          studyDays,
          restDays,
          introduced,
          observer);
    }
    // The first exam is only answered: its forecasts are not judged here (the first-exam groups
    // judge them on the same learners).
    Map<String, Integer> timesSeen = new HashMap<>();
    int index = 0;
    for (ExamAnswer a : answer(truth, first, seed, random)) {
      String id = a.question().id();
      timesSeen.merge(id, 1, Integer::sum);
      truth.computeIfAbsent(id, q -> truths.get()).answered(a.recalled(), a.at());
      StudyReview review =
          new StudyReview(
              MEMBER, id, ReviewSource.EXAM, 1, index++, a.right(), a.at(), Optional.empty());
      store(review, 1.0 / a.question().choices().size(), seen, parameters, checks);
    }
    int moreRest = 1 + random.nextInt(14);
    Sitting next = new Sitting(examAt.plus(Duration.ofDays(moreRest)), timesSeen);
    return sit(
        seen,
        truth,
        parameters,
        newest(checks),
        next,
        new Random(seed).nextLong(), // the second draw's seed, not another learner's first
        random,
        studyDays,
        restDays + moreRest,
        introduced,
        observer);
  }

  /**
   * One answer stored as the bot stores it: the review moves her memory state, and one scored on a
   * later day than the question's last answer joins her recall checks (its outcome the review's).
   */
  private AppliedReview store(
      StudyReview review,
      double guessFloor,
      Map<String, MemoryState> seen,
      MemberParameters parameters,
      List<MemoryUncertainty.RecallCheck> checks) {
    AppliedReview applied =
        applier.apply(
            Optional.ofNullable(seen.get(review.questionId())),
            review,
            FsrsParameters.DEFAULT_RETENTION,
            parameters.weights());
    seen.put(review.questionId(), applied.after());
    if (applied.recallBefore().isPresent() && applied.elapsedDays() > 0) {
      checks.add(
          new MemoryUncertainty.RecallCheck(
              applied.recallBefore().getAsDouble(),
              guessFloor,
              review.right(),
              applied.before().orElseThrow().stability()));
    }
    return applied;
  }

  private static List<MemoryUncertainty.RecallCheck> newest(
      List<MemoryUncertainty.RecallCheck> checks) {
    return List.copyOf(
        checks.subList(Math.max(0, checks.size() - RecallHistory.LIMIT), checks.size()));
  }

  /** One mock exam: when it starts, and how often each question was asked in earlier exams. */
  private record Sitting(Instant at, Map<String, Integer> timesSeen) {}

  /**
   * An exam question answered: right when recalled or, if not, guessed; the true recall and the
   * chance of a right answer.
   */
  private record ExamAnswer(
      Question question,
      Instant at,
      boolean recalled,
      boolean right,
      double recall,
      double chance) {}

  /** The bot's refit decision on the learner's history so far, as it runs for a member. */
  private MemberParameters refit(
      MemberParameters current, Map<String, List<PastReview>> history, int reviews, Instant at) {
    List<CardHistory> cards = new ArrayList<>();
    history.forEach(
        (id, log) ->
            cards.add(
                new CardHistory(
                    List.copyOf(log),
                    CardHistory.guessFloorOf(bank.question(id).orElseThrow().choices().size()))));
    ParameterRefit decision =
        new ParameterRefit(null, id -> 0, Runnable::run, Clock.fixed(at, ZoneOffset.UTC));
    return decision.refit(current, cards, reviews).now();
  }

  private SimulatedExam sit(
      Map<String, MemoryState> seen,
      Map<String, Truth> truth,
      MemberParameters parameters,
      List<MemoryUncertainty.RecallCheck> checks,
      Sitting sitting,
      long seed,
      Random random,
      int studyDays,
      int restDays,
      int introduced,
      Observer observer) {
    int count = examSize();
    ExamOutlook known = forecast(seen, count, sitting, m -> Optional.empty(), null).outlook();
    ReadinessReport shipped =
        forecast(seen, count, sitting, m -> parameters.weights(), m -> checks);
    int right = 0;
    double expected = 0;
    double variance = 0;
    observer.checks(checks);
    observer.weights(parameters.weights().orElse(FsrsParameters.DEFAULT_WEIGHTS));
    for (ExamAnswer a : answer(truth, sitting, seed, random)) {
      MemoryState state = seen.get(a.question().id());
      if (state != null) {
        observer.asked(
            state,
            forecaster.retrievability(state, a.at()),
            a.recall(),
            1.0 / a.question().choices().size(),
            a.right());
      }
      right += a.right() ? 1 : 0;
      expected += a.chance();
      variance += a.chance() * (1 - a.chance());
    }
    boolean passed = right * 100L >= (long) deck.exam().passPercent() * count;
    return new SimulatedExam(
        shipped.outlook(),
        known,
        parameters.weights().isPresent(),
        expected / count,
        (double) right / count,
        Math.sqrt(variance) / count,
        passed,
        studyDays,
        restDays,
        introduced,
        shipped.deckSeen(),
        shipped.correction());
  }

  /** The questions on the deck's mock exam. */
  private int examSize() {
    return Math.min(
        deck.exam().questions(), ExamDraw.eligible(deck.questions(), deck.exam().weights()).size());
  }

  /**
   * The exam drawn from {@code seed} as the bot draws it, answered by the learner's true memory.
   */
  private List<ExamAnswer> answer(
      Map<String, Truth> truth, Sitting sitting, long seed, Random random) {
    ExamBlueprint blueprint = deck.exam();
    List<Question> eligible = ExamDraw.eligible(deck.questions(), blueprint.weights());
    List<Question> drawn =
        ExamDraw.draw(eligible, blueprint.weights(), examSize(), sitting.timesSeen(), seed);
    List<ExamAnswer> answers = new ArrayList<>();
    for (int i = 0; i < drawn.size(); i++) {
      Question q = drawn.get(i);
      Instant at = sitting.at().plus(Duration.ofMinutes(i)); // about a minute a question
      Truth t = truth.get(q.id());
      double recall = t == null ? 0 : t.recall(at);
      double guess = 1.0 / q.choices().size();
      double chance = recall + (1 - recall) * guess;
      double draw = random.nextDouble(); // recalled below the recall, guessed between it and chance
      answers.add(new ExamAnswer(q, at, draw < recall, draw < chance, recall, chance));
    }
    return answers;
  }

  /**
   * The forecast {@code /readiness} and the exam store make, with the member's weights and review
   * history (null: the model taken as known, the default curve).
   */
  private ReadinessReport forecast(
      Map<String, MemoryState> seen,
      int count,
      Sitting sitting,
      LongFunction<Optional<List<Double>>> weights,
      RecallHistory history) {
    Instant examAt = sitting.at();
    ReadinessService readiness =
        new ReadinessService(
            GuildBanks.fixed(bank),
            OneMemberStores.memory(seen),
            OneMemberStores.defaultSettings(),
            new Readiness(forecaster),
            Clock.fixed(examAt, ZoneOffset.UTC),
            ExamsSeen.NONE,
            weights,
            history,
            () -> learning);
    return readiness.forecastExam(MEMBER, deck, count, sitting.timesSeen(), examAt);
  }

  private record Due(Instant at, String id) implements Comparable<Due> {
    @Override
    public int compareTo(Due other) {
      int c = at.compareTo(other.at);
      return c != 0 ? c : id.compareTo(other.id);
    }
  }
}
