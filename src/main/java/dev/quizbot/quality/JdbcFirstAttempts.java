package dev.quizbot.quality;

import dev.quizbot.storage.StorageException;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.function.Consumer;
import javax.sql.DataSource;

/**
 * {@link FirstAttempts} from the tables of channel and daily rounds ({@code answers} and {@code
 * rounds}, V1): per member and question the earliest answer (ties: the older round), its shown
 * position mapped back through the round's {@code choice_order} to the choice's index in the deck's
 * order.
 *
 * <p>The rounds (one row per posting, far fewer than answers) are read first into a map; the
 * answers then stream ordered by member alone, with no join: SQLite sorts a million small rows in
 * half a second, while the join sorted by member, question and time took seven times as long. Only
 * one member's answers are held at a time.
 */
public final class JdbcFirstAttempts implements FirstAttempts {

  private final DataSource dataSource;

  public JdbcFirstAttempts(DataSource dataSource) {
    this.dataSource = dataSource;
  }

  private record Posting(String questionId, String choiceOrder) {}

  private record Answer(long roundId, int position, boolean correct, long answeredAt) {}

  @Override
  public void forEachByMember(Consumer<FirstAttempt> each) {
    try (Connection c = dataSource.getConnection()) {
      c.setAutoCommit(false); // PostgreSQL streams with a fetch size only inside a transaction
      try {
        Map<Long, Posting> rounds = rounds(c);
        try (PreparedStatement ps =
            c.prepareStatement(
                "SELECT user_id, round_id, choice_position, correct, answered_at FROM answers"
                    + " ORDER BY user_id")) {
          ps.setFetchSize(10_000);
          try (ResultSet rs = ps.executeQuery()) {
            List<Answer> member = new ArrayList<>();
            long memberId = 0;
            while (rs.next()) {
              long user = rs.getLong(1);
              if (!member.isEmpty() && user != memberId) {
                emit(memberId, member, rounds, each);
                member.clear();
              }
              memberId = user;
              member.add(new Answer(rs.getLong(2), rs.getInt(3), rs.getBoolean(4), rs.getLong(5)));
            }
            if (!member.isEmpty()) {
              emit(memberId, member, rounds, each);
            }
          }
        }
      } finally {
        c.rollback(); // read-only: ends the transaction
      }
    } catch (SQLException e) {
      throw new StorageException("cannot read the stored answers: " + e.getMessage(), e);
    }
  }

  private static Map<Long, Posting> rounds(Connection c) throws SQLException {
    Map<Long, Posting> rounds = new HashMap<>();
    Map<String, String> ids = new HashMap<>(); // one String per question id, not per round
    try (PreparedStatement ps =
        c.prepareStatement("SELECT round_id, question_id, choice_order FROM rounds")) {
      ps.setFetchSize(10_000);
      try (ResultSet rs = ps.executeQuery()) {
        while (rs.next()) {
          String question = ids.computeIfAbsent(rs.getString(2), id -> id);
          rounds.put(rs.getLong(1), new Posting(question, rs.getString(3)));
        }
      }
    }
    return rounds;
  }

  /** The member's first attempt at each question, in question id order. */
  private static void emit(
      long memberId, List<Answer> answers, Map<Long, Posting> rounds, Consumer<FirstAttempt> each) {
    Map<String, Answer> first = new TreeMap<>();
    Map<String, Posting> postings = new HashMap<>();
    for (Answer a : answers) {
      Posting posting = rounds.get(a.roundId());
      if (posting == null) {
        continue; // cannot happen: answers reference rounds
      }
      Answer earlier = first.get(posting.questionId());
      if (earlier == null
          || a.answeredAt() < earlier.answeredAt()
          || (a.answeredAt() == earlier.answeredAt() && a.roundId() < earlier.roundId())) {
        first.put(posting.questionId(), a);
        postings.put(posting.questionId(), posting);
      }
    }
    first.forEach(
        (question, a) ->
            each.accept(
                new FirstAttempt(
                    memberId,
                    question,
                    choiceIndex(postings.get(question).choiceOrder(), a.position()),
                    a.correct())));
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
