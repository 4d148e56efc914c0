package dev.quizbot.discord.review;

import dev.quizbot.leaderboard.DailyPoints;
import dev.quizbot.leaderboard.MemberStatsView;
import dev.quizbot.leaderboard.StatsChart;
import dev.quizbot.leaderboard.TopicAccuracy;
import dev.quizbot.study.ExamOutlook;
import dev.quizbot.study.ReadinessReport;
import dev.quizbot.study.ScoreDistribution;
import dev.quizbot.study.TopicReadiness;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.time.LocalDate;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;

/**
 * Draws the README's pictures with the bot's own chart code ({@code /stats} and {@code /readiness})
 * from a seeded demo member, so they can be made again after a chart changes:
 *
 * <pre>
 * ./mvnw -q -B -ntp test-compile exec:java -Dexec.classpathScope=test \
 *   -Dexec.mainClass=dev.quizbot.discord.review.DocsPictures
 * </pre>
 *
 * <p>Writes {@code docs/images/stats-chart.png} and {@code docs/images/readiness-chart.png} (or
 * into the folder given as the first argument). The demo member studies the shipped bank's seven
 * topics; the seed makes the same pictures every run. Here, in the readiness chart's package,
 * because that chart is package-private.
 */
public final class DocsPictures {
  /** Topics of the shipped bank with their question counts. */
  private static final String[] TOPICS = {
    "communication",
    "interconnect",
    "memory",
    "parallelism",
    "performance",
    "precision",
    "virtualization"
  };

  private static final int[] QUESTIONS = {29, 31, 25, 29, 16, 18, 10};

  private DocsPictures() {}

  public static void main(String[] args) throws Exception {
    Path dir = Path.of(args.length > 0 ? args[0] : "docs/images");
    Files.createDirectories(dir);
    Random random = new Random(27);
    Files.write(dir.resolve("stats-chart.png"), new StatsChart().render(stats(random)));
    Files.write(dir.resolve("readiness-chart.png"), new ReadinessChart().render(readiness(random)));
    System.out.println("wrote " + dir.resolve("stats-chart.png") + " and readiness-chart.png");
  }

  /** Thirty days of a member who answers a few questions most days, stronger on some topics. */
  private static MemberStatsView stats(Random random) {
    List<TopicAccuracy> topics = new ArrayList<>();
    long answered = 0;
    long correct = 0;
    for (String topic : TOPICS) {
      int n = 8 + random.nextInt(30);
      int right = (int) Math.round(n * (0.45 + 0.5 * random.nextDouble()));
      topics.add(new TopicAccuracy(topic, n, right));
      answered += n;
      correct += right;
    }
    List<DailyPoints> days = new ArrayList<>();
    LocalDate today = LocalDate.of(2026, 12, 6);
    long points = 0;
    for (int i = 29; i >= 0; i--) {
      long p = random.nextInt(4) == 0 ? 0 : 10L * (1 + random.nextInt(5)) + random.nextInt(20);
      days.add(new DailyPoints(today.minusDays(i), p));
      points += p;
    }
    return new MemberStatsView(
        1L, 2L, ZoneOffset.UTC, answered, correct, points, 4, 11, 3, topics, days);
  }

  /** A forecast two weeks before the exam: some topics ready, some below the pass mark. */
  private static ReadinessReport readiness(Random random) {
    int total = 0;
    for (int q : QUESTIONS) {
      total += q;
    }
    List<TopicReadiness> topics = new ArrayList<>();
    List<ScoreDistribution.TopicDraw> draws = new ArrayList<>();
    double predicted = 0;
    for (int i = 0; i < TOPICS.length; i++) {
      double weight = (double) QUESTIONS[i] / total;
      double p = 0.45 + 0.5 * random.nextDouble();
      int seen = (int) Math.round(QUESTIONS[i] * (0.5 + 0.5 * random.nextDouble()));
      topics.add(new TopicReadiness(TOPICS[i], QUESTIONS[i], seen, weight, p, weight * (1 - p)));
      predicted += weight * p;
      // A 50-question exam draws about its share of each topic, each question right with p.
      double[] pool = new double[QUESTIONS[i]];
      java.util.Arrays.fill(pool, p);
      draws.add(
          new ScoreDistribution.TopicDraw(new double[0], pool, (int) Math.round(50 * weight)));
    }
    ScoreDistribution score = ScoreDistribution.of(draws);
    double mark = 0.70;
    ExamOutlook outlook =
        new ExamOutlook(
            score.questions(),
            score.expectedShare(),
            score.passProbability(mark),
            score.quantileShare(0.10),
            score.quantileShare(0.90));
    return new ReadinessReport(
        "nca-multi-gpu",
        Instant.parse("2026-12-20T12:00:00Z"),
        topics,
        score.expectedShare(),
        mark,
        outlook);
  }
}
