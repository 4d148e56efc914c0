package dev.quizbot.bench;

import dev.quizbot.fakediscord.FakeChannel;
import dev.quizbot.fakediscord.FakeDiscord;
import dev.quizbot.fakediscord.FakeGuild;
import dev.quizbot.fakediscord.FakeMessage;
import dev.quizbot.fakediscord.JdaTestBot;
import dev.quizbot.fakediscord.ReactionBurst;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicReference;
import net.dv8tion.jda.api.events.message.react.MessageReactionAddEvent;
import net.dv8tion.jda.api.hooks.EventListener;

/**
 * Yardstick: a burst of 20,000 MESSAGE_REACTION_ADD events through the fake gateway into a JDA
 * listener that only counts them. Prints events/s per run and the median.
 *
 * <p>Run: {@code ./mvnw -q -Pbench test-compile exec:java -Dbench=NoopReactionBench}
 */
public final class NoopReactionBench {

  private static final int EVENTS = 20_000;
  private static final int WARMUP_RUNS = 2;
  private static final int MEASURED_RUNS = 5;

  private NoopReactionBench() {}

  public static void main(String[] args) throws Exception {
    AtomicReference<CountDownLatch> pending = new AtomicReference<>(new CountDownLatch(0));
    EventListener countingListener =
        event -> {
          if (event instanceof MessageReactionAddEvent) {
            pending.get().countDown();
          }
        };
    try (FakeDiscord fake = FakeDiscord.start()) {
      FakeGuild guild = fake.createGuild("Bench Guild");
      FakeChannel channel = fake.createTextChannel(guild, "bench");
      JdaTestBot bot = new JdaTestBot(countingListener);
      bot.start(fake.apiUrl(), fake.gatewayUrl(), fake.token());
      List<Double> rates = new ArrayList<>();
      for (int run = 0; run < WARMUP_RUNS + MEASURED_RUNS; run++) {
        FakeMessage message =
            fake.postAsUser(fake.createMember(guild, "asker" + run), channel, "question " + run);
        ReactionBurst burst = fake.prepareReactionBurst(message, EVENTS);
        CountDownLatch latch = new CountDownLatch(EVENTS);
        pending.set(latch);
        long start = System.nanoTime();
        burst.fire();
        double sendSeconds = (System.nanoTime() - start) / 1e9;
        if (!latch.await(120, TimeUnit.SECONDS)) {
          throw new IllegalStateException(
              "only " + (EVENTS - latch.getCount()) + " events arrived");
        }
        double seconds = (System.nanoTime() - start) / 1e9;
        double rate = EVENTS / seconds;
        boolean warmup = run < WARMUP_RUNS;
        System.out.printf(
            "%s run %d: %,d events in %.3f s = %,.0f events/s (fake done sending after %.3f s)%n",
            warmup ? "warm-up" : "measured", run + 1, EVENTS, seconds, rate, sendSeconds);
        if (!warmup) {
          rates.add(rate);
        }
      }
      bot.stop();
      Collections.sort(rates);
      System.out.printf(
          "NoopReactionBench: median %,.0f events/s over %d runs of %,d reaction events "
              + "(min %,.0f, max %,.0f)%n",
          rates.get(rates.size() / 2),
          rates.size(),
          EVENTS,
          rates.get(0),
          rates.get(rates.size() - 1));
    }
    System.exit(0);
  }
}
