package dev.quizbot.study;

import static dev.quizbot.study.StudyFixtures.question;
import static org.assertj.core.api.Assertions.assertThat;

import dev.quizbot.bank.Question;
import dev.quizbot.bank.QuestionBank;
import java.time.Duration;
import java.time.Instant;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

final class StudyPlannerTest {

  private static final Instant NOW = Instant.parse("2026-04-01T18:00:00Z");
  private final StudyPlanner planner = new StudyPlanner(new Scheduler(FsrsParameters.defaults()));

  /** A graduated question due at {@code due}, last reviewed {@code sinceDays} before now. */
  private static MemoryState review(Instant due, double stability, long sinceDays) {
    return new MemoryState(
        stability, 5, CardState.REVIEW, 0, due, NOW.minus(Duration.ofDays(sinceDays)), 3, 0);
  }

  private static MemoryState learning(Instant due) {
    return new MemoryState(0.5, 5, CardState.LEARNING, 0, due, NOW.minusSeconds(60), 1, 0);
  }

  @Test
  @DisplayName("due questions come first, most overdue first; one due later is left out")
  void dueFirstMostOverdueFirst() {
    // GIVEN three reviewed questions: due 3 days ago, 1 hour ago, in 2 days
    Question a = question("a", "d", "t");
    Question b = question("b", "d", "t");
    Question c = question("c", "d", "t");
    Map<String, MemoryState> states =
        Map.of(
            "a", review(NOW.minus(Duration.ofHours(1)), 5, 5),
            "b", review(NOW.minus(Duration.ofDays(3)), 5, 8),
            "c", review(NOW.plus(Duration.ofDays(2)), 5, 1));
    // WHEN a session is planned with no new questions allowed
    List<String> plan = planner.plan(List.of(a, b, c), states, NOW, 0, ReviewFilter.none());
    // THEN b (3 days overdue), then a; c is not due
    assertThat(plan).containsExactly("b", "a");
  }

  @Test
  @DisplayName("a learning step due within 20 minutes counts as due; one due in 21 minutes not")
  void learnAhead() {
    Question a = question("a", "d", "t");
    Question b = question("b", "d", "t");
    Map<String, MemoryState> states =
        Map.of(
            "a", learning(NOW.plus(Duration.ofMinutes(20))),
            "b", learning(NOW.plus(Duration.ofMinutes(21))));
    assertThat(planner.plan(List.of(a, b), states, NOW, 0, ReviewFilter.none()))
        .containsExactly("a");
  }

  @Test
  @DisplayName("a review question due in a minute does not count: learn-ahead is for steps only")
  void noLearnAheadForReviews() {
    Question a = question("a", "d", "t");
    Map<String, MemoryState> states = Map.of("a", review(NOW.plusSeconds(60), 5, 4));
    assertThat(planner.plan(List.of(a), states, NOW, 0, ReviewFilter.none())).isEmpty();
  }

  @Test
  @DisplayName("new questions follow the due ones, weakest topic first, up to the new limit")
  void newWeakestTopicFirst() {
    // GIVEN topic "strong" with one question well remembered and two unseen,
    // topic "weak" with one question long forgotten and two unseen (4 choices: guess 0.25)
    Question s1 = question("s1", "d", "strong");
    Question s2 = question("s2", "d", "strong");
    Question s3 = question("s3", "d", "strong");
    Question w1 = question("w1", "d", "weak");
    Question w2 = question("w2", "d", "weak");
    Question w3 = question("w3", "d", "weak");
    Map<String, MemoryState> states = new HashMap<>();
    states.put("s1", review(NOW.plus(Duration.ofDays(30)), 100, 1)); // recall ~ 0.99
    states.put("w1", review(NOW.plus(Duration.ofDays(1)), 0.5, 200)); // recall low, not due
    // WHEN planned with three new questions allowed
    List<String> plan =
        planner.plan(List.of(s1, s2, s3, w1, w2, w3), states, NOW, 3, ReviewFilter.none());
    // THEN the weak topic's two unseen ones first (bank order), then the strong topic's first
    assertThat(plan).containsExactly("w2", "w3", "s2");
  }

  @Test
  @DisplayName("no new question once the day's limit is used up; a negative allowance is none")
  void newLimitUsedUp() {
    Question a = question("a", "d", "t");
    assertThat(planner.plan(List.of(a), Map.of(), NOW, 0, ReviewFilter.none())).isEmpty();
    assertThat(planner.plan(List.of(a), Map.of(), NOW, -3, ReviewFilter.none())).isEmpty();
  }

  @Test
  @DisplayName("count caps the session: the due ones are kept before the new ones")
  void countCaps() {
    Question a = question("a", "d", "t");
    Question b = question("b", "d", "t");
    Question c = question("c", "d", "t");
    Map<String, MemoryState> states = Map.of("c", review(NOW.minusSeconds(1), 5, 5));
    assertThat(planner.plan(List.of(a, b, c), states, NOW, 20, ReviewFilter.none().withCount(2)))
        .containsExactly("c", "a");
  }

  @Test
  @DisplayName("topic and deck filters pick the candidates from the bank")
  void filters() {
    // GIVEN a bank of two decks sharing a topic
    QuestionBank bank =
        StudyFixtures.bank(
            List.of(
                question("a", "one", "x"),
                question("b", "one", "y"),
                question("c", "two", "x"),
                question("d", "two", "y")));
    // THEN a topic filter spans decks, a deck filter keeps its topics, both combine
    assertThat(StudyPlanner.candidates(bank, ReviewFilter.none().withTopic("x")))
        .extracting(Question::id)
        .containsExactly("a", "c");
    assertThat(StudyPlanner.candidates(bank, ReviewFilter.none().withDeck("two")))
        .extracting(Question::id)
        .containsExactly("c", "d");
    assertThat(StudyPlanner.candidates(bank, ReviewFilter.none().withDeck("two").withTopic("y")))
        .extracting(Question::id)
        .containsExactly("d");
  }
}
