package dev.quizbot.app;

import dev.quizbot.bank.QuestionBank;
import dev.quizbot.exam.ExamService;
import dev.quizbot.exam.ForecastingExamStore;
import dev.quizbot.exam.JdbcExamForecasts;
import dev.quizbot.exam.JdbcExamStore;
import dev.quizbot.round.RoundIds;
import dev.quizbot.storage.Database;
import dev.quizbot.study.JdbcMemoryStore;
import dev.quizbot.study.JdbcReviewLog;
import dev.quizbot.study.JdbcReviewSessionStore;
import dev.quizbot.study.JdbcStudySettingsStore;
import dev.quizbot.study.Readiness;
import dev.quizbot.study.ReadinessService;
import dev.quizbot.study.ReviewApplier;
import dev.quizbot.study.ReviewService;
import dev.quizbot.study.Schedulers;
import dev.quizbot.study.StudyPlanner;
import java.time.Clock;
import java.util.function.Supplier;

/**
 * The personal-study and mock-exam services on one database, built once here for both front ends
 * (the bot's {@link BotParts} and {@code quizbot practice}'s {@link PracticeModes}), so they share
 * the same stores, FSRS schedulers, planner and transaction per answer.
 */
final class StudyServices {
  final Schedulers schedulers;
  final JdbcReviewLog reviewLog;
  final JdbcMemoryStore memory;
  final JdbcStudySettingsStore settings;
  final ReviewService reviews;
  final ReadinessService readiness;
  final ExamService exams;

  StudyServices(Supplier<QuestionBank> bank, Database database, Clock clock) {
    schedulers = Schedulers.defaults();
    reviewLog = new JdbcReviewLog(database, new ReviewApplier(schedulers));
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
    readiness =
        new ReadinessService(
            bank, memory, settings, new Readiness(schedulers.forecaster()), clock, examStore);
    ForecastingExamStore forecasting =
        new ForecastingExamStore(
            examStore,
            bank,
            (member, deck, questions, seen, at) ->
                readiness.forecastExam(member, deck, questions, seen, at).outlook(),
            new JdbcExamForecasts(database));
    exams = new ExamService(bank, forecasting, settings, clock, RoundIds.random());
  }
}
