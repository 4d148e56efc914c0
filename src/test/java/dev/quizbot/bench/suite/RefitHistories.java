package dev.quizbot.bench.suite;

import dev.quizbot.bench.MemorySimulation;
import dev.quizbot.bench.MemorySimulation.Generator;
import dev.quizbot.storage.Database;
import dev.quizbot.study.JdbcReviewLog;
import dev.quizbot.study.PastReview;
import dev.quizbot.study.ReviewApplier;
import dev.quizbot.study.ReviewSource;
import dev.quizbot.study.Schedulers;
import dev.quizbot.study.StudyReview;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;

/**
 * Review histories for P8's members, so the bot's FSRS refits run during the bursts (issue 30: "the
 * refit never blocks an answer"): one simulated FSRS learner's reviews are stored through the bot's
 * review log, then copied to every member. Each member has enough reviews for a refit, so her first
 * answer after the bot's start queues one; the bot's refit queue is shorter than the members, so
 * the refused ones are asked again at their next answers and the refit thread stays busy burst
 * after burst.
 */
final class RefitHistories {

  private static final long TEMPLATE = 1;

  private RefitHistories() {}

  private static final String COLUMNS =
      "source, source_id, source_seq, question_id, rating, answered_at, response_ms, elapsed_days,"
          + " state_before, stability_before, difficulty_before, due_before, recall_before,"
          + " state_after, stability_after, difficulty_after, due_after";

  /**
   * Seeds {@code members}' histories into the SQLite file; returns the reviews each has. With
   * {@code refitsDue} false each member is marked checked at her count, as after a refit that kept
   * the defaults, so none is due: the same database without the refits.
   */
  static int seed(Path databaseFile, List<Long> members, boolean refitsDue) throws Exception {
    try (Database db = Database.openSqlite(databaseFile)) {
      int reviews = storeTemplate(db);
      try (Connection c = db.dataSource().getConnection();
          PreparedStatement copy =
              c.prepareStatement(
                  "INSERT INTO study_reviews (user_id, "
                      + COLUMNS
                      + ") SELECT ?, "
                      + COLUMNS
                      + " FROM study_reviews WHERE user_id = ?");
          PreparedStatement checked =
              c.prepareStatement(
                  "INSERT INTO study_member_parameters (user_id, weights, guessing, fitted_at,"
                      + " fitted_reviews, checked_at, checked_reviews)"
                      + " VALUES (?, NULL, 0, NULL, 0, ?, ?)")) {
        c.setAutoCommit(false);
        for (long member : members) {
          copy.setLong(1, member);
          copy.setLong(2, TEMPLATE);
          copy.executeUpdate();
          if (!refitsDue) {
            checked.setLong(1, member);
            checked.setLong(2, System.currentTimeMillis());
            checked.setInt(3, reviews);
            checked.executeUpdate();
          }
        }
        try (PreparedStatement drop =
            c.prepareStatement("DELETE FROM study_reviews WHERE user_id = ?")) {
          drop.setLong(1, TEMPLATE);
          drop.executeUpdate();
        }
        c.commit();
      }
      return reviews;
    }
  }

  private static int storeTemplate(Database db) {
    var learner = new MemorySimulation(60, 6, 360).learner(Generator.FSRS, true, 78);
    record Answer(String questionId, PastReview review) {}
    List<Answer> answers = new ArrayList<>();
    for (int c = 0; c < learner.cards().size(); c++) {
      for (PastReview r : learner.cards().get(c).reviews()) {
        answers.add(new Answer("refit-" + c, r));
      }
    }
    answers.sort(Comparator.comparingLong(a -> a.review().order()));
    JdbcReviewLog log = new JdbcReviewLog(db, new ReviewApplier(Schedulers.defaults()));
    List<StudyReview> batch = new ArrayList<>();
    long id = 0;
    for (Answer a : answers) {
      batch.add(
          new StudyReview(
              TEMPLATE,
              a.questionId(),
              ReviewSource.REVIEW,
              ++id,
              0,
              a.review().recalled(),
              Instant.ofEpochMilli(a.review().order()),
              Optional.empty()));
      if (batch.size() == 500) {
        log.apply(batch);
        batch.clear();
      }
    }
    log.apply(batch);
    return answers.size();
  }
}
