package dev.quizbot.bench.suite;

import dev.quizbot.bench.MemorySimulation;
import dev.quizbot.bench.MemorySimulation.Generator;
import dev.quizbot.bench.MemorySimulation.Scores;
import dev.quizbot.study.MemberParameters;
import dev.quizbot.study.ParameterRefit;
import java.lang.management.ManagementFactory;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.function.ToDoubleFunction;
import java.util.stream.Collectors;

/**
 * P14: the memory model on simulated learners ({@link MemorySimulation}: scheduled reviews, two
 * channel rounds a day and a weekly mock exam of 50 questions): held-out log loss and RMSE(bins) of
 * the default weights, weights fitted per learner, and weights fitted with guessing, per learner
 * group, and the guessing fit's gain on the rounds' and exams' answers alone, with a sign test; how
 * much the fit gains for learners with at least 400 training reviews (target: at least 0.01 log
 * loss, median); what the bot's own refit keeps and how that predicts; as yardsticks, the truth's
 * own chances (the floor) and an FSRS learner's own weights; reviews per day; and the CPU of one
 * refit of a learner with about 10,000 reviews (target: under 2 s).
 */
public final class MemoryModelFigures implements SuiteBenchmark {

  @Override
  public String id() {
    return "P14";
  }

  @Override
  public List<Figure> run(Mode mode) {
    if (Boolean.getBoolean("bench.p14.refitOnly")) {
      return List.of(refitCpu(mode)); // the refit's CPU alone, in seconds
    }
    int learners = mode.pick(8, 40);
    int days = mode.pick(120, 180);
    // Scheduled reviews, two channel rounds a day and a weekly 50-question mock exam.
    MemorySimulation sim = new MemorySimulation(days, 12, 1_500).withRoundsAndExams(2, 7, 50);
    var heldOut = sim.heldOutFrom(days / 5);
    List<Figure> figures = new ArrayList<>();
    for (Generator g : Generator.values()) {
      for (boolean mc : new boolean[] {true, false}) {
        List<Scores> scores = new ArrayList<>();
        long reviews = 0;
        for (int i = 0; i < learners; i++) {
          var learner = sim.learner(g, mc, 1_000L * g.ordinal() + (mc ? 500 : 0) + i);
          reviews += learner.reviews();
          scores.add(MemorySimulation.score(learner, heldOut));
        }
        String group = g + (mc ? " learners, 4 choices" : " learners, open questions");
        figures.addAll(
            groupFigures(g + (mc ? " mc" : " open"), group, scores, reviews, learners, days));
      }
    }
    figures.add(refitCpu(mode));
    return figures;
  }

  private static List<Figure> groupFigures(
      String key, String group, List<Scores> scores, long reviews, int learners, int days) {
    List<Scores> big = scores.stream().filter(s -> s.trainingReviews() >= 400).toList();
    List<Double> gain =
        big.stream().map(s -> s.defaults().logLoss() - s.fitted().logLoss()).toList();
    List<Double> guessGain =
        big.stream().map(s -> s.fitted().logLoss() - s.fittedGuessing().logLoss()).toList();
    List<Double> offScheduleGain =
        big.stream()
            .filter(s -> s.fittedOffSchedule().predictions() > 0)
            .map(s -> s.fittedOffSchedule().logLoss() - s.fittedGuessingOffSchedule().logLoss())
            .toList();
    long guessBetter = guessGain.stream().filter(g -> g > 0).count();
    long offScheduleBetter = offScheduleGain.stream().filter(g -> g > 0).count();
    List<Double> choiceGain =
        big.stream().map(s -> s.fitted().logLoss() - s.refitKept().logLoss()).toList();
    Map<MemorySimulation.Choice, Long> choices =
        big.stream()
            .collect(
                Collectors.groupingBy(
                    Scores::refitChoice,
                    () -> new EnumMap<>(MemorySimulation.Choice.class),
                    Collectors.counting()));
    String table =
        String.format(
            Locale.ROOT,
            "median held-out log loss defaults %.4f, fitted %.4f, fitted+guessing %.4f, the"
                + " learner's own weights %.4f (with guessing %.4f), the truth's own chances %.4f;"
                + " RMSE(bins) %.4f / %.4f / %.4f; %d of %d learners with >= 400 training"
                + " reviews; %.1f reviews per day",
            median(scores, s -> s.defaults().logLoss()),
            median(scores, s -> s.fitted().logLoss()),
            median(scores, s -> s.fittedGuessing().logLoss()),
            median(scores, s -> s.ownWeights().logLoss()),
            median(scores, s -> s.ownWeightsGuessing().logLoss()),
            median(scores, Scores::truthLogLoss),
            median(scores, s -> s.defaults().rmseBins()),
            median(scores, s -> s.fitted().rmseBins()),
            median(scores, s -> s.fittedGuessing().rmseBins()),
            big.size(),
            scores.size(),
            reviews / (double) learners / days);
    System.out.println(group + ": " + table);
    return List.of(
        new Figure(
            "P14 fit gain " + key,
            "held-out log loss, defaults minus fitted, " + group,
            "nats",
            gain,
            Target.atLeast(0.01),
            "",
            table),
        new Figure(
            "P14 guessing gain " + key,
            "held-out log loss, fitted minus fitted with guessing, " + group,
            "nats",
            guessGain,
            Target.none(),
            "",
            String.format(
                Locale.ROOT,
                "guessing predicts better for %d of %d learners (one-sided sign test p = %.3f);"
                    + " mean %s; the truth's own chances would gain %.4f (median); median %.1f"
                    + " rounds' and exams' answers held out per learner",
                guessBetter,
                guessGain.size(),
                signTest(guessBetter, guessGain.size()),
                meanWithError(guessGain),
                medianOf(big.stream().map(s -> s.fitted().logLoss() - s.truthLogLoss()).toList()),
                median(big, s -> s.fittedOffSchedule().predictions()))),
        new Figure(
            "P14 guessing gain off-schedule " + key,
            "the same on the held-out answers to channel rounds and mock exams only, " + group,
            "nats",
            offScheduleGain,
            Target.none(),
            "",
            String.format(
                Locale.ROOT,
                "scored apart, the same fits: better for %d of %d (sign test p = %.3f); mean %s;"
                    + " the truth's own chances would gain %.4f (median)",
                offScheduleBetter,
                offScheduleGain.size(),
                signTest(offScheduleBetter, offScheduleGain.size()),
                meanWithError(offScheduleGain),
                medianOf(
                    big.stream()
                        .filter(s -> s.fittedOffSchedule().predictions() > 0)
                        .map(s -> s.fittedOffSchedule().logLoss() - s.truthLogLossOffSchedule())
                        .toList()))),
        new Figure(
            "P14 refit choice gain " + key,
            "held-out log loss, fitted (all training reviews) minus the weights the bot's refit"
                + " keeps, "
                + group,
            "nats",
            choiceGain,
            Target.none(),
            "",
            String.format(
                Locale.ROOT,
                "the refit, on the training reviews alone, kept %s (its candidates fitted on 80 %%"
                    + " of them, as the bot keeps them); mean %s",
                choices,
                meanWithError(choiceGain))));
  }

  /** One-sided sign test: the chance of at least {@code wins} of {@code n} under a coin flip. */
  static double signTest(long wins, int n) {
    double p = 0;
    for (long k = wins; k <= n; k++) {
      p += Math.exp(logChoose(n, k) - n * Math.log(2));
    }
    return Math.min(p, 1);
  }

  private static double logChoose(int n, long k) {
    double sum = 0;
    for (long i = 1; i <= k; i++) {
      sum += Math.log(n - k + i) - Math.log(i);
    }
    return sum;
  }

  /** "mean ± standard error" of the values. */
  private static String meanWithError(List<Double> values) {
    double mean = values.stream().mapToDouble(Double::doubleValue).average().orElse(Double.NaN);
    double squares = values.stream().mapToDouble(v -> (v - mean) * (v - mean)).sum();
    double error = Math.sqrt(squares / (values.size() - 1) / values.size());
    return String.format(Locale.ROOT, "%+.4f ± %.4f", mean, error);
  }

  private static double medianOf(List<Double> values) {
    double[] v = values.stream().mapToDouble(Double::doubleValue).sorted().toArray();
    if (v.length == 0) {
      return Double.NaN;
    }
    return v.length % 2 == 1 ? v[v.length / 2] : (v[v.length / 2 - 1] + v[v.length / 2]) / 2;
  }

  /**
   * The whole refit decision the bot runs for a member (held-out split, plain and guessing-aware
   * fits, three held-out evaluations), on one thread, for a learner with about 10,000 reviews.
   */
  private static Figure refitCpu(Mode mode) {
    MemorySimulation sim = new MemorySimulation(120, 9, 4_000);
    var learner = sim.learner(Generator.FSRS, true, 77);
    int reviews = learner.reviews();
    ParameterRefit refit =
        new ParameterRefit(null, q -> 0.25, Runnable::run, java.time.Clock.systemUTC());
    var threads = ManagementFactory.getThreadMXBean();
    List<Double> runs = new ArrayList<>();
    String outcome = "";
    for (int i = 0; i < mode.pick(3, 5); i++) {
      long t0 = threads.getCurrentThreadCpuTime();
      var result = refit.refit(MemberParameters.defaults(1), learner.cards(), reviews);
      runs.add((threads.getCurrentThreadCpuTime() - t0) / 1e6);
      outcome =
          String.format(
              Locale.ROOT,
              "%s: held-out log loss %.4f in use, %.4f candidate",
              result.outcome(),
              result.inUseLogLoss(),
              result.candidateLogLoss());
    }
    System.out.println("refit of " + reviews + " reviews: " + outcome + ", CPU ms " + runs);
    return new Figure(
        "P14 refit CPU",
        String.format(
            Locale.ROOT, "CPU of one refit decision, a learner with %,d reviews", reviews),
        "ms",
        runs,
        Target.atMost(2_000),
        "",
        outcome);
  }

  private static double median(List<Scores> scores, ToDoubleFunction<Scores> f) {
    return medianOf(scores.stream().map(f::applyAsDouble).toList());
  }

  /**
   * Run alone: {@code ./mvnw -q -Pbench test-compile exec:java -Dbench=suite.MemoryModelFigures}
   * ({@code -Dbench.short=true}: 8 learners per group; {@code -Dbench.p14.refitOnly=true}: the
   * refit's CPU only, as in the suite).
   */
  public static void main(String[] args) {
    List<Figure> figures = new MemoryModelFigures().run(Mode.fromSystemProperties());
    for (Figure f : figures) {
      System.out.printf(
          Locale.ROOT,
          "%s: median %.4f %s (%s) %s%n  %s%n",
          f.id(),
          f.measured() ? f.median() : Double.NaN,
          f.unit(),
          f.verdict(),
          f.runs(),
          f.note());
    }
  }
}
