package dev.quizbot.discord;

import java.io.IOException;
import java.io.InterruptedIOException;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.function.LongSupplier;
import java.util.regex.Pattern;
import okhttp3.HttpUrl;
import okhttp3.Interceptor;
import okhttp3.Response;

/**
 * Discord's global limit (50 requests/s per bot) kept where a request really leaves: an OkHttp
 * interceptor on the client JDA sends every REST request with. A request waits here, on JDA's REST
 * thread, until the last one left at least {@code 1 s / perSecond} ago ({@link RequestSpacing}: so
 * never more than {@code perSecond} in any sliding second). It is a network interceptor, so it
 * counts a request once its connection is open, right before it is written (a new connection's
 * set-up would otherwise sit between the count and the wire).
 *
 * <p>Why here as well as in the {@link RequestPacer}: the pacer hands out permits, and a permit is
 * used some time later, on one of JDA's REST threads. On a loaded machine those threads stall, and
 * the permits granted meanwhile go out together: a fan-out paced at 44/s met 133 429s in 10,000
 * requests (and JDA answers a global 429 by holding every request, then sending them together). At
 * send time a stall can no longer bunch requests above the limit, so the pacer may run close to it;
 * the pacer still decides the order (reveals first), this only the instant.
 */
public final class GlobalRequestLimit implements Interceptor {

  /** Below Discord's 50: the margin covers the moment between this check and the wire. */
  public static final int DEFAULT_PER_SECOND = 48;

  private static final Pattern API_VERSION = Pattern.compile("v\\d+");

  private final RequestSpacing spacing;
  private final LongSupplier nanoTime;

  public GlobalRequestLimit(int perSecond) {
    this(perSecond, System::nanoTime);
  }

  GlobalRequestLimit(int perSecond, LongSupplier nanoTime) {
    this.spacing = new RequestSpacing(perSecond);
    this.nanoTime = nanoTime;
  }

  @Override
  public Response intercept(Chain chain) throws IOException {
    if (isExempt(chain.request().url())) {
      return chain.proceed(chain.request());
    }
    try {
      awaitTurn();
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new InterruptedIOException("interrupted while waiting for Discord's global limit");
    }
    return chain.proceed(chain.request());
  }

  /**
   * Whether Discord leaves this request out of the global limit: interaction callbacks and the
   * webhook routes of an interaction's follow-ups and edits ("Interaction endpoints are not bound
   * to the bot's Global Rate Limit"). Holding them here would only delay a member's answer (Discord
   * gives 3 s to acknowledge) behind a fan-out. The route's first segment follows the API version
   * ({@code /api/v10/interactions/...}).
   */
  static boolean isExempt(HttpUrl url) {
    List<String> segments = url.pathSegments();
    int route = 0;
    for (int i = 0; i < segments.size(); i++) {
      if (API_VERSION.matcher(segments.get(i)).matches()) {
        route = i + 1;
        break;
      }
    }
    if (route >= segments.size()) {
      return false;
    }
    String first = segments.get(route);
    return first.equals("interactions") || first.equals("webhooks");
  }

  /** Waits until the spacing after the last request has passed, then takes this request's place. */
  void awaitTurn() throws InterruptedException {
    while (true) {
      long waitNanos = tryTake();
      if (waitNanos == 0) {
        return;
      }
      TimeUnit.NANOSECONDS.sleep(waitNanos);
    }
  }

  /** Takes this request's place (returns 0), or returns how long until it may. */
  synchronized long tryTake() {
    return spacing.tryTake(nanoTime.getAsLong());
  }
}
