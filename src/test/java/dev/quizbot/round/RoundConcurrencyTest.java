package dev.quizbot.round;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

final class RoundConcurrencyTest {

  @Test
  @DisplayName("answers racing a close are each either recorded, stored and revealed, or refused")
  void answersRacingClose(@TempDir Path dir) throws Exception {
    try (RoundFixture fx = new RoundFixture(dir)) {
      // GIVEN four open rounds in four channels
      List<RoundFixture.PostedRound> rounds = new ArrayList<>();
      for (int i = 0; i < 4; i++) {
        rounds.add(fx.postQuiz(RoundRequest.quiz(RoundFixture.GUILD, 9200L + i)));
      }
      ExecutorService pool = Executors.newFixedThreadPool(3);
      CountDownLatch go = new CountDownLatch(1);
      // WHEN two threads react while a third closes the rounds half-way through
      List<Future<Integer>> reactors = new ArrayList<>();
      for (int t = 0; t < 2; t++) {
        int thread = t;
        reactors.add(
            pool.submit(
                () -> {
                  go.await();
                  int recorded = 0;
                  for (int u = 0; u < 1_000; u++) {
                    var round = rounds.get(u % rounds.size());
                    long user = 10_000L * (thread + 1) + u;
                    if (fx.react(round, user, u % 3, Duration.ofSeconds(1))
                        instanceof AnswerOutcome.Recorded) {
                      recorded++;
                    }
                  }
                  return recorded;
                }));
      }
      Future<Integer> closer =
          pool.submit(
              () -> {
                go.await();
                Thread.sleep(5);
                fx.clock.advance(Duration.ofSeconds(61));
                int revealed = answered(fx.service.closeDue());
                // The close waits a second for the answers; on a loaded machine the rest close
                // once they are stored (each round still in exactly one reveal)
                long deadline = System.nanoTime() + Duration.ofSeconds(60).toNanos();
                while (fx.service.roundsWaitingToClose() > 0) {
                  assertThat(System.nanoTime()).as("rounds closed").isLessThan(deadline);
                  fx.service.flush();
                  revealed += answered(fx.service.closeDue());
                }
                return revealed;
              });
      go.countDown();
      int recorded =
          reactors.get(0).get(120, TimeUnit.SECONDS) + reactors.get(1).get(120, TimeUnit.SECONDS);
      int revealed = closer.get(120, TimeUnit.SECONDS);
      pool.shutdown();
      assertThat(pool.awaitTermination(10, TimeUnit.SECONDS)).isTrue();
      // THEN every recorded answer is stored and counted in exactly one reveal
      assertThat(fx.count("SELECT count(*) FROM answers")).isEqualTo(recorded);
      assertThat(revealed).isEqualTo(recorded);
      assertThat(fx.count("SELECT coalesce(sum(answered), 0) FROM member_stats"))
          .isEqualTo(recorded);
    }
  }

  private static int answered(java.util.List<Reveal> reveals) {
    return reveals.stream().mapToInt(Reveal::totalAnswered).sum();
  }
}
