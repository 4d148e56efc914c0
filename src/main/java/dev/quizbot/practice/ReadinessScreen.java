package dev.quizbot.practice;

import dev.quizbot.bank.Deck;
import dev.quizbot.i18n.Texts;
import dev.quizbot.study.ReadinessReport;
import dev.quizbot.study.ReadinessWords;
import dev.quizbot.study.TopicReadiness;
import java.time.LocalDate;
import java.util.List;

/**
 * {@code quizbot practice --readiness DATE}: the {@code /readiness} forecast as text, per deck, in
 * the words {@code /readiness} uses ({@link ReadinessWords}): the predicted score against the pass
 * mark and the points short, the chance of passing, each topic (its share of the exam, questions
 * seen, the predicted score), where reviewing would gain the most, and the command to run next. It
 * is printed once, not redrawn, so it is broken at the width a pipe gets ({@link
 * TextWrap#DEFAULT_WIDTH}).
 */
public final class ReadinessScreen {
  private static final int GAINS = 3;

  private ReadinessScreen() {}

  public static String render(Deck deck, LocalDate date, ReadinessReport report, Style s, Texts t) {
    StringBuilder out = new StringBuilder();
    out.append(s.bold(deck.title() + " (" + deck.id() + ")")).append('\n');
    String summary = ReadinessWords.summary(report, t.date(date), "", t);
    out.append(summary).append('\n');
    String next =
        ReadinessWords.nextStep(
            report,
            "practice.readiness.command.deck",
            "practice.readiness.command.topic",
            Shell::word,
            t);
    if (report.guessingOnly()) {
      out.append(s.accent(next)).append('\n');
    }
    out.append(s.dim(t.get("readiness.perTopic"))).append('\n');
    for (TopicReadiness topic : report.topics()) {
      out.append("  ")
          .append(
              t.get(
                  "readiness.topicLine",
                  topic.topic(),
                  t.percent(topic.predicted()),
                  t.percent(topic.weight()),
                  topic.seen(),
                  topic.questions()))
          .append('\n');
    }
    List<TopicReadiness> gains = report.bestGains(GAINS);
    if (gains.isEmpty()) {
      out.append(t.get("readiness.noGain")).append('\n');
    } else {
      out.append(s.dim(t.get("readiness.gains"))).append('\n');
      for (TopicReadiness g : gains) {
        out.append("  ")
            .append(t.plural("readiness.gain", ReadinessWords.points(g.gain()), g.topic()))
            .append('\n');
      }
      if (!report.guessingOnly()) {
        out.append(s.accent(next)).append('\n');
      }
    }
    return TextWrap.wrap(out.toString(), TextWrap.DEFAULT_WIDTH);
  }

  /** How a shell takes a value: a word as it is, one with a space or a quote in single quotes. */
  static final class Shell {
    private Shell() {}

    static String word(String value) {
      if (value.matches("[\\p{L}\\p{N}._/:@+-]+")) {
        return value;
      }
      return "'" + value.replace("'", "'\\''") + "'";
    }
  }
}
