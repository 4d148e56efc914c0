package dev.quizbot.exam;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.quizbot.bank.ExamBlueprint;
import dev.quizbot.bank.Question;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

final class ExamDrawTest {

  private static final Map<String, Integer> WEIGHTS =
      Map.of("communication", 35, "memory", 25, "parallelism", 40);

  private static final List<Question> DECK =
      ExamFixtures.questions(
          "d", List.of("communication", "memory", "parallelism"), List.of(30, 30, 30));

  @Test
  @DisplayName("over 2,000 seeded draws every exam has exactly the largest-remainder counts")
  void seededDrawsFollowTheWeightsExactly() {
    // GIVEN weights 35/25/40 and 13 questions: exact shares 4.55, 3.25, 5.2 → wholes 4, 3, 5
    // (12), the one left over to the largest remainder (communication, .55): 5, 3, 5.
    Map<String, Integer> expected = Map.of("communication", 5, "memory", 3, "parallelism", 5);
    assertThat(ExamBlueprint.apportion(13, WEIGHTS)).isEqualTo(expected);
    Map<String, Integer> timesDrawn = new HashMap<>();
    for (long seed = 1; seed <= 2_000; seed++) {
      // WHEN
      List<Question> drawn = ExamDraw.draw(DECK, WEIGHTS, 13, Map.of(), seed);
      // THEN
      Map<String, Integer> perTopic = new TreeMap<>();
      drawn.forEach(q -> perTopic.merge(q.topic(), 1, Integer::sum));
      assertThat(perTopic).as("seed %d", seed).isEqualTo(expected);
      assertThat(new HashSet<>(drawn)).as("no repeats").hasSize(13);
      drawn.forEach(q -> timesDrawn.merge(q.id(), 1, Integer::sum));
    }
    // Every question of a topic gets its turn: 2,000 × 5 / 30 ≈ 333 each for communication.
    assertThat(timesDrawn).hasSize(90);
    assertThat(timesDrawn.get("d-communication-0")).isBetween(250, 420);
  }

  @Test
  @DisplayName("ties in the remainders go to the topic first in alphabetical order")
  void tiesAlphabetical() {
    Map<String, Integer> even = Map.of("b", 1, "a", 1, "c", 1);
    assertThat(ExamDraw.counts(4, even, Map.of("a", 9, "b", 9, "c", 9)))
        .containsExactly(Map.entry("a", 2), Map.entry("b", 1), Map.entry("c", 1));
  }

  @Test
  @DisplayName("the same seed draws the same exam; another seed another order")
  void deterministic() {
    assertThat(ExamDraw.draw(DECK, WEIGHTS, 20, Map.of(), 42))
        .isEqualTo(ExamDraw.draw(DECK, WEIGHTS, 20, Map.of(), 42))
        .isNotEqualTo(ExamDraw.draw(DECK, WEIGHTS, 20, Map.of(), 43));
  }

  @Test
  @DisplayName("questions seen least in earlier exams come first within a topic")
  void leastSeenFirst() {
    Map<String, Integer> seen = new HashMap<>();
    for (Question q : DECK) {
      seen.put(q.id(), 2);
    }
    seen.put("d-memory-7", 0);
    seen.put("d-memory-9", 1);
    seen.put("d-memory-11", 1);
    for (long seed = 1; seed <= 50; seed++) {
      List<String> memory =
          ExamDraw.draw(DECK, WEIGHTS, 13, seen, seed).stream()
              .filter(q -> q.topic().equals("memory"))
              .map(Question::id)
              .toList();
      assertThat(memory).containsExactlyInAnyOrder("d-memory-7", "d-memory-9", "d-memory-11");
    }
  }

  @Test
  @DisplayName("retired questions and topics without weight are never drawn")
  void retiredNeverDrawn() {
    Question retired =
        new Question(
            "old",
            "d",
            "memory",
            "Old?",
            List.of("a", "b"),
            0,
            "x",
            null,
            null,
            null,
            true,
            null,
            0);
    List<Question> deck =
        List.of(
            retired,
            ExamFixtures.question("m1", "d", "memory", 0),
            ExamFixtures.question("o1", "d", "other", 0));
    List<Question> eligible = ExamDraw.eligible(deck, Map.of("memory", 100));
    assertThat(eligible).extracting(Question::id).containsExactly("m1");
    assertThatThrownBy(() -> ExamDraw.draw(eligible, Map.of("memory", 100), 2, Map.of(), 1))
        .isInstanceOf(IllegalArgumentException.class);
  }

  @Test
  @DisplayName("a topic short of questions gives all it has and the rest is apportioned again")
  void exhaustedTopicReapportioned() {
    // 60/40 of 10 wants 6 of "a", which has 3: a=3, the 7 left over all go to b.
    assertThat(ExamDraw.counts(10, Map.of("a", 60, "b", 40), Map.of("a", 3, "b", 20)))
        .containsExactly(Map.entry("a", 3), Map.entry("b", 7));
  }

  @Test
  @DisplayName("choices are shown in an order fixed by exam and index")
  void choiceOrderStable() {
    assertThat(ExamDraw.choiceOrder(7, 2, 4))
        .isEqualTo(ExamDraw.choiceOrder(7, 2, 4))
        .containsExactlyInAnyOrder(0, 1, 2, 3);
  }
}
