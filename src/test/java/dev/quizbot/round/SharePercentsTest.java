package dev.quizbot.round;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Arrays;
import java.util.Random;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

final class SharePercentsTest {

  @Test
  @DisplayName("Even thirds show 34, 33, 33 (largest remainder, earlier choice first on a tie)")
  void thirds() {
    assertThat(SharePercents.of(new int[] {1, 1, 1, 0})).containsExactly(34, 33, 33, 0);
  }

  @Test
  @DisplayName("1, 1, 3, 3 of 8 (12.5 and 37.5 %) shows 13, 13, 37, 37, not 102 in total")
  void eighths() {
    int[] percents = SharePercents.of(new int[] {1, 1, 3, 3});
    assertThat(Arrays.stream(percents).sum()).isEqualTo(100);
    assertThat(percents).containsExactly(13, 13, 37, 37);
  }

  @Test
  @DisplayName("One pick in 201 shows 1%, not 0%, and the total stays 100")
  void smallShareNeverZero() {
    int[] percents = SharePercents.of(new int[] {200, 1, 0, 0});
    assertThat(percents).containsExactly(99, 1, 0, 0);
  }

  @Test
  @DisplayName("Nobody answered: every share is 0")
  void nobody() {
    assertThat(SharePercents.of(new int[] {0, 0, 0, 0})).containsExactly(0, 0, 0, 0);
  }

  @Test
  @DisplayName("Any counts: the percentages add up to 100 and are within 1 of the exact share")
  void anyCounts() {
    Random random = new Random(7);
    for (int run = 0; run < 2_000; run++) {
      int[] counts = new int[2 + random.nextInt(5)];
      for (int i = 0; i < counts.length; i++) {
        counts[i] = random.nextInt(4) == 0 ? 0 : random.nextInt(300);
      }
      int total = Arrays.stream(counts).sum();
      if (total == 0) {
        continue;
      }
      int[] percents = SharePercents.of(counts);
      assertThat(Arrays.stream(percents).sum()).as(Arrays.toString(counts)).isEqualTo(100);
      for (int i = 0; i < counts.length; i++) {
        double exact = 100.0 * counts[i] / total;
        assertThat(Math.abs(percents[i] - exact)).as(Arrays.toString(counts)).isLessThan(2.0);
        assertThat(percents[i] == 0).isEqualTo(counts[i] == 0);
      }
    }
  }
}
