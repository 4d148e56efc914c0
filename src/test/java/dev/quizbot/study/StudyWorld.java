package dev.quizbot.study;

import dev.quizbot.bank.QuestionBank;
import dev.quizbot.storage.Database;
import dev.quizbot.testing.TestClock;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.atomic.AtomicReference;

/**
 * Every study store and service over one database, as the app will wire them. A second world on the
 * same file with the same clock is the bot after a restart.
 */
final class StudyWorld {

  final Database database;
  final TestClock clock;
  final AtomicReference<QuestionBank> bank;
  final JdbcMemoryStore memory;
  final JdbcReviewLog reviews;
  final JdbcStudySettingsStore settings;
  final JdbcReviewSessionStore sessions;
  final JdbcReminderClaims reminders;
  final JdbcStudyReset reset;
  final ReviewService service;
  final StudyStatsService stats;
  final ReadinessService readiness;

  StudyWorld(Database database, TestClock clock, QuestionBank bank, Schedulers schedulers) {
    this(database, clock, new AtomicReference<>(bank), schedulers, new AtomicLong(1_000));
  }

  StudyWorld(
      Database database,
      TestClock clock,
      AtomicReference<QuestionBank> bank,
      Schedulers schedulers,
      AtomicLong ids) {
    this.database = database;
    this.clock = clock;
    this.bank = bank;
    memory = new JdbcMemoryStore(database);
    reviews = new JdbcReviewLog(database, new ReviewApplier(schedulers));
    settings = new JdbcStudySettingsStore(database);
    sessions = new JdbcReviewSessionStore(database, reviews);
    reminders = new JdbcReminderClaims(database);
    reset = new JdbcStudyReset(database);
    service =
        new ReviewService(
            bank::get,
            memory,
            reviews,
            settings,
            sessions,
            new StudyPlanner(schedulers.forecaster()),
            clock,
            ids::incrementAndGet);
    stats = new StudyStatsService(bank::get, memory, reviews, settings, clock);
    readiness =
        new ReadinessService(
            bank::get, memory, settings, new Readiness(schedulers.forecaster()), clock);
  }

  /** FSRS defaults without fuzz: intervals are the hand-computed ones. */
  static Schedulers unfuzzed() {
    return new Schedulers(FsrsParameters.defaults().withFuzz(false));
  }
}
