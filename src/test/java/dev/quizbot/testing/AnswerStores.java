package dev.quizbot.testing;

import dev.quizbot.leaderboard.LeaderboardTotals;
import dev.quizbot.leaderboard.MemberScoreCounts;
import dev.quizbot.round.JdbcAnswerStore;
import dev.quizbot.storage.Database;
import dev.quizbot.study.ReviewLog;
import dev.quizbot.study.ReviewsOfAnswers;
import java.util.List;

/** Answer stores as tests need them: with the leaderboard's totals, and the study's reviews. */
public final class AnswerStores {
  private AnswerStores() {}

  /** Answers, member totals and the leaderboard's totals; answers are not reviews. */
  public static JdbcAnswerStore withLeaderboard(Database database) {
    return new JdbcAnswerStore(database, List.of(new LeaderboardTotals(new MemberScoreCounts())));
  }

  /** As the app wires it: also every first answer a review in {@code reviews}. */
  public static JdbcAnswerStore withReviews(Database database, ReviewLog reviews) {
    return new JdbcAnswerStore(
        database,
        List.of(new LeaderboardTotals(new MemberScoreCounts()), new ReviewsOfAnswers(reviews)));
  }
}
