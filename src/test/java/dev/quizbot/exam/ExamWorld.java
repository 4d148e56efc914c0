package dev.quizbot.exam;

import dev.quizbot.bank.QuestionBank;
import dev.quizbot.storage.Database;
import dev.quizbot.study.JdbcMemoryStore;
import dev.quizbot.study.JdbcReviewLog;
import dev.quizbot.study.JdbcStudySettingsStore;
import dev.quizbot.study.ReviewApplier;
import dev.quizbot.study.Schedulers;
import dev.quizbot.testing.TestClock;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.concurrent.atomic.AtomicLong;

/** The exam's stores and service over one database, as the app wires them. */
final class ExamWorld {

  final Database database;
  final TestClock clock;
  final JdbcReviewLog reviews;
  final JdbcMemoryStore memory;
  final JdbcStudySettingsStore settings;
  final JdbcExamStore store;
  final ExamService service;

  ExamWorld(Database database, TestClock clock, QuestionBank bank, AtomicLong ids) {
    this.database = database;
    this.clock = clock;
    reviews = new JdbcReviewLog(database, new ReviewApplier(Schedulers.defaults()));
    memory = new JdbcMemoryStore(database);
    settings = new JdbcStudySettingsStore(database);
    store = new JdbcExamStore(database, reviews);
    service = new ExamService(() -> bank, store, settings, clock, ids::incrementAndGet);
  }

  /** A count from the database, e.g. {@code SELECT COUNT(*) FROM exams}. */
  long count(String sql) {
    try (Connection c = database.connection();
        PreparedStatement ps = c.prepareStatement(sql);
        ResultSet rs = ps.executeQuery()) {
      rs.next();
      return rs.getLong(1);
    } catch (SQLException e) {
      throw new IllegalStateException(e);
    }
  }
}
