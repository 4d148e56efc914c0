package dev.quizbot.bench;

import com.fasterxml.jackson.databind.JsonNode;
import dev.quizbot.bench.LeaderboardBench.Timing;
import dev.quizbot.e2e.AppBot;
import dev.quizbot.fakediscord.FakeChannel;
import dev.quizbot.fakediscord.FakeDiscord;
import dev.quizbot.fakediscord.FakeMessage;
import dev.quizbot.fakediscord.FakeUser;
import dev.quizbot.fakediscord.InteractionReply;
import dev.quizbot.testing.TestClock;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * An exam's answer button to its acknowledged update (the UPDATE_MESSAGE that shows the next
 * question; after a deferral, the edit of {@code @original}) while 100 members take exams at once:
 * the packaged bot's parts ({@code AppBot}, SQLite) against the fake Discord, each member on its
 * own thread pressing an answer after a think time of 0–4 s (about 50 presses a second in all).
 * Target: p99 under 100 ms. A "busy" reply (the command executor full) is counted apart.
 *
 * <p>Run: {@code ./mvnw -q -Pbench test-compile exec:java -Dbench=ExamPressBench} ({@code
 * -Dexec.args=short}: 5 presses per member instead of 15).
 */
public final class ExamPressBench {

  public static final int MEMBERS = 100;
  private static final Duration TIMEOUT = Duration.ofSeconds(20);

  /** The presses' latencies and how many were answered "busy" instead of an update. */
  public record Result(Timing timing, int busy) {}

  private ExamPressBench() {}

  public static void main(String[] args) throws Exception {
    boolean small = args.length > 0 && args[0].equals("short");
    Result r = run(MEMBERS, small ? 5 : 15);
    System.out.printf(
        "%s: median %.2f ms, p99 %.2f ms over %d presses, %d busy%n",
        r.timing().name(),
        r.timing().medianMillis(),
        r.timing().p99Millis(),
        r.timing().sortedNanos().length,
        r.busy());
    System.exit(0);
  }

  public static Result run(int members, int pressesEach) throws Exception {
    Path dir = Files.createTempDirectory("quizbot-bench-exam-press");
    try (FakeDiscord fake = FakeDiscord.start()) {
      fake.createGuild("Exam Server");
      List<FakeUser> users = new ArrayList<>();
      for (int i = 0; i < members; i++) {
        users.add(fake.createUser("candidate-" + i));
      }
      AppBot bot =
          new AppBot(new TestClock(Instant.parse("2026-03-02T12:00:00Z")), dir.resolve("q.db"));
      bot.start(fake.apiUrl(), fake.gatewayUrl(), fake.token());
      try {
        // Every member starts the shipped 50-question exam in the bot's DM.
        List<FakeMessage> current = new ArrayList<>();
        for (FakeUser user : users) {
          FakeChannel dm = fake.dmChannel(user);
          InteractionReply reply =
              fake.invokeSlash(user, dm, "exam", Map.of("start", Map.of()), TIMEOUT);
          reply.awaitAcknowledged(TIMEOUT);
          if (reply.deferred()) {
            reply.awaitEdited(TIMEOUT);
          }
          current.add(reply.message());
        }
        AtomicInteger busy = new AtomicInteger();
        ExecutorService pool = Executors.newFixedThreadPool(members);
        List<Future<long[]>> futures = new ArrayList<>();
        for (int m = 0; m < members; m++) {
          FakeUser user = users.get(m);
          FakeMessage first = current.get(m);
          Random random = new Random(m);
          futures.add(
              pool.submit(
                  () -> {
                    long[] nanos = new long[pressesEach];
                    FakeMessage message = first;
                    for (int p = 0; p < pressesEach; p++) {
                      Thread.sleep(random.nextInt(4_000));
                      String button = firstAnswer(message);
                      long t0 = System.nanoTime();
                      InteractionReply reply = fake.pressButton(user, message, button);
                      reply.awaitAcknowledged(TIMEOUT);
                      if (reply.callbackType() == 6) {
                        reply.awaitEdited(TIMEOUT);
                      }
                      nanos[p] = System.nanoTime() - t0;
                      if (reply.callbackType() != 6 && reply.callbackType() != 7) {
                        busy.incrementAndGet(); // an ephemeral line, not the update
                      } else {
                        message = reply.message();
                      }
                    }
                    return nanos;
                  }));
        }
        long[] all = new long[members * pressesEach];
        int k = 0;
        for (Future<long[]> f : futures) {
          for (long n : f.get()) {
            all[k++] = n;
          }
        }
        pool.shutdown();
        Arrays.sort(all);
        return new Result(
            new Timing(
                "answer press to acknowledged update, " + members + " members in exams", all),
            busy.get());
      } finally {
        bot.stop();
      }
    } finally {
      StudyBenchRig.deleteTree(dir);
    }
  }

  private static String firstAnswer(FakeMessage message) {
    for (JsonNode row : message.components()) {
      for (JsonNode c : row.path("components")) {
        String id = c.path("custom_id").asText();
        if (id.startsWith("ex:a:")) {
          return id;
        }
      }
    }
    throw new IllegalStateException("no answer button on " + message.embeds());
  }
}
