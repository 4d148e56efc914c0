package dev.quizbot.bench;

import dev.quizbot.round.JdbcAnswerStore;
import dev.quizbot.round.JdbcRoundStore;
import dev.quizbot.round.PostedRounds;
import dev.quizbot.round.StoredAnswer;
import dev.quizbot.shard.Shard;
import dev.quizbot.storage.Database;
import dev.quizbot.testing.AnswerStores;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/**
 * CPU time of the answer store alone per stored answer, in the shape of the gateway benchmark's
 * flood: 20,000 answers by 20,000 new members over 100 rounds, committed in batches of 1,667 (what
 * the writer drains per commit under that flood). Thread CPU time of the storing thread (user +
 * system, SQLite's native code included; JIT and GC excluded) is far less disturbed by a busy
 * machine than wall time, so it compares storage changes reliably.
 *
 * <p>Run: {@code ./mvnw -q -Pbench test-compile exec:java -Dbench=AnswerStoreCpuBench} ({@code
 * -Druns=N}, default 8 measured after 2 warm-up; {@code -Dsql="DROP INDEX x; ..."} runs statements
 * on the empty database first, to try a schema change before writing its migration; {@code
 * -Dreviews=true} records each answer's review too, in the same transaction).
 */
public final class AnswerStoreCpuBench {
  private static final long GUILD = 9001L;
  private static final int ROUNDS = 100;
  private static final int ANSWERS = Integer.getInteger("answers", 20_000);
  private static final int BATCH = Integer.getInteger("batch", 1_667);
  // -Dmembers=1000: the same members answer every run (as in P8), else new members each time
  private static final int MEMBERS = Integer.getInteger("members", 0);

  public static void main(String[] args) throws Exception {
    int runs = Integer.getInteger("runs", 8);
    ThreadMXBean threads = ManagementFactory.getThreadMXBean();
    Path dir = Files.createTempDirectory("quizbot-store-bench");
    List<Double> micros = new ArrayList<>();
    try (Database db = Database.openSqlite(dir.resolve("bench.db"))) {
      JdbcRoundStore rounds = new JdbcRoundStore(db, Shard.ALL);
      String schemaTrial = System.getProperty("sql", "");
      if (!schemaTrial.isBlank()) {
        try (var c = db.connection();
            var st = c.createStatement()) {
          for (String statement : schemaTrial.split(";")) {
            if (!statement.isBlank()) {
              st.execute(statement);
            }
          }
        }
      }
      // -Dreviews=true: every answer is also a review (issue 16), as the app wires it
      boolean reviews = Boolean.getBoolean("reviews");
      JdbcAnswerStore store =
          reviews
              ? AnswerStores.withReviews(
                  db,
                  new dev.quizbot.study.JdbcReviewLog(
                      db,
                      new dev.quizbot.study.ReviewApplier(dev.quizbot.study.Schedulers.defaults())))
              : AnswerStores.withLeaderboard(db);
      Instant now = Instant.parse("2026-03-04T12:00:00Z");
      long nextUser = 1_000_000L;
      long nextRound = 1;
      for (int run = 0; run < runs + 2; run++) {
        List<Long> roundIds = new ArrayList<>();
        for (int r = 0; r < ROUNDS; r++) {
          long id = nextRound++;
          rounds.insert(PostedRounds.quiz(id, GUILD, now));
          roundIds.add(id);
        }
        List<StoredAnswer> writes = new ArrayList<>(ANSWERS);
        for (int i = 0; i < ANSWERS; i++) {
          long user = MEMBERS > 0 ? 1_000_000L + i % MEMBERS : nextUser++;
          boolean correct = i % 4 == 0;
          int points = correct ? 10 + i % 6 : 0;
          Instant at = now.plusMillis(i);
          writes.add(
              new StoredAnswer(
                  roundIds.get(MEMBERS > 0 ? (i / MEMBERS) % ROUNDS : i % ROUNDS),
                  GUILD,
                  user,
                  i % 4,
                  correct,
                  points,
                  at,
                  false,
                  "memory",
                  reviews ? "q-" + (i % 7) : null,
                  false,
                  java.util.Optional.of(java.time.Duration.ofSeconds(3))));
        }
        long cpu = threads.getCurrentThreadCpuTime();
        long wall = System.nanoTime();
        for (int from = 0; from < ANSWERS; from += BATCH) {
          store.saveAll(writes.subList(from, Math.min(ANSWERS, from + BATCH)));
        }
        double perAnswer = (threads.getCurrentThreadCpuTime() - cpu) / 1e3 / ANSWERS;
        double wallPer = (System.nanoTime() - wall) / 1e3 / ANSWERS;
        System.out.printf(
            "%s run %d: %.1f us CPU per answer (wall %.1f us)%n",
            run < 2 ? "warm-up" : "measured", run + 1, perAnswer, wallPer);
        if (run >= 2) {
          micros.add(perAnswer);
        }
        now = now.plusSeconds(3600);
      }
    } finally {
      try (var files = Files.walk(dir)) {
        files.sorted(Collections.reverseOrder()).forEach(p -> p.toFile().delete());
      }
    }
    Collections.sort(micros);
    System.out.printf(
        "AnswerStoreCpuBench: median %.1f us CPU per stored answer (min %.1f, max %.1f) over %d"
            + " runs of %,d answers%n",
        micros.get(micros.size() / 2), micros.get(0), micros.get(micros.size() - 1), runs, ANSWERS);
  }
}
