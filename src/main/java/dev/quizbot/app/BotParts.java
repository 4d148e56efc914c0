package dev.quizbot.app;

import dev.quizbot.bank.GuildBanks;
import dev.quizbot.bank.QuestionBank;
import dev.quizbot.config.QuizbotConfig;
import dev.quizbot.daily.DailyService;
import dev.quizbot.daily.JdbcDailyStore;
import dev.quizbot.discord.AnswerHider;
import dev.quizbot.discord.AttachmentDownload;
import dev.quizbot.discord.CommandExecutor;
import dev.quizbot.discord.CommandRouter;
import dev.quizbot.discord.ComponentRouter;
import dev.quizbot.discord.Feature;
import dev.quizbot.discord.HelpCommand;
import dev.quizbot.discord.ReactionRemovalQueue;
import dev.quizbot.discord.RequestPacer;
import dev.quizbot.discord.Ticker;
import dev.quizbot.discord.WhileStopping;
import dev.quizbot.discord.bank.BankFeature;
import dev.quizbot.discord.daily.DailyFeature;
import dev.quizbot.discord.daily.DailyRoundPoster;
import dev.quizbot.discord.exam.ExamFeature;
import dev.quizbot.discord.leaderboard.LeaderboardFeature;
import dev.quizbot.discord.lifecycle.LifecycleFeature;
import dev.quizbot.discord.quiz.QuizFeature;
import dev.quizbot.discord.quiz.RoundLifecycle;
import dev.quizbot.discord.remind.RemindFeature;
import dev.quizbot.discord.report.ReportFeature;
import dev.quizbot.discord.review.ReviewFeature;
import dev.quizbot.discord.settings.SettingsFeature;
import dev.quizbot.exam.ExamReportDms;
import dev.quizbot.exam.ExamService;
import dev.quizbot.exam.JdbcExamLanguages;
import dev.quizbot.exam.JdbcReportDms;
import dev.quizbot.guildconfig.GuildSettingsDefaults;
import dev.quizbot.guildconfig.GuildSettingsService;
import dev.quizbot.guildconfig.JdbcGuildSettingsStore;
import dev.quizbot.leaderboard.JdbcGuildZones;
import dev.quizbot.leaderboard.JdbcLeaderboardStore;
import dev.quizbot.leaderboard.LeaderboardService;
import dev.quizbot.leaderboard.LeaderboardStore;
import dev.quizbot.leaderboard.LeaderboardTotals;
import dev.quizbot.leaderboard.MemberScoreCounts;
import dev.quizbot.lifecycle.JdbcServerDepartures;
import dev.quizbot.lifecycle.MemberDepartures;
import dev.quizbot.lifecycle.ServerLifecycle;
import dev.quizbot.limit.MemberRateLimit;
import dev.quizbot.quality.JdbcPickedChoices;
import dev.quizbot.quality.JdbcReportStore;
import dev.quizbot.round.AnswerWriter;
import dev.quizbot.round.JdbcAnswerStore;
import dev.quizbot.round.JdbcRoundStore;
import dev.quizbot.round.RoundConfig;
import dev.quizbot.round.RoundIds;
import dev.quizbot.round.RoundService;
import dev.quizbot.serverdeck.DeckUploads;
import dev.quizbot.serverdeck.JdbcDeckStore;
import dev.quizbot.serverdeck.ServerDeckBanks;
import dev.quizbot.shard.Shard;
import dev.quizbot.storage.Database;
import dev.quizbot.study.ExamBlueprints;
import dev.quizbot.study.JdbcDmChannelStore;
import dev.quizbot.study.JdbcDueQuestions;
import dev.quizbot.study.JdbcReminderClaims;
import dev.quizbot.study.JdbcReviewLog;
import dev.quizbot.study.JdbcStudyReset;
import dev.quizbot.study.ReminderService;
import dev.quizbot.study.ReviewsOfAnswers;
import dev.quizbot.study.StudyStatsService;
import dev.quizbot.suggestion.JdbcSuggestionStore;
import java.time.Clock;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.function.UnaryOperator;
import net.dv8tion.jda.api.hooks.EventListener;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The parts built once the database is open: the services with their stores, the shared Discord
 * parts (the command executor, the request pacer, the rounds' lifecycle) and the list of {@link
 * Feature}s, whose commands, component handlers, listeners and tickers the routers and JDA get.
 * Built in order; a failure part-way leaves the ones already built for {@link #stop}, the one stop
 * order of both a normal stop and an aborted start.
 */
final class BotParts {
  private static final Logger log = LoggerFactory.getLogger(BotParts.class);

  /** Discord's reaction bucket: about one reaction change per 250 ms per channel. */
  private static final Duration REACTION_INTERVAL = Duration.ofMillis(250);

  /** How often open rounds' deadlines are checked. */
  private static final Duration CLOSE_CHECK = Duration.ofMillis(250);

  AnswerWriter writer;
  RoundService rounds;
  ReactionRemovalQueue removals;
  RequestPacer pacer;
  RoundLifecycle lifecycle;
  CommandExecutor commandWork;
  CommandRouter router;
  StudyServices study;

  /** Every feature, in start order (their commands register in this order); stopped in reverse. */
  final List<Feature> features = new ArrayList<>();

  /** The component router and every feature's listeners. */
  List<EventListener> listeners;

  /** Builds every part; on a failure, what was built so far stays in the fields. */
  void build(
      QuizbotConfig config,
      QuestionBank bank,
      Database database,
      Clock clock,
      UnaryOperator<LeaderboardStore> leaderboardStore) {
    Shard shard = config.discord().shard();
    GuildSettingsService settings =
        new GuildSettingsService(
            new JdbcGuildSettingsStore(database),
            new GuildSettingsDefaults((int) config.quiz().answerWindow().toSeconds(), true, false),
            clock);
    // Personal study and mock exams: the same services as quizbot practice's (StudyServices).
    // Each server's bank: the shipped decks and the decks its admins uploaded (issue 29).
    JdbcDeckStore deckStore = new JdbcDeckStore(database);
    ServerDeckBanks currentBank = new ServerDeckBanks(() -> bank, deckStore);
    study = new StudyServices(currentBank, database, clock);
    buildRounds(config, currentBank, database, clock, settings, study.reviewLog);

    removals = new ReactionRemovalQueue(REACTION_INTERVAL);
    AnswerHider hider = new AnswerHider(rounds, removals);
    pacer = new RequestPacer(RequestPacer.DEFAULT_PER_SECOND);
    lifecycle = new RoundLifecycle(rounds, currentBank, hider, pacer, CLOSE_CHECK, clock);
    // Board queries, charts, study reads and the presses' work run here, off JDA's event thread,
    // which also grades reactions.
    commandWork =
        new CommandExecutor(CommandExecutor.DEFAULT_WORKERS, CommandExecutor.DEFAULT_QUEUED);
    // The real clock, not the app's: it measures an interaction's age against Discord's 3 s, from
    // the timestamp Discord gave it (a test clock moved by hours would defer every command).
    Clock wallClock = Clock.systemUTC();

    JdbcGuildZones zones = new JdbcGuildZones(database);
    LeaderboardService leaderboards =
        new LeaderboardService(
            leaderboardStore.apply(new JdbcLeaderboardStore(database)),
            zones,
            guild -> currentBank.of(guild).allTopics(),
            clock);
    StudyStatsService studyStats =
        new StudyStatsService(currentBank, study.memory, study.reviewLog, study.settings, clock);
    ReviewFeature review =
        new ReviewFeature(
            study.reviews,
            study.settings,
            new JdbcStudyReset(database),
            study.memberParameters,
            study.readiness,
            currentBank,
            ExamBlueprints.FROM_DECK,
            clock);

    features.add(new QuizFeature(rounds, currentBank, hider, lifecycle, clock));
    // Servers and members leaving (issue 28): kept for servers.keepAfterRemoval, then purged.
    ServerLifecycle servers =
        new ServerLifecycle(
            new JdbcServerDepartures(database), config.servers().keepAfterRemoval(), clock);
    features.add(
        new LifecycleFeature(
            servers,
            new MemberDepartures(database, clock),
            shard,
            LifecycleFeature.DEFAULT_INTERVAL));
    JdbcSuggestionStore suggestionStore = new JdbcSuggestionStore(database);
    features.add(new SettingsFeature(settings, zones, servers, suggestionStore, clock));
    features.add(Feature.ofCommands(new HelpCommand(settings)));
    features.add(new LeaderboardFeature(leaderboards, currentBank, studyStats));
    features.add(daily(config, currentBank, database, clock, shard, hider));
    features.add(review);
    features.add(exam(database, clock, study, currentBank));
    features.add(
        new ReportFeature(
            currentBank,
            new JdbcReportStore(database.dataSource()),
            new JdbcPickedChoices(database.dataSource()),
            clock));
    features.add(
        new BankFeature(
            new DeckUploads(deckStore, currentBank, clock),
            currentBank,
            new AttachmentDownload(config.discord().apiUrl()),
            clock));
    features.add(remind(database, clock, shard, currentBank, study, review));
    features.add(MemberFeatures.privacy(database, clock));
    features.add(
        MemberFeatures.suggestions(
            deckStore, suggestionStore, clock, () -> bank, currentBank::invalidate));

    // One bucket per member for commands and presses alike; on the app's clock (a test moves it).
    MemberRateLimit limit =
        new MemberRateLimit(config.limits().memberBurst(), config.limits().memberRefill(), clock);
    router =
        new CommandRouter(
            features.stream().flatMap(f -> f.commands().stream()).toList(),
            commandWork,
            wallClock,
            limit);
    List<EventListener> all = new ArrayList<>();
    all.add(router);
    all.add(
        new ComponentRouter(
            features.stream().flatMap(f -> f.components().stream()).toList(),
            commandWork,
            wallClock,
            limit));
    features.forEach(f -> all.addAll(f.listeners()));
    listeners = List.copyOf(all);
  }

  /** The rounds, their store and the answer writer. */
  private void buildRounds(
      QuizbotConfig config,
      GuildBanks bank,
      Database database,
      Clock clock,
      GuildSettingsService settings,
      JdbcReviewLog reviewLog) {
    // The leaderboard's totals and, as every first answer to a round is a review (issue 16), the
    // study's reviews are stored in the answers' transaction.
    JdbcAnswerStore answerStore =
        new JdbcAnswerStore(
            database,
            List.of(
                new LeaderboardTotals(new MemberScoreCounts()), new ReviewsOfAnswers(reviewLog)));
    RoundConfig roundConfig =
        new RoundConfig(
            config.daily().defaultWindow(),
            RoundConfig.DEFAULTS.maxWindow(),
            RoundConfig.DEFAULTS.writerBatchSize(),
            config.quiz().cooldown());
    writer = new AnswerWriter(answerStore, roundConfig.writerBatchSize(), clock);
    writer.start();
    rounds =
        new RoundService(
            new BankQuestionSource(bank),
            settings,
            new JdbcRoundStore(database, config.discord().shard()),
            answerStore,
            writer,
            roundConfig,
            clock,
            new Random(),
            RoundIds.random());
  }

  private DailyFeature daily(
      QuizbotConfig config,
      GuildBanks bank,
      Database database,
      Clock clock,
      Shard shard,
      AnswerHider hider) {
    DailyRoundPoster poster =
        new DailyRoundPoster(rounds, bank, pacer, hider, lifecycle::recoverThenClose);
    DailyService daily =
        new DailyService(
            new JdbcDailyStore(database, shard),
            new BankDailyQuestions(bank),
            poster,
            clock,
            new Random(),
            DailyService.newProcessId(),
            DailyService.DEFAULT_STALE_AFTER,
            DailyService.DEFAULT_MAX_ATTEMPTS,
            config.daily().defaultWindow());
    return new DailyFeature(daily, poster, DailyFeature.DEFAULT_INTERVAL);
  }

  /**
   * Mock exams (issue 17): answers stored as given; every process's ticker submits at the deadline,
   * the status's compare-and-set lets one win. The report DM of a deadline submission is owed in
   * the database and claimed before it is sent, so it goes exactly once even across a crash or two
   * processes.
   */
  private ExamFeature exam(Database database, Clock clock, StudyServices study, GuildBanks bank) {
    ExamService exams = study.exams;
    return new ExamFeature(
        exams,
        new ExamReportDms(
            new JdbcReportDms(database),
            exams,
            clock,
            DailyService.newProcessId(),
            ExamReportDms.DEFAULT_STALE_AFTER),
        bank,
        pacer,
        ExamFeature.DEFAULT_INTERVAL,
        new JdbcExamLanguages(database));
  }

  /** Study reminders are sent by shard 0 only: see docs/architecture.md. */
  private RemindFeature remind(
      Database database,
      Clock clock,
      Shard shard,
      GuildBanks bank,
      StudyServices study,
      ReviewFeature review) {
    ReminderService reminders =
        new ReminderService(
            study.settings,
            new JdbcReminderClaims(database),
            new JdbcDueQuestions(database, id -> bank.holding(id).question(id).isPresent()),
            clock,
            DailyService.newProcessId(),
            ReminderService.DEFAULT_STALE_AFTER,
            ReminderService.DEFAULT_MAX_ATTEMPTS);
    return new RemindFeature(
        reminders,
        new JdbcDmChannelStore(database),
        pacer,
        review.sessions()::startHere,
        clock,
        shard.id() == 0,
        RemindFeature.DEFAULT_INTERVAL);
  }

  /** The first feature of this type. */
  <F extends Feature> F feature(Class<F> type) {
    return features.stream()
        .filter(type::isInstance)
        .map(type::cast)
        .findFirst()
        .orElseThrow(() -> new IllegalStateException("no " + type.getSimpleName() + " built"));
  }

  /**
   * Once Discord is ready: every feature's tickers, in list order; the forecast's learning from the
   * exams.
   */
  void startTickers() {
    features.forEach(f -> f.tickers().forEach(Ticker::start));
    study.startExamLearning();
  }

  /**
   * The one stop order, of a normal stop and of an aborted start (where parts may be missing): no
   * new commands (those still waiting for a command worker are told the bot is restarting, those
   * running get a quarter of the grace); the features in reverse order, each one's tickers first;
   * the reveals of rounds a tick already closed handed to JDA (paced for a quarter of the grace)
   * and the queued reaction removals (half of it); then {@code stopDiscord}; then the writer
   * commits every graded answer, the FSRS refits and the forecast's learning from the exams stop
   * and the database closes.
   */
  void stop(Duration grace, Runnable stopDiscord, Database database) {
    if (router != null) {
      router.stopAccepting();
    }
    if (commandWork != null) {
      int cutOff = commandWork.drainAndClose(grace.dividedBy(4));
      if (cutOff > 0) {
        log.info("stopping: {} waiting slash command(s) answered 'restarting'", cutOff);
      }
    }
    for (int i = features.size() - 1; i >= 0; i--) {
      Feature feature = features.get(i);
      feature.tickers().forEach(Ticker::close);
      feature.close();
    }
    if (pacer != null) {
      handRevealsToDiscord(grace.dividedBy(4));
    }
    if (removals != null) {
      removals.drainAndClose(grace.dividedBy(2));
    }
    stopDiscord.run();
    if (writer != null) {
      writer.close();
    }
    if (study != null) {
      // A refit stops at its next batch, the exams' learning before its next member: milliseconds.
      study.stopBackgroundWork(Duration.ofSeconds(1));
    }
    database.close();
  }

  /** Reveals of rounds already closed must reach JDA's queue; daily posts not yet sent are not. */
  private void handRevealsToDiscord(Duration paced) {
    RequestPacer paces = pacer;
    WhileStopping.run(
        () -> {
          int unpaced = paces.drainAndClose(paced);
          if (unpaced > 0) {
            log.info("stopping: {} reveal(s) handed to Discord without pacing", unpaced);
          }
        },
        paces::close);
  }
}
