package dev.quizbot.app;

import dev.quizbot.bank.BankLoader;
import dev.quizbot.bank.LoadResult;
import dev.quizbot.bank.QuestionBank;
import dev.quizbot.config.BotToken;
import dev.quizbot.config.QuizbotConfig;
import dev.quizbot.daily.DailyService;
import dev.quizbot.daily.JdbcDailyStore;
import dev.quizbot.discord.AnswerHider;
import dev.quizbot.discord.CommandExecutor;
import dev.quizbot.discord.CommandRouter;
import dev.quizbot.discord.DiscordEndpoints;
import dev.quizbot.discord.HelpCommand;
import dev.quizbot.discord.JdaFactory;
import dev.quizbot.discord.ListenerGate;
import dev.quizbot.discord.ReactionRemovalQueue;
import dev.quizbot.discord.RequestPacer;
import dev.quizbot.discord.SlashCommand;
import dev.quizbot.discord.daily.DailyCommand;
import dev.quizbot.discord.daily.DailyRoundPoster;
import dev.quizbot.discord.daily.DailyTicker;
import dev.quizbot.discord.leaderboard.LeaderboardCommand;
import dev.quizbot.discord.leaderboard.StatsCommand;
import dev.quizbot.discord.leaderboard.TopicsCommand;
import dev.quizbot.discord.quiz.QuizCommand;
import dev.quizbot.discord.quiz.ReactionGrader;
import dev.quizbot.discord.quiz.RoundLifecycle;
import dev.quizbot.discord.settings.QuizConfigCommand;
import dev.quizbot.guildconfig.GuildSettingsDefaults;
import dev.quizbot.guildconfig.GuildSettingsService;
import dev.quizbot.guildconfig.JdbcGuildSettingsStore;
import dev.quizbot.health.HealthServer;
import dev.quizbot.leaderboard.JdbcGuildZones;
import dev.quizbot.leaderboard.JdbcLeaderboardStore;
import dev.quizbot.leaderboard.LeaderboardService;
import dev.quizbot.leaderboard.LeaderboardStore;
import dev.quizbot.leaderboard.StatsChart;
import dev.quizbot.round.AnswerWriter;
import dev.quizbot.round.JdbcAnswerStore;
import dev.quizbot.round.JdbcRoundStore;
import dev.quizbot.round.RoundConfig;
import dev.quizbot.round.RoundIds;
import dev.quizbot.round.RoundService;
import dev.quizbot.shard.Shard;
import dev.quizbot.storage.Database;
import java.time.Clock;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Random;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.function.BooleanSupplier;
import java.util.function.UnaryOperator;
import net.dv8tion.jda.api.JDA;
import net.dv8tion.jda.api.Permission;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The one place that builds every part of the bot with its dependencies, starts it, and stops it in
 * order. Nothing else creates services or stores.
 */
public final class QuizbotApp implements AutoCloseable {
  private static final Logger log = LoggerFactory.getLogger(QuizbotApp.class);

  /** What the bot needs in a server; the invite URL asks for exactly these. */
  public static final List<Permission> PERMISSIONS =
      List.of(
          Permission.VIEW_CHANNEL,
          Permission.MESSAGE_SEND,
          Permission.MESSAGE_EMBED_LINKS,
          Permission.MESSAGE_ATTACH_FILES,
          Permission.MESSAGE_ADD_REACTION,
          Permission.MESSAGE_HISTORY,
          Permission.MESSAGE_MANAGE);

  /** Discord's reaction bucket: about one reaction change per 250 ms per channel. */
  private static final Duration REACTION_INTERVAL = Duration.ofMillis(250);

  /** How long a failed start-up lets a half-done Discord login finish before stopping it. */
  private static final Duration CONNECT_WAIT = Duration.ofSeconds(5);

  private final QuizbotConfig config;
  private final Database database;
  private final AnswerWriter writer;
  private final RoundService rounds;
  private final ReactionRemovalQueue removals;
  private final RoundLifecycle lifecycle;
  private final CommandRouter router;
  private final CommandExecutor commandWork;
  private final JDA jda;
  private final JdaFactory jdaFactory;
  private final HealthServer health;
  private final RequestPacer pacer;
  private final DailyTicker daily;

  private QuizbotApp(
      QuizbotConfig config,
      Database database,
      AnswerWriter writer,
      RoundService rounds,
      ReactionRemovalQueue removals,
      RoundLifecycle lifecycle,
      CommandRouter router,
      CommandExecutor commandWork,
      JDA jda,
      JdaFactory jdaFactory,
      HealthServer health,
      RequestPacer pacer,
      DailyTicker daily) {
    this.config = config;
    this.database = database;
    this.writer = writer;
    this.rounds = rounds;
    this.removals = removals;
    this.lifecycle = lifecycle;
    this.router = router;
    this.commandWork = commandWork;
    this.jda = jda;
    this.jdaFactory = jdaFactory;
    this.health = health;
    this.pacer = pacer;
    this.daily = daily;
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
    LoadResult loaded = new BankLoader().load(config.bank().paths());
    if (!loaded.isClean()) {
      throw new BankInvalidException(loaded);
    }
    QuestionBank bank = loaded.bank();
    if (bank.isEmpty()) {
      throw new BankInvalidException(loaded);
    }
    log.info("question bank: {}", loaded.summary());

    DiscordEndpoints endpoints =
        DiscordEndpoints.of(
            config.discord().apiUrl().map(Object::toString).orElse(null),
            config.discord().gatewayUrl().map(Object::toString).orElse(null));
    // Opening the database (Flyway on a first start) and logging in to Discord each take hundreds
    // of ms: do both at once. JDA's events wait at the gate until the services behind the
    // listeners exist.
    CompletableFuture<Database> opening =
        CompletableFuture.supplyAsync(
            () ->
                Database.open(
                    config.database().url(),
                    config.database().user().orElse(null),
                    config.database().password().orElse(null)),
            task -> new Thread(task, "database-open").start());
    ListenerGate gate = new ListenerGate();
    JdaFactory jdaFactory = new JdaFactory();
    Shard shard = config.discord().shard();
    JDA jda;
    try {
      jda = jdaFactory.create(token.reveal(), endpoints, shard, List.of(gate));
    } catch (RuntimeException loginFailed) {
      // A database failure is reported before a login failure, as when they ran in turn.
      gate.discard();
      awaitConnectAttempt(jdaFactory);
      awaitDatabase(opening, gate, null, jdaFactory).close();
      throw loginFailed;
    }
    Database database = awaitDatabase(opening, gate, jda, jdaFactory);
    AnswerWriter writer = null;
    ReactionRemovalQueue removals = null;
    RoundLifecycle lifecycle = null;
    RequestPacer pacer = null;
    DailyTicker daily = null;
    CommandExecutor commandWork = null;
    try {
      GuildSettingsService settings =
          new GuildSettingsService(
              new JdbcGuildSettingsStore(database),
              new GuildSettingsDefaults(
                  (int) config.quiz().answerWindow().toSeconds(), true, false),
              clock);
      JdbcAnswerStore answerStore = new JdbcAnswerStore(database);
      RoundConfig roundConfig =
          new RoundConfig(
              config.daily().defaultWindow(),
              RoundConfig.DEFAULTS.maxWindow(),
              RoundConfig.DEFAULTS.writerBatchSize(),
              config.quiz().cooldown());
      writer = new AnswerWriter(answerStore, roundConfig.writerBatchSize());
      writer.start();
      RoundService rounds =
          new RoundService(
              new BankQuestionSource(bank),
              settings,
              new JdbcRoundStore(database, shard),
              answerStore,
              writer,
              roundConfig,
              clock,
              new Random(),
              RoundIds.random());

      removals = new ReactionRemovalQueue(REACTION_INTERVAL);
      AnswerHider hider = new AnswerHider(rounds, removals);
      pacer = new RequestPacer(RequestPacer.DEFAULT_PER_SECOND);
      lifecycle = new RoundLifecycle(rounds, bank, hider, pacer, Duration.ofMillis(250), clock);

      RoundLifecycle roundLifecycle = lifecycle;
      DailyRoundPoster dailyPoster =
          new DailyRoundPoster(
              rounds, bank, pacer, hider, connected -> roundLifecycle.recoverThenClose(connected));
      DailyService dailyService =
          new DailyService(
              new JdbcDailyStore(database, shard),
              new BankDailyQuestions(bank),
              dailyPoster,
              clock,
              new Random(),
              DailyService.newProcessId(),
              DailyService.DEFAULT_STALE_AFTER,
              DailyService.DEFAULT_MAX_ATTEMPTS,
              config.daily().defaultWindow());
      daily = new DailyTicker(dailyService, DailyTicker.DEFAULT_INTERVAL);

      List<SlashCommand> commands = new ArrayList<>();
      commands.add(new QuizCommand(rounds, bank, hider));
      JdbcGuildZones zones = new JdbcGuildZones(database);
      commands.add(new QuizConfigCommand(settings, zones));
      commands.add(new HelpCommand(settings));
      LeaderboardService leaderboards =
          new LeaderboardService(
              leaderboardStore.apply(new JdbcLeaderboardStore(database)),
              zones,
              () -> bank.topicCounts().keySet(),
              clock);
      commands.add(new LeaderboardCommand(leaderboards, bank));
      commands.add(new StatsCommand(leaderboards, new StatsChart()));
      commands.add(new TopicsCommand(bank));
      commands.add(new DailyCommand(dailyService));
      // Board queries and charts run here, off JDA's event thread, which also grades reactions.
      commandWork =
          new CommandExecutor(CommandExecutor.DEFAULT_WORKERS, CommandExecutor.DEFAULT_QUEUED);
      CommandRouter router = new CommandRouter(commands, commandWork);
      // Global commands need no guild: send them while the gateway handshake may still run.
      // Commands for a dev guild wait for that guild to be loaded. One process registers them:
      // shard 0 the global ones, the dev guild's own shard (the only one that sees it) its ones.
      Optional<Long> devGuild = config.discord().devGuildId();
      boolean registers = devGuild.map(shard::owns).orElse(shard.id() == 0);
      CompletableFuture<?> registration =
          !registers
              ? CompletableFuture.completedFuture(null)
              : devGuild.isEmpty() ? router.register(jda, Optional.empty()) : null;

      gate.open(List.of(router, new ReactionGrader(rounds, hider, clock), lifecycle, dailyPoster));
      jda.awaitReady();
      if (registration == null) {
        registration = router.register(jda, devGuild);
      }
      registration.get(30, TimeUnit.SECONDS);
      if (shard.isPartial()) {
        log.info(
            "ready in {} server(s) as {}; invite: {}",
            jda.getGuilds().size(),
            shard,
            inviteUrl(jda));
      } else {
        log.info("ready in {} server(s); invite: {}", jda.getGuilds().size(), inviteUrl(jda));
      }
      daily.start();

      HealthServer health = null;
      if (config.health().enabled()) {
        JDA connected = jda;
        AnswerWriter answers = writer;
        Map<String, BooleanSupplier> checks =
            Map.of(
                "gateway",
                () -> connected.getStatus() == JDA.Status.CONNECTED,
                "database",
                // Its own short probe (never the pool's 30 s wait), and down while answers wait
                // for a storage that refuses them (a full disk still answers a probe).
                () -> !answers.storageFailing() && database.isAnswering());
        health = HealthServer.start(config.health().port(), checks);
      }
      return new QuizbotApp(
          config,
          database,
          writer,
          rounds,
          removals,
          lifecycle,
          router,
          commandWork,
          jda,
          jdaFactory,
          health,
          pacer,
          daily);
    } catch (InterruptedException | RuntimeException e) {
      gate.discard();
      closeQuietly(commandWork, daily, lifecycle, pacer);
      closeQuietly(jda, jdaFactory, removals, writer, database);
      throw e;
    } catch (Exception e) {
      gate.discard();
      closeQuietly(commandWork, daily, lifecycle, pacer);
      closeQuietly(jda, jdaFactory, removals, writer, database);
      throw new IllegalStateException(e.getMessage(), e);
    }
  }

  /**
   * The opened database; when opening failed, stops the Discord login (if it started) and throws
   * the database's own failure.
   */
  private static Database awaitDatabase(
      CompletableFuture<Database> opening, ListenerGate gate, JDA jda, JdaFactory jdaFactory)
      throws InterruptedException {
    try {
      return opening.get();
    } catch (ExecutionException e) {
      gate.discard();
      if (jda != null) {
        stopOnceConnected(jda, jdaFactory);
      }
      if (e.getCause() instanceof RuntimeException failure) {
        throw failure;
      }
      throw new IllegalStateException(e.getCause().getMessage(), e.getCause());
    } catch (InterruptedException e) {
      gate.discard();
      if (jda != null) {
        jda.shutdownNow();
        awaitConnectAttempt(jdaFactory);
      }
      opening.thenAccept(Database::close);
      throw e;
    }
  }

  /**
   * Stops a JDA that is still logging in because the database failed meanwhile: lets the gateway
   * handshake finish (at most {@link #CONNECT_WAIT}) and then shuts down as {@link #close} does.
   * {@code shutdownNow} in the middle of the handshake makes JDA's gateway thread log stack traces
   * for the HELLO and READY it is still handling.
   */
  private static void stopOnceConnected(JDA jda, JdaFactory jdaFactory)
      throws InterruptedException {
    long deadline = System.nanoTime() + CONNECT_WAIT.toNanos();
    while (jda.getStatus().ordinal() < JDA.Status.CONNECTED.ordinal()
        && System.nanoTime() < deadline) {
      Thread.sleep(10);
    }
    long stopBy = System.nanoTime() + CONNECT_WAIT.toNanos();
    jda.shutdown();
    if (!jda.awaitShutdown(untilDeadline(stopBy), TimeUnit.NANOSECONDS)) {
      jda.shutdownNow();
    }
    awaitConnectAttempt(jdaFactory);
    jdaFactory.awaitRequestsFinished(Duration.ofNanos(untilDeadline(stopBy)));
  }

  /** The invite link with scopes {@code bot} and {@code applications.commands}. */
  public static String inviteUrl(JDA jda) {
    return "https://discord.com/oauth2/authorize?client_id="
        + jda.getSelfUser().getApplicationId()
        + "&scope=bot+applications.commands&permissions="
        + Permission.getRaw(PERMISSIONS);
  }

  public JDA jda() {
    return jda;
  }

  public RoundService rounds() {
    return rounds;
  }

  /** The daily scheduler; tests call {@code tickNow()} after moving their clock. */
  public DailyTicker dailyTicker() {
    return daily;
  }

  public Optional<HealthServer> health() {
    return Optional.ofNullable(health);
  }

  /**
   * Stops in order: no new commands (those still waiting for a command worker are told the bot is
   * restarting, those running get a quarter of the grace), queued Discord requests finish within
   * the grace period (and the reveals they answered are recorded), the writer commits every graded
   * answer, the database closes. Open rounds stay open in the database and resume at the next
   * start.
   */
  @Override
  public void close() {
    Duration grace = config.shutdown().grace();
    // One deadline for all Discord work, so SIGTERM to exit stays within shutdown.grace.
    long deadline = System.nanoTime() + grace.toNanos();
    router.stopAccepting();
    int cutOff = commandWork.drainAndClose(grace.dividedBy(4));
    if (cutOff > 0) {
      log.info("stopping: {} waiting slash command(s) answered 'restarting'", cutOff);
    }
    daily.close();
    lifecycle.close();
    try {
      // Reveals of rounds already closed must reach JDA's queue; daily posts not yet sent are not.
      int unpaced = pacer.drainAndClose(grace.dividedBy(4));
      if (unpaced > 0) {
        log.info("stopping: {} reveal(s) handed to Discord without pacing", unpaced);
      }
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      pacer.close();
    }
    removals.drainAndClose(grace.dividedBy(2));
    jda.shutdown();
    try {
      if (!jda.awaitShutdown(untilDeadline(deadline), TimeUnit.NANOSECONDS)) {
        jda.shutdownNow();
      }
      // JDA reports SHUTDOWN while the request it is sending may still run: let it finish.
      jdaFactory.awaitRequestsFinished(Duration.ofNanos(untilDeadline(deadline)));
      // Then the answers to the last reveal edits record their reveals, before the database
      // closes (one not recorded is sent again at the next start).
      lifecycle.awaitRevealsAnswered(Duration.ofNanos(untilDeadline(deadline)));
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      jda.shutdownNow();
    }
    if (health != null) {
      health.close();
    }
    writer.close();
    database.close();
    log.info("stopped");
  }

  /**
   * Nanoseconds left, at least 1 ms: JDA's awaitShutdown rounds down to milliseconds and reads 0 as
   * "wait forever".
   */
  private static long untilDeadline(long deadline) {
    return Math.max(TimeUnit.MILLISECONDS.toNanos(1), deadline - System.nanoTime());
  }

  /**
   * Stops JDA after a start-up cut short (SIGTERM, or a failure after the login). A request in
   * flight then (the slash command registration, typically) is let finish, at most {@link
   * #CONNECT_WAIT}: {@code shutdownNow} would interrupt the thread reading its answer, and JDA
   * would log that as an ERROR with a stack trace after the bot said it stopped (seen in CI). The
   * connect attempt in progress is waited for for the same reason.
   */
  private static void stopCutShort(JDA jda, JdaFactory jdaFactory) {
    long stopBy = System.nanoTime() + CONNECT_WAIT.toNanos();
    whileStopping(
        () -> {
          jda.shutdown();
          if (!jda.awaitShutdown(untilDeadline(stopBy), TimeUnit.NANOSECONDS)) {
            jda.shutdownNow();
          }
          jdaFactory.awaitRequestsFinished(Duration.ofNanos(untilDeadline(stopBy)));
        },
        jda::shutdownNow);
    awaitConnectAttempt(jdaFactory);
  }

  /**
   * After a start-up cut short (e.g. SIGTERM while waiting for the gateway): lets JDA's connect
   * attempt in progress end, so its outcome is not logged after the caller says the bot stopped.
   */
  private static void awaitConnectAttempt(JdaFactory jdaFactory) {
    whileStopping(() -> jdaFactory.awaitNoConnectAttempt(Duration.ofSeconds(5)), () -> {});
  }

  /** Stop work that blocks; see {@link #whileStopping}. */
  private interface BlockingStep {
    void run() throws InterruptedException;
  }

  /**
   * Runs a blocking step of a stop cut short even though the stop signal may have interrupted this
   * thread (the waits would otherwise end at once); a new interrupt runs {@code onInterrupt}. The
   * interrupt status is restored for the caller either way.
   */
  private static void whileStopping(BlockingStep step, Runnable onInterrupt) {
    boolean interrupted = Thread.interrupted();
    try {
      step.run();
    } catch (InterruptedException e) {
      interrupted = true;
      onInterrupt.run();
    } finally {
      if (interrupted) {
        Thread.currentThread().interrupt();
      }
    }
  }

  /**
   * The start-up abort path stops the command work and the paced work as {@link #close} does: no
   * more commands and ticks first, then the reveals of rounds a tick already closed are handed to
   * JDA (briefly paced), before JDA stops.
   */
  private static void closeQuietly(
      CommandExecutor commandWork,
      DailyTicker daily,
      RoundLifecycle lifecycle,
      RequestPacer pacer) {
    if (commandWork != null) {
      commandWork.drainAndClose(Duration.ofSeconds(1));
    }
    if (daily != null) {
      daily.close();
    }
    if (lifecycle != null) {
      lifecycle.close();
    }
    if (pacer != null) {
      whileStopping(() -> pacer.drainAndClose(Duration.ofSeconds(1)), pacer::close);
    }
  }

  private static void closeQuietly(
      JDA jda,
      JdaFactory jdaFactory,
      ReactionRemovalQueue removals,
      AnswerWriter writer,
      Database database) {
    stopCutShort(jda, jdaFactory);
    if (removals != null) {
      removals.close();
    }
    if (writer != null) {
      writer.close();
    }
    database.close();
  }
}
