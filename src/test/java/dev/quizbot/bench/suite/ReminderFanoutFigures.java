package dev.quizbot.bench.suite;

import dev.quizbot.bench.ReminderFanout;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;

/**
 * P10: study reminders for 10,000 members due at the same local minute (short mode: 1,000) against
 * the fake Discord with its rate limits on, against the floor that 1 request per reminder (the
 * message to the stored DM channel) at 50 requests/s impose, with the 429s.
 */
final class ReminderFanoutFigures implements SuiteBenchmark {

  @Override
  public String id() {
    return "P10";
  }

  @Override
  public List<Figure> run(Mode mode) throws Exception {
    int members = mode.pick(1_000, 10_000);
    List<Double> ofFloor = new ArrayList<>();
    List<Double> refused = new ArrayList<>();
    double floor = 0;
    int missing = 0;
    ReminderFanout.Figures f = ReminderFanout.run(members, Duration.ofMinutes(15));
    ofFloor.add(f.ofFloor());
    refused.add((double) f.refused429());
    floor = f.floorSeconds();
    missing += f.members() - f.sent();
    String size = String.format(java.util.Locale.ROOT, "%,d members", members);
    return List.of(
        new Figure(
            "P10",
            "reminder fan-out to " + size + " at one local minute, rate limits on (x the floor)",
            "x",
            ofFloor,
            Target.atMost(1.2),
            "floor " + Figure.format(floor) + " s (1 request x members at 50/s)",
            missing == 0 ? f.toString() : missing + " reminders not sent in time; " + f),
        Figure.of("P10 429s", "429 responses during the fan-out", "", refused, Target.atMost(0)));
  }
}
