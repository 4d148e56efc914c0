package dev.quizbot.quality;

import dev.quizbot.storage.StorageException;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.Arrays;
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

  /**
   * One member's answers in growable primitive arrays, reused member after member: a million answer
   * objects were most of the run's garbage, and under the 64 MiB heap its collections.
   */
  private static final class MemberAnswers {
    int size;
    int[] posting = new int[64];
    int[] question = new int[64];
    long[] roundId = new long[64];
    int[] position = new int[64];
    boolean[] correct = new boolean[64];
    long[] answeredAt = new long[64];
    int[] byFirst = new int[64];

    void add(int posting, int question, long roundId, int position, boolean correct, long at) {
      if (size == this.posting.length) {
        int n = size * 2;
        this.posting = Arrays.copyOf(this.posting, n);
        this.question = Arrays.copyOf(this.question, n);
        this.roundId = Arrays.copyOf(this.roundId, n);
        this.position = Arrays.copyOf(this.position, n);
        this.correct = Arrays.copyOf(this.correct, n);
        this.answeredAt = Arrays.copyOf(this.answeredAt, n);
        byFirst = new int[n];
      }
      this.posting[size] = posting;
      this.question[size] = question;
      this.roundId[size] = roundId;
      this.position[size] = position;
      this.correct[size] = correct;
      this.answeredAt[size] = at;
      size++;
    }

    /** Orders {@link #byFirst} by (question, time, round): a few dozen answers, insertion sort. */
    void sort() {
      for (int i = 0; i < size; i++) {
        int current = i;
        int j = i - 1;
        while (j >= 0 && before(current, byFirst[j])) {
          byFirst[j + 1] = byFirst[j];
          j--;
        }
        byFirst[j + 1] = current;
      }
    }

    private boolean before(int a, int b) {
      if (question[a] != question[b]) {
        return question[a] < question[b];
      }
      if (answeredAt[a] != answeredAt[b]) {
        return answeredAt[a] < answeredAt[b];
      }
      return roundId[a] < roundId[b];
    }
  }

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
            MemberAnswers member = new MemberAnswers();
            long memberId = 0;
            while (rs.next()) {
              long user = rs.getLong(1);
              if (member.size > 0 && user != memberId) {
                emit(memberId, member, rounds, each);
                member.size = 0;
              }
              memberId = user;
              long roundId = rs.getLong(2);
              int posting = rounds.index().get(roundId);
              if (posting < 0) {
                continue; // cannot happen: answers reference rounds
              }
              member.add(
                  posting,
                  rounds.question()[posting],
                  roundId,
                  rs.getInt(3),
                  rs.getBoolean(4),
                  rs.getLong(5));
            }
            if (member.size > 0) {
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
      long memberId, MemberAnswers answers, Rounds rounds, Consumer<FirstAttempt> each) {
    answers.sort();
    int previous = -1;
    for (int k = 0; k < answers.size; k++) {
      int a = answers.byFirst[k];
      int question = answers.question[a];
      if (question == previous) {
        continue; // a later answer to the same question: practice
      }
      previous = question;
      int[] order = rounds.order()[answers.posting[a]];
      int position = answers.position[a];
      int choice = position >= 0 && position < order.length ? order[position] : -1;
      each.accept(
          new FirstAttempt(memberId, rounds.questionIds()[question], choice, answers.correct[a]));
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
