package dev.quizbot.bench.suite;

import dev.quizbot.bench.MemorySimulation;
import dev.quizbot.bench.MemorySimulation.Generator;
import dev.quizbot.bench.StoredLearner;
import dev.quizbot.storage.Database;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.util.List;

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
    return StoredLearner.store(db, TEMPLATE, learner);
  }
}
