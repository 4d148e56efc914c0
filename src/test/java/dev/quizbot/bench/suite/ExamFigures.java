package dev.quizbot.bench.suite;

import dev.quizbot.bench.ExamBench;
import dev.quizbot.bench.ExamPressBench;
import dev.quizbot.bench.LeaderboardBench.Timing;
import java.util.Arrays;
import java.util.List;

/**
 * P12: the mock exam (issue 17). Starting an exam (draw 60 of a 10,000-question deck + store,
 * target 50 ms), the report of a 60-question exam with its PNG chart (target 300 ms), and an answer
 * press to its acknowledged update with 100 members in exams at once (p99, target 100 ms).
 */
final class ExamFigures implements SuiteBenchmark {

  @Override
  public String id() {
    return "P12";
  }

  @Override
  public List<Figure> run(Mode mode) throws Exception {
    List<Timing> domain = ExamBench.run(mode.pick(50, 300), mode.pick(30, 100));
    ExamPressBench.Result press = ExamPressBench.run(ExamPressBench.MEMBERS, mode.pick(5, 15));
    Timing p = press.timing();
    return List.of(
        figure("P12 exam start", domain.get(0), Target.atMost(50)),
        figure("P12 exam report", domain.get(1), Target.atMost(300)),
        figure("P12 exam answer (service)", domain.get(2), Target.none()),
        new Figure(
            "P12 exam press p99",
            p.name() + ", p99",
            "ms",
            List.of(p.p99Millis()),
            Target.atMost(100),
            "",
            "median "
                + Figure.format(p.medianMillis())
                + " ms over "
                + p.sortedNanos().length
                + " presses; "
                + press.busy()
                + " answered busy"));
  }

  private static Figure figure(String id, Timing t, Target target) {
    return new Figure(
        id,
        t.name(),
        "ms",
        Arrays.stream(t.sortedNanos()).mapToObj(n -> n / 1e6).toList(),
        target,
        "",
        "median "
            + Figure.format(t.medianMillis())
            + " ms, p99 "
            + Figure.format(t.p99Millis())
            + " ms over "
            + t.sortedNanos().length
            + " iterations");
  }
}
