package dev.quizbot.study;

import static dev.quizbot.study.StudyFixtures.question;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import dev.quizbot.bank.Question;
import dev.quizbot.exam.ExamDraw;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

final class ScoreDistributionTest {

  @Test
  @DisplayName("the questions always drawn add up as a Poisson-binomial")
  void poissonBinomialByHand() {
    // p = 0.2, 0.7: none 0.8 · 0.3 = 0.24; one 0.2 · 0.3 + 0.8 · 0.7 = 0.62; both 0.14
    double[] f = ScoreDistribution.poissonBinomial(new double[] {0.2, 0.7});
    assertThat(f[0]).isCloseTo(0.24, within(1e-12));
    assertThat(f[1]).isCloseTo(0.62, within(1e-12));
    assertThat(f[2]).isCloseTo(0.14, within(1e-12));
  }

  @Test
  @DisplayName("k drawn at random of a pool: the programme equals the mean over every k-subset")
  void randomSubsetEqualsEnumeration() {
    double[] pool = {0.1, 0.35, 0.5, 0.8, 0.95, 0.6, 0.25};
    for (int k = 0; k <= pool.length; k++) {
      double[] exact = ScoreDistribution.exactSubset(pool, k);
      double[] enumerated = new double[k + 1];
      int subsets = 0;
      for (int mask = 0; mask < 1 << pool.length; mask++) {
        if (Integer.bitCount(mask) != k) {
          continue;
        }
        subsets++;
        List<Double> chosen = new ArrayList<>();
        for (int i = 0; i < pool.length; i++) {
          if ((mask & 1 << i) != 0) {
            chosen.add(pool[i]);
          }
        }
        double[] f =
            ScoreDistribution.poissonBinomial(
                chosen.stream().mapToDouble(Double::doubleValue).toArray());
        for (int s = 0; s <= k; s++) {
          enumerated[s] += f[s];
        }
      }
      for (int s = 0; s <= k; s++) {
        assertThat(exact[s])
            .as("k=%d s=%d", k, s)
            .isCloseTo(enumerated[s] / subsets, within(1e-12));
      }
    }
  }

  @Test
  @DisplayName("the approximation keeps the exact mean and variance, tails within 0.01")
  void approximationCloseToExact() {
    Random random = new Random(7);
    double[] pool = new double[400];
    for (int i = 0; i < pool.length; i++) {
      pool[i] = 0.25 + 0.75 * random.nextDouble();
    }
    double[] exact = ScoreDistribution.exactSubset(pool, 40);
    double[] approx = ScoreDistribution.approximateSubset(pool, 40);
    assertThat(moment(approx, 1)).isCloseTo(moment(exact, 1), within(1e-3));
    double exactVar = moment(exact, 2) - Math.pow(moment(exact, 1), 2);
    double approxVar = moment(approx, 2) - Math.pow(moment(approx, 1), 2);
    assertThat(approxVar).isCloseTo(exactVar, within(0.02 * exactVar + 0.1));
    double exactTail = 0;
    double approxTail = 0;
    for (int s = 28; s <= 40; s++) {
      exactTail += exact[s];
      approxTail += approx[s];
    }
    assertThat(approxTail).isCloseTo(exactTail, within(0.01));
  }

  @Test
  @DisplayName("the forecast matches a seeded Monte Carlo of the real exam draw")
  void matchesMonteCarloOfExamDraw() {
    // GIVEN 3 topics of 12, 9 and 6 questions, weights 50/30/20, an exam of 10, some questions
    // already seen in earlier exams (the draw takes the least seen first)
    List<Question> deck = new ArrayList<>();
    Map<String, Double> chance = new HashMap<>();
    Map<String, Integer> seen = new HashMap<>();
    Random random = new Random(42);
    String[] topics = {"a", "b", "c"};
    int[] sizes = {12, 9, 6};
    for (int t = 0; t < topics.length; t++) {
      for (int i = 0; i < sizes[t]; i++) {
        String id = topics[t] + i;
        deck.add(question(id, "d", topics[t]));
        chance.put(id, 0.25 + 0.75 * random.nextDouble());
        if (i % 3 == 0) {
          seen.put(id, 1 + i % 2);
        }
      }
    }
    Map<String, Integer> weights = Map.of("a", 50, "b", 30, "c", 20);
    int total = 10;
    double passMark = 0.7;
    ScoreDistribution forecast =
        ScoreDistribution.of(ExamForecast.draws(deck, chance, weights, total, seen));

    // WHEN n exams are drawn by ExamDraw and answered right with each question's chance
    int n = 40_000;
    int[] scores = new int[total + 1];
    Random answers = new Random(1);
    for (long seed = 0; seed < n; seed++) {
      int right = 0;
      for (Question q : ExamDraw.draw(deck, weights, total, seen, seed)) {
        right += answers.nextDouble() < chance.get(q.id()) ? 1 : 0;
      }
      scores[right]++;
    }

    // THEN every score's frequency, the pass rate and the mean lie within 4 standard errors of
    // the forecast (the standard error of a frequency is sqrt(p(1 − p) / n))
    double mean = 0;
    double passed = 0;
    int needed = ScoreDistribution.rightNeeded(passMark, total);
    for (int r = 0; r <= total; r++) {
      double p = forecast.probability(r);
      double observed = (double) scores[r] / n;
      assertThat(observed)
          .as("score %d", r)
          .isCloseTo(p, within(4 * Math.sqrt(p * (1 - p) / n) + 1e-9));
      mean += r * observed;
      passed += r >= needed ? observed : 0;
    }
    double pass = forecast.passProbability(passMark);
    assertThat(passed).isCloseTo(pass, within(4 * Math.sqrt(pass * (1 - pass) / n)));
    double variance = 0;
    for (int r = 0; r <= total; r++) {
      variance += forecast.probability(r) * Math.pow(r - forecast.expectedShare() * total, 2);
    }
    assertThat(mean / total)
        .isCloseTo(forecast.expectedShare(), within(4 * Math.sqrt(variance / n) / total));
  }

  @Test
  @DisplayName("pass mark, quantiles: the exam's rule right × 100 ≥ percent × questions")
  void passAndQuantiles() {
    assertThat(ScoreDistribution.rightNeeded(0.7, 10)).isEqualTo(7);
    assertThat(ScoreDistribution.rightNeeded(0.7, 11)).isEqualTo(8); // 7.7 → 8
    assertThat(ScoreDistribution.rightNeeded(0.7, 50)).isEqualTo(35);
    // two questions at 0.5: scores 0, 1, 2 with 1/4, 1/2, 1/4
    ScoreDistribution d =
        ScoreDistribution.of(
            List.of(new ScoreDistribution.TopicDraw(new double[] {0.5, 0.5}, new double[0], 0)));
    assertThat(d.passProbability(0.5)).isCloseTo(0.75, within(1e-12));
    assertThat(d.passProbability(1.0)).isCloseTo(0.25, within(1e-12));
    assertThat(d.quantileShare(0.10)).isZero();
    assertThat(d.quantileShare(0.5)).isEqualTo(0.5);
    assertThat(d.quantileShare(0.90)).isEqualTo(1.0);
    assertThat(d.expectedShare()).isCloseTo(0.5, within(1e-12));
  }

  private static double moment(double[] f, int power) {
    double m = 0;
    for (int s = 0; s < f.length; s++) {
      m += Math.pow(s, power) * f[s];
    }
    return m;
  }
}
