package dev.quizbot.fakediscord;

import java.util.ArrayDeque;
import java.util.Deque;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicLong;

/**
 * Optional Discord-like rate limits (off by default; benchmarks switch them on): global 50/s
 * (interaction callbacks and webhook edits exempt), per channel 5 messages per 5 s (create and edit
 * share it), per channel 1 reaction change per 250 ms. A refused request gets a 429.
 */
public final class RateLimitEnforcer {

  private volatile boolean enabled;
  private final Map<String, Deque<Long>> windows = new ConcurrentHashMap<>();
  private final AtomicLong refused = new AtomicLong();

  public void enable(boolean on) {
    enabled = on;
    windows.clear();
  }

  /** How many requests this enforcer answered with 429 so far. */
  public long refusedCount() {
    return refused.get();
  }

  Optional<RestFaults.Fault> check(String method, String[] segments) {
    if (!enabled || segments.length == 0) {
      return Optional.empty();
    }
    long now = System.nanoTime();
    boolean exempt = segments[0].equals("interactions") || segments[0].equals("webhooks");
    long wait = exempt ? 0 : admit("global", 50, 1_000_000_000L, now);
    if (wait > 0) {
      return Optional.of(refusal(true, "global", 50, wait));
    }
    if (segments[0].equals("channels") && segments.length >= 3) {
      String channelId = segments[1];
      boolean reaction = segments.length >= 5 && segments[4].equals("reactions");
      boolean messageWrite = !reaction && segments[2].equals("messages") && !method.equals("GET");
      if (reaction && !method.equals("GET")) {
        wait = admit("reaction:" + channelId, 1, 250_000_000L, now);
        if (wait > 0) {
          return Optional.of(refusal(false, "reaction:" + channelId, 1, wait));
        }
      }
      if (messageWrite) {
        wait = admit("message:" + channelId, 5, 5_000_000_000L, now);
        if (wait > 0) {
          return Optional.of(refusal(false, "message:" + channelId, 5, wait));
        }
      }
    }
    return Optional.empty();
  }

  /** Admits the request (returns 0) or returns how long until the window has room. */
  private long admit(String key, int limit, long windowNanos, long now) {
    Deque<Long> window = windows.computeIfAbsent(key, k -> new ArrayDeque<>());
    synchronized (window) {
      while (!window.isEmpty() && now - window.peekFirst() >= windowNanos) {
        window.pollFirst();
      }
      if (window.size() >= limit) {
        return windowNanos - (now - window.peekFirst());
      }
      window.addLast(now);
      return 0;
    }
  }

  private RestFaults.Fault refusal(boolean global, String bucket, int limit, long waitNanos) {
    refused.incrementAndGet();
    double waitSeconds = waitNanos / 1e9;
    // JDA reads Retry-After as whole seconds; the body and Reset-After carry the exact wait.
    String retryAfter = Long.toString(Math.max(1, (long) Math.ceil(waitSeconds)));
    String exact = String.format(java.util.Locale.ROOT, "%.3f", waitSeconds);
    String body =
        "{\"message\":\"You are being rate limited.\",\"retry_after\":"
            + exact
            + ",\"global\":"
            + global
            + ",\"code\":0}";
    Map<String, String> headers =
        global
            ? Map.of(
                "Retry-After", retryAfter,
                "Via", "1.1 google",
                "X-RateLimit-Global", "true",
                "X-RateLimit-Scope", "global")
            : Map.of(
                "Retry-After",
                retryAfter,
                "Via",
                "1.1 google",
                "X-RateLimit-Scope",
                "user",
                "X-RateLimit-Limit",
                Integer.toString(limit),
                "X-RateLimit-Remaining",
                "0",
                "X-RateLimit-Reset-After",
                exact,
                "X-RateLimit-Bucket",
                bucket);
    return new RestFaults.Fault(429, headers, body);
  }
}
