package dev.quizbot.bench;

import dev.quizbot.e2e.AppBot;
import dev.quizbot.fakediscord.FakeChannel;
import dev.quizbot.fakediscord.FakeDiscord;
import dev.quizbot.fakediscord.FakeGuild;
import dev.quizbot.fakediscord.FakeMessage;
import dev.quizbot.fakediscord.FakeUser;
import dev.quizbot.fakediscord.InteractionReply;
import dev.quizbot.fakediscord.JdaTestBot;
import dev.quizbot.fakediscord.ReactionBurst;
import java.io.PrintStream;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicReference;
import net.dv8tion.jda.api.events.interaction.command.SlashCommandInteractionEvent;
import net.dv8tion.jda.api.events.message.react.MessageReactionAddEvent;
import net.dv8tion.jda.api.hooks.EventListener;
import net.dv8tion.jda.api.interactions.commands.build.Commands;

/**
 * The reusable core of {@link ReactionGradingBench}: the real bot (the same wiring as {@code java
 * -jar}, SQLite in a temp file) against a fake Discord with N channels, one open /quiz round per
 * channel, and a burst of reaction answers by distinct members spread over the rounds. A run
 * measures:
 *
 * <ul>
 *   <li><b>answers/s</b>: from handing the whole burst to the gateway until every answer is graded
 *       AND committed (counted in the SQLite file from a separate connection);
 *   <li><b>no-op events/s</b>: the same burst shape into a JDA listener that only counts, in a
 *       second fake (the yardstick of what JDA + the fake's socket deliver);
 *   <li><b>ack latency</b>: /help invoked again and again from another thread while the burst runs,
 *       time from invoke to the fake seeing the acknowledgement. Measured twice: under the flood
 *       (the interaction waits behind every reaction already queued on the one gateway connection)
 *       and under a paced load of {@code pacedRate} answers/s. The no-op bot also acknowledges
 *       /help, probed the same way during its burst: the flood latency of a bot that does nothing
 *       else, the yardstick for the real bot's.
 * </ul>
 */
public final class ReactionGradingBenchmark {

  /** What to run. */
  public record Settings(
      int rounds, int answers, int warmupRuns, int measuredRuns, int pacedRatePerSecond) {
    public static final Settings DEFAULTS = new Settings(100, 20_000, 1, 5, 10_000);
  }

  /** One measured run. Latencies in milliseconds. */
  public record RunFigures(
      double answersPerSecond,
      double noopEventsPerSecond,
      double pacedAnswersPerSecond,
      List<Double> floodAckMillis,
      List<Double> noopFloodAckMillis,
      List<Double> pacedAckMillis) {
    public double ratio() {
      return answersPerSecond / noopEventsPerSecond;
    }
  }

  /** Medians over the measured runs; ack percentiles pooled over all their samples. */
  public record Figures(
      List<RunFigures> runs,
      double medianAnswersPerSecond,
      double medianNoopEventsPerSecond,
      double medianRatio,
      double floodAckP50,
      double floodAckP99,
      int floodAckSamples,
      double noopFloodAckP99,
      int noopFloodAckSamples,
      double pacedAckP50,
      double pacedAckP99,
      int pacedAckSamples) {}

  private static final Duration TIMEOUT = Duration.ofSeconds(120);
  private static final java.lang.management.ThreadMXBean THREADS =
      java.lang.management.ManagementFactory.getThreadMXBean();
  private static final Duration PROBE_PAUSE = Duration.ofMillis(5);
  private static final Duration SETTLE = Duration.ofMillis(750);

  /**
   * No-op bursts per run, the fastest kept. A listener that keeps up with the socket can fall into
   * reading one frame per wake-up: in such runs its JDA thread spent 1.4 s of CPU (a third in the
   * kernel) instead of 0.1 s and the rate fell from about 110,000/s to 15,000–20,000/s, which made
   * single-burst ratios range 0.2–1.7. The best of two is the conservative yardstick.
   */
  private static final int NOOP_BURSTS = 2;

  private static final int WAVE = 10;

  private ReactionGradingBenchmark() {}

  /** Runs warm-up and measured runs; prints one line per run to {@code out}. */
  public static Figures run(Settings settings, PrintStream out) throws Exception {
    AppBot bot = AppBot.fresh().with("QUIZBOT_LOG_LEVEL", "WARN");
    AtomicReference<CountDownLatch> noopPending = new AtomicReference<>(new CountDownLatch(0));
    // The yardstick bot counts reactions and does nothing else but acknowledge /help, so its ack
    // latency under the same flood is what JDA's one ordered gateway connection allows at best.
    EventListener counting =
        event -> {
          if (event instanceof MessageReactionAddEvent) {
            noopPending.get().countDown();
          } else if (event instanceof SlashCommandInteractionEvent slash) {
            slash.reply("help").setEphemeral(true).queue();
          }
        };
    try (FakeDiscord appFake = FakeDiscord.start();
        FakeDiscord noopFake = FakeDiscord.start()) {
      World app = World.create(appFake, settings.rounds());
      World noop = World.create(noopFake, settings.rounds());
      bot.start(appFake.apiUrl(), appFake.gatewayUrl(), appFake.token());
      JdaTestBot noopBot = new JdaTestBot(counting);
      noopBot.start(noopFake.apiUrl(), noopFake.gatewayUrl(), noopFake.token());
      noopBot
          .jda()
          .updateCommands()
          .addCommands(Commands.slash("help", "What the bot does"))
          .complete();
      List<RunFigures> runs = new ArrayList<>();
      try (Connection db =
          new org.sqlite.JDBC()
              .connect("jdbc:sqlite:" + bot.databaseFile(), new java.util.Properties())) {
        for (int run = 0; run < settings.warmupRuns() + settings.measuredRuns(); run++) {
          // 1. the flood into the real bot, with /help probes alongside
          List<FakeMessage> questions = app.openRounds();
          ReactionBurst burst = appFake.prepareReactionBurst(questions, settings.answers());
          long before = count(db);
          long rowidBefore = maxRowid(db);
          settle();
          AckProbe floodProbe = AckProbe.start(appFake, app);
          Map<String, Long> cpuBefore = ThreadCpu.snapshot();
          long start = System.nanoTime();
          burst.fire();
          long pollCpu = THREADS.getCurrentThreadCpuTime();
          awaitRowid(db, rowidBefore, settings.answers());
          double appRate = settings.answers() / seconds(start);
          pollCpu = THREADS.getCurrentThreadCpuTime() - pollCpu;
          String appCpu = ThreadCpu.delta(cpuBefore, ThreadCpu.snapshot());
          List<Double> floodAcks = floodProbe.stop();
          checkCount(db, before + settings.answers());
          app.closeRounds(bot, db, questions);

          // 2. the same burst shape into the no-op listener, twice: the faster burst, its rate and
          // its /help acks, is the yardstick (see NOOP_BURSTS)
          double noopRate = 0;
          String noopCpu = "";
          List<Double> noopAcks = List.of();
          for (int attempt = 0; attempt < NOOP_BURSTS; attempt++) {
            List<FakeMessage> posts = noop.postMessages(run * NOOP_BURSTS + attempt);
            ReactionBurst noopBurst = noopFake.prepareReactionBurst(posts, settings.answers());
            CountDownLatch latch = new CountDownLatch(settings.answers());
            noopPending.set(latch);
            settle();
            AckProbe noopProbe = AckProbe.start(noopFake, noop);
            cpuBefore = ThreadCpu.snapshot();
            long noopStart = System.nanoTime();
            noopBurst.fire();
            if (!latch.await(TIMEOUT.toSeconds(), TimeUnit.SECONDS)) {
              throw new IllegalStateException(
                  "no-op listener got " + latch.getCount() + " too few");
            }
            double rate = settings.answers() / seconds(noopStart);
            List<Double> acks = noopProbe.stop();
            if (rate > noopRate) {
              noopRate = rate;
              noopCpu = ThreadCpu.delta(cpuBefore, ThreadCpu.snapshot());
              noopAcks = acks;
            }
          }
          if (Boolean.getBoolean("bench.verbose")) {
            out.println(
                "  CPU in the flood: "
                    + appCpu
                    + "(of the bench thread, polling the file: "
                    + pollCpu / 1_000_000
                    + " ms)");
            out.println("  CPU in the no-op run: " + noopCpu);
          }

          // 3. a paced load into the real bot, with /help probes alongside
          questions = app.openRounds();
          ReactionBurst paced = appFake.prepareReactionBurst(questions, settings.answers());
          before = count(db);
          rowidBefore = maxRowid(db);
          AckProbe pacedProbe = AckProbe.start(appFake, app);
          long pacedStart = System.nanoTime();
          int chunk = Math.max(1, settings.pacedRatePerSecond() / 100);
          paced.firePaced(chunk, Duration.ofMillis(10));
          awaitRowid(db, rowidBefore, settings.answers());
          double pacedRate = settings.answers() / seconds(pacedStart);
          List<Double> pacedAcks = pacedProbe.stop();
          checkCount(db, before + settings.answers());
          app.closeRounds(bot, db, questions);

          RunFigures figures =
              new RunFigures(appRate, noopRate, pacedRate, floodAcks, noopAcks, pacedAcks);
          boolean warmup = run < settings.warmupRuns();
          out.printf(
              "%s run %d: %,.0f answers/s graded+stored, no-op %,.0f events/s, ratio %.2f;"
                  + " ack under flood p50 %.1f ms p99 %.1f ms (%d; no-op bot p99 %.1f ms);"
                  + " paced %,d/s offered ->"
                  + " %,.0f answers/s, ack p50 %.1f ms p99 %.1f ms (%d)%n",
              warmup ? "warm-up" : "measured",
              run + 1,
              appRate,
              noopRate,
              figures.ratio(),
              percentile(floodAcks, 50),
              percentile(floodAcks, 99),
              floodAcks.size(),
              percentile(noopAcks, 99),
              settings.pacedRatePerSecond(),
              pacedRate,
              percentile(pacedAcks, 50),
              percentile(pacedAcks, 99),
              pacedAcks.size());
          if (!warmup) {
            runs.add(figures);
          }
        }
      } finally {
        noopBot.stop();
        bot.stop();
      }
      return summarize(runs);
    }
  }

  private static Figures summarize(List<RunFigures> runs) {
    List<Double> floodAcks = new ArrayList<>();
    List<Double> noopAcks = new ArrayList<>();
    List<Double> pacedAcks = new ArrayList<>();
    runs.forEach(
        r -> {
          floodAcks.addAll(r.floodAckMillis());
          noopAcks.addAll(r.noopFloodAckMillis());
          pacedAcks.addAll(r.pacedAckMillis());
        });
    return new Figures(
        runs,
        median(runs.stream().map(RunFigures::answersPerSecond).toList()),
        median(runs.stream().map(RunFigures::noopEventsPerSecond).toList()),
        median(runs.stream().map(RunFigures::ratio).toList()),
        percentile(floodAcks, 50),
        percentile(floodAcks, 99),
        floodAcks.size(),
        percentile(noopAcks, 99),
        noopAcks.size(),
        percentile(pacedAcks, 50),
        percentile(pacedAcks, 99),
        pacedAcks.size());
  }

  static double median(List<Double> values) {
    return percentile(values, 50);
  }

  /** Nearest-rank percentile; NaN when there are no samples. */
  static double percentile(List<Double> values, int p) {
    if (values.isEmpty()) {
      return Double.NaN;
    }
    List<Double> sorted = new ArrayList<>(values);
    Collections.sort(sorted);
    int rank = (int) Math.ceil(p / 100.0 * sorted.size());
    return sorted.get(Math.max(0, rank - 1));
  }

  private static double seconds(long startNanos) {
    return (System.nanoTime() - startNanos) / 1e9;
  }

  private static long count(Connection db) throws SQLException {
    try (Statement st = db.createStatement();
        ResultSet rs = st.executeQuery("SELECT count(*) FROM answers")) {
      rs.next();
      return rs.getLong(1);
    }
  }

  /**
   * Polls the SQLite file until {@code answers} more answers are committed (checked exactly by
   * {@link #checkCount} afterwards, outside the timed part).
   *
   * <p>Why {@code max(rowid)} (bare: wrapped in coalesce() SQLite no longer reads it off the end of
   * the table but scans): {@code count(*)} walks a whole index, several milliseconds once the table
   * holds a few runs' answers, and polling it every millisecond took most of a core from the bot on
   * a 2-core machine. Every answer of a burst is new, so each committed one adds exactly one rowid;
   * the final {@code count(*)}, outside the timed part, proves it.
   */
  private static void awaitRowid(Connection db, long rowidBefore, int answers) throws Exception {
    long deadline = System.nanoTime() + TIMEOUT.toNanos();
    long seen;
    while ((seen = maxRowid(db)) < rowidBefore + answers) {
      if (System.nanoTime() > deadline) {
        throw new IllegalStateException(
            "only " + (seen - rowidBefore) + " of " + answers + " answers stored");
      }
      Thread.sleep(1);
    }
  }

  /** Throws unless exactly {@code target} answers are stored. */
  private static void checkCount(Connection db, long target) throws SQLException {
    long stored = count(db);
    if (stored != target) {
      throw new IllegalStateException(stored + " answers stored, expected " + target);
    }
  }

  private static long maxRowid(Connection db) throws SQLException {
    try (Statement st = db.createStatement();
        ResultSet rs = st.executeQuery("SELECT max(rowid) FROM answers")) {
      rs.next();
      return rs.getLong(1);
    }
  }

  /** One fake's guild: N quiz channels, one channel for /help probes, a member who asks. */
  private record World(
      FakeDiscord fake,
      FakeGuild guild,
      List<FakeChannel> channels,
      FakeChannel help,
      FakeUser asker) {

    static World create(FakeDiscord fake, int rounds) {
      FakeGuild guild = fake.createGuild("Bench Guild");
      List<FakeChannel> channels = new ArrayList<>();
      for (int i = 0; i < rounds; i++) {
        channels.add(fake.createTextChannel(guild, "quiz-" + i));
      }
      FakeChannel help = fake.createTextChannel(guild, "help");
      return new World(fake, guild, List.copyOf(channels), help, fake.createMember(guild, "asker"));
    }

    /**
     * /quiz in every channel (the real path), in waves of {@value #WAVE} as members would over a
     * few seconds; returns once every choice reaction is on. (All 100 at once overran Discord's 3 s
     * acknowledgement: the callbacks queue in JDA's REST requester behind the 400 reaction PUTs.)
     */
    List<FakeMessage> openRounds() {
      List<FakeMessage> questions = new ArrayList<>();
      for (int from = 0; from < channels.size(); from += WAVE) {
        List<InteractionReply> replies = new ArrayList<>();
        for (FakeChannel channel : channels.subList(from, Math.min(channels.size(), from + WAVE))) {
          replies.add(fake.invokeSlash(asker, channel, "quiz", Map.of(), TIMEOUT));
        }
        List<FakeMessage> wave = new ArrayList<>();
        for (InteractionReply reply : replies) {
          reply.awaitAcknowledged(TIMEOUT);
          FakeMessage question = reply.message();
          if (question.isEphemeral()) {
            throw new IllegalStateException("/quiz refused: " + question.content());
          }
          wave.add(question);
        }
        long deadline = System.nanoTime() + TIMEOUT.toNanos();
        for (FakeMessage question : wave) {
          while (question.reactionEmojis().size() < 4) {
            if (System.nanoTime() > deadline) {
              throw new IllegalStateException("the bot did not add its reactions");
            }
            sleep(Duration.ofMillis(5));
          }
        }
        questions.addAll(wave);
      }
      return questions;
    }

    /**
     * Moves the bot's clock past every deadline and waits until every round is closed and its
     * message edited into the reveal, so no reveal traffic overlaps the next measured phase.
     */
    void closeRounds(AppBot bot, Connection db, List<FakeMessage> questions) throws Exception {
      bot.clock().advance(Duration.ofSeconds(3_601));
      long deadline = System.nanoTime() + TIMEOUT.toNanos();
      while (true) {
        try (Statement st = db.createStatement();
            ResultSet rs = st.executeQuery("SELECT count(*) FROM rounds WHERE closed_at IS NULL")) {
          rs.next();
          if (rs.getLong(1) == 0 && questions.stream().allMatch(World::revealed)) {
            return;
          }
        }
        if (System.nanoTime() > deadline) {
          throw new IllegalStateException("rounds did not close");
        }
        Thread.sleep(20);
      }
    }

    private static boolean revealed(FakeMessage question) {
      return question.embeds().stream()
          .anyMatch(e -> e.path("title").asText().startsWith("Answer:"));
    }

    /** A message by the asker in every channel (the no-op bot posts nothing). */
    List<FakeMessage> postMessages(int run) {
      List<FakeMessage> posts = new ArrayList<>();
      for (FakeChannel channel : channels) {
        posts.add(fake.postAsUser(asker, channel, "question " + run));
      }
      return posts;
    }
  }

  /** Invokes /help in a loop on its own thread and records invoke→ack latencies. */
  private static final class AckProbe {
    // Several probes in flight: one alone, waiting out each slow ack, gave a short flood only a
    // handful of samples (9 for the no-op bot over a whole suite), too few for a p99.
    private static final int PROBES = 4;

    private final AtomicBoolean running = new AtomicBoolean(true);
    private final List<Double> millis = Collections.synchronizedList(new ArrayList<>());
    private final List<Thread> threads = new ArrayList<>();

    private AckProbe(FakeDiscord fake, World world) {
      for (int i = 0; i < PROBES; i++) {
        threads.add(
            new Thread(
                () -> {
                  while (running.get()) {
                    long start = System.nanoTime();
                    try {
                      fake.invokeSlash(world.asker(), world.help(), "help", Map.of(), TIMEOUT)
                          .awaitAcknowledged(TIMEOUT);
                      millis.add((System.nanoTime() - start) / 1e6);
                    } catch (AssertionError missed) {
                      // Not acknowledged within Discord's 3 s: the fake expired the interaction.
                      millis.add(Double.POSITIVE_INFINITY);
                    }
                    sleep(PROBE_PAUSE);
                  }
                },
                "ack-probe-" + i));
      }
    }

    static AckProbe start(FakeDiscord fake, World world) {
      AckProbe probe = new AckProbe(fake, world);
      for (Thread thread : probe.threads) {
        thread.start();
        sleep(Duration.ofMillis(PROBE_PAUSE.toMillis() / PROBES + 1)); // staggered
      }
      return probe;
    }

    List<Double> stop() throws InterruptedException {
      running.set(false);
      for (Thread thread : threads) {
        thread.join(TIMEOUT.toMillis());
      }
      synchronized (millis) {
        return List.copyOf(millis);
      }
    }
  }

  /**
   * Before each burst, the same for both bots: the previous phase's garbage collected and its
   * background work (the bot's log checkpoint, reveal edits) done, so neither burst shares the
   * cores with the other's leftovers. Without it the no-op rate of one run ranged 20,000–150,000/s.
   */
  private static void settle() {
    System.gc();
    sleep(SETTLE);
  }

  private static void sleep(Duration duration) {
    try {
      Thread.sleep(duration.toMillis());
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new IllegalStateException(e);
    }
  }
}
