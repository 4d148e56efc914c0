package dev.quizbot.discord;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.sun.net.httpserver.HttpServer;
import java.net.InetSocketAddress;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;
import okhttp3.HttpUrl;
import okhttp3.OkHttpClient;
import okhttp3.Request;
import okhttp3.Response;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

final class GlobalRequestLimitTest {
  private static final long SECOND = TimeUnit.SECONDS.toNanos(1);

  @Test
  @DisplayName(
      "Requests are spaced, at most the rate in a sliding second; a refusal says how long to wait")
  void slidingSecond() {
    AtomicLong now = new AtomicLong(10 * SECOND);
    GlobalRequestLimit limit = new GlobalRequestLimit(3, now::get);

    // GIVEN three requests at 0, 400 and 800 ms (at 3/s they must be a third of a second apart,
    // rounded up to the nanosecond)
    long spacing = (SECOND + 2) / 3;
    assertThat(limit.tryTake()).isZero();
    now.addAndGet(SECOND / 10);
    assertThat(limit.tryTake()).as("100 ms after the last").isEqualTo(spacing - SECOND / 10);
    now.addAndGet(SECOND * 3 / 10);
    assertThat(limit.tryTake()).isZero();
    now.addAndGet(SECOND * 4 / 10);
    assertThat(limit.tryTake()).isZero();

    // WHEN a fourth comes at 900 ms, THEN it waits for the spacing after the one at 800 ms
    now.addAndGet(SECOND / 10);
    assertThat(limit.tryTake()).isEqualTo(spacing - SECOND / 10);
    assertThat(limit.tryTake()).as("a refused try takes no place").isEqualTo(spacing - SECOND / 10);

    // AND then it goes
    now.addAndGet(spacing - SECOND / 10);
    assertThat(limit.tryTake()).isZero();
  }

  @Test
  @DisplayName("Requests taken as soon as allowed: rate + 1 of them span at least a whole second")
  void neverMoreThanTheRateInASecond() {
    AtomicLong now = new AtomicLong(5 * SECOND);
    GlobalRequestLimit limit = new GlobalRequestLimit(48, now::get);
    long first = now.get();
    assertThat(limit.tryTake()).isZero();
    for (int i = 0; i < 48; i++) {
      now.addAndGet(limit.tryTake()); // wait exactly as long as told, then take
      assertThat(limit.tryTake()).isZero();
    }
    assertThat(now.get() - first).as("49 requests at 48/s").isGreaterThanOrEqualTo(SECOND);
  }

  @Test
  @DisplayName("Interaction callbacks and webhook follow-ups are outside the limit, as at Discord")
  void interactionRoutesAreExempt() {
    String api = "https://discord.com/api/v10/";
    assertThat(GlobalRequestLimit.isExempt(HttpUrl.get(api + "interactions/1/tok/callback")))
        .isTrue();
    assertThat(GlobalRequestLimit.isExempt(HttpUrl.get(api + "webhooks/2/tok/messages/@original")))
        .isTrue();
    assertThat(GlobalRequestLimit.isExempt(HttpUrl.get(api + "channels/3/messages"))).isFalse();
    assertThat(GlobalRequestLimit.isExempt(HttpUrl.get(api + "channels/3/webhooks")))
        .as("creating a channel's webhook is an ordinary request")
        .isFalse();
    assertThat(GlobalRequestLimit.isExempt(HttpUrl.get("http://127.0.0.1:9/api/v10/users/@me")))
        .isFalse();
  }

  @Test
  @DisplayName("A rate below 1 is refused")
  void badRate() {
    assertThatThrownBy(() -> new GlobalRequestLimit(0))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("at least 1");
  }

  @Test
  @DisplayName(
      "Through OkHttp: 16 requests at once from 8 threads reach the server at most 5 a second")
  void realRequestsKeepTheRate() throws Exception {
    // GIVEN a local HTTP server recording when each request arrives, and a client limited to 5/s
    ConcurrentLinkedQueue<Long> arrivals = new ConcurrentLinkedQueue<>();
    HttpServer server = HttpServer.create(new InetSocketAddress("127.0.0.1", 0), 0);
    server.createContext(
        "/",
        exchange -> {
          arrivals.add(System.nanoTime());
          exchange.sendResponseHeaders(204, -1);
          exchange.close();
        });
    server.setExecutor(Executors.newCachedThreadPool());
    server.start();
    // The time the limit judged each request at: the limit reads it on the sending thread just
    // before it lets the request go, and the interceptor after it records it on that thread.
    ThreadLocal<Long> lastRead = new ThreadLocal<>();
    ConcurrentLinkedQueue<Long> letGo = new ConcurrentLinkedQueue<>();
    GlobalRequestLimit limit =
        new GlobalRequestLimit(
            5,
            () -> {
              long now = System.nanoTime();
              lastRead.set(now);
              return now;
            });
    OkHttpClient client =
        new OkHttpClient.Builder()
            .addNetworkInterceptor(limit)
            .addNetworkInterceptor(
                chain -> {
                  letGo.add(lastRead.get());
                  return chain.proceed(chain.request());
                })
            .build();
    ExecutorService senders = Executors.newFixedThreadPool(8);
    try {
      String url = "http://127.0.0.1:" + server.getAddress().getPort() + "/x";
      List<Future<Integer>> codes = new ArrayList<>();
      // WHEN 16 requests are sent at once
      for (int i = 0; i < 16; i++) {
        codes.add(
            senders.submit(
                () -> {
                  try (Response r =
                      client.newCall(new Request.Builder().url(url).build()).execute()) {
                    return r.code();
                  }
                }));
      }
      for (Future<Integer> code : codes) {
        assertThat(code.get(30, TimeUnit.SECONDS)).isEqualTo(204);
      }

      // THEN all arrived at the server, and the limit let them go spread over at least 3 s (16 at
      // 5/s), no sliding second holding more than 5. (Times are the limit's own: the moment from
      // there to the server's handler, which a loaded machine stretches, is what the production
      // margin, 48 of Discord's 50, is for.)
      assertThat(arrivals).hasSize(16);
      List<Long> times = new ArrayList<>(letGo);
      assertThat(times).hasSize(16).doesNotContainNull();
      times.sort(null);
      assertThat(times.get(15) - times.get(0)).isGreaterThanOrEqualTo(3 * SECOND);
      for (int i = 0; i + 5 < times.size(); i++) {
        assertThat(times.get(i + 5) - times.get(i)).isGreaterThanOrEqualTo(SECOND);
      }
    } finally {
      senders.shutdownNow();
      server.stop(0);
      client.dispatcher().executorService().shutdown();
      client.connectionPool().evictAll();
    }
  }
}
