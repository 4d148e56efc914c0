package dev.quizbot.study;

import static dev.quizbot.study.StudyFixtures.question;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import dev.quizbot.bank.Question;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

final class MemoryUncertaintyTest {

  private static final double DEFAULT_DECAY = FsrsParameters.DEFAULT_WEIGHTS.get(20);
  private static final Instant EXAM = Instant.parse("2026-06-01T12:00:00Z");

  @Test
  @DisplayName("a point's curve: 0.9 at t = S·e^ε whatever the decay; (1 + f·t/S)^(−d) beyond")
  void nodeCurve() {
    MemoryUncertainty.Node plain = new MemoryUncertainty.Node(1, 0, 0.5);
    assertThat(plain.recall(10, 10)).isCloseTo(0.9, within(1e-12));
    assertThat(new MemoryUncertainty.Node(1, Math.log(2), 0.2).recall(20, 10))
        .isCloseTo(0.9, within(1e-12));
    // d = 0.5: f = 0.9^−2 − 1 = 0.2345679; t/S = 3: (1 + 0.7037037)^−0.5 = 0.7661308
    assertThat(plain.recall(30, 10)).isCloseTo(0.7661308, within(1e-7));
    // An unknown share of 0.2 takes a fifth off at any t: 0.8 · 0.9, 0.8 · 0.7661309
    MemoryUncertainty.Node partly = new MemoryUncertainty.Node(1, 0, 0.5, 0.2, 0);
    assertThat(partly.recall(10, 10)).isCloseTo(0.72, within(1e-12));
    assertThat(partly.recall(30, 10)).isCloseTo(0.6129047, within(1e-7));
  }

  @Test
  @DisplayName("without reviews the posterior is the prior: ε centred on 0, weights adding to 1")
  void priorAlone() {
    MemoryUncertainty prior = MemoryUncertainty.posterior(List.of(), DEFAULT_DECAY);
    assertThat(prior.nodes().stream().mapToDouble(MemoryUncertainty.Node::weight).sum())
        .isCloseTo(1, within(1e-12));
    assertThat(prior.meanLogScale()).isCloseTo(0, within(1e-12));
    // Prior SD of ε is 1 on a grid of ±3: the grid's SD is close to it.
    double var =
        prior.nodes().stream().mapToDouble(n -> n.weight() * n.logScale() * n.logScale()).sum();
    assertThat(Math.sqrt(var)).isCloseTo(1, within(0.02));
  }

  @Test
  @DisplayName("reviews at R = 0.9 right 60 % of the time: the posterior's recall there is 0.6")
  void learnsTheRecallFromTheReviews() {
    // 10,000 reviews the model gave 0.9, 6,000 right, no guessing
    MemoryUncertainty post =
        MemoryUncertainty.posterior(checks(10_000, 0.9, 0, 6_000), DEFAULT_DECAY);
    assertThat(meanRecallAtStability(post)).isCloseTo(0.6, within(0.02));
    // At one t / S a shorter memory and an unknown share explain it alike: both are lowered.
    assertThat(post.meanLogScale()).isLessThan(-0.5);
    // (its prior mean is 0.0216: learned, not the prior)
    assertThat(post.meanUnknownShare()).isGreaterThan(0.15);
  }

  @Test
  @DisplayName(
      "reviews the model is sure of (R = 0.99) right only 80 %: a share she does not know, not a"
          + " shorter memory")
  void unknownShareFromSureReviews() {
    MemoryUncertainty post =
        MemoryUncertainty.posterior(checks(10_000, 0.99, 0, 8_000), DEFAULT_DECAY);
    // (1 − u) · R = 0.8 with R near 0.99: u near 0.19. The scale alone would need t/S ≈ 48 times
    // longer (ε ≈ −3.9), past the grid's ±3 and 3.9 prior SDs away.
    assertThat(post.meanUnknownShare()).isCloseTo(0.19, within(0.03));
    assertThat(post.meanLogScale()).isGreaterThan(-1);
    // The model's sure questions keep a fifth she may not know: recall at t = S about 0.9 · 0.8.
    assertThat(meanRecallAtStability(post)).isCloseTo(0.72, within(0.05));
  }

  @Test
  @DisplayName("growth η: her stability is S · (S / 10 days)^η, so η turns the curve about S = 10")
  void growthCurve() {
    MemoryUncertainty.Node faster = new MemoryUncertainty.Node(1, 0, 0.5, 0, 0.5);
    // At S = 10 days the growth changes nothing: 0.9 at t = S.
    assertThat(faster.recall(10, 10)).isCloseTo(0.9, within(1e-12));
    // At S = 40: her stability is 40 · 4^0.5 = 80 days, so at t = 80 she is at 0.9.
    assertThat(faster.recall(80, 40)).isCloseTo(0.9, within(1e-12));
    // At S = 2.5: 2.5 · 0.25^0.5 = 1.25 days.
    assertThat(faster.recall(1.25, 2.5)).isCloseTo(0.9, within(1e-12));
  }

  @Test
  @DisplayName(
      "right at 90 % on young questions and 60 % on old ones: her memory grows slower (η < 0)")
  void learnsTheGrowthFromTheReviews() {
    // Reviews at the due day (model's R = 0.9) of questions at S = 2 days and at S = 50.
    List<MemoryUncertainty.RecallCheck> checks = new ArrayList<>(checks(2_000, 0.9, 0, 1_800, 2));
    checks.addAll(checks(2_000, 0.9, 0, 1_200, 50));
    MemoryUncertainty post = MemoryUncertainty.posterior(checks, DEFAULT_DECAY);
    assertThat(post.meanGrowth()).isLessThan(-0.3);
    // The same answers with no days known say nothing of growth: the prior's 0 stays.
    List<MemoryUncertainty.RecallCheck> undated =
        checks.stream()
            .map(c -> new MemoryUncertainty.RecallCheck(c.recall(), c.guessFloor(), c.right()))
            .toList();
    assertThat(MemoryUncertainty.posterior(undated, DEFAULT_DECAY).meanGrowth())
        .isCloseTo(0, within(0.01));
  }

  @Test
  @DisplayName(
      "old questions hardly better known than young ones: the growth goes past −0.6 towards −0.9")
  void growthNearlyFlat() {
    // At the due day, 4 choices: right 90 % at S = 2 days (recall 0.87), 62.5 % at S = 50 (recall
    // 0.5), as a learner whose memory hardly grows with the intervals answers; five times as many
    // young reviews, so both weigh the same (√t). Fitting both needs η = −1.26 at the default
    // decay, −0.70 at 0.47, −0.61 at 0.8: the posterior uses the grid below −0.6 (the old grid's
    // edge; narrowing it fails this test).
    List<MemoryUncertainty.RecallCheck> checks =
        new ArrayList<>(checks(2_000, 0.9, 0.25, 1_800, 2));
    checks.addAll(checks(400, 0.9, 0.25, 250, 50));
    MemoryUncertainty post = MemoryUncertainty.posterior(checks, DEFAULT_DECAY);
    assertThat(post.meanGrowth()).isLessThan(-0.65);
    double atFifty = post.meanRecall(50, 50);
    assertThat(atFifty).isCloseTo(0.5, within(0.05));
  }

  @Test
  @DisplayName(
      "a review weighs as √t, t the days its state was held: the exam meets long-held states")
  void reviewsWeighByTheirDays() {
    // At the due day, 4 choices: recall 0.9 at S = 1 and 25 days but 0.6 at S = 5, which no
    // growth fits. Each group held 2,000 days; the young reviews outnumber the old 25 to 1, so
    // weighted by √t the groups weigh 2,000 : 894 : 400. Recall at S = 25 reads 0.73; weighted by
    // t, 0.80; counted once each (before), 0.69, as the young reviews and the growth they chose
    // (−0.58) decided.
    List<MemoryUncertainty.RecallCheck> checks =
        new ArrayList<>(checks(2_000, 0.9, 0.25, 1_850, 1));
    checks.addAll(checks(400, 0.9, 0.25, 280, 5));
    checks.addAll(checks(80, 0.9, 0.25, 74, 25));
    MemoryUncertainty post = MemoryUncertainty.posterior(checks, DEFAULT_DECAY);
    assertThat(post.meanRecall(25, 25)).isCloseTo(0.73, within(0.02));
  }

  @Test
  @DisplayName("at the growth's edge the decay opens past FSRS-6's 0.8; elsewhere it stays within")
  void decayOpensAtTheGrowthsEdge() {
    // A memory that forgets exponentially with a stability of 2 days whatever the model says
    // (0.9^(t / 2 days)), checked at 1, 2 and 4 times the model's stabilities of 1 to 30 days.
    List<MemoryUncertainty.RecallCheck> steep = new ArrayList<>();
    for (double stability : new double[] {1, 3, 10, 30}) {
      for (double times : new double[] {1, 2, 4}) {
        double model =
            Math.pow(1 + MemoryUncertainty.factor(DEFAULT_DECAY) * times, -DEFAULT_DECAY);
        double recall = Math.pow(0.9, times * stability / 2);
        int right = (int) Math.round(500 * (recall + (1 - recall) * 0.25));
        steep.addAll(checks(500, model, 0.25, right, stability));
      }
    }
    MemoryUncertainty post = MemoryUncertainty.posterior(steep, DEFAULT_DECAY);
    assertThat(post.meanGrowth()).isLessThan(-0.8);
    assertThat(post.meanDecay()).isGreaterThan(2.0);
    assertThat(weightAboveFsrsDecays(post)).isGreaterThan(0.9);
    assertThat(post.nodes())
        .filteredOn(n -> n.decay() > MemoryUncertainty.DECAY_MAX + 1e-9)
        .isNotEmpty()
        .allSatisfy(n -> assertThat(Math.abs(n.growth())).isEqualTo(0.9));
    // A member the model fits, young and old questions, at the due day and at three times the
    // stability (right at the model's chance there too): hardly any weight out there.
    double atThree = Math.pow(1 + MemoryUncertainty.factor(DEFAULT_DECAY) * 3, -DEFAULT_DECAY);
    int rightAtThree = (int) Math.round(2_000 * (atThree + (1 - atThree) * 0.25));
    List<MemoryUncertainty.RecallCheck> fitting = new ArrayList<>();
    for (double stability : new double[] {2, 50}) {
      fitting.addAll(checks(2_000, 0.9, 0.25, 1_850, stability));
      fitting.addAll(checks(2_000, atThree, 0.25, rightAtThree, stability));
    }
    assertThat(weightAboveFsrsDecays(MemoryUncertainty.posterior(fitting, DEFAULT_DECAY)))
        .isLessThan(0.01);
  }

  private static double weightAboveFsrsDecays(MemoryUncertainty post) {
    return post.nodes().stream()
        .filter(n -> n.decay() > MemoryUncertainty.DECAY_MAX + 1e-9)
        .mapToDouble(MemoryUncertainty.Node::weight)
        .sum();
  }

  @Test
  @DisplayName("the forecast grows a question's stability with η as a point's curve does")
  void growthInTheForecast() {
    List<Question> deck = List.of(question("a1", "d", "a"));
    MemoryUncertainty faster =
        MemoryUncertainty.of(List.of(new MemoryUncertainty.Node(1, 0, 0.5, 0, 0.5)));
    // S = 40 grown with η = 0.5: 80 days; 80 days after the review R = 0.9, right 0.925
    ReadinessReport report =
        forecast(deck, Map.of("a1", reviewedDaysBefore(80, 40)), 0.5, 1, faster);
    assertThat(report.predicted()).isCloseTo(0.925, within(1e-9));
  }

  @Test
  @DisplayName("over a learned posterior the forecast is each point's chance, weighed")
  void forecastIsThePosteriorMean() {
    List<MemoryUncertainty.RecallCheck> checks = new ArrayList<>(checks(600, 0.9, 0.25, 480, 3));
    checks.addAll(checks(600, 0.6, 0.25, 420, 40));
    MemoryUncertainty post = MemoryUncertainty.posterior(checks, DEFAULT_DECAY);
    assertThat(post.nodes().size()).isGreaterThan(50);
    List<Question> deck = List.of(question("a1", "d", "a"), question("a2", "d", "a"));
    Map<String, MemoryState> states =
        Map.of("a1", reviewedDaysBefore(30, 40), "a2", reviewedDaysBefore(0.5, 2));
    ReadinessReport report = forecast(deck, states, 0.5, 2, post);
    double expected = 0;
    for (MemoryUncertainty.Node n : post.nodes()) {
      double a1 = n.recall(30, 40);
      double a2 = n.recall(0.5, 2);
      expected += n.weight() * ((a1 + (1 - a1) * 0.25) + (a2 + (1 - a2) * 0.25)) / 2;
    }
    assertThat(report.predicted()).isCloseTo(expected, within(1e-9));
  }

  @Test
  @DisplayName("without reviews the unknown share is 0 with probability 0.85, the rest even")
  void unknownSharePrior() {
    MemoryUncertainty prior = MemoryUncertainty.posterior(List.of(), DEFAULT_DECAY);
    double atZero =
        prior.nodes().stream()
            .filter(n -> n.unknownShare() == 0)
            .mapToDouble(MemoryUncertainty.Node::weight)
            .sum();
    // Within 10⁻³: the grid drops points under 10⁻⁴ of the largest, some of the slab's tails
    // (0.850094 here).
    assertThat(atZero).isCloseTo(0.85, within(1e-3));
    // 0.15 · (0.03 + 0.07 + 0.12 + 0.2 + 0.3) / 5
    assertThat(prior.meanUnknownShare()).isCloseTo(0.0216, within(1e-3));
  }

  @Test
  @DisplayName("with 4 choices 70 % right at R = 0.9 means recall (0.7 − 0.25) / 0.75 = 0.6")
  void guessesAreNotRecalls() {
    MemoryUncertainty post =
        MemoryUncertainty.posterior(checks(10_000, 0.9, 0.25, 7_000), DEFAULT_DECAY);
    // A right answer says less with guessing: the prior (0.9) pulls a little harder.
    assertThat(meanRecallAtStability(post)).isCloseTo(0.6, within(0.03));
    // Read without guessing, the same answers would say 0.7.
    MemoryUncertainty blind =
        MemoryUncertainty.posterior(checks(10_000, 0.9, 0, 7_000), DEFAULT_DECAY);
    assertThat(meanRecallAtStability(blind)).isCloseTo(0.7, within(0.02));
  }

  @Test
  @DisplayName(
      "reviews that agree with the model leave it in place, and narrower the more there are")
  void agreementKeepsTheModel() {
    MemoryUncertainty few = MemoryUncertainty.posterior(checks(50, 0.9, 0, 45), DEFAULT_DECAY);
    MemoryUncertainty many =
        MemoryUncertainty.posterior(checks(5_000, 0.9, 0, 4_500), DEFAULT_DECAY);
    // The share can only lower recall; a longer memory makes up for it at t = S, nearly.
    assertThat(meanRecallAtStability(many)).isCloseTo(0.9, within(0.01));
    assertThat(sdLogScale(many)).isLessThan(sdLogScale(few));
  }

  @Test
  @DisplayName("the model taken as known gives the forecast without uncertainty, to the last bit")
  void knownIsTheOldForecast() {
    Readiness readiness = new Readiness(new Scheduler(FsrsParameters.defaults()));
    List<Question> deck = List.of(question("a1", "d", "a"), question("a2", "d", "a"));
    Map<String, MemoryState> states = Map.of("a1", reviewedDaysBefore(30, 10));
    ReadinessReport known = forecast(deck, states, 0.5, 2, MemoryUncertainty.known(DEFAULT_DECAY));
    ReadinessReport old = readiness.forecast("d", deck, states, EXAM, Map.of(), 0.5, 2, Map.of());
    assertThat(known.outlook().passProbability())
        .isCloseTo(old.outlook().passProbability(), within(1e-12));
    assertThat(known.predicted()).isCloseTo(old.predicted(), within(1e-12));
  }

  @Test
  @DisplayName("two equally likely models: the chance of passing is the mean of their chances")
  void mixtureOfTwo() {
    List<Question> deck = List.of(question("a1", "d", "a"));
    // S = 10, reviewed 10 days before. Point A (ε = 0, d = 0.5): R = 0.9, right 0.9 + 0.1/4 =
    // 0.925. Point B: t/S·e^−ε = 3 / f(0.5) makes R = (1 + 3)^−0.5 = 0.5, right 0.625.
    double f = Math.pow(0.9, -2) - 1;
    MemoryUncertainty two =
        MemoryUncertainty.of(
            List.of(
                new MemoryUncertainty.Node(0.5, 0, 0.5),
                new MemoryUncertainty.Node(0.5, Math.log(f / 3), 0.5)));
    ReadinessReport report = forecast(deck, Map.of("a1", reviewedDaysBefore(10, 10)), 0.7, 1, two);
    // One question: passing is answering it right, (0.925 + 0.625) / 2 = 0.775
    assertThat(report.predicted()).isCloseTo(0.775, within(1e-9));
    assertThat(report.outlook().passProbability()).isCloseTo(0.775, within(1e-9));
  }

  @Test
  @DisplayName("an unknown share lowers even a question reviewed a moment ago")
  void unknownShareInTheForecast() {
    List<Question> deck = List.of(question("a1", "d", "a"), question("a2", "d", "a"));
    MemoryUncertainty fifth =
        MemoryUncertainty.of(List.of(new MemoryUncertainty.Node(1, 0, DEFAULT_DECAY, 0.2, 0)));
    // a1 answered at the exam's instant (R = 1), a2 at t = S (R = 0.9)
    Map<String, MemoryState> states =
        Map.of("a1", reviewedDaysBefore(0, 10), "a2", reviewedDaysBefore(10, 10));
    ReadinessReport report = forecast(deck, states, 0.5, 2, fifth);
    // a1: 0.8 + 0.2 / 4 = 0.85; a2: 0.72 + 0.28 / 4 = 0.79; mean 0.82
    assertThat(report.predicted()).isCloseTo(0.82, within(1e-9));
    // Passing at 50 % takes one of two: 1 − 0.15 · 0.21
    assertThat(report.outlook().passProbability()).isCloseTo(1 - 0.15 * 0.21, within(1e-9));
  }

  @Test
  @DisplayName("a mixture of score distributions weighs their probabilities")
  void scoreMixture() {
    // Two questions at 0.2 each: 0.64, 0.32, 0.04; at 0.8 each: 0.04, 0.32, 0.64
    ScoreDistribution low =
        ScoreDistribution.of(
            List.of(new ScoreDistribution.TopicDraw(new double[] {0.2, 0.2}, new double[0], 0)));
    ScoreDistribution high =
        ScoreDistribution.of(
            List.of(new ScoreDistribution.TopicDraw(new double[] {0.8, 0.8}, new double[0], 0)));
    ScoreDistribution mix = ScoreDistribution.mixture(List.of(low, high), new double[] {0.3, 0.7});
    assertThat(mix.probability(0)).isCloseTo(0.3 * 0.64 + 0.7 * 0.04, within(1e-12)); // 0.22
    assertThat(mix.probability(2)).isCloseTo(0.3 * 0.04 + 0.7 * 0.64, within(1e-12)); // 0.46
    assertThat(mix.passProbability(1.0)).isCloseTo(0.46, within(1e-12));
    assertThat(mix.expectedShare()).isCloseTo(0.3 * 0.2 + 0.7 * 0.8, within(1e-12)); // 0.62
  }

  private static List<MemoryUncertainty.RecallCheck> checks(
      int n, double recall, double guess, int right) {
    return checks(n, recall, guess, right, Double.NaN);
  }

  /** {@code n} reviews the model gave {@code recall}, the first {@code right} of them right. */
  private static List<MemoryUncertainty.RecallCheck> checks(
      int n, double recall, double guess, int right, double stability) {
    List<MemoryUncertainty.RecallCheck> list = new ArrayList<>();
    for (int i = 0; i < n; i++) {
      list.add(new MemoryUncertainty.RecallCheck(recall, guess, i < right, stability));
    }
    return list;
  }

  /**
   * The posterior's mean recall at the model's t = S (where the model says 0.9), at the reference
   * stability of 10 days (where the checks without days are read).
   */
  private static double meanRecallAtStability(MemoryUncertainty u) {
    return u.meanRecall(10, 10);
  }

  private static double sdLogScale(MemoryUncertainty u) {
    double mean = u.meanLogScale();
    return Math.sqrt(
        u.nodes().stream()
            .mapToDouble(n -> n.weight() * (n.logScale() - mean) * (n.logScale() - mean))
            .sum());
  }

  private static MemoryState reviewedDaysBefore(double days, double stability) {
    Instant last = EXAM.minus(Duration.ofMillis((long) (days * 86_400_000)));
    return new MemoryState(stability, 5, CardState.REVIEW, 0, EXAM, last, 2, 0);
  }

  /**
   * The forecast of {@code deck} ("d", the test exam, no earlier exams) over {@code uncertainty}.
   */
  private static ReadinessReport forecast(
      List<Question> deck,
      Map<String, MemoryState> states,
      double passMark,
      int questions,
      MemoryUncertainty uncertainty) {
    return new Readiness(new Scheduler(FsrsParameters.defaults()))
        .forecast(
            "d",
            deck,
            states,
            EXAM,
            Map.of(),
            passMark,
            questions,
            Map.of(),
            uncertainty,
            ExamLearning.NONE);
  }
}
