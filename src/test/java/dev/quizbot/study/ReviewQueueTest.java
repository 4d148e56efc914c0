package dev.quizbot.study;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

final class ReviewQueueTest {

  @Test
  @DisplayName(
      "a missed question comes back after exactly three other questions when enough remain")
  void missReturnsAfterThree() {
    // GIVEN a session of six questions
    ReviewQueue queue = ReviewQueue.of(List.of("a", "b", "c", "d", "e", "f"));
    // WHEN the first is missed
    ReviewQueue next = queue.afterAnswer(false);
    // THEN b, c, d come next, then a again, then the rest
    assertThat(next.questions()).containsExactly("a", "b", "c", "d", "a", "e", "f");
    assertThat(next.current()).contains("b");
    assertThat(next.missed()).containsExactly("a");
  }

  @Test
  @DisplayName("a missed question goes to the end when fewer than three others remain")
  void missGoesToEndWhenFewRemain() {
    // GIVEN three questions, the first answered right
    ReviewQueue queue = ReviewQueue.of(List.of("a", "b", "c")).afterAnswer(true);
    // WHEN b is missed
    ReviewQueue next = queue.afterAnswer(false);
    // THEN it is asked after c, the only one left
    assertThat(next.questions().subList(next.position(), next.questions().size()))
        .containsExactly("c", "b");
  }

  @Test
  @DisplayName("the last question missed is asked again at once, until it is answered right")
  void lastMissRepeatsUntilRight() {
    // GIVEN a one-question session
    ReviewQueue queue = ReviewQueue.of(List.of("a"));
    // WHEN it is missed twice and then answered right
    queue = queue.afterAnswer(false);
    assertThat(queue.current()).contains("a");
    queue = queue.afterAnswer(false);
    assertThat(queue.current()).contains("a");
    queue = queue.afterAnswer(true);
    // THEN the session is over: three answers, one right, nothing missed
    assertThat(queue.finished()).isTrue();
    assertThat(queue.answered()).isEqualTo(3);
    assertThat(queue.right()).isEqualTo(1);
    assertThat(queue.missed()).isEmpty();
  }

  @Test
  @DisplayName("between a miss and its return there are never more than three other questions")
  void neverMoreThanThreeBetween() {
    // GIVEN ten questions answered in a pattern of misses
    ReviewQueue queue =
        ReviewQueue.of(List.of("q0", "q1", "q2", "q3", "q4", "q5", "q6", "q7", "q8", "q9"));
    boolean[] pattern = {false, false, true, false, true, true, false, true, true, true};
    List<String> served = new ArrayList<>();
    List<Boolean> answers = new ArrayList<>();
    int i = 0;
    while (!queue.finished()) {
      String q = queue.current().orElseThrow();
      boolean right = served.contains(q) || pattern[i++ % pattern.length];
      served.add(q);
      answers.add(right);
      queue = queue.afterAnswer(right);
    }
    // THEN every miss is followed by its question within four answers
    for (int k = 0; k < served.size(); k++) {
      if (!answers.get(k)) {
        int back = served.subList(k + 1, served.size()).indexOf(served.get(k));
        assertThat(back).as("return of %s served at %d", served.get(k), k).isBetween(0, 3);
      }
    }
    assertThat(queue.missed()).isEmpty();
  }

  @Test
  @DisplayName("a question that left the bank is passed over without counting as an answer")
  void skipCountsNothing() {
    // GIVEN a session whose first question was missed and came back
    ReviewQueue queue = ReviewQueue.of(List.of("a", "b")).afterAnswer(false).afterAnswer(true);
    // WHEN the returned question is skipped
    ReviewQueue next = queue.skip();
    // THEN the session is over, with two answers and nothing missed left
    assertThat(next.finished()).isTrue();
    assertThat(next.answered()).isEqualTo(2);
    assertThat(next.missed()).isEmpty();
  }

  @Test
  @DisplayName("a plan that names a question twice is refused")
  void duplicatePlanRefused() {
    assertThatThrownBy(() -> ReviewQueue.of(List.of("a", "b", "a")))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("each question once");
  }
}
