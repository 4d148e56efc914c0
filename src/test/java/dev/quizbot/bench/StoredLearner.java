package dev.quizbot.bench;

import dev.quizbot.storage.Database;
import dev.quizbot.study.JdbcReviewLog;
import dev.quizbot.study.PastReview;
import dev.quizbot.study.ReviewApplier;
import dev.quizbot.study.ReviewSource;
import dev.quizbot.study.Schedulers;
import dev.quizbot.study.StudyReview;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;

/** A simulated learner's reviews stored as one member's, through the bot's review log. */
public final class StoredLearner {

  private StoredLearner() {}

  /**
   * Stores every review of {@code learner} as {@code member}'s, in time order (question {@code c}
   * of the learner is {@code "refit-" + c}), in batches of 500; returns how many.
   */
  public static int store(Database db, long member, MemorySimulation.Learner learner) {
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
              member,
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
