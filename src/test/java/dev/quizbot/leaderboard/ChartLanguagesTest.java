package dev.quizbot.leaderboard;

import static org.assertj.core.api.Assertions.assertThat;

import dev.quizbot.i18n.Texts;
import java.time.LocalDate;
import java.time.ZoneId;
import java.time.format.DateTimeFormatter;
import java.util.List;
import java.util.Locale;
import java.util.stream.IntStream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The /stats chart in each language: it decodes as PNG, and the font it draws with ({@link
 * ChartStyle#font}) has a glyph for every character of every text it really draws (captured with
 * {@link ChartStyle#textsDrawnBy}: titles, dates, the topics, numbers): {@code
 * Font.canDisplayUpTo(text) == -1}, so no missing-glyph box. The JRE ships no font: this needs a
 * font covering Japanese on the machine (IPAGothic from Debian's {@code fonts-ipafont-gothic} here,
 * in CI and in the Docker image), and fails without one.
 */
final class ChartLanguagesTest {

  @ParameterizedTest
  @ValueSource(strings = {"en", "de", "ja"})
  void labelsHaveGlyphs(String language) throws Exception {
    Texts texts = Texts.of(Locale.forLanguageTag(language));
    List<DailyPoints> days =
        IntStream.range(0, 30)
            .mapToObj(i -> new DailyPoints(LocalDate.of(2026, 2, 3).plusDays(i), i % 4 * 1200L))
            .toList();
    List<TopicAccuracy> topics =
        List.of(new TopicAccuracy("memory", 10, 9), new TopicAccuracy("並列化", 8, 3));
    MemberStatsView stats =
        new MemberStatsView(1, 2, ZoneId.of("UTC"), 22, 14, 180, 2, 5, 3, topics, days);

    List<String> drawn = DrawnGlyphs.drawnAndShown(() -> new StatsChart().render(stats, texts));

    // what the chart drew, not labels rebuilt here: the translations and the deck's topics
    DateTimeFormatter day =
        DateTimeFormatter.ofPattern(texts.get("chart.dayPattern"), texts.locale());
    assertThat(drawn)
        .contains(
            texts.get("chart.stats.accuracy"),
            texts.get("chart.stats.points", days.size()),
            day.format(days.get(0).date()),
            "並列化",
            texts.wholePercent(90));
    if (language.equals("ja")) {
      assertThat(drawn).contains("トピック別の正解率", "2月3日");
    }
  }
}
