package dev.quizbot.leaderboard;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.image.BufferedImage;
import java.io.ByteArrayInputStream;
import java.time.LocalDate;
import java.time.ZoneId;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.stream.IntStream;
import javax.imageio.ImageIO;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

final class StatsChartTest {

  @Test
  @DisplayName("the chart is a decodable 800x400 PNG with a drawn picture, not a blank image")
  void rendersPng() throws Exception {
    // GIVEN stats with three topics and points on some days
    List<DailyPoints> days =
        IntStream.range(0, 30)
            .mapToObj(i -> new DailyPoints(LocalDate.of(2026, 2, 3).plusDays(i), i % 4 * 12L))
            .toList();
    MemberStatsView stats =
        stats(
            List.of(
                new TopicAccuracy("memory", 10, 9),
                new TopicAccuracy("parallelism", 8, 3),
                new TopicAccuracy("precision", 4, 2)),
            days);

    // WHEN it is rendered
    BufferedImage image = ImageIO.read(new ByteArrayInputStream(new StatsChart().render(stats)));

    // THEN it decodes at the stated size and has many colours
    assertThat(image).isNotNull();
    assertThat(image.getWidth()).isEqualTo(StatsChart.WIDTH).isEqualTo(800);
    assertThat(image.getHeight()).isEqualTo(StatsChart.HEIGHT).isEqualTo(400);
    assertThat(distinctColours(image)).isGreaterThan(10);
  }

  @Test
  @DisplayName("a member without topics or recent points still gets a valid chart")
  void rendersEmptyStats() throws Exception {
    // GIVEN nothing to plot
    MemberStatsView stats = stats(List.of(), List.of());

    // WHEN it is rendered
    BufferedImage image = ImageIO.read(new ByteArrayInputStream(new StatsChart().render(stats)));

    // THEN the frame (titles, axes) is still drawn
    assertThat(image.getWidth()).isEqualTo(800);
    assertThat(distinctColours(image)).isGreaterThan(2);
  }

  private static MemberStatsView stats(List<TopicAccuracy> topics, List<DailyPoints> days) {
    return new MemberStatsView(1, 2, ZoneId.of("UTC"), 22, 14, 180, 2, 5, 3, topics, days);
  }

  private static int distinctColours(BufferedImage image) {
    Set<Integer> colours = new HashSet<>();
    for (int y = 0; y < image.getHeight(); y += 2) {
      for (int x = 0; x < image.getWidth(); x += 2) {
        colours.add(image.getRGB(x, y));
      }
    }
    return colours.size();
  }
}
