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
 * order; only the channel answers store the choice shown.
 *
 * <p>A first attempt is the member's first answer to the question ever, from any source: a channel
 * answer counts only when the member had not answered the question earlier (strictly before it) in
 * a /review session or terminal practice ({@code study_reviews} with source {@code REVIEW}, V7,
 * stored at the answer) or in an exam ({@code exam_questions.answered_at} of the member's {@code
 * exams}, V9: the exam's reviews carry the submission instant, not the answer's). Otherwise that
 * member's attempts at it are practice and left out. Tables a database does not have yet count as
 * empty.
 *
 * <p>The rounds (one row per posting, far fewer than answers) are read first: each round's question
 * as a rank in question id order and its choice order parsed once; the answers then stream ordered
 * by member alone, with no join: SQLite sorts a million small rows in half a second, while the join
 * sorted by member, question and time took seven times as long. The other sources' answers stream
 * beside them, also ordered by member, and are merged in. Only one member's answers are held at a
 * time; they are sorted by (question, time, round), so each question's first attempt comes first,
 * and in question id order.
 */
public final class JdbcFirstAttempts implements FirstAttempts {

  private final DataSource dataSource;

  public JdbcFirstAttempts(DataSource dataSource) {
    this.dataSource = dataSource;
  }

  /** The rounds: round id → posting index; per posting its question's rank and choice order. */
  private record Rounds(
      LongIntMap index,
      int[] question,
      int[][] order,
      String[] questionIds,
      Map<String, Integer> rank) {}

  /**
   * One member's answers in growable primitive arrays, reused member after member: a million answer
   * objects were most of the run's garbage, and under the 64 MiB heap its collections.
   */
  static final class MemberAnswers {
    int size;
    int[] posting = new int[64];
    int[] question = new int[64];
    long[] roundId = new long[64];
    int[] position = new int[64];
    boolean[] correct = new boolean[64];
    long[] answeredAt = new long[64];
    int[] byFirst = new int[64];
    // The member's answers from other sources: (question rank << 32 | index), sorted, and times.
    int others;
    long[] otherKey = new long[16];
    long[] otherAt = new long[16];

    void addOther(int question, long at) {
      if (others == otherKey.length) {
        otherKey = Arrays.copyOf(otherKey, others * 2);
        otherAt = Arrays.copyOf(otherAt, others * 2);
      }
      otherKey[others] = (long) question << 32 | others;
      otherAt[others] = at;
      others++;
    }

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
      List<String> sources =
          OtherAnswers.query(c); // before the transaction: a failed probe aborts one
      c.setAutoCommit(false); // PostgreSQL streams with a fetch size only inside a transaction
      try {
        Rounds rounds = rounds(c);
        try (OtherAnswers other = OtherAnswers.open(c, sources, rounds.rank());
            PreparedStatement ps =
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
                other.read(memberId, member);
                emit(memberId, member, rounds, each);
                member.size = 0;
                member.others = 0;
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
              other.read(memberId, member);
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
    return new Rounds(index, question, orders.toArray(int[][]::new), questionIds, rank);
  }

  /** The member's first attempt at each question, in question id order. */
  private static void emit(
      long memberId, MemberAnswers answers, Rounds rounds, Consumer<FirstAttempt> each) {
    answers.sort();
    Arrays.sort(answers.otherKey, 0, answers.others); // by question rank
    int other = 0;
    int previous = -1;
    for (int k = 0; k < answers.size; k++) {
      int a = answers.byFirst[k];
      int question = answers.question[a];
      if (question == previous) {
        continue; // a later answer to the same question: practice
      }
      previous = question;
      long earliestOther = Long.MAX_VALUE;
      while (other < answers.others && (int) (answers.otherKey[other] >>> 32) <= question) {
        if ((int) (answers.otherKey[other] >>> 32) == question) {
          int i = (int) answers.otherKey[other];
          earliestOther = Math.min(earliestOther, answers.otherAt[i]);
        }
        other++;
      }
      if (earliestOther < answers.answeredAt[a]) {
        continue; // answered first in /review, practice or an exam: no channel first attempt
      }
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
