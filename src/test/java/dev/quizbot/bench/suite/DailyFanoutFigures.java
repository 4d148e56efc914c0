package dev.quizbot.bench.suite;

import dev.quizbot.bench.DailyFanout;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;

/**
 * P5: the daily post to 1,000 servers (short mode: 200) against the fake Discord with its rate
 * limits on, against the floor that 5 requests per server at 50 requests/s impose, with the 429s;
 * then the reveals of those rounds, which share one deadline 12 h later.
 */
final class DailyFanoutFigures implements SuiteBenchmark {

  @Override
  public String id() {
    return "P5";
  }

  @Override
  public List<Figure> run(Mode mode) throws Exception {
    int servers = mode.pick(200, 1_000);
    int runs = mode.pick(1, 2);
    List<Double> seconds = new ArrayList<>();
    List<Double> refused = new ArrayList<>();
    List<Double> revealSeconds = new ArrayList<>();
    List<Double> reveal429 = new ArrayList<>();
    double floor = 0;
    int incomplete = 0;
    for (int i = 0; i < runs; i++) {
      DailyFanout.Figures f = DailyFanout.run(servers, Duration.ofMinutes(8));
      seconds.add(f.seconds());
      refused.add((double) f.refused429());
      floor = f.floorSeconds();
      incomplete += f.guilds() - f.completed() + f.guilds() - f.revealed();
      revealSeconds.add(f.revealSeconds());
      reveal429.add((double) f.reveal429());
    }
    String size = String.format(java.util.Locale.ROOT, "%,d servers", servers);
    String note =
        incomplete == 0 ? "" : incomplete + " server posts or reveals did not complete in time";
    return List.of(
        new Figure(
            "P5",
            "daily fan-out to " + size + ", rate limits on",
            "s",
            seconds,
            Target.none(),
            "floor " + Figure.format(floor) + " s (5 requests x servers at 50/s)",
            note),
        Figure.of("P5 429s", "429 responses during the fan-out", "", refused, Target.atMost(0)),
        new Figure(
            "P5 reveals",
            "the same rounds' reveals, all due in one tick",
            "s",
            revealSeconds,
            Target.none(),
            "floor " + Figure.format(servers / 50.0) + " s (1 edit x servers at 50/s)",
            ""),
        Figure.of(
            "P5 reveal 429s", "429 responses during the reveals", "", reveal429, Target.atMost(0)));
  }
}
