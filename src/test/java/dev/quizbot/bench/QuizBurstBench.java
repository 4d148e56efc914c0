package dev.quizbot.bench;

import dev.quizbot.e2e.AppBot;
import dev.quizbot.fakediscord.FakeChannel;
import dev.quizbot.fakediscord.FakeDiscord;
import dev.quizbot.fakediscord.FakeGuild;
import dev.quizbot.fakediscord.FakeUser;
import dev.quizbot.fakediscord.InteractionReply;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.Statement;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * 100 /quiz commands invoked at the same instant (one per channel) against the real bot: how long
 * until each is acknowledged, how many missed Discord's 3 s, and how long until every question
 * carries its four choice reactions. Repeated {@code -Druns=N} times (default 3), rounds closed in
 * between by moving the bot's clock.
 *
 * <p>Run: {@code ./mvnw -q -Pbench test-compile exec:java -Dbench=QuizBurstBench}
 */
public final class QuizBurstBench {
  private static final int CHANNELS = 100;
  private static final Duration TIMEOUT = Duration.ofSeconds(60);
  private static final long LATE_NANOS = 3_000_000_000L;

  private QuizBurstBench() {}

  public static void main(String[] args) throws Exception {
    int runs = Integer.getInteger("runs", 3);
    AppBot bot = AppBot.fresh().with("QUIZBOT_LOG_LEVEL", "WARN");
    List<Double> allAcks = new ArrayList<>();
    int totalLate = 0;
    try (FakeDiscord fake = FakeDiscord.start()) {
      FakeGuild guild = fake.createGuild("Burst Guild");
      List<FakeChannel> channels = new ArrayList<>();
      for (int i = 0; i < CHANNELS; i++) {
        channels.add(fake.createTextChannel(guild, "quiz-" + i));
      }
      FakeUser asker = fake.createMember(guild, "asker");
      bot.start(fake.apiUrl(), fake.gatewayUrl(), fake.token());
      try (Connection db =
          new org.sqlite.JDBC()
              .connect("jdbc:sqlite:" + bot.databaseFile(), new java.util.Properties())) {
        // One warm-up run, then the measured ones.
        for (int run = 0; run <= runs; run++) {
          List<InteractionReply> replies = new ArrayList<>();
          long start = System.nanoTime();
          for (FakeChannel channel : channels) {
            replies.add(fake.invokeSlash(asker, channel, "quiz", Map.of(), TIMEOUT));
          }
          double[] ackMillis = new double[replies.size()];
          long[] ackedAt = new long[replies.size()];
          int pending = replies.size();
          long deadline = System.nanoTime() + TIMEOUT.toNanos();
          while (pending > 0 && System.nanoTime() < deadline) {
            for (int i = 0; i < replies.size(); i++) {
              if (ackedAt[i] == 0 && replies.get(i).acknowledged()) {
                ackedAt[i] = System.nanoTime();
                pending--;
              }
            }
            Thread.sleep(1);
          }
          int late = 0;
          List<Double> acks = new ArrayList<>();
          for (int i = 0; i < replies.size(); i++) {
            long took = ackedAt[i] == 0 ? Long.MAX_VALUE : ackedAt[i] - start;
            if (took > LATE_NANOS) {
              late++;
            }
            ackMillis[i] = took == Long.MAX_VALUE ? Double.POSITIVE_INFINITY : took / 1e6;
            acks.add(ackMillis[i]);
          }
          int publicQuestions = 0;
          for (InteractionReply reply : replies) {
            if (reply.acknowledged() && !reply.ephemeral()) {
              publicQuestions++;
            }
          }
          // Every public question gets its four choice reactions.
          long reactionsDeadline = System.nanoTime() + TIMEOUT.toNanos();
          boolean allReactions = false;
          while (!allReactions && System.nanoTime() < reactionsDeadline) {
            allReactions = true;
            for (InteractionReply reply : replies) {
              if (reply.acknowledged()
                  && !reply.ephemeral()
                  && reply.message().reactionEmojis().size() < 4) {
                allReactions = false;
                break;
              }
            }
            Thread.sleep(5);
          }
          double reactionsMs = (System.nanoTime() - start) / 1e6;
          boolean warmup = run == 0;
          System.out.printf(
              "%s run %d: %d /quiz at once: ack p50 %.0f ms, p99 %.0f ms, max %.0f ms,"
                  + " late (> 3 s) %d, public questions %d, all reactions on after %.0f ms%s%n",
              warmup ? "warm-up" : "measured",
              run,
              replies.size(),
              ReactionGradingBenchmark.percentile(acks, 50),
              ReactionGradingBenchmark.percentile(acks, 99),
              ReactionGradingBenchmark.percentile(acks, 100),
              late,
              publicQuestions,
              reactionsMs,
              allReactions ? "" : " (NOT all reactions on)");
          if (!warmup) {
            allAcks.addAll(acks);
            totalLate += late;
          }
          bot.clock().advance(Duration.ofSeconds(3_601));
          awaitClosed(db);
        }
      } finally {
        bot.stop();
      }
    }
    System.out.printf(
        "QuizBurstBench: %d /quiz at once x %d runs: ack p50 %.0f ms, p99 %.0f ms, late %d"
            + " (target 0)%n",
        CHANNELS,
        runs,
        ReactionGradingBenchmark.percentile(allAcks, 50),
        ReactionGradingBenchmark.percentile(allAcks, 99),
        totalLate);
    System.exit(0);
  }

  private static void awaitClosed(Connection db) throws Exception {
    long deadline = System.nanoTime() + TIMEOUT.toNanos();
    while (System.nanoTime() < deadline) {
      try (Statement st = db.createStatement();
          ResultSet rs = st.executeQuery("SELECT count(*) FROM rounds WHERE closed_at IS NULL")) {
        rs.next();
        if (rs.getLong(1) == 0) {
          return;
        }
      }
      Thread.sleep(20);
    }
    throw new IllegalStateException("rounds did not close");
  }
}
