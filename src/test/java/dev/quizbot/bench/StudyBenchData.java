package dev.quizbot.bench;

import dev.quizbot.bank.Deck;
import dev.quizbot.bank.Question;
import dev.quizbot.bank.QuestionBank;
import dev.quizbot.storage.Database;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;

/**
 * The personal-study data the study benchmarks run on: a bank of one deck, members with memory
 * states of its questions (one review logged per state) and, for most members, an open review
 * session over their due questions. Written with plain SQL in large transactions, as the stores
 * would have left it.
 */
public final class StudyBenchData {

  /** Seeded "now": every state was last reviewed before it. */
  public static final Instant NOW = Instant.parse("2026-03-22T20:00:00Z");

  public static final String DECK = "bench-deck";
  static final String[] TOPICS = {
    "parallelism", "communication", "memory", "precision", "interconnect"
  };

  /**
   * How much data.
   *
   * @param members members with memory states
   * @param statesPerMember memory states (and reviews) per member
   * @param questions questions in the deck
   * @param sessionShare share of members with an open session (the others can start one)
   */
  public record Scale(int members, int statesPerMember, int questions, double sessionShare) {
    /** The figure: 100,000 members, 1,000,000 memory states, a 1,000-question deck. */
    public static final Scale FULL = new Scale(100_000, 10, 1_000, 0.9);

    /** A tenth of the members, for quick checks. */
    public static final Scale SHORT = new Scale(10_000, 10, 1_000, 0.9);

    public long states() {
      return (long) members * statesPerMember;
    }
  }

  private StudyBenchData() {}

  public static long memberId(int index) {
    return 500_000_000_000_000_000L + index;
  }

  /** Session ids of the seed: the member's index + 1 (new sessions use larger ids). */
  static long sessionId(int memberIndex) {
    return memberIndex + 1L;
  }

  public static String questionId(int index) {
    return "bench-q" + index;
  }

  /** The deck: questions spread over the five topics, four choices each. */
  public static QuestionBank bank(int questions) {
    List<Question> list = new ArrayList<>(questions);
    for (int i = 0; i < questions; i++) {
      list.add(
          new Question(
              questionId(i),
              DECK,
              TOPICS[i % TOPICS.length],
              "Bench question " + i + "?",
              List.of("right", "wrong 1", "wrong 2", "wrong 3"),
              0,
              "Because.",
              null,
              null,
              null));
    }
    return QuestionBank.of(List.of(new Deck(DECK, "Bench deck", "", null, list)));
  }

  /**
   * Seeds the members: each has {@code statesPerMember} distinct questions in the Review state,
   * about a third of them due at {@link #NOW}; a member with a session has its due ones queued.
   * Member 0 is the heavy one: a state for every question of the deck (the readiness figure).
   */
  public static void seed(Database db, Scale scale) throws Exception {
    Random random = new Random(7);
    long now = NOW.toEpochMilli();
    long day = Duration.ofDays(1).toMillis();
    try (Connection c = db.connection()) {
      c.setAutoCommit(false);
      try (PreparedStatement memory =
              c.prepareStatement(
                  "INSERT INTO study_memory (user_id, question_id, stability, difficulty,"
                      + " card_state, step, due_at, last_review_at, reps, lapses, introduced_at)"
                      + " VALUES (?, ?, ?, ?, 'REVIEW', 0, ?, ?, ?, 0, ?)");
          PreparedStatement review =
              c.prepareStatement(
                  "INSERT INTO study_reviews (user_id, source, source_id, source_seq,"
                      + " question_id, rating, answered_at, response_ms, elapsed_days,"
                      + " state_before, stability_before, difficulty_before, due_before,"
                      + " recall_before, state_after, stability_after, difficulty_after,"
                      + " due_after) VALUES (?, 'CHANNEL', ?, 0, ?, ?, ?, 4000, 3,"
                      + " 'REVIEW', ?, 5.0, ?, ?, 'REVIEW', ?, 5.0, ?)");
          PreparedStatement session =
              c.prepareStatement(
                  "INSERT INTO study_sessions (session_id, user_id, started_at, queue, position,"
                      + " missed, answered, right_answers, topic, deck_id, max_count, version,"
                      + " updated_at, done_at) VALUES (?, ?, ?, ?, 0, '', 0, 0, NULL, NULL,"
                      + " NULL, 1, ?, NULL)")) {
        long roundId = 1;
        int rows = 0;
        for (int m = 0; m < scale.members(); m++) {
          long member = memberId(m);
          int states = m == 0 ? scale.questions() : scale.statesPerMember();
          int first = random.nextInt(scale.questions());
          List<String> due = new ArrayList<>();
          for (int k = 0; k < states; k++) {
            String qid = questionId((first + k * 37) % scale.questions());
            double stability = 1 + random.nextDouble() * 60;
            long last = now - (long) (random.nextDouble() * 90 * day);
            long dueAt = last + (long) (stability * day);
            if (dueAt <= now) {
              due.add(qid);
            }
            memory.setLong(1, member);
            memory.setString(2, qid);
            memory.setDouble(3, stability);
            memory.setDouble(4, 1 + random.nextDouble() * 9);
            memory.setLong(5, dueAt);
            memory.setLong(6, last);
            memory.setInt(7, 2 + random.nextInt(8));
            memory.setLong(8, last - 30 * day);
            memory.addBatch();
            // Varied as real reviews are (right about 85 %, recall and stability spread), so
            // /readiness's posterior keeps as many points as a real member's.
            double recall = 0.5 + 0.45 * random.nextDouble();
            review.setLong(1, member);
            review.setLong(2, roundId++);
            review.setString(3, qid);
            review.setInt(4, random.nextDouble() < recall ? 3 : 1);
            review.setLong(5, last);
            review.setDouble(6, stability / (1.5 + random.nextDouble() * 2));
            review.setLong(7, last);
            review.setDouble(8, recall);
            review.setDouble(9, stability);
            review.setLong(10, dueAt);
            review.addBatch();
            rows++;
          }
          if (m > 0 && random.nextDouble() < scale.sessionShare() && !due.isEmpty()) {
            session.setLong(1, sessionId(m));
            session.setLong(2, member);
            session.setLong(3, now - 60_000);
            session.setString(4, String.join("\n", due));
            session.setLong(5, now - 60_000);
            session.addBatch();
          }
          if (rows >= 5_000) {
            memory.executeBatch();
            review.executeBatch();
            session.executeBatch();
            rows = 0;
          }
          if (m % 20_000 == 19_999) {
            c.commit();
          }
        }
        memory.executeBatch();
        review.executeBatch();
        session.executeBatch();
        c.commit();
      } finally {
        c.setAutoCommit(true);
      }
    }
  }
}
