package dev.quizbot.limit;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.quizbot.testing.TestClock;
import java.time.Duration;
import java.time.Instant;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

final class MemberRateLimitTest {
  private static final long ALICE = 1;
  private static final long BOB = 2;

  private final TestClock clock = new TestClock(Instant.parse("2026-03-02T12:00:00Z"));

  /** The defaults of the {@code limits.*} settings. */
  private static final int BURST = 10;

  private static final Duration REFILL = Duration.ofMillis(500);

  private final MemberRateLimit limit = new MemberRateLimit(BURST, REFILL, clock);

  private int admitted(long member, int presses) {
    int admitted = 0;
    for (int i = 0; i < presses; i++) {
      if (limit.admit(member).admitted()) {
        admitted++;
      }
    }
    return admitted;
  }

  @Test
  @DisplayName("a burst: the first ten at one instant pass, the rest wait one refill")
  void burst() {
    assertThat(admitted(ALICE, 200)).isEqualTo(BURST);
    MemberRateLimit.Admission refused = limit.admit(ALICE);
    assertThat(refused.admitted()).isFalse();
    assertThat(refused.retryAfter()).isEqualTo(REFILL);
  }

  @Test
  @DisplayName("one member's flood leaves another member's bucket full")
  void membersApart() {
    admitted(ALICE, 200);
    assertThat(admitted(BOB, 10)).isEqualTo(10);
  }

  @Test
  @DisplayName("the wait shrinks as time passes, and a token comes back after it")
  void refill() {
    admitted(ALICE, 10);
    clock.advance(Duration.ofMillis(200));
    assertThat(limit.admit(ALICE).retryAfter()).isEqualTo(Duration.ofMillis(300));
    clock.advance(Duration.ofMillis(300));
    assertThat(limit.admit(ALICE).admitted()).isTrue();
    assertThat(limit.admit(ALICE).admitted()).isFalse();
  }

  @Test
  @DisplayName("a member pressing twice a second for ten minutes is never refused")
  void steadyFastMember() {
    for (int i = 0; i < 1200; i++) {
      assertThat(limit.admit(ALICE).admitted()).as("press %d", i).isTrue();
      clock.advance(Duration.ofMillis(500));
    }
  }

  @Test
  @DisplayName("a flood at 20 presses a second for 10 s gets ten plus two a second through")
  void sustainedFlood() {
    int admitted = 0;
    for (int i = 0; i < 200; i++) {
      if (limit.admit(ALICE).admitted()) {
        admitted++;
      }
      clock.advance(Duration.ofMillis(50));
    }
    // 10 at once, then one per 500 ms of the 9.95 s that follow
    assertThat(admitted).isEqualTo(10 + 19);
  }

  @Test
  @DisplayName("members whose bucket is full again are forgotten")
  void forgetsIdleMembers() {
    for (long member = 0; member < 5000; member++) {
      limit.admit(member);
    }
    clock.advance(Duration.ofSeconds(6));
    for (int i = 0; i < 1024; i++) {
      limit.admit(ALICE);
    }
    assertThat(limit.remembered()).isEqualTo(1);
  }

  @Test
  @DisplayName("a clock set back does not lock a member out")
  void clockBack() {
    admitted(ALICE, 10);
    clock.advance(Duration.ofHours(-1));
    assertThat(limit.admit(ALICE).admitted()).isTrue();
  }

  @Test
  @DisplayName("a burst below one or a refill of zero is refused")
  void badSettings() {
    assertThatThrownBy(() -> new MemberRateLimit(0, Duration.ofSeconds(1), clock))
        .isInstanceOf(IllegalArgumentException.class);
    assertThatThrownBy(() -> new MemberRateLimit(1, Duration.ZERO, clock))
        .isInstanceOf(IllegalArgumentException.class);
  }
}
