package dev.quizbot.bank;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

final class ExamBlueprintTest {

  @TempDir Path dir;

  /** A deck of 3 memory and 2 precision questions (lines 5 to 34), then {@code exam} at line 35. */
  private static String deck(String exam) {
    return deck(exam, Set.of());
  }

  /** The same deck, with {@code retired: true} on the questions numbered in {@code retired}. */
  private static String deck(String exam, Set<Integer> retired) {
    StringBuilder out =
        new StringBuilder("id: deck-e\ntitle: Deck E\ndescription: test\nquestions:\n");
    String[] topics = {"memory", "memory", "memory", "precision", "precision"};
    for (int i = 0; i < topics.length; i++) {
      out.append("  - id: e-").append(i + 1).append('\n');
      out.append("    topic: ").append(topics[i]).append('\n');
      out.append("    prompt: Question ").append(i + 1).append("?\n");
      out.append("    choices: [\"Yes\", \"No\"]\n");
      out.append("    answer: \"Yes\"\n");
      out.append("    explanation: Because.\n");
      if (retired.contains(i + 1)) {
        out.append("    retired: true\n");
      }
    }
    return out.append(exam).toString();
  }

  private LoadResult load(String exam) {
    return new BankLoader().load(Fixtures.write(dir, "deck.yaml", deck(exam)));
  }

  private Problem single(String exam) {
    List<Problem> problems = load(exam).problems();
    assertThat(problems).hasSize(1);
    return problems.get(0);
  }

  @Test
  @DisplayName("a deck's exam block is read into its blueprint")
  void examBlockIsParsed() {
    // GIVEN an exam of 4 questions, 10 minutes, pass at 75 %, 50/50 weights
    LoadResult result =
        load(
            """
            exam:
              questions: 4
              minutes: 10
              passPercent: 75
              weights: {memory: 50, precision: 50}
            """);

    // THEN it loads clean, and the deck carries the blueprint
    assertThat(result.problems()).isEmpty();
    ExamBlueprint exam = result.bank().decks().get(0).exam();
    assertThat(exam.declared()).isTrue();
    assertThat(exam.questions()).isEqualTo(4);
    assertThat(exam.minutes()).isEqualTo(10);
    assertThat(exam.passPercent()).isEqualTo(75);
    assertThat(exam.weights()).containsExactly(Map.entry("memory", 50), Map.entry("precision", 50));
    assertThat(exam.questionsPerTopic())
        .containsExactly(Map.entry("memory", 2), Map.entry("precision", 2));
  }

  @Test
  @DisplayName("without an exam block: every question, weights by topic size, a minute each, 70 %")
  void defaultsWhenAbsent() {
    LoadResult result = load("");

    assertThat(result.problems()).isEmpty();
    ExamBlueprint exam = result.bank().decks().get(0).exam();
    assertThat(exam.declared()).isFalse();
    assertThat(exam.questions()).isEqualTo(5);
    assertThat(exam.minutes()).isEqualTo(5);
    assertThat(exam.passPercent()).isEqualTo(70);
    assertThat(exam.questionsPerTopic())
        .containsExactly(Map.entry("memory", 3), Map.entry("precision", 2));
  }

  @Test
  @DisplayName("fields left out of an exam block take the defaults")
  void partialBlockTakesDefaults() {
    LoadResult result = load("exam:\n  minutes: 3\n");

    assertThat(result.problems()).isEmpty();
    ExamBlueprint exam = result.bank().decks().get(0).exam();
    assertThat(exam.questions()).isEqualTo(5);
    assertThat(exam.minutes()).isEqualTo(3);
    assertThat(exam.passPercent()).isEqualTo(70);
    assertThat(exam.weights()).containsExactly(Map.entry("memory", 3), Map.entry("precision", 2));
  }

  @Test
  @DisplayName("a weight naming a topic the deck lacks is reported at its line")
  void unknownTopic() {
    Problem problem = single("exam:\n  weights:\n    memory: 50\n    networking: 50\n");

    assertThat(problem.file().getFileName().toString()).isEqualTo("deck.yaml");
    assertThat(problem.line()).isEqualTo(38);
    assertThat(problem.message())
        .isEqualTo(
            "exam weight names topic 'networking', which no question of this deck has (its"
                + " topics: memory, precision)");
  }

  @Test
  @DisplayName("weights that do not add up to 100 are reported at the weights line")
  void weightsNotHundred() {
    Problem problem = single("exam:\n  weights:\n    memory: 60\n    precision: 30\n");

    assertThat(problem.line()).isEqualTo(36);
    assertThat(problem.message())
        .isEqualTo("exam weights add up to 90; they are percents and must add up to 100");
  }

  @Test
  @DisplayName("questions outside 1 to the deck's size is reported")
  void questionsOutOfRange() {
    assertThat(single("exam:\n  questions: 6\n"))
        .satisfies(
            p -> {
              assertThat(p.line()).isEqualTo(36);
              assertThat(p.message())
                  .isEqualTo(
                      "exam 'questions' is 6; it must be 1 to 5 (the deck's question count)");
            });
    assertThat(single("exam:\n  questions: 0\n").message()).startsWith("exam 'questions' is 0;");
  }

  @Test
  @DisplayName("minutes outside 1 to 240 is reported")
  void minutesOutOfRange() {
    assertThat(single("exam:\n  minutes: 241\n").message())
        .isEqualTo("exam 'minutes' is 241; it must be 1 to 240");
    assertThat(single("exam:\n  minutes: 0\n").message()).startsWith("exam 'minutes' is 0;");
  }

  @Test
  @DisplayName("passPercent outside 1 to 100 is reported")
  void passPercentOutOfRange() {
    assertThat(single("exam:\n  passPercent: 101\n").message())
        .isEqualTo("exam 'passPercent' is 101; it must be 1 to 100");
    assertThat(single("exam:\n  passPercent: 0\n").message())
        .startsWith("exam 'passPercent' is 0;");
  }

  @Test
  @DisplayName("a value that is not a whole number is reported")
  void notANumber() {
    Problem problem = single("exam:\n  minutes: an hour\n");

    assertThat(problem.line()).isEqualTo(36);
    assertThat(problem.message())
        .isEqualTo("exam 'minutes' must be a whole number, not \"an hour\"");
  }

  @Test
  @DisplayName("weights asking for more questions of a topic than the deck has are reported")
  void topicCannotFill() {
    // 4 questions at 80 % precision: 3.2 → 3 precision questions, but the deck has only 2
    Problem problem =
        single("exam:\n  questions: 4\n  weights:\n    memory: 20\n    precision: 80\n");

    assertThat(problem.line()).isEqualTo(39);
    assertThat(problem.message())
        .isEqualTo(
            "exam weight precision: 80 % of 4 questions is 3 (largest-remainder rounding), but"
                + " the deck has only 2 precision questions: lower the weight or the question"
                + " count, or add questions");
  }

  @Test
  @DisplayName("retired questions do not count towards what a topic can give an exam")
  void retiredQuestionsDoNotFillATopic() {
    // GIVEN memory questions e-1 and e-2 retired: memory has 1 question in use, precision 2
    String exam = "exam:\n  questions: 3\n  weights:\n    memory: 50\n    precision: 50\n";
    List<Problem> problems =
        new BankLoader()
            .load(Fixtures.write(dir, "deck.yaml", deck(exam, Set.of(1, 2))))
            .problems();

    // THEN 50 % of 3 questions gives memory 2 (largest remainder, A-Z tie), more than its 1 in use;
    // the same block over the deck without retired questions is accepted (3 memory questions)
    assertThat(problems).hasSize(1);
    assertThat(problems.get(0).line()).isEqualTo(40); // "memory: 50", after two "retired" lines
    assertThat(problems.get(0).message())
        .isEqualTo(
            "exam weight memory: 50 % of 3 questions is 2 (largest-remainder rounding), but"
                + " the deck has only 1 memory question that is not retired (2 retired): lower"
                + " the weight or the question count, or add questions");
    assertThat(load(exam).problems()).isEmpty();
  }

  @Test
  @DisplayName("without an exam block, retired questions count in neither the size nor the weights")
  void defaultsLeaveRetiredOut() {
    // GIVEN the deck without a block, memory questions e-1 and e-2 retired
    LoadResult result =
        new BankLoader().load(Fixtures.write(dir, "deck.yaml", deck("", Set.of(1, 2))));

    // THEN the default exam is the 3 questions in use: memory 1, precision 2, 3 minutes
    assertThat(result.problems()).isEmpty();
    ExamBlueprint exam = result.bank().decks().get(0).exam();
    assertThat(exam.questions()).isEqualTo(3);
    assertThat(exam.minutes()).isEqualTo(3);
    assertThat(exam.questionsPerTopic())
        .containsExactly(Map.entry("memory", 1), Map.entry("precision", 2));
  }

  @Test
  @DisplayName("an exam cannot ask for more questions than the deck has that are not retired")
  void retiredQuestionsDoNotCountTowardsTheExamSize() {
    List<Problem> problems =
        new BankLoader()
            .load(Fixtures.write(dir, "deck.yaml", deck("exam:\n  questions: 5\n", Set.of(4))))
            .problems();

    assertThat(problems).hasSize(1);
    assertThat(problems.get(0).message())
        .isEqualTo(
            "exam 'questions' is 5; it must be 1 to 4 (the deck's questions that are not retired;"
                + " 1 retired)");
  }

  @Test
  @DisplayName("an unknown exam field and an exam that is not a set of fields are reported")
  void shapeProblems() {
    assertThat(single("exam:\n  duration: 60\n").message())
        .startsWith("unknown exam field 'duration' (allowed: questions, minutes, passPercent,");
    assertThat(single("exam: 50\n").message())
        .startsWith("'exam' must be a set of fields (questions, minutes, passPercent, weights)");
    assertThat(single("exam:\n  weights: [memory]\n").message())
        .startsWith("exam 'weights' must be a set of 'topic: percent' fields");
  }

  @Test
  @DisplayName("largest remainder: whole parts first, leftovers to the largest fractions, ties A-Z")
  void largestRemainder() {
    Map<String, Integer> weights = new LinkedHashMap<>();
    weights.put("c", 34);
    weights.put("a", 33);
    weights.put("b", 33);
    // 10 × 34/100 = 3.4, 10 × 33/100 = 3.3 twice: 3+3+3, the leftover to c (0.4)
    assertThat(ExamBlueprint.apportion(10, weights))
        .containsExactly(Map.entry("a", 3), Map.entry("b", 3), Map.entry("c", 4));
    // 2 × 33/100 = 0.66 (a, b), 2 × 34/100 = 0.68 (c): the two leftovers go to c, then a (A-Z tie)
    assertThat(ExamBlueprint.apportion(2, weights))
        .containsExactly(Map.entry("a", 1), Map.entry("b", 0), Map.entry("c", 1));
    // a weight of 0 gets nothing
    assertThat(ExamBlueprint.apportion(3, Map.of("x", 0, "y", 100)))
        .containsExactly(Map.entry("x", 0), Map.entry("y", 3));
  }
}
