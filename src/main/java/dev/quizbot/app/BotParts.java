package dev.quizbot.app;

import dev.quizbot.bank.QuestionBank;
import dev.quizbot.config.QuizbotConfig;
import dev.quizbot.daily.DailyService;
import dev.quizbot.daily.JdbcDailyStore;
import dev.quizbot.discord.AnswerHider;
import dev.quizbot.discord.CommandExecutor;
import dev.quizbot.discord.CommandRouter;
import dev.quizbot.discord.HelpCommand;
import dev.quizbot.discord.ReactionRemovalQueue;
import dev.quizbot.discord.RequestPacer;
import dev.quizbot.discord.SlashCommand;
import dev.quizbot.discord.WhileStopping;
import dev.quizbot.discord.daily.DailyCommand;
import dev.quizbot.discord.daily.DailyRoundPoster;
import dev.quizbot.discord.daily.DailyTicker;
import dev.quizbot.discord.exam.ExamFeature;
import dev.quizbot.discord.exam.ExamTicker;
import dev.quizbot.discord.leaderboard.LeaderboardCommand;
import dev.quizbot.discord.leaderboard.StatsCommand;
import dev.quizbot.discord.leaderboard.TopicsCommand;
import dev.quizbot.discord.quiz.QuizCommand;
import dev.quizbot.discord.quiz.ReactionGrader;
import dev.quizbot.discord.quiz.RoundLifecycle;
import dev.quizbot.discord.remind.ReminderDms;
import dev.quizbot.discord.remind.ReminderTicker;
import dev.quizbot.discord.report.ReportFeature;
import dev.quizbot.discord.review.ReviewFeature;
import dev.quizbot.discord.settings.QuizConfigCommand;
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
import dev.quizbot.leaderboard.MemberScoreCounts;
import dev.quizbot.leaderboard.StatsChart;
import dev.quizbot.quality.JdbcPickedChoices;
import dev.quizbot.quality.JdbcReportStore;
import dev.quizbot.round.AnswerWriter;
import dev.quizbot.round.JdbcAnswerStore;
import dev.quizbot.round.JdbcRoundStore;
import dev.quizbot.round.RoundConfig;
import dev.quizbot.round.RoundIds;
import dev.quizbot.round.RoundService;
import dev.quizbot.shard.Shard;
import dev.quizbot.storage.Database;
import dev.quizbot.study.ExamBlueprints;
import dev.quizbot.study.JdbcDmChannelStore;
import dev.quizbot.study.JdbcDueQuestions;
import dev.quizbot.study.JdbcMemoryStore;
import dev.quizbot.study.JdbcReminderClaims;
import dev.quizbot.study.JdbcReviewLog;
import dev.quizbot.study.JdbcStudyReset;
import dev.quizbot.study.JdbcStudySettingsStore;
import dev.quizbot.study.ReadinessService;
import dev.quizbot.study.ReminderService;
import dev.quizbot.study.ReviewService;
import dev.quizbot.study.Schedulers;
import dev.quizbot.study.StudyStatsService;
import java.time.Clock;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.function.Supplier;
import java.util.function.UnaryOperator;
import net.dv8tion.jda.api.hooks.EventListener;

/**
 * The parts built once the database is open: the services with their stores, and the Discord side's
 * commands, listeners and background work. Built in order; a failure part-way leaves the ones
 * already built for {@link #closeAfterFailedStart}.
 */
final class BotParts {
  /** Discord's reaction bucket: about one reaction change per 250 ms per channel. */
  private static final Duration REACTION_INTERVAL = Duration.ofMillis(250);

  /** How often open rounds' deadlines are checked. */
  private static final Duration CLOSE_CHECK = Duration.ofMillis(250);

  Schedulers studySchedulers;
  JdbcReviewLog reviewLog;
  AnswerWriter writer;
  RoundService rounds;
  ReactionRemovalQueue removals;
  RequestPacer pacer;
  RoundLifecycle lifecycle;
  DailyTicker daily;
  ReminderDms reminderDms;

  /** Study reminders run on shard 0 only (null elsewhere): see docs/architecture.md. */
  ReminderTicker reminders;

  CommandExecutor commandWork;
  CommandRouter router;
  ReviewFeature review;
  ExamFeature exam;
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
    Supplier<QuestionBank> currentBank = () -> bank;
    StudyServices study = new StudyServices(currentBank, database, clock);
    studySchedulers = study.schedulers;
    reviewLog = study.reviewLog;
    // Every first answer to a round is a review, stored in the answer's transaction (issue 16).
    JdbcAnswerStore answerStore = new JdbcAnswerStore(database, new MemberScoreCounts(), reviewLog);
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
    RoundLifecycle roundLifecycle =
        new RoundLifecycle(rounds, bank, hider, pacer, CLOSE_CHECK, clock);
    lifecycle = roundLifecycle;

    DailyRoundPoster dailyPoster =
        new DailyRoundPoster(rounds, bank, pacer, hider, roundLifecycle::recoverThenClose);
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

    JdbcGuildZones zones = new JdbcGuildZones(database);
    LeaderboardService leaderboards =
        new LeaderboardService(
            leaderboardStore.apply(new JdbcLeaderboardStore(database)),
            zones,
            () -> bank.topicCounts().keySet(),
            clock);
    // Personal study: the member's memory across servers, FSRS at each member's retention.
    JdbcMemoryStore memory = study.memory;
    JdbcStudySettingsStore studySettings = study.settings;
    ReviewService reviewService = study.reviews;
    StudyStatsService studyStats =
        new StudyStatsService(currentBank, memory, reviewLog, studySettings, clock);
    ReadinessService readiness = study.readiness;

    // Board queries, charts and study reads run here, off JDA's event thread, which also grades
    // reactions; the study buttons' presses too.
    commandWork =
        new CommandExecutor(CommandExecutor.DEFAULT_WORKERS, CommandExecutor.DEFAULT_QUEUED);
    // The real clock, not the app's: it measures an interaction's age against Discord's 3 s, from
    // the timestamp Discord gave it (a test clock moved by hours would defer every command).
    Clock wallClock = Clock.systemUTC();
    review =
        new ReviewFeature(
            reviewService,
            studySettings,
            new JdbcStudyReset(database),
            study.memberParameters,
            readiness,
            currentBank,
            ExamBlueprints.FROM_DECK,
            commandWork,
            clock,
            wallClock);
    ReminderService reminderService =
        new ReminderService(
            studySettings,
            new JdbcReminderClaims(database),
            new JdbcDueQuestions(database, id -> bank.question(id).isPresent()),
            clock,
            DailyService.newProcessId(),
            ReminderService.DEFAULT_STALE_AFTER,
            ReminderService.DEFAULT_MAX_ATTEMPTS);
    // Mock exams (issue 17): answers stored as given; every process's ticker submits at the
    // deadline, the status's compare-and-set lets one win.
    ExamService exams = study.exams;
    // The report DM of a deadline submission is owed in the database and claimed before it is
    // sent, so it goes exactly once even across a crash or two processes.
    exam =
        new ExamFeature(
            exams,
            new ExamReportDms(
                new JdbcReportDms(database),
                exams,
                clock,
                DailyService.newProcessId(),
                ExamReportDms.DEFAULT_STALE_AFTER),
            currentBank,
            commandWork,
            pacer,
            wallClock,
            ExamTicker.DEFAULT_INTERVAL,
            new JdbcExamLanguages(database));
    reminderDms =
        new ReminderDms(
            reminderService,
            new JdbcDmChannelStore(database),
            pacer,
            review.sessions()::startFromButton,
            clock);
    if (shard.id() == 0) {
      reminders = new ReminderTicker(reminderService, reminderDms, ReminderTicker.DEFAULT_INTERVAL);
    }

    List<SlashCommand> commands =
        new ArrayList<>(
            List.of(
                new QuizCommand(rounds, bank, hider),
                new QuizConfigCommand(settings, zones),
                new HelpCommand(settings),
                new LeaderboardCommand(leaderboards, bank),
                new StatsCommand(leaderboards, new StatsChart(), studyStats),
                new TopicsCommand(bank),
                new DailyCommand(dailyService)));
    commands.addAll(review.commands());
    commands.addAll(exam.commands());
    router = new CommandRouter(commands, commandWork, wallClock);
    List<EventListener> all =
        new ArrayList<>(
            List.of(
                router,
                new ReactionGrader(rounds, hider, clock),
                roundLifecycle,
                dailyPoster,
                review.buttons(),
                new ReportFeature(
                    bank,
                    new JdbcReportStore(database.dataSource()),
                    new JdbcPickedChoices(database.dataSource()),
                    commandWork,
                    clock),
                reminderDms));
    all.addAll(exam.listeners());
    listeners = List.copyOf(all);
  }

  /**
   * The start-up abort path stops the command work and the paced work as {@link QuizbotApp#close}
   * does: no more commands and ticks first, then the reveals of rounds a tick already closed are
   * handed to JDA (briefly paced), before JDA stops; then the writer and the database.
   */
  void closeAfterFailedStart(Runnable stopDiscord, Database database) {
    if (commandWork != null) {
      commandWork.drainAndClose(Duration.ofSeconds(1));
    }
    if (daily != null) {
      daily.close();
    }
    if (exam != null) {
      exam.ticker().close();
    }
    if (reminders != null) {
      reminders.close();
    } else if (reminderDms != null) {
      reminderDms.close();
    }
    if (lifecycle != null) {
      lifecycle.close();
    }
    if (pacer != null) {
      RequestPacer paced = pacer;
      WhileStopping.run(() -> paced.drainAndClose(Duration.ofSeconds(1)), paced::close);
    }
    stopDiscord.run();
    if (removals != null) {
      removals.close();
    }
    if (writer != null) {
      writer.close();
    }
    database.close();
  }
}
