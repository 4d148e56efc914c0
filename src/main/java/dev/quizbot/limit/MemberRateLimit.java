package dev.quizbot.limit;

import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * How often one member may use the bot: a token bucket per member (a Discord user id, the same in
 * every server and in DMs), so that one account pressing in a loop cannot fill the command queue
 * everyone shares. A member holds up to {@code burst} tokens; each command or press takes one, and
 * one comes back every {@code refill}. With the defaults ({@code limits.*} settings: 10, one per
 * 500 ms) a member may press ten times at once and twice a second for ever: a member answering an
 * exam quickly (about one press a second) or paging a board never meets it.
 *
 * <p>Kept as one number per member, the time their bucket would be full again (the "generic cell
 * rate algorithm" form of a token bucket); a member whose bucket is full again is forgotten, so the
 * memory held is that of the members active in the last {@code burst × refill}.
 */
public final class MemberRateLimit {
  /** Forget full buckets after this many admissions (cheap: one pass over the recent members). */
  private static final int SWEEP_EVERY = 1024;

  private final int burst;
  private final long refillNanos;
  private final long toleranceNanos;
  private final Clock clock;

  /** Per member: when their bucket is full again, in nanoseconds since the epoch. */
  private final ConcurrentHashMap<Long, Long> fullAt = new ConcurrentHashMap<>();

  private final AtomicInteger sinceSweep = new AtomicInteger();

  /** The answer to one command or press: admitted, or refused until a token comes back. */
  public record Admission(boolean admitted, Duration retryAfter) {
    static final Admission YES = new Admission(true, Duration.ZERO);
  }

  /**
   * @param burst how many commands and presses a member may make at once (at least 1)
   * @param refill how long until one more is allowed (positive)
   */
  public MemberRateLimit(int burst, Duration refill, Clock clock) {
    if (burst < 1 || refill.isNegative() || refill.isZero()) {
      throw new IllegalArgumentException("burst " + burst + ", refill " + refill);
    }
    this.burst = burst;
    this.refillNanos = refill.toNanos();
    this.toleranceNanos = (burst - 1) * refillNanos;
    this.clock = clock;
  }

  /** Takes one of the member's tokens if there is one; else says how long to wait for one. */
  public Admission admit(long member) {
    long now = nanos(clock.instant());
    if (sinceSweep.incrementAndGet() >= SWEEP_EVERY) {
      sinceSweep.set(0);
      fullAt.values().removeIf(full -> full <= now);
    }
    Admission[] answer = new Admission[1];
    fullAt.compute(
        member,
        (id, full) -> {
          // A bucket "full" further ahead than it can be means the clock went back: start afresh.
          long start =
              full == null || full < now || full - now > toleranceNanos + refillNanos ? now : full;
          long wait = start - now - toleranceNanos;
          if (wait > 0) {
            answer[0] = new Admission(false, Duration.ofNanos(wait));
            return full;
          }
          answer[0] = Admission.YES;
          return start + refillNanos;
        });
    return answer[0];
  }

  /** How many members the limiter remembers now (those who used the bot lately). */
  int remembered() {
    return fullAt.size();
  }

  public int burst() {
    return burst;
  }

  private static long nanos(Instant instant) {
    return instant.getEpochSecond() * 1_000_000_000L + instant.getNano();
  }
}
