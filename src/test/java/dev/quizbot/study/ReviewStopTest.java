package dev.quizbot.study;

import static dev.quizbot.study.StudyFixtures.question;
import static org.assertj.core.api.Assertions.assertThat;

import dev.quizbot.bank.Question;
import dev.quizbot.storage.Database;
import dev.quizbot.testing.TestClock;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.OptionalInt;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@link ReviewService#stop}: the terminal's q ends a session where it is, answers kept. */
final class ReviewStopTest {
  private static final long LEARNER = -1; // a practice learner's id
  private static final Question A = question("a", "d", "t");
  private static final Question B = question("b", "d", "t");
  private static final Question C = question("c", "d", "t");

  @TempDir Path dir;

  @Test
  @DisplayName(
      "Stop after a miss: the session ends, the answer stays, the next start asks it first")
  void stopThenMissFirst() {
    TestClock clock = new TestClock(Instant.parse("2026-03-01T10:00:00Z"));
    try (Database db = Database.openSqlite(dir.resolve("q.db"))) {
      StudyWorld w =
          new StudyWorld(db, clock, StudyFixtures.bank(List.of(A, B, C)), StudyWorld.unfuzzed());
      ReviewStart first = w.service.start(LEARNER, ReviewFilter.none());
      SessionQuestion asked = first.question().orElseThrow();
      // a wrong answer (choice 1; 0 is right)
      w.service.answer(
          LEARNER, asked.sessionId(), asked.position(), OptionalInt.of(1), Duration.ofSeconds(3));

      SessionSummary summary = w.service.stop(LEARNER).orElseThrow();

      assertThat(summary.answered()).isEqualTo(1);
      assertThat(summary.right()).isZero();
      assertThat(w.sessions.open(LEARNER)).isEmpty();
      assertThat(w.memory.allOf(LEARNER)).containsOnlyKeys(asked.question().id());
      assertThat(w.service.stop(LEARNER)).isEmpty(); // nothing open any more

      clock.advance(Duration.ofMinutes(2));
      ReviewStart second = w.service.start(LEARNER, ReviewFilter.none());
      assertThat(second.kind()).isEqualTo(ReviewStart.Kind.STARTED);
      assertThat(second.question().orElseThrow().question().id()).isEqualTo(asked.question().id());
      assertThat(second.session().orElseThrow().sessionId()).isNotEqualTo(asked.sessionId());
    }
  }
}
