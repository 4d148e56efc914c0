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
import java.util.ArrayList;
import java.util.List;
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
    service = new ExamService(g -> bank, store, settings, clock, ids::incrementAndGet);
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

  /** Every row of a query with {@code params}, each as its columns' values (JDBC objects). */
  List<List<Object>> rows(String sql, Object... params) {
    try (Connection c = database.connection();
        PreparedStatement ps = c.prepareStatement(sql)) {
      for (int i = 0; i < params.length; i++) {
        ps.setObject(i + 1, params[i]);
      }
      List<List<Object>> rows = new ArrayList<>();
      try (ResultSet rs = ps.executeQuery()) {
        int columns = rs.getMetaData().getColumnCount();
        while (rs.next()) {
          List<Object> row = new ArrayList<>();
          for (int i = 1; i <= columns; i++) {
            row.add(rs.getObject(i));
          }
          rows.add(row);
        }
      }
      return rows;
    } catch (SQLException e) {
      throw new IllegalStateException(e);
    }
  }
}
