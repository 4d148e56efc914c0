package dev.quizbot.study;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.time.Instant;
import java.util.HashSet;
import java.util.Set;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

final class FuzzTest {

  @Test
  @DisplayName("the seed depends on question, member and review number, and never changes")
  void seedIsStable() {
    long seed = Fuzz.seed("aws-saa-042", 123456789012345678L, 3);

    assertThat(Fuzz.seed("aws-saa-042", 123456789012345678L, 3)).isEqualTo(seed);
    assertThat(Fuzz.seed("aws-saa-043", 123456789012345678L, 3)).isNotEqualTo(seed);
    assertThat(Fuzz.seed("aws-saa-042", 123456789012345679L, 3)).isNotEqualTo(seed);
    assertThat(Fuzz.seed("aws-saa-042", 123456789012345678L, 4)).isNotEqualTo(seed);
    // A change of the hash would move every member's fuzzed reviews; pin one value (recorded
    // from the code as written, FNV-1a + SplitMix64's finaliser).
    assertThat(Fuzz.seed("q", 1L, 1)).isEqualTo(-5783011268966318829L);
  }

  @Test
  @DisplayName("fuzz ranges: 3 → 2..4, 8 → 6..10, 10 → 8..12, 100 → 93..107, 36500 → 34673..36500")
  void ranges() {
    // delta = 1 + 0.15 · (min(d, 7) − 2.5)⁺ + 0.10 · (min(d, 20) − 7)⁺ + 0.05 · (d − 20)⁺
    // 3: 1.075 → round(1.925) = 2, round(4.075) = 4
    assertThat(Fuzz.range(3, 36_500)).isEqualTo(new Fuzz.Range(2, 4));
    // 8: 1 + 0.675 + 0.1 = 1.775 → round(6.225) = 6, round(9.775) = 10
    assertThat(Fuzz.range(8, 36_500)).isEqualTo(new Fuzz.Range(6, 10));
    // 10: 1 + 0.675 + 0.3 = 1.975 → 8, 12
    assertThat(Fuzz.range(10, 36_500)).isEqualTo(new Fuzz.Range(8, 12));
    // 100: 1 + 0.675 + 1.3 + 4.0 = 6.975 → 93, 107
    assertThat(Fuzz.range(100, 36_500)).isEqualTo(new Fuzz.Range(93, 107));
    // 36500: 1 + 0.675 + 1.3 + 1824 = 1826.975 → 34673, capped at the maximum 36500
    assertThat(Fuzz.range(36_500, 36_500)).isEqualTo(new Fuzz.Range(34_673, 36_500));
  }

  @Test
  @DisplayName("intervals under 2.5 days are not fuzzed")
  void shortIntervalsUnchanged() {
    for (long seed = 0; seed < 100; seed++) {
      assertThat(Fuzz.apply(1, 36_500, seed)).isEqualTo(1);
      assertThat(Fuzz.apply(2, 36_500, seed)).isEqualTo(2);
    }
  }

  @Test
  @DisplayName("draws stay in range, reach every day of it, and never pass the maximum interval")
  void drawsCoverTheRange() {
    Set<Long> seen = new HashSet<>();
    Set<Long> nearMax = new HashSet<>();
    for (int n = 0; n < 2_000; n++) {
      long seed = Fuzz.seed("q" + n, 42L, 1);
      long days = Fuzz.apply(10, 36_500, seed);
      assertThat(days).isBetween(8L, 12L);
      seen.add(days);
      // 40: delta = 1 + 0.675 + 1.3 + 1.0 = 3.975 → 36..44, capped at the maximum 41
      long capped = Fuzz.apply(40, 41, seed);
      assertThat(capped).isBetween(36L, 41L);
      nearMax.add(capped);
    }
    assertThat(seen).containsExactlyInAnyOrder(8L, 9L, 10L, 11L, 12L);
    assertThat(nearMax).contains(41L);
  }

  @Test
  @DisplayName("with fuzz on, the same review with the same seed lands on the same day")
  void schedulerFuzzIsDeterministic() {
    Scheduler fuzzed = new Scheduler(FsrsParameters.defaults());
    Instant t0 = Instant.parse("2025-03-03T08:00:00Z");
    long seed = Fuzz.seed("aws-saa-042", 99L, 1);

    Duration a = fuzzed.first(Rating.EASY, t0, seed).interval(); // 8 days unfuzzed
    Duration b = fuzzed.first(Rating.EASY, t0, seed).interval();

    assertThat(a).isEqualTo(b);
    assertThat(a.toDays()).isBetween(6L, 10L);
    Set<Long> days = new HashSet<>();
    for (int member = 0; member < 200; member++) {
      days.add(
          fuzzed.first(Rating.EASY, t0, Fuzz.seed("aws-saa-042", member, 1)).interval().toDays());
    }
    assertThat(days).as("members who learnt it together are spread").hasSizeGreaterThan(3);
  }
}
