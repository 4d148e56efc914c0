package dev.quizbot.quality;

import dev.quizbot.storage.StorageException;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.function.Consumer;
import javax.sql.DataSource;

/**
 * {@link FirstAttempts} from the tables of channel and daily rounds ({@code answers} joined with
 * {@code rounds}, V1): per member and question the earliest answer (ties: the older round), its
 * shown position mapped back through the round's {@code choice_order} to the choice's index in the
 * deck's order. Rows stream from one ordered query; nothing is held but the previous row's keys.
 */
public final class JdbcFirstAttempts implements FirstAttempts {

  private static final String SQL =
      "SELECT a.user_id, r.question_id, r.choice_order, a.choice_position, a.correct"
          + " FROM answers a JOIN rounds r ON r.round_id = a.round_id"
          + " ORDER BY a.user_id, r.question_id, a.answered_at, a.round_id";

  private final DataSource dataSource;

  public JdbcFirstAttempts(DataSource dataSource) {
    this.dataSource = dataSource;
  }

  @Override
  public void forEachByMember(Consumer<FirstAttempt> each) {
    try (Connection c = dataSource.getConnection()) {
      c.setAutoCommit(false); // PostgreSQL streams with a fetch size only inside a transaction
      try (PreparedStatement ps = c.prepareStatement(SQL)) {
        ps.setFetchSize(10_000);
        try (ResultSet rs = ps.executeQuery()) {
          long lastMember = 0;
          String lastQuestion = null;
          while (rs.next()) {
            long member = rs.getLong(1);
            String question = rs.getString(2);
            if (member == lastMember && question.equals(lastQuestion)) {
              continue; // a later answer to the same question: practice, not a first attempt
            }
            lastMember = member;
            lastQuestion = question;
            each.accept(
                new FirstAttempt(
                    member,
                    question,
                    choiceIndex(rs.getString(3), rs.getInt(4)),
                    rs.getBoolean(5)));
          }
        }
      } finally {
        c.rollback(); // read-only: ends the transaction
      }
    } catch (SQLException e) {
      throw new StorageException("cannot read the stored answers: " + e.getMessage(), e);
    }
  }

  /** The deck-order index shown at {@code position}; -1 when the stored order does not have it. */
  static int choiceIndex(String choiceOrder, int position) {
    int start = 0;
    for (int p = 0; ; p++) {
      int comma = choiceOrder.indexOf(',', start);
      int end = comma < 0 ? choiceOrder.length() : comma;
      if (p == position) {
        try {
          return Integer.parseInt(choiceOrder.substring(start, end).strip());
        } catch (NumberFormatException e) {
          return -1;
        }
      }
      if (comma < 0) {
        return -1;
      }
      start = comma + 1;
    }
  }
}
