package dev.quizbot.bench;

import java.time.Duration;

/**
 * The daily post for 1,000 servers against the fake Discord with its rate limits on: total time
 * against the 100 s floor (5 requests × 1,000 at 50/s) and the number of 429s (target: none).
 *
 * <p>Run: {@code ./mvnw -q -Pbench test-compile exec:java -Dbench=DailyFanoutBench}
 */
public final class DailyFanoutBench {

  private static final int GUILDS = 1_000;

  private DailyFanoutBench() {}

  public static void main(String[] args) throws Exception {
    int guilds = args.length > 0 ? Integer.parseInt(args[0]) : GUILDS;
    System.out.println("DailyFanoutBench: " + guilds + " servers, fake rate limits on");
    DailyFanout.Figures figures = DailyFanout.run(guilds, Duration.ofMinutes(8));
    System.out.println("DailyFanoutBench: " + figures);
    System.exit(0);
  }
}
