package dev.quizbot.quality;

import com.fasterxml.jackson.core.JsonGenerator;
import dev.quizbot.study.ScoreCorrection;
import java.io.IOException;
import java.util.Locale;

/**
 * {@code quizbot calibration}'s section on the score correction ({@link ScoreCorrection}): per
 * third of the deck seen, the exams it learns from, how far their forecasts missed before it, and
 * what the bot adds to a forecast. Computed from the database as the bot's next refresh (every 6
 * hours) will; the bot's correction in use may be that much older.
 */
final class CorrectionReport {

  static final String TITLE =
      "Score correction (learned from these exams; added to each forecast in Discord)";

  static final String NONE =
      "No exams yet whose forecast came from a learned prior and stored the share of the deck seen"
          + " (forecasts stored since V27): nothing is corrected.";

  static final String MISSED =
      "Missed by: the mean of score minus forecast before the correction (above 0: the forecasts"
          + " were too low).";

  private static final String TEXT_ROW = "    %-10s %6s %20s %12s%n";

  private CorrectionReport() {}

  static String text(ScoreCorrection c) {
    StringBuilder t = new StringBuilder(TITLE).append('\n');
    if (c.total() == 0) {
      return t.append("  ").append(NONE).append('\n').toString();
    }
    t.append(f(TEXT_ROW, "deck seen", "exams", "forecast missed by", "correction"));
    for (int s = 0; s < c.exams().length; s++) {
      t.append(f(TEXT_ROW, (Object[]) row(c, s)));
    }
    return t.append("  ").append(MISSED).append('\n').toString();
  }

  static void json(JsonGenerator g, ScoreCorrection c) throws IOException {
    g.writeObjectFieldStart("scoreCorrection");
    g.writeNumberField("count", c.total());
    g.writeArrayFieldStart("byDeckSeen");
    for (int s = 0; s < c.exams().length; s++) {
      g.writeStartObject();
      g.writeNumberField("from", ScoreCorrection.from(s));
      g.writeNumberField("to", ScoreCorrection.from(s + 1));
      g.writeNumberField("exams", c.exams()[s]);
      if (c.exams()[s] > 0) {
        g.writeNumberField("meanScoreMinusForecast", c.misses()[s]);
      } else {
        g.writeNullField("meanScoreMinusForecast");
      }
      g.writeNumberField("correction", c.shifts()[s]);
      g.writeEndObject();
    }
    g.writeEndArray();
    g.writeEndObject();
  }

  static String html(ScoreCorrection c) {
    StringBuilder h = new StringBuilder("<h2>Score correction</h2>\n");
    if (c.total() == 0) {
      return h.append("<p>").append(NONE).append("</p>\n").toString();
    }
    h.append("<table><tr><th>deck seen</th><th>exams</th><th>forecast missed by</th>")
        .append("<th>correction</th></tr>\n");
    for (int s = 0; s < c.exams().length; s++) {
      h.append(f("<tr><td>%s</td><td>%s</td><td>%s</td><td>%s</td></tr>%n", (Object[]) row(c, s)));
    }
    return h.append("</table>\n<p>").append(MISSED).append("</p>\n").toString();
  }

  /** Third {@code s}'s cells, as the text and the page show them: seen, exams, missed, added. */
  private static String[] row(ScoreCorrection c, int s) {
    int exams = c.exams()[s];
    return new String[] {
      third(s),
      String.valueOf(exams),
      exams == 0 ? "—" : points(c.misses()[s]),
      points(c.shifts()[s])
    };
  }

  private static String third(int s) {
    return f("%.0f–%.0f %%", 100 * ScoreCorrection.from(s), 100 * ScoreCorrection.from(s + 1));
  }

  private static String points(double share) {
    return f("%+.1f points", 100 * share);
  }

  private static String f(String format, Object... args) {
    return String.format(Locale.ROOT, format, args);
  }
}
