package dev.quizbot.quality;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonGenerator;
import dev.quizbot.study.ReviewModelEvaluation.ModelFigures;
import dev.quizbot.study.ScoreCorrection;
import java.io.IOException;
import java.io.StringWriter;
import java.io.UncheckedIOException;
import java.util.List;
import java.util.Locale;

/**
 * {@code quizbot calibration}'s report as text, JSON and one HTML page: the exam forecasts against
 * the exams' results ({@link ForecastCalibration}) and the memory model against the reviews.
 */
public final class CalibrationReport {

  static final String NO_EXAMS =
      "No submitted mock exam has a forecast yet. A forecast is stored when a member starts a"
          + " mock exam (Discord /exam or the terminal); the figures appear once exams were"
          + " submitted.";
  static final String NO_REVIEWS = "No reviews yet of questions seen on an earlier day.";

  private static final JsonFactory JSON =
      new JsonFactory().disable(JsonGenerator.Feature.AUTO_CLOSE_TARGET);

  private CalibrationReport() {}

  public static String text(
      ForecastCalibration c, ScoreCorrection correction, List<ModelFigures> models) {
    StringBuilder t = new StringBuilder();
    t.append("Exam forecasts\n");
    if (c.exams() == 0) {
      t.append("  ").append(NO_EXAMS).append('\n');
    } else {
      t.append(f("  %d submitted mock exams with a forecast from their start%n", c.exams()))
          .append(
              f(
                  "  Predicted score: mean error %+.1f points (%s), mean absolute error %.1f"
                      + " points%n",
                  c.meanError() * 100,
                  c.meanError() > 0 ? "too high" : c.meanError() < 0 ? "too low" : "even",
                  c.meanAbsoluteError() * 100))
          .append(
              f(
                  "  Chance of passing: Brier score %.4f (0 is perfect; always 50 %% scores"
                      + " 0.25); %.1f %% passed%n",
                  c.brier(), c.passRate() * 100))
          .append("  By forecast chance of passing:\n")
          .append(f("    %-10s %6s %14s %8s%n", "forecast", "exams", "mean forecast", "passed"));
      for (ForecastCalibration.Decile d : c.deciles()) {
        t.append(
            f(
                "    %-10s %6d %12.1f %% %6.1f %%%n",
                decile(d.decile()), d.exams(), d.meanForecast() * 100, d.observedRate() * 100));
      }
    }
    t.append('\n').append(CorrectionReport.text(correction));
    t.append("\nMemory model (reviews of questions seen on an earlier day)\n");
    if (models.isEmpty()) {
      t.append("  ").append(NO_REVIEWS).append('\n');
    } else {
      t.append(f("    %-18s %8s %9s %11s%n", "model", "reviews", "log loss", "RMSE(bins)"));
      for (ModelFigures m : models) {
        t.append(
            f("    %-18s %8d %9.4f %11.4f%n", m.model(), m.reviews(), m.logLoss(), m.rmseBins()));
      }
      t.append("  ").append(whose(models.get(0))).append('\n');
    }
    return t.toString();
  }

  /** Whose reviews the rows replay: without own weights, both rows are the same replay. */
  static String whose(ModelFigures inUse) {
    int members = inUse.members();
    int own = inUse.ownWeights();
    String counted = members == 1 ? "1 member" : String.format(Locale.ROOT, "%,d members", members);
    if (own == 0) {
      return counted + ", all on FSRS-6's defaults: both rows are the same replay.";
    }
    return String.format(
        Locale.ROOT,
        "%s, %,d on weights of their own (counted with their reviews since the fit), the rest on"
            + " FSRS-6's defaults.",
        counted,
        own);
  }

  public static String json(
      ForecastCalibration c, ScoreCorrection correction, List<ModelFigures> models) {
    StringWriter out = new StringWriter();
    try (JsonGenerator g = JSON.createGenerator(out)) {
      g.useDefaultPrettyPrinter();
      g.writeStartObject();
      g.writeObjectFieldStart("exams");
      g.writeNumberField("count", c.exams());
      g.writeNumberField("meanError", c.meanError());
      g.writeNumberField("meanAbsoluteError", c.meanAbsoluteError());
      g.writeNumberField("brier", c.brier());
      g.writeNumberField("passRate", c.passRate());
      g.writeArrayFieldStart("deciles");
      for (ForecastCalibration.Decile d : c.deciles()) {
        g.writeStartObject();
        g.writeNumberField("from", d.decile() / 10.0);
        g.writeNumberField("to", (d.decile() + 1) / 10.0);
        g.writeNumberField("exams", d.exams());
        g.writeNumberField("meanForecast", d.meanForecast());
        g.writeNumberField("observedRate", d.observedRate());
        g.writeEndObject();
      }
      g.writeEndArray();
      g.writeEndObject();
      CorrectionReport.json(g, correction);
      g.writeArrayFieldStart("memoryModel");
      for (ModelFigures m : models) {
        g.writeStartObject();
        g.writeStringField("model", m.model());
        g.writeNumberField("reviews", m.reviews());
        g.writeNumberField("logLoss", m.logLoss());
        g.writeNumberField("rmseBins", m.rmseBins());
        g.writeNumberField("members", m.members());
        g.writeNumberField("membersOnOwnWeights", m.ownWeights());
        g.writeEndObject();
      }
      g.writeEndArray();
      g.writeEndObject();
    } catch (IOException e) {
      throw new UncheckedIOException(e); // a StringWriter does not fail
    }
    return out + "\n";
  }

  /** One self-contained page: the text report's figures as tables. */
  public static String html(
      ForecastCalibration c, ScoreCorrection correction, List<ModelFigures> models) {
    StringBuilder h = new StringBuilder();
    h.append("<!DOCTYPE html>\n<html lang=\"en\"><head><meta charset=\"utf-8\">")
        .append("<title>Quizbot calibration</title><style>")
        .append("body{font-family:sans-serif;margin:2em}table{border-collapse:collapse}")
        .append("td,th{border:1px solid #ccc;padding:4px 8px;text-align:right}")
        .append("</style></head><body>\n<h1>Quizbot calibration</h1>\n<h2>Exam forecasts</h2>\n");
    if (c.exams() == 0) {
      h.append("<p>").append(NO_EXAMS).append("</p>\n");
    } else {
      h.append(
          f(
              "<p>%d submitted mock exams. Predicted score: mean error %+.1f points, mean"
                  + " absolute error %.1f points. Chance of passing: Brier score %.4f; %.1f %%"
                  + " passed.</p>%n",
              c.exams(),
              c.meanError() * 100,
              c.meanAbsoluteError() * 100,
              c.brier(),
              c.passRate() * 100));
      h.append("<table><tr><th>forecast</th><th>exams</th><th>mean forecast</th>")
          .append("<th>passed</th></tr>\n");
      for (ForecastCalibration.Decile d : c.deciles()) {
        h.append(
            f(
                "<tr><td>%s</td><td>%d</td><td>%.1f %%</td><td>%.1f %%</td></tr>%n",
                decile(d.decile()), d.exams(), d.meanForecast() * 100, d.observedRate() * 100));
      }
      h.append("</table>\n");
    }
    h.append(CorrectionReport.html(correction));
    h.append("<h2>Memory model</h2>\n");
    if (models.isEmpty()) {
      h.append("<p>").append(NO_REVIEWS).append("</p>\n");
    } else {
      h.append("<table><tr><th>model</th><th>reviews</th><th>log loss</th>")
          .append("<th>RMSE(bins)</th></tr>\n");
      for (ModelFigures m : models) {
        h.append(
            f(
                "<tr><td>%s</td><td>%d</td><td>%.4f</td><td>%.4f</td></tr>%n",
                m.model().replace("&", "&amp;").replace("<", "&lt;"),
                m.reviews(),
                m.logLoss(),
                m.rmseBins()));
      }
      h.append("</table>\n<p>").append(whose(models.get(0))).append("</p>\n");
    }
    return h.append("</body></html>\n").toString();
  }

  private static String decile(int d) {
    return d * 10 + "–" + (d + 1) * 10 + " %";
  }

  private static String f(String format, Object... args) {
    return String.format(Locale.ROOT, format, args);
  }
}
