package dev.quizbot.bench;

import dev.quizbot.bank.BankLoader;
import dev.quizbot.bank.Deck;
import dev.quizbot.bank.ExamBlueprint;
import dev.quizbot.bank.Question;
import dev.quizbot.bank.QuestionBank;
import dev.quizbot.bench.MemorySimulation.Generator;
import dev.quizbot.bench.MemorySimulation.Truth;
import dev.quizbot.exam.ExamDraw;
import dev.quizbot.study.ExamOutlook;
import dev.quizbot.study.ExamsSeen;
import dev.quizbot.study.FsrsParameters;
import dev.quizbot.study.MemoryState;
import dev.quizbot.study.MemoryStore;
import dev.quizbot.study.Rating;
import dev.quizbot.study.Readiness;
import dev.quizbot.study.ReadinessService;
import dev.quizbot.study.ReviewOutcome;
import dev.quizbot.study.Scheduler;
import dev.quizbot.study.Schedulers;
import dev.quizbot.study.StudySettings;
import dev.quizbot.study.StudySettingsStore;
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
import java.util.PriorityQueue;
import java.util.Random;
import java.util.function.Supplier;

/**
 * Simulated mock exams against the readiness forecast (issue 30): a synthetic learner of {@link
 * MemorySimulation} (FSRS or HLR memory, the guess rate 1 / choices) studies the shipped deck
 * {@code questions/nca-multi-gpu.yaml} with the bot's scheduler (default weights, fuzz on, learning
 * steps, one session a day at 18:00 on simulated instants) for 1–45 days, skipping up to 40 % of
 * them, then rests 0–20 days and sits the deck's mock exam. At the exam's start the bot's forecast
 * ({@link ReadinessService#forecastExam}, as the exam store calls it) is taken from the memory
 * states the bot holds; the exam is drawn by {@link ExamDraw} and answered by the learner's true
 * memory: right when recalled or, if not, guessed with 1 / choices. Study days, new questions a day
 * (2–15) and rest are drawn per learner so the forecasts spread from sure fail to sure pass.
 *
 * <p>The bot's states use the default weights: what a member has before a refit of their own
 * weights, and the weights {@code /readiness} forecasts with.
 */
public final class ForecastSimulation {

  /** One simulated exam: the forecast at its start and the result. */
  public record SimulatedExam(
      double passProbability,
      double predictedScore,
      double trueExpectedScore,
      double score,
      boolean passed,
      int studyDays,
      int restDays,
      int introduced) {}

  static final Path SHIPPED_DECK = Path.of("questions", "nca-multi-gpu.yaml");
  private static final Instant START = Instant.parse("2026-01-05T00:00:00Z");
  private static final long MEMBER = 1;

  private final QuestionBank bank;
  private final Deck deck;
  private final Scheduler bot = new Scheduler(FsrsParameters.defaults());
  private final Scheduler forecaster = Schedulers.defaults().forecaster();

  private ForecastSimulation(QuestionBank bank, Deck deck) {
    this.bank = bank;
    this.deck = deck;
  }

  /** The shipped deck, loaded as the bot loads it. */
  public static ForecastSimulation shippedDeck() {
    var loaded = new BankLoader().load(SHIPPED_DECK);
    if (!loaded.isClean()) {
      throw new IllegalStateException(loaded.summary());
    }
    Deck deck = loaded.bank().decks().get(0);
    return new ForecastSimulation(loaded.bank(), deck);
  }

  public Deck deck() {
    return deck;
  }

  /** One learner of {@code generator}, drawn from {@code seed}, studying and sitting the exam. */
  public SimulatedExam exam(Generator generator, long seed) {
    Random random = new Random(seed);
    Supplier<Truth> truths =
        generator == Generator.FSRS
            ? MemorySimulation.fsrsLearner(random)
            : MemorySimulation.hlrLearner(random);
    int studyDays = 1 + random.nextInt(45);
    int newPerDay = 2 + random.nextInt(14);
    double skip = 0.4 * random.nextDouble();
    int restDays = random.nextInt(21);
    Map<String, Truth> truth = new HashMap<>();
    Map<String, MemoryState> seen = new HashMap<>();
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
        Rating rating = right ? Rating.GOOD : Rating.AGAIN;
        MemoryState before = seen.get(q.id());
        long fuzz = seed * 31 + q.id().hashCode() + at.getEpochSecond();
        ReviewOutcome outcome =
            before == null ? bot.first(rating, at, fuzz) : bot.review(before, rating, at, fuzz);
        seen.put(q.id(), outcome.next());
        if (!outcome.next().due().isAfter(end)) {
          due.add(new Due(outcome.next().due(), q.id()));
        }
        clock = at.plusSeconds(15);
      }
    }
    Instant examAt = START.plus(Duration.ofDays(studyDays + restDays)).plus(Duration.ofHours(12));
    return sit(seen, truth, examAt, seed, random, studyDays, restDays, introduced);
  }

  private SimulatedExam sit(
      Map<String, MemoryState> seen,
      Map<String, Truth> truth,
      Instant examAt,
      long seed,
      Random random,
      int studyDays,
      int restDays,
      int introduced) {
    ExamBlueprint blueprint = deck.exam();
    List<Question> eligible = ExamDraw.eligible(deck.questions(), blueprint.weights());
    int count = Math.min(blueprint.questions(), eligible.size());
    ReadinessService readiness =
        new ReadinessService(
            () -> bank,
            new StatesOf(seen),
            new NoSettings(),
            new Readiness(forecaster),
            Clock.fixed(examAt, ZoneOffset.UTC),
            ExamsSeen.NONE);
    ExamOutlook outlook = readiness.forecastExam(MEMBER, deck, count, Map.of(), examAt).outlook();
    List<Question> drawn = ExamDraw.draw(eligible, blueprint.weights(), count, Map.of(), seed);
    int right = 0;
    double expected = 0;
    for (int i = 0; i < drawn.size(); i++) {
      Question q = drawn.get(i);
      Instant at = examAt.plus(Duration.ofMinutes(i)); // about a minute a question
      Truth t = truth.get(q.id());
      double recall = t == null ? 0 : t.recall(at);
      double guess = 1.0 / q.choices().size();
      double chance = recall + (1 - recall) * guess;
      expected += chance;
      if (random.nextDouble() < chance) {
        right++;
      }
    }
    boolean passed = right * 100L >= (long) blueprint.passPercent() * count;
    return new SimulatedExam(
        outlook.passProbability(),
        outlook.expected(),
        expected / count,
        (double) right / count,
        passed,
        studyDays,
        restDays,
        introduced);
  }

  private record Due(Instant at, String id) implements Comparable<Due> {
    @Override
    public int compareTo(Due other) {
      int c = at.compareTo(other.at);
      return c != 0 ? c : id.compareTo(other.id);
    }
  }

  /** The bot's memory states of the one simulated member. */
  private record StatesOf(Map<String, MemoryState> states) implements MemoryStore {
    @Override
    public Optional<MemoryState> find(long memberId, String questionId) {
      return Optional.ofNullable(states.get(questionId));
    }

    @Override
    public Map<String, MemoryState> allOf(long memberId) {
      return Map.copyOf(states);
    }

    @Override
    public int introducedSince(long memberId, Instant since) {
      return 0;
    }
  }

  /** Default settings for everyone: the exam forecast reads none. */
  private static final class NoSettings implements StudySettingsStore {
    @Override
    public Optional<StudySettings> find(long memberId) {
      return Optional.empty();
    }

    @Override
    public void save(StudySettings settings) {
      throw new UnsupportedOperationException("read-only in the simulation");
    }

    @Override
    public List<StudySettings> withRemindersOn() {
      return new ArrayList<>();
    }
  }
}
