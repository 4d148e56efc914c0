package dev.quizbot.bench;

import dev.quizbot.bank.BankLoader;
import dev.quizbot.bank.Question;
import dev.quizbot.bank.QuestionBank;
import dev.quizbot.quality.ItemStatistics;
import dev.quizbot.quality.ItemStats;
import dev.quizbot.quality.JdbcFirstAttempts;
import dev.quizbot.quality.JdbcReportStore;
import dev.quizbot.storage.Database;
import dev.quizbot.storage.ReadOnlyDataSource;
import java.lang.management.ManagementFactory;
import java.lang.management.MemoryPoolMXBean;
import java.lang.management.MemoryType;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.util.List;
import java.util.Random;

/**
 * {@code quizbot items}' work over 1,000,000 answers to 10,000 questions on SQLite (the issue's
 * bench row: under 5 s, memory reported): the read-only open, the ordered first-attempt query and
 * the statistics, timed in this JVM; the peak heap is the JVM's own count of its heap pools. The
 * bank is {@link BankLoadBench#generate}'s 10,000 questions in 10 YAML decks, so suite row P11
 * ({@code suite.ItemsFigures}) can run the packaged {@code quizbot items} on the same files.
 *
 * <p>Run: {@code ./mvnw -q -Pbench test-compile exec:java -Dbench=ItemsBench} (seeds a new folder,
 * some 30 s, and prints its path; pass that path as the argument to measure it again).
 */
public final class ItemsBench {

  public static final int QUESTIONS = 10_000;
  public static final int MEMBERS = 20_000;
  private static final int ANSWERS_PER_MEMBER = 50; // 1,000,000 in all
  private static final int ROUNDS_PER_QUESTION = 5;
  private static final int REVIEW_ANSWERS_PER_MEMBER = 10; // /review: 200,000 in all
  private static final int EXAM_EVERY = 10; // one member in ten sat an exam
  private static final int EXAM_QUESTIONS = 20;
  private static final String REVIEW_INSERT =
      "INSERT INTO study_reviews (user_id, source, source_id, source_seq, question_id, rating,"
          + " answered_at, response_ms, elapsed_days, state_after, stability_after,"
          + " difficulty_after, due_after) VALUES (?, ?, ?, ?, ?, ?, ?, 5000, 0, 'REVIEW', 3.0,"
          + " 5.0, ?)";

  public static void main(String[] args) throws Exception {
    Path dir;
    if (args.length > 0) {
      dir = Path.of(args[0]); // seeded by an earlier run
    } else {
      dir = Files.createTempDirectory("quizbot-items-bench");
      long seeded = System.nanoTime();
      prepare(dir, MEMBERS);
      System.out.printf(
          "seeded %,d answers to %,d questions in %.1f s at %s%n",
          (long) MEMBERS * ANSWERS_PER_MEMBER, QUESTIONS, (System.nanoTime() - seeded) / 1e9, dir);
    }
    QuestionBank bank = new BankLoader().load(bankDir(dir)).bank();
    for (int run = 1; run <= 3; run++) {
      System.gc();
      resetPeaks();
      long start = System.nanoTime();
      long cpu = ManagementFactory.getThreadMXBean().getCurrentThreadCpuTime();
      ReadOnlyDataSource source =
          ReadOnlyDataSource.open("jdbc:sqlite:" + database(dir), null, null);
      List<ItemStats> items =
          ItemStatistics.compute(
              bank,
              ItemStatistics.DEFAULT_MIN_ANSWERS,
              new JdbcFirstAttempts(source.dataSource()),
              new JdbcReportStore(source.dataSource()).all());
      double seconds = (System.nanoTime() - start) / 1e9;
      double cpuSeconds =
          (ManagementFactory.getThreadMXBean().getCurrentThreadCpuTime() - cpu) / 1e9;
      long flagged = items.stream().filter(s -> !s.flags().isEmpty()).count();
      System.out.printf(
          "run %d: %.2f s (thread CPU %.2f s), peak heap %.1f MiB, %,d questions (%,d flagged)%n",
          run, seconds, cpuSeconds, peakHeap() / 1048576.0, items.size(), flagged);
    }
  }

  /** The folder's bank: {@code dir/bank}. */
  public static Path bankDir(Path dir) {
    return dir.resolve("bank");
  }

  /** The folder's database: {@code dir/quizbot.db}. */
  public static Path database(Path dir) {
    return dir.resolve("quizbot.db");
  }

  /**
   * Writes the generated bank into {@code dir/bank} and a database of {@code members} × 50 answers
   * (five rounds per question, shuffled orders) into {@code dir/quizbot.db}, with what the bot
   * stores beside them: a review per channel answer (source CHANNEL), 10 /review answers per member
   * (half to questions the member also met in a channel, before or after) and, for one member in
   * ten, an exam of 20 answered questions (its reviews at the submission).
   */
  public static void prepare(Path dir, int members) throws Exception {
    Files.createDirectories(bankDir(dir));
    BankLoadBench.generate(bankDir(dir), QUESTIONS);
    QuestionBank bank = new BankLoader().load(bankDir(dir)).bank();
    seed(database(dir), bank.questions(), members);
  }

  /** Rounds (five per question, shuffled orders) and answers written straight into V1's tables. */
  private static void seed(Path file, List<Question> questions, int members) throws Exception {
    Random random = new Random(18);
    try (Database db = Database.openSqlite(file);
        Connection c = db.connection()) {
      c.setAutoCommit(false);
      try (PreparedStatement round =
          c.prepareStatement(
              "INSERT INTO rounds (round_id, guild_id, channel_id, message_id, kind, question_id,"
                  + " deck_id, topic, choice_order, correct_position, window_seconds, speed_bonus,"
                  + " hide_answers, opened_at, closes_at, closed_at) VALUES (?, 1, 2, ?, 'QUIZ', ?,"
                  + " 'deck', 'memory', ?, ?, 60, FALSE, FALSE, ?, ?, ?)")) {
        long id = 0;
        for (int q = 0; q < QUESTIONS; q++) {
          for (int r = 0; r < ROUNDS_PER_QUESTION; r++) {
            id++;
            int shift = r % 4;
            int key = questions.get(q).answerIndex();
            StringBuilder order = new StringBuilder();
            for (int p = 0; p < 4; p++) {
              order.append(p == 0 ? "" : ",").append((p + shift) % 4);
            }
            round.setLong(1, id);
            round.setLong(2, id);
            round.setString(3, questions.get(q).id());
            round.setString(4, order.toString());
            round.setInt(5, (key - shift + 4) % 4);
            round.setLong(6, id * 1000);
            round.setLong(7, id * 1000 + 60_000);
            round.setLong(8, id * 1000 + 60_000);
            round.addBatch();
          }
        }
        round.executeBatch();
      }
      long lastInstant = (long) QUESTIONS * ROUNDS_PER_QUESTION * 1000 + 60_000;
      try (PreparedStatement answer =
              c.prepareStatement(
                  "INSERT INTO answers (round_id, guild_id, user_id, choice_position, correct,"
                      + " points, answered_at, recovered, topic)"
                      + " VALUES (?, 1, ?, ?, ?, 0, ?, FALSE, 'memory')");
          PreparedStatement review = c.prepareStatement(REVIEW_INSERT);
          PreparedStatement exam =
              c.prepareStatement(
                  "INSERT INTO exams (exam_id, user_id, deck_id, question_count, minutes,"
                      + " time_factor, pass_percent, started_at, ends_at, position, status,"
                      + " finished_at, submitted_by, score) VALUES (?, ?, 'deck', ?, 30, 1.0, 70,"
                      + " ?, ?, 0, 'SUBMITTED', ?, 'MEMBER', 0)");
          PreparedStatement examQuestion =
              c.prepareStatement(
                  "INSERT INTO exam_questions (exam_id, idx, question_id, topic, choice,"
                      + " answered_at, flagged, skipped, is_right) VALUES (?, ?, ?, 'memory', ?,"
                      + " ?, FALSE, FALSE, ?)")) {
        int n = 0;
        for (int m = 0; m < members; m++) {
          long user = 1_000_000L + m;
          double ability = random.nextDouble();
          List<Integer> met = new java.util.ArrayList<>();
          java.util.Set<Long> answered = new java.util.HashSet<>(); // one answer per round
          for (int a = 0; a < ANSWERS_PER_MEMBER; a++) {
            int q;
            int r;
            long roundId;
            do {
              q = random.nextInt(QUESTIONS);
              r = random.nextInt(ROUNDS_PER_QUESTION);
              roundId = (long) q * ROUNDS_PER_QUESTION + r + 1;
            } while (!answered.add(roundId));
            int shift = r % 4;
            int correctPosition = (questions.get(q).answerIndex() - shift + 4) % 4;
            boolean right = random.nextDouble() < 0.25 + 0.7 * ability;
            int position = right ? correctPosition : (correctPosition + 1 + random.nextInt(3)) % 4;
            answer.setLong(1, roundId);
            answer.setLong(2, user);
            answer.setInt(3, position);
            answer.setBoolean(4, right);
            answer.setLong(5, roundId * 1000 + a);
            answer.addBatch();
            addReview(
                review, user, "CHANNEL", roundId, 0, questions.get(q), right, roundId * 1000 + a);
            met.add(q);
            if (++n % 10_000 == 0) {
              answer.executeBatch();
              review.executeBatch();
            }
          }
          for (int k = 0; k < REVIEW_ANSWERS_PER_MEMBER; k++) {
            int q = k % 2 == 0 ? met.get(random.nextInt(met.size())) : random.nextInt(QUESTIONS);
            boolean right = random.nextDouble() < 0.25 + 0.7 * ability;
            long at = (long) (random.nextDouble() * lastInstant);
            addReview(review, user, "REVIEW", user, k, questions.get(q), right, at);
          }
          if (m % EXAM_EVERY == 0) {
            long examId = user;
            long start = (long) (random.nextDouble() * lastInstant);
            long submitted = start + 1_800_000;
            exam.setLong(1, examId);
            exam.setLong(2, user);
            exam.setInt(3, EXAM_QUESTIONS);
            exam.setLong(4, start);
            exam.setLong(5, submitted);
            exam.setLong(6, submitted);
            exam.addBatch();
            for (int k = 0; k < EXAM_QUESTIONS; k++) {
              int q = random.nextInt(QUESTIONS);
              boolean right = random.nextDouble() < 0.25 + 0.7 * ability;
              int key = questions.get(q).answerIndex();
              examQuestion.setLong(1, examId);
              examQuestion.setInt(2, k);
              examQuestion.setString(3, questions.get(q).id());
              examQuestion.setInt(4, right ? key : (key + 1) % 4);
              examQuestion.setLong(5, start + k * 60_000L);
              examQuestion.setBoolean(6, right);
              examQuestion.addBatch();
              addReview(review, user, "EXAM", examId, k, questions.get(q), right, submitted);
            }
          }
        }
        answer.executeBatch();
        review.executeBatch();
        exam.executeBatch();
        examQuestion.executeBatch();
      }
      c.commit();
    }
  }

  private static void addReview(
      PreparedStatement review,
      long user,
      String source,
      long sourceId,
      int seq,
      Question question,
      boolean right,
      long at)
      throws java.sql.SQLException {
    review.setLong(1, user);
    review.setString(2, source);
    review.setLong(3, sourceId);
    review.setInt(4, seq);
    review.setString(5, question.id());
    review.setInt(6, right ? 3 : 1);
    review.setLong(7, at);
    review.setLong(8, at + 86_400_000L);
    review.addBatch();
  }

  private static void resetPeaks() {
    for (MemoryPoolMXBean pool : ManagementFactory.getMemoryPoolMXBeans()) {
      pool.resetPeakUsage();
    }
  }

  private static long peakHeap() {
    long sum = 0;
    for (MemoryPoolMXBean pool : ManagementFactory.getMemoryPoolMXBeans()) {
      if (pool.getType() == MemoryType.HEAP) {
        sum += pool.getPeakUsage().getUsed();
      }
    }
    return sum;
  }
}
