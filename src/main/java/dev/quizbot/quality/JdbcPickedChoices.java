package dev.quizbot.quality;

import dev.quizbot.storage.StorageException;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.Optional;
import java.util.OptionalInt;
import javax.sql.DataSource;

/**
 * {@link PickedChoices} from {@code rounds} and {@code answers} (V1): two reads by primary key, the
 * shown position mapped back through the round's {@code choice_order}.
 */
public final class JdbcPickedChoices implements PickedChoices {

  private final DataSource dataSource;

  public JdbcPickedChoices(DataSource dataSource) {
    this.dataSource = dataSource;
  }

  @Override
  public Optional<RoundPick> inRound(long roundId, long memberId) {
    try (Connection c = dataSource.getConnection()) {
      String questionId;
      String choiceOrder;
      try (PreparedStatement ps =
          c.prepareStatement("SELECT question_id, choice_order FROM rounds WHERE round_id = ?")) {
        ps.setLong(1, roundId);
        try (ResultSet rs = ps.executeQuery()) {
          if (!rs.next()) {
            return Optional.empty();
          }
          questionId = rs.getString(1);
          choiceOrder = rs.getString(2);
        }
      }
      try (PreparedStatement ps =
          c.prepareStatement(
              "SELECT choice_position FROM answers WHERE round_id = ? AND user_id = ?")) {
        ps.setLong(1, roundId);
        ps.setLong(2, memberId);
        try (ResultSet rs = ps.executeQuery()) {
          if (!rs.next()) {
            return Optional.of(new RoundPick(questionId, OptionalInt.empty()));
          }
          int index = JdbcFirstAttempts.choiceIndex(choiceOrder, rs.getInt(1));
          return Optional.of(
              new RoundPick(questionId, index < 0 ? OptionalInt.empty() : OptionalInt.of(index)));
        }
      }
    } catch (SQLException e) {
      throw new StorageException(
          "cannot read member "
              + memberId
              + "'s answer on round "
              + roundId
              + ": "
              + e.getMessage(),
          e);
    }
  }
}
