package dev.quizbot.study;

import dev.quizbot.round.AnswerTransactionPart;
import dev.quizbot.round.StoredAnswer;
import java.sql.Connection;
import java.util.ArrayList;
import java.util.List;

/**
 * The study's part of storing round answers (spec: "Every answer is a review"): each inserted first
 * answer that names its question is a review of the member's memory of it, in the answers'
 * transaction. Only inserted answers come here (a re-graded duplicate is not), and the review log's
 * own key (member, round) skips one recorded already, so a replay counts once either way.
 */
public final class ReviewsOfAnswers implements AnswerTransactionPart {
  private final ReviewLog reviews;

  public ReviewsOfAnswers(ReviewLog reviews) {
    this.reviews = reviews;
  }

  @Override
  public AfterInsert beforeInsert(Connection c, List<StoredAnswer> answers) {
    return (connection, inserted, moves) -> {
      List<StudyReview> batch = new ArrayList<>(inserted.size());
      for (StoredAnswer a : inserted) {
        if (a.questionId() != null) {
          batch.add(
              StudyReview.ofRound(
                  a.userId(),
                  a.questionId(),
                  a.daily(),
                  a.roundId(),
                  a.correct(),
                  a.answeredAt(),
                  a.responseTime()));
        }
      }
      if (!batch.isEmpty()) {
        reviews.apply(connection, batch);
      }
    };
  }
}
