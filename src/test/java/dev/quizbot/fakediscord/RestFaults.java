package dev.quizbot.fakediscord;

import com.fasterxml.jackson.databind.JsonNode;
import java.time.Duration;
import java.util.Map;
import java.util.Optional;
import java.util.Queue;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * REST fault injection a test switches on: the next N matching requests are answered with a 429 or
 * a 5xx instead of being served, or are served late.
 */
public final class RestFaults {

  /** A canned failure response. */
  record Fault(int status, Map<String, String> headers, String body) {}

  private record Rule(String method, String pathRegex, AtomicInteger remaining, Fault fault) {}

  private record Delay(
      String method, String pathRegex, AtomicInteger remaining, Duration delay, boolean body) {}

  private final Queue<Rule> rules = new ConcurrentLinkedQueue<>();
  private final Queue<Rule> afterServing = new ConcurrentLinkedQueue<>();
  private final Queue<Delay> delays = new ConcurrentLinkedQueue<>();
  private final AtomicInteger delayedArrivals = new AtomicInteger();
  private final AtomicInteger stallsEnded = new AtomicInteger();
  private volatile boolean refuseEditComponents;

  /**
   * The next {@code times} requests matching {@code method} (null = any) and {@code pathRegex}
   * (matched against the path without query, e.g. {@code channels/\d+/messages}) get a 429 with
   * {@code Retry-After} (whole seconds), {@code Via} and {@code X-RateLimit-Scope: user}.
   */
  public void rateLimitNext(String method, String pathRegex, int times, int retryAfterSeconds) {
    String body =
        "{\"message\":\"You are being rate limited.\",\"retry_after\":"
            + retryAfterSeconds
            + ",\"global\":false,\"code\":0}";
    Map<String, String> headers =
        Map.of(
            "Retry-After", Integer.toString(retryAfterSeconds),
            "Via", "1.1 google",
            "X-RateLimit-Scope", "user",
            "X-RateLimit-Limit", "5",
            "X-RateLimit-Remaining", "0",
            "X-RateLimit-Reset-After", Integer.toString(retryAfterSeconds),
            "X-RateLimit-Bucket", "fake-bucket-" + pathRegex.hashCode());
    add(method, pathRegex, times, new Fault(429, headers, body));
  }

  /** The next {@code times} matching requests get a bare server error (e.g. 502, 503, 500). */
  public void failNext(String method, String pathRegex, int times, int status) {
    add(
        method,
        pathRegex,
        times,
        new Fault(status, Map.of(), "{\"message\":\"" + status + ": Server Error\",\"code\":0}"));
  }

  /**
   * The next {@code times} matching requests are served (the fake's state changes: a reply is
   * posted, a message created) but answered with a bare server error instead of the result, as when
   * Discord's edge answers 502 after the API took the request. A retry then meets what the first
   * try did (an interaction callback: 40060 already acknowledged).
   */
  public void failAfterServingNext(String method, String pathRegex, int times, int status) {
    afterServing.add(
        new Rule(
            method,
            pathRegex,
            new AtomicInteger(times),
            new Fault(
                status, Map.of(), "{\"message\":\"" + status + ": Bad Gateway\",\"code\":0}")));
  }

  /** The fault that replaces the answer of a request just served, if a rule asks. */
  Optional<Fault> afterServing(String method, String path) {
    for (Rule rule : afterServing) {
      if ((rule.method() == null || rule.method().equals(method))
          && path.matches(rule.pathRegex())
          && rule.remaining().getAndDecrement() > 0) {
        return Optional.of(rule.fault());
      }
    }
    return Optional.empty();
  }

  /**
   * The next matching request is held for {@code delay} before it is served, so the bot's request
   * stays in flight that long (e.g. to stop the bot while it waits for the answer).
   */
  public void delayNext(String method, String pathRegex, Duration delay) {
    delays.add(new Delay(method, pathRegex, new AtomicInteger(1), delay, false));
  }

  /**
   * The next matching request is served at once, but only the status, the headers and the first
   * byte of the body come then; the rest follows after {@code delay}. The bot is then reading the
   * body (e.g. to stop it while JDA parses an answer). Counted in {@link #delayedArrivals}.
   */
  public void stallBodyNext(String method, String pathRegex, Duration delay) {
    delays.add(new Delay(method, pathRegex, new AtomicInteger(1), delay, true));
  }

  /** How many delayed requests have arrived so far (counted when they arrive, before the delay). */
  public int delayedArrivals() {
    return delayedArrivals.get();
  }

  /**
   * How many {@link #stallBodyNext} stalls have ended, counted just before the rest of the body is
   * sent: a client that has read that body whole finished after this count went up.
   */
  public int stallsEnded() {
    return stallsEnded.get();
  }

  void stallEnded() {
    stallsEnded.incrementAndGet();
  }

  /**
   * While on, a message edit ({@code PATCH channels/{id}/messages/{id}}) that carries components is
   * refused as Discord refuses a body it will not take: 400, code 50035 "Invalid Form Body", the
   * error under {@code components}. Edits without components (or with an empty list, which removes
   * them) are served as usual.
   */
  public void refuseComponentsInEdits(boolean on) {
    refuseEditComponents = on;
  }

  /** The 50035 for a component-carrying edit while {@link #refuseComponentsInEdits} is on. */
  Optional<DiscordError> refusedBody(String method, String path, JsonNode body) {
    if (refuseEditComponents
        && "PATCH".equals(method)
        && path.matches("channels/\\d+/messages/\\d+")
        && body != null
        && body.path("components").size() > 0) {
      return Optional.of(
          DiscordError.invalidForm(
              "components.0.components.0",
              "COMPONENT_INVALID",
              "This component cannot be used here."));
    }
    return Optional.empty();
  }

  /** Removes every pending fault. */
  public void clear() {
    refuseEditComponents = false;
    rules.clear();
    afterServing.clear();
    delays.clear();
  }

  /** Sleeps if a {@link #delayNext} rule matches; interrupted when the fake closes. */
  void delayIfAsked(String method, String path) throws InterruptedException {
    Optional<Duration> delay = take(method, path, false);
    if (delay.isPresent()) {
      Thread.sleep(delay.get().toMillis());
    }
  }

  /** How long to hold the body of this response after its first byte, if a rule asks. */
  Optional<Duration> bodyStall(String method, String path) {
    return take(method, path, true);
  }

  private Optional<Duration> take(String method, String path, boolean body) {
    for (Delay delay : delays) {
      if (delay.body() == body
          && (delay.method() == null || delay.method().equals(method))
          && path.matches(delay.pathRegex())
          && delay.remaining().getAndDecrement() > 0) {
        delayedArrivals.incrementAndGet();
        return Optional.of(delay.delay());
      }
    }
    return Optional.empty();
  }

  private void add(String method, String pathRegex, int times, Fault fault) {
    rules.add(new Rule(method, pathRegex, new AtomicInteger(times), fault));
  }

  Optional<Fault> take(String method, String path) {
    for (Rule rule : rules) {
      if ((rule.method() == null || rule.method().equals(method))
          && path.matches(rule.pathRegex())
          && rule.remaining().getAndDecrement() > 0) {
        return Optional.of(rule.fault());
      }
    }
    return Optional.empty();
  }
}
