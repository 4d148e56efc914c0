package dev.quizbot.quality;

import dev.quizbot.storage.StorageException;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;
import javax.sql.DataSource;

/**
 * {@link FirstAttempts} from the tables of channel and daily rounds ({@code answers} and {@code
 * rounds}, V1): per member and question the earliest answer (ties: the older round), its shown
 * position mapped back through the round's {@code choice_order} to the choice's index in the deck's
 * order.
 *
 * <p>The rounds (one row per posting, far fewer than answers) are read first: each round's question
 * as a rank in question id order and its choice order parsed once; the answers then stream ordered
 * by member alone, with no join: SQLite sorts a million small rows in half a second, while the join
 * sorted by member, question and time took seven times as long. Only one member's answers are held
 * at a time; they are sorted by (question, time, round), so each question's first attempt comes
 * first, and in question id order.
 */
public final class JdbcFirstAttempts implements FirstAttempts {

  private final DataSource dataSource;

  public JdbcFirstAttempts(DataSource dataSource) {
    this.dataSource = dataSource;
  }

  /** The rounds: round id → posting index; per posting its question's rank and choice order. */
  private record Rounds(LongIntMap index, int[] question, int[][] order, String[] questionIds) {}

  private record Answer(
      int question, int[] order, long roundId, int position, boolean correct, long answeredAt) {}

  private static final Comparator<Answer> FIRST_FIRST =
      Comparator.comparingInt(Answer::question)
          .thenComparingLong(Answer::answeredAt)
          .thenComparingLong(Answer::roundId);

  @Override
  public void forEachByMember(Consumer<FirstAttempt> each) {
    try (Connection c = dataSource.getConnection()) {
      c.setAutoCommit(false); // PostgreSQL streams with a fetch size only inside a transaction
      try {
        Rounds rounds = rounds(c);
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
              long roundId = rs.getLong(2);
              int posting = rounds.index().get(roundId);
              if (posting < 0) {
                continue; // cannot happen: answers reference rounds
              }
              member.add(
                  new Answer(
                      rounds.question()[posting],
                      rounds.order()[posting],
                      roundId,
                      rs.getInt(3),
                      rs.getBoolean(4),
                      rs.getLong(5)));
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

  private static Rounds rounds(Connection c) throws SQLException {
    List<Long> roundIds = new ArrayList<>();
    List<String> questions = new ArrayList<>();
    List<int[]> orders = new ArrayList<>();
    Map<String, String> ids = new HashMap<>(); // one String per question id, not per round
    Map<String, int[]> parsed = new HashMap<>(); // the few distinct orders, parsed once
    try (PreparedStatement ps =
        c.prepareStatement("SELECT round_id, question_id, choice_order FROM rounds")) {
      ps.setFetchSize(10_000);
      try (ResultSet rs = ps.executeQuery()) {
        while (rs.next()) {
          roundIds.add(rs.getLong(1));
          questions.add(ids.computeIfAbsent(rs.getString(2), id -> id));
          orders.add(parsed.computeIfAbsent(rs.getString(3), JdbcFirstAttempts::parseOrder));
        }
      }
    }
    String[] questionIds = ids.keySet().toArray(String[]::new);
    Arrays.sort(questionIds);
    Map<String, Integer> rank = new HashMap<>();
    for (int i = 0; i < questionIds.length; i++) {
      rank.put(questionIds[i], i);
    }
    LongIntMap index = new LongIntMap(roundIds.size());
    int[] question = new int[roundIds.size()];
    for (int i = 0; i < roundIds.size(); i++) {
      index.put(roundIds.get(i), i);
      question[i] = rank.get(questions.get(i));
    }
    return new Rounds(index, question, orders.toArray(int[][]::new), questionIds);
  }

  /** The member's first attempt at each question, in question id order. */
  private static void emit(
      long memberId, List<Answer> answers, Rounds rounds, Consumer<FirstAttempt> each) {
    answers.sort(FIRST_FIRST);
    int previous = -1;
    for (Answer a : answers) {
      if (a.question() == previous) {
        continue; // a later answer to the same question: practice
      }
      previous = a.question();
      int position = a.position();
      int choice = position >= 0 && position < a.order().length ? a.order()[position] : -1;
      each.accept(
          new FirstAttempt(memberId, rounds.questionIds()[a.question()], choice, a.correct()));
    }
  }

  /** A stored choice order parsed: the deck-order index at each position, -1 where unreadable. */
  private static int[] parseOrder(String choiceOrder) {
    int positions = 1;
    for (int i = 0; i < choiceOrder.length(); i++) {
      positions += choiceOrder.charAt(i) == ',' ? 1 : 0;
    }
    int[] order = new int[positions];
    for (int p = 0; p < positions; p++) {
      order[p] = choiceIndex(choiceOrder, p);
    }
    return order;
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
