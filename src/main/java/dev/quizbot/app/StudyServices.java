package dev.quizbot.app;

import dev.quizbot.bank.GuildBanks;
import dev.quizbot.bank.QuestionBank;
import dev.quizbot.discord.DaemonThreads;
import dev.quizbot.exam.ExamService;
import dev.quizbot.exam.ForecastingExamStore;
import dev.quizbot.exam.JdbcExamForecasts;
import dev.quizbot.exam.JdbcExamStore;
import dev.quizbot.round.RoundIds;
import dev.quizbot.storage.Database;
import dev.quizbot.study.CardHistory;
import dev.quizbot.study.ExamLearner;
import dev.quizbot.study.JdbcExamOutcomes;
import dev.quizbot.study.JdbcMemberParametersStore;
import dev.quizbot.study.JdbcMemoryStore;
import dev.quizbot.study.JdbcPriorEvidence;
import dev.quizbot.study.JdbcRecallHistory;
import dev.quizbot.study.JdbcReviewLog;
import dev.quizbot.study.JdbcReviewSessionStore;
import dev.quizbot.study.JdbcStudySettingsStore;
import dev.quizbot.study.ParameterRefit;
import dev.quizbot.study.Readiness;
import dev.quizbot.study.ReadinessService;
import dev.quizbot.study.ReviewApplier;
import dev.quizbot.study.ReviewLull;
import dev.quizbot.study.ReviewService;
import dev.quizbot.study.Schedulers;
import dev.quizbot.study.StudyPlanner;
import java.time.Clock;
import java.time.Duration;
import java.util.concurrent.ArrayBlockingQueue;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.ThreadPoolExecutor;
import java.util.concurrent.TimeUnit;
import java.util.function.Supplier;
import java.util.function.ToDoubleFunction;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The personal-study and mock-exam services on one database, built once here for both front ends
 * (the bot's {@link BotParts} and {@code quizbot practice}'s {@link PracticeModes}), so they share
 * the same stores, FSRS schedulers, planner and transaction per answer.
 */
final class StudyServices {
  private static final Logger LOG = LoggerFactory.getLogger(StudyServices.class);

  final Schedulers schedulers;
  final JdbcMemberParametersStore memberParameters;
  final ParameterRefit refit;
  final JdbcReviewLog reviewLog;
  final JdbcMemoryStore memory;
  final JdbcStudySettingsStore settings;
  final ReviewService reviews;
  final ReadinessService readiness;
  final ExamService exams;
  private final ExamLearner learner;
  private final ThreadPoolExecutor refits = refitExecutor();

  /**
   * The forecast's learning from the exams (its prior and score correction), on a thread of its
   * own: it takes seconds of CPU.
   */
  private final ScheduledExecutorService examLearning =
      DaemonThreads.scheduler("study-exam-learning");

  /**
   * The forecast first learns from the exams this long after the bot is ready, whose own work comes
   * first, then again every {@link #LEARN_EVERY}: a day's exams barely move what hundreds taught.
   */
  private static final Duration LEARN_FIRST = Duration.ofMinutes(10);

  private static final Duration LEARN_EVERY = Duration.ofHours(6);

  StudyServices(Supplier<QuestionBank> bank, Database database, Clock clock) {
    this(GuildBanks.current(bank), database, clock);
  }

  /** The services on each server's bank (the shipped decks and the server's own). */
  StudyServices(GuildBanks bank, Database database, Clock clock) {
    schedulers = Schedulers.defaults();
    memberParameters = new JdbcMemberParametersStore(database);
    ToDoubleFunction<String> guessFloor = CardHistory.guessFloors(bank);
    refit =
        new ParameterRefit(memberParameters, guessFloor, refits, clock, ReviewLull.onSystemTime());
    reviewLog = new JdbcReviewLog(database, new ReviewApplier(schedulers), refit::reviewed);
    memory = new JdbcMemoryStore(database);
    settings = new JdbcStudySettingsStore(database);
    reviews =
        new ReviewService(
            bank,
            memory,
            reviewLog,
            settings,
            new JdbcReviewSessionStore(database, reviewLog),
            new StudyPlanner(schedulers.forecaster()),
            clock,
            RoundIds.random());
    JdbcExamStore examStore = new JdbcExamStore(database, reviewLog);
    JdbcRecallHistory history = new JdbcRecallHistory(database, guessFloor);
    learner =
        new ExamLearner(
            new JdbcPriorEvidence(database, history, memberParameters::weights),
            new JdbcExamOutcomes(database.dataSource()),
            clock);
    readiness =
        new ReadinessService(
            bank,
            memory,
            settings,
            new Readiness(schedulers.forecaster()),
            clock,
            examStore,
            memberParameters::weights,
            history,
            learner);
    ForecastingExamStore forecasting =
        new ForecastingExamStore(
            examStore, bank, readiness::forecastExam, new JdbcExamForecasts(database));
    exams = new ExamService(bank, forecasting, settings, clock, RoundIds.random());
  }

  /**
   * Learns the forecast's prior and score correction from the members' exams now and then, from
   * {@link #LEARN_FIRST} on: the bot's, not a terminal session's (a learner alone has no population
   * to learn from).
   */
  void startExamLearning() {
    examLearning.scheduleWithFixedDelay(
        learner::refresh, LEARN_FIRST.toMillis(), LEARN_EVERY.toMillis(), TimeUnit.MILLISECONDS);
  }

  /**
   * Stops the FSRS refits and the forecast's learning from the exams before the database closes: a
   * refit running ends at its next batch, saving nothing (the member is checked again after the
   * next start), queued ones are dropped; the learning stops before its next member's read, keeping
   * the prior and correction in use.
   */
  void stopBackgroundWork(Duration wait) {
    examLearning.shutdownNow();
    refits.shutdownNow();
    try {
      long deadline = System.nanoTime() + wait.toNanos();
      boolean stopped = refits.awaitTermination(wait.toNanos(), TimeUnit.NANOSECONDS);
      stopped &=
          examLearning.awaitTermination(
              Math.max(0, deadline - System.nanoTime()), TimeUnit.NANOSECONDS);
      if (!stopped) {
        LOG.info(
            "stopping: an FSRS refit or the forecast's learning from the exams still reads; the"
                + " database may close under it");
      }
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    }
  }

  /**
   * One daemon thread for the FSRS refits, with a short queue: a refit takes a few hundred
   * milliseconds of CPU and must never hold up an answer; when the queue is full the check is
   * dropped and a later review asks again.
   */
  private static ThreadPoolExecutor refitExecutor() {
    return new ThreadPoolExecutor(
        1,
        1,
        1,
        TimeUnit.MINUTES,
        new ArrayBlockingQueue<>(64),
        r -> {
          Thread t = new Thread(r, "study-refit");
          t.setDaemon(true);
          t.setPriority(Thread.MIN_PRIORITY);
          return t;
        },
        new ThreadPoolExecutor.AbortPolicy());
  }
}
