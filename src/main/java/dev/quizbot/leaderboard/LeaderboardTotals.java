package dev.quizbot.leaderboard;

import dev.quizbot.round.AnswerTransactionPart;
import dev.quizbot.round.StoredAnswer;
import java.sql.Connection;
import java.sql.SQLException;
import java.util.List;

/**
 * The leaderboard's part of storing answers: its week/month totals ({@link PeriodTotals}, prepared
 * before the insert: a server's first counted answers set from when its totals are complete) and
 * its score buckets ({@link MemberScoreCounts}), in the answers' transaction.
 */
public final class LeaderboardTotals implements AnswerTransactionPart {
  private final MemberScoreCounts scoreCounts;
  private final PeriodTotals periodTotals = new PeriodTotals();

  public LeaderboardTotals(MemberScoreCounts scoreCounts) {
    this.scoreCounts = scoreCounts;
  }

  @Override
  public AfterInsert beforeInsert(Connection c, List<StoredAnswer> answers) throws SQLException {
    PeriodTotals.Prepared periods =
        periodTotals.prepare(c, answers.stream().map(StoredAnswer::guildId).toList());
    return (connection, inserted, moves) -> {
      periods.record(
          connection,
          inserted.stream()
              .map(
                  a ->
                      new PeriodTotals.Answer(
                          a.guildId(),
                          a.userId(),
                          a.points(),
                          a.correct(),
                          a.answeredAt().toEpochMilli()))
              .toList());
      scoreCounts.apply(
          connection,
          moves.stream()
              .map(
                  m ->
                      new MemberScoreCounts.ScoreMove(
                          m.guildId(),
                          m.before().answered() > 0,
                          m.before().points(),
                          m.before().correct(),
                          m.after().points(),
                          m.after().correct()))
              .toList());
    };
  }
}
