package dev.quizbot.discord.review;

import static org.assertj.core.api.Assertions.assertThat;

import dev.quizbot.i18n.Texts;
import dev.quizbot.leaderboard.DrawnGlyphs;
import dev.quizbot.study.ExamOutlook;
import dev.quizbot.study.ReadinessReport;
import dev.quizbot.study.TopicReadiness;
import java.time.Instant;
import java.util.List;
import java.util.Locale;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * The /readiness chart in Japanese: every text it really draws (captured, not rebuilt) has a glyph
 * in the chart font, and the translations are what it drew.
 */
final class ReadinessChartLanguagesTest {

  @Test
  @DisplayName("the Japanese readiness chart decodes as PNG and its font has every glyph it draws")
  void japanese() {
    Texts ja = Texts.of(Locale.JAPANESE);
    ReadinessReport report =
        new ReadinessReport(
            "nca",
            Instant.parse("2026-04-01T12:00:00Z"),
            List.of(
                new TopicReadiness("並列化", 10, 4, 0.6, 0.55, 0.27),
                new TopicReadiness("memory", 5, 5, 0.4, 0.9, 0.04)),
            0.69,
            0.7,
            new ExamOutlook(50, 0.69, 0.64, 0.6, 0.78));

    List<String> drawn = DrawnGlyphs.drawnAndShown(() -> new ReadinessChart().render(report, ja));

    assertThat(drawn)
        .contains(
            ja.get("chart.readiness.title"),
            ja.get("chart.readiness.total"),
            "並列化",
            ja.percent(0.69),
            ja.get("readiness.chance", ja.percent(0.64), ja.percent(0.6), ja.percent(0.78)));
    assertThat(String.join("\n", drawn)).doesNotContain("chart.readiness");
  }

  @Test
  @DisplayName(
      "the German readiness chart labels shares of the exam and the pass mark as German percents")
  void germanPercents() {
    Texts de = Texts.of(Locale.GERMAN);
    ReadinessReport report =
        new ReadinessReport(
            "nca",
            Instant.parse("2026-04-01T12:00:00Z"),
            List.of(
                new TopicReadiness("parallel", 10, 4, 0.6, 0.55, 0.27),
                new TopicReadiness("memory", 5, 5, 0.4, 0.9, 0.04)),
            0.69,
            0.7);

    List<String> drawn = DrawnGlyphs.drawnAndShown(() -> new ReadinessChart().render(report, de));

    // Java's German percent: a no-break space before the sign
    assertThat(drawn)
        .contains("60\u00a0% der Prüfung", "40\u00a0% der Prüfung", "Bestehensgrenze 70\u00a0%");
  }
}
