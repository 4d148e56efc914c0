package dev.quizbot.leaderboard;

import static org.assertj.core.api.Assertions.assertThat;

import dev.quizbot.i18n.Texts;
import java.awt.Font;
import java.awt.image.BufferedImage;
import java.io.ByteArrayInputStream;
import java.time.LocalDate;
import java.time.ZoneId;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.stream.IntStream;
import javax.imageio.ImageIO;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The /stats chart in each language: it decodes as PNG, and the font it draws with ({@link
 * ChartStyle#font}) has a glyph for every character of every label it draws (titles, dates, the
 * topics, numbers): {@code Font.canDisplayUpTo(label) == -1}, so no missing-glyph box. The JRE
 * ships no font: this needs a font covering Japanese on the machine (IPAGothic from Debian's {@code
 * fonts-ipafont-gothic} here, in CI and in the Docker image), and fails without one.
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
    MemberStats stats = new MemberStats(1, 2, ZoneId.of("UTC"), 22, 14, 180, 2, 5, 3, topics, days);

    BufferedImage image =
        ImageIO.read(new ByteArrayInputStream(new StatsChart().render(stats, texts)));

    assertThat(image).isNotNull();
    assertThat(image.getWidth()).isEqualTo(800);
    DateTimeFormatter day =
        DateTimeFormatter.ofPattern(texts.get("chart.dayPattern"), texts.locale());
    List<String> labels = new ArrayList<>();
    labels.add(texts.get("chart.stats.accuracy"));
    labels.add(texts.get("chart.stats.points", days.size()));
    labels.add(day.format(days.get(0).date()));
    labels.add(day.format(days.get(days.size() - 1).date()));
    labels.add(texts.number(3600));
    labels.add("100%");
    topics.forEach(t -> labels.add(t.topic() + " " + t.correct() + "/" + t.answered()));
    Font font = ChartStyle.font(Font.PLAIN, 12);
    for (String label : labels) {
      assertThat(font.canDisplayUpTo(label))
          .as("first character of '%s' that %s cannot show", label, font.getFontName())
          .isEqualTo(-1);
    }
    if (language.equals("ja")) {
      assertThat(labels.get(0)).isEqualTo("トピック別の正答率");
      assertThat(labels.get(2)).isEqualTo("2月3日");
    }
  }
}
