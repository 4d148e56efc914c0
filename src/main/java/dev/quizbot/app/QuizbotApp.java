package dev.quizbot.app;

import dev.quizbot.bank.BankLoader;
import dev.quizbot.bank.LoadResult;
import dev.quizbot.bank.QuestionBank;
import dev.quizbot.config.BotToken;
import dev.quizbot.config.DatabaseSettings;
import dev.quizbot.config.QuizbotConfig;
import dev.quizbot.daily.TickReport;
import dev.quizbot.discord.DiscordConnection;
import dev.quizbot.discord.Ticker;
import dev.quizbot.discord.daily.DailyFeature;
import dev.quizbot.discord.exam.ExamFeature;
import dev.quizbot.discord.lifecycle.LifecycleFeature;
import dev.quizbot.discord.remind.RemindFeature;
import dev.quizbot.health.HealthServer;
import dev.quizbot.i18n.Texts;
import dev.quizbot.leaderboard.ChartStyle;
import dev.quizbot.leaderboard.LeaderboardStore;
import dev.quizbot.round.AnswerWriter;
import dev.quizbot.round.RoundService;
import dev.quizbot.storage.Database;
import java.time.Clock;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.function.BooleanSupplier;
import java.util.function.UnaryOperator;
import net.dv8tion.jda.api.JDA;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The one place that builds every part of the bot with its dependencies ({@link BotParts}), starts
 * it, and stops it in order. Nothing else creates services or stores.
 */
public final class QuizbotApp implements AutoCloseable {
  private static final Logger log = LoggerFactory.getLogger(QuizbotApp.class);

  /** A start-up cut short stops within this: a second for the commands and for the reveals. */
  private static final Duration ABORT_GRACE = Duration.ofSeconds(4);

  private final QuizbotConfig config;
  private final DiscordConnection discord;
  private final Database database;
  private final BotParts parts;
  private final HealthServer health;

  private QuizbotApp(
      QuizbotConfig config,
      DiscordConnection discord,
      Database database,
      BotParts parts,
      HealthServer health) {
    this.config = config;
    this.discord = discord;
    this.database = database;
    this.parts = parts;
    this.health = health;
  }

  /**
   * Loads the bank, opens the database, logs in to Discord and returns once the bot is ready
   * (guilds loaded, commands registered, open rounds recovered).
   *
   * @throws BankInvalidException when the bank has problems (nothing else is started)
   */
  public static QuizbotApp start(QuizbotConfig config, BotToken token, Clock clock)
      throws InterruptedException {
    return start(config, token, clock, UnaryOperator.identity());
  }

  /**
   * As {@link #start(QuizbotConfig, BotToken, Clock)}, with the leaderboard store wrapped:
   * end-to-end tests hold a board query there to show what else goes on meanwhile.
   */
  public static QuizbotApp start(
      QuizbotConfig config,
      BotToken token,
      Clock clock,
      UnaryOperator<LeaderboardStore> leaderboardStore)
      throws InterruptedException {
    QuestionBank bank = loadBank(config);
    ChartStyle.whenFontChosen(QuizbotApp::warnIfChartsLackJapanese);
    // Opening the database (a copy of the template, or Flyway) and logging in to Discord each take
    // hundreds of ms: do both at once. JDA's events wait until the services behind the listeners
    // exist.
    CompletableFuture<Database> opening = openInBackground(config.database());
    DiscordConnection discord = login(config, token, opening);
    Database database = awaitDatabase(opening, discord);
    BotParts parts = new BotParts();
    try {
      parts.build(config, bank, database, clock, leaderboardStore);
      discord.open(parts.router, parts.listeners);
      discord.awaitReady();
      // The exam ticker's first tick submits the exams whose time ran out while the bot was down.
      parts.startTickers();
      HealthServer health = startHealth(config, discord, database, parts.writer);
      return new QuizbotApp(config, discord, database, parts, health);
    } catch (InterruptedException | RuntimeException e) {
      abort(discord, parts, database);
      throw e;
    } catch (Exception e) {
      abort(discord, parts, database);
      throw new IllegalStateException(e.getMessage(), e);
    }
  }

  private static QuestionBank loadBank(QuizbotConfig config) {
    LoadResult loaded = new BankLoader().load(config.bank().paths());
    if (!loaded.isClean() || loaded.bank().isEmpty()) {
      throw new BankInvalidException(loaded);
    }
    log.info("question bank: {}", loaded.summary());
    return loaded.bank();
  }

  /**
   * One WARN when the charts' font cannot show the Japanese chart labels (boxes otherwise), logged
   * when the first chart picks its font: checking at start-up loaded Java's font system on the way
   * to ready (about 0.4 s of CPU and 10 MiB, bench rows P3 and P7) for a bot that may never draw a
   * chart.
   */
  static void warnIfChartsLackJapanese() {
    Texts japanese = Texts.of(Locale.JAPANESE);
    List<String> labels = new ArrayList<>(japanese.startingWith("chart."));
    labels.add(japanese.get("exam.report.chartTitle"));
    labels.add(japanese.get("exam.report.total"));
    labels.add(japanese.get("exam.report.passLine", japanese.wholePercent(70)));
    ChartStyle.missingGlyphsWarning(labels).ifPresent(log::warn);
  }

  private static CompletableFuture<Database> openInBackground(DatabaseSettings settings) {
    return CompletableFuture.supplyAsync(
        () ->
            Database.open(
                settings.url(), settings.user().orElse(null), settings.password().orElse(null)),
        task -> new Thread(task, "database-open").start());
  }

  /** Logs in; a login that fails at once reports a database failure first, as when run in turn. */
  private static DiscordConnection login(
      QuizbotConfig config, BotToken token, CompletableFuture<Database> opening)
      throws InterruptedException {
    try {
      return DiscordConnection.login(config.discord(), token, config.servers().memberEvents());
    } catch (RuntimeException loginFailed) {
      awaitDatabase(opening, null).close();
      throw loginFailed;
    }
  }

  /**
   * The opened database; when opening failed, stops the Discord login (if it started) and throws
   * the database's own failure.
   */
  private static Database awaitDatabase(
      CompletableFuture<Database> opening, DiscordConnection discord) throws InterruptedException {
    try {
      return opening.get();
    } catch (ExecutionException e) {
      if (discord != null) {
        discord.stopOnceConnected();
      }
      if (e.getCause() instanceof RuntimeException failure) {
        throw failure;
      }
      throw new IllegalStateException(e.getCause().getMessage(), e.getCause());
    } catch (InterruptedException e) {
      if (discord != null) {
        discord.stopNow();
      }
      opening.thenAccept(Database::close);
      throw e;
    }
  }

  private static HealthServer startHealth(
      QuizbotConfig config, DiscordConnection discord, Database database, AnswerWriter writer) {
    if (!config.health().enabled()) {
      return null;
    }
    Map<String, BooleanSupplier> checks =
        Map.of(
            "gateway",
            discord::isConnected,
            "database",
            // Its own short probe (never the pool's wait), and down while answers wait for a
            // storage that refuses them (a full disk still answers a probe).
            () -> !writer.storageFailing() && database.isAnswering());
    return HealthServer.start(config.health().port(), checks);
  }

  /** A start-up cut short after the login: everything built so far stops, JDA among it. */
  private static void abort(DiscordConnection discord, BotParts parts, Database database) {
    discord.discardEvents();
    parts.stop(ABORT_GRACE, discord::stopCutShort, database);
  }

  public JDA jda() {
    return discord.jda();
  }

  public RoundService rounds() {
    return parts.rounds;
  }

  /** The daily scheduler; tests call {@code tickNow()} after moving their clock. */
  public Ticker<TickReport> dailyTicker() {
    return parts.feature(DailyFeature.class).ticker();
  }

  /**
   * The study reminders' ticker (shard 0 only; empty on other shards); tests call {@code tickNow()}
   * after moving their clock.
   */
  public Optional<Ticker<Integer>> reminderTicker() {
    return parts.feature(RemindFeature.class).ticker();
  }

  /** Reminder DMs this process sent so far (tests, benchmarks). */
  public int remindersSent() {
    return parts.feature(RemindFeature.class).sentCount();
  }

  /** The mock exams' deadline ticker; tests call {@code tickNow()} after moving their clock. */
  public Ticker<Integer> examTicker() {
    return parts.feature(ExamFeature.class).ticker();
  }

  /** Servers and members leaving: tests tick its purge and await its events' storage. */
  public LifecycleFeature lifecycle() {
    return parts.feature(LifecycleFeature.class);
  }

  /** Exam report DMs Discord took so far (tests). */
  public int examReportDmsSent() {
    return parts.feature(ExamFeature.class).reportDmsSent();
  }

  public Optional<HealthServer> health() {
    return Optional.ofNullable(health);
  }

  /**
   * Stops in {@link BotParts#stop}'s order within {@code shutdown.grace}; open rounds stay open in
   * the database and resume at the next start.
   */
  @Override
  public void close() {
    Duration grace = config.shutdown().grace();
    // One deadline for all Discord work, so SIGTERM to exit stays within shutdown.grace.
    long deadline = System.nanoTime() + grace.toNanos();
    parts.stop(
        grace,
        () -> {
          discord.stop(deadline, parts.lifecycle::awaitRevealsAnswered);
          if (health != null) {
            health.close();
          }
        },
        database);
    log.info("stopped");
  }
}
