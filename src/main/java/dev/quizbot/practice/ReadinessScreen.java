package dev.quizbot.practice;

import dev.quizbot.bank.Deck;
import dev.quizbot.i18n.DisplayWidth;
import dev.quizbot.study.ReadinessReport;
import dev.quizbot.study.TopicReadiness;
import java.time.LocalDate;
import java.util.List;
import java.util.Locale;

/**
 * {@code quizbot practice --readiness DATE}: the {@code /readiness} forecast as text, per deck: the
 * predicted score against the pass mark, the chance of passing and the likely score range, each
 * topic (its share of the exam, questions seen, the predicted recall) and where reviewing would
 * gain the most. It is printed once, not redrawn, so it is broken at the width a pipe gets ({@link
 * TextWrap#DEFAULT_WIDTH}): "where to gain most" names three topics and a long deck title would
 * otherwise run past a terminal's edge.
 */
public final class ReadinessScreen {
  private static final int GAINS = 3;

  private ReadinessScreen() {}

  public static String render(Deck deck, LocalDate date, ReadinessReport report, Style s) {
    StringBuilder out = new StringBuilder();
    String verdict =
        report.passes() ? s.right("at or above the pass mark") : s.wrong("below the pass mark");
    out.append(s.bold(deck.title() + " (" + deck.id() + ")"))
        .append('\n')
        .append("Predicted on ")
        .append(date)
        .append(": ")
        .append(percent(report.predicted()))
        .append(" (pass mark ")
        .append(percent(report.passMark()))
        .append("), ")
        .append(verdict)
        .append(".\n")
        .append("Chance of passing: ")
        .append(s.bold(percent(report.outlook().passProbability())))
        .append(", likely score between ")
        .append(percent(report.outlook().low()))
        .append(" and ")
        .append(percent(report.outlook().high()))
        .append(".\n");
    // padded by display columns: a Japanese topic is twice as wide as its length
    int width =
        Math.max(
            5, report.topics().stream().mapToInt(t -> DisplayWidth.of(t.topic())).max().orElse(5));
    out.append(
        s.dim(
            "  "
                + DisplayWidth.padEnd("topic", width)
                + String.format(Locale.ROOT, "  %6s  %9s  %9s%n", "weight", "seen", "predicted")));
    for (TopicReadiness t : report.topics()) {
      out.append("  ")
          .append(DisplayWidth.padEnd(t.topic(), width))
          .append(
              String.format(
                  Locale.ROOT,
                  "  %6s  %9s  %9s%n",
                  percent(t.weight()),
                  t.seen() + " of " + t.questions(),
                  percent(t.predicted())));
    }
    List<TopicReadiness> gains = report.bestGains(GAINS);
    if (gains.isEmpty()) {
      out.append("Nothing left to gain: every topic is known.\n");
    } else {
      out.append("Where to gain most: ");
      for (int i = 0; i < gains.size(); i++) {
        TopicReadiness t = gains.get(i);
        out.append(i == 0 ? "" : ", ")
            .append(s.accent(t.topic()))
            .append(String.format(Locale.ROOT, " (up to +%.0f points)", t.gain() * 100));
      }
      out.append(".\n");
    }
    return TextWrap.wrap(out.toString(), TextWrap.DEFAULT_WIDTH);
  }

  static String percent(double share) {
    return String.format(Locale.ROOT, "%.0f%%", share * 100);
  }
}
