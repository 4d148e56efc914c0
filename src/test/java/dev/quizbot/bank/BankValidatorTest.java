package dev.quizbot.bank;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

final class BankValidatorTest {

  private final BankLoader loader = new BankLoader();

  @TempDir Path dir;

  /** A deck whose question starts on line 5 and has fields on lines 6-11. */
  private static final String VALID =
      """
      id: deck-v
      title: Deck V
      description: test
      questions:
        - id: v-001
          topic: memory
          prompt: Which technique recomputes activations?
          choices: ["Activation checkpointing", "Loss scaling", "Pipelining"]
          answer: Activation checkpointing
          explanation: It trades compute for memory.
          difficulty: easy
      """;

  private List<Problem> problems(String fileName, String content) {
    return loader.load(Fixtures.write(dir, fileName, content)).problems();
  }

  private void assertSingle(List<Problem> problems, int line, String id, String messageStart) {
    assertThat(problems)
        .singleElement()
        .satisfies(
            p -> {
              assertThat(p.file().getFileName().toString()).isEqualTo("deck.yaml");
              assertThat(p.line()).isEqualTo(line);
              assertThat(p.questionId()).isEqualTo(id);
              assertThat(p.message()).startsWith(messageStart);
            });
  }

  @Test
  @DisplayName("the valid fixture has no problems, so every other test isolates one rule")
  void validFixtureIsClean() {
    assertThat(problems("deck.yaml", VALID)).isEmpty();
  }

  @Test
  @DisplayName("unparsable YAML is reported with the line the parser stopped at")
  void unparsableYaml() {
    List<Problem> problems =
        problems("deck.yaml", VALID.replace("topic: memory", "topic: [memory"));

    assertThat(problems).hasSize(1);
    assertThat(problems.get(0).message())
        .isEqualTo(
            "cannot parse YAML: while parsing a flow sequence: expected ',' or ']', but got :");
    assertThat(problems.get(0).line()).isEqualTo(7);
    assertThat(problems.get(0).questionId()).isNull();
  }

  @Test
  @DisplayName("unparsable JSON is reported with its line")
  void unparsableJson() {
    List<Problem> problems = problems("deck.json", "{\n  \"id\": \"x\",\n  \"title\" \"T\"\n}\n");

    assertThat(problems)
        .singleElement()
        .satisfies(
            p -> {
              assertThat(p.line()).isEqualTo(3);
              assertThat(p.message()).startsWith("cannot parse JSON:");
            });
  }

  @ParameterizedTest(name = "{0}")
  @ValueSource(strings = {"topic", "prompt", "choices", "answer", "explanation"})
  @DisplayName("a missing question field is reported at the question's first line with its id")
  void missingQuestionField(String field) {
    String content = VALID.replaceAll("(?m)^    " + field + ": .*\\n", "");

    List<Problem> problems = problems("deck.yaml", content);

    assertThat(problems)
        .filteredOn(p -> p.message().equals("missing field '" + field + "'"))
        .singleElement()
        .satisfies(
            p -> {
              assertThat(p.line()).isEqualTo(5);
              assertThat(p.questionId()).isEqualTo("v-001");
            });
  }

  @Test
  @DisplayName("a missing question id is reported at the question's first line")
  void missingQuestionId() {
    String content = VALID.replace("  - id: v-001\n    topic", "  - topic");

    assertSingle(problems("deck.yaml", content), 5, null, "missing field 'id'");
  }

  @Test
  @DisplayName("an empty field counts as missing and points at the field's line")
  void emptyFieldIsMissing() {
    String content =
        VALID.replace("explanation: It trades compute for memory.", "explanation: \"  \"");

    assertSingle(problems("deck.yaml", content), 10, "v-001", "missing field 'explanation'");
  }

  @Test
  @DisplayName("a deck without id or title is reported for each")
  void missingDeckFields() {
    String content = VALID.replace("id: deck-v\ntitle: Deck V\n", "");

    List<Problem> problems = problems("deck.yaml", content);

    assertThat(problems)
        .extracting(Problem::line, Problem::questionId, Problem::message)
        .containsExactlyInAnyOrder(
            org.assertj.core.groups.Tuple.tuple(1, null, "deck: missing field 'id'"),
            org.assertj.core.groups.Tuple.tuple(1, null, "deck: missing field 'title'"));
  }

  @Test
  @DisplayName("a question id used in two files is reported at both places")
  void duplicateQuestionId() {
    Path first = Fixtures.write(dir, "a.yaml", Fixtures.yamlDeck("deck-a", "same-id"));
    Path second = Fixtures.write(dir, "b.yaml", Fixtures.yamlDeck("deck-b", "same-id"));

    LoadResult result = loader.load(dir);

    assertThat(result.problems())
        .extracting(Problem::format)
        .containsExactly(
            first
                + ":5: same-id: duplicate question id; also used at "
                + second
                + ":5 (ids must be unique across the bank)",
            second
                + ":5: same-id: duplicate question id; also used at "
                + first
                + ":5 (ids must be unique across the bank)");
    assertThat(result.bank().question("same-id").orElseThrow().deckId()).isEqualTo("deck-a");
  }

  @Test
  @DisplayName("a deck id used twice is reported at both deck id lines")
  void duplicateDeckId() {
    Path first = Fixtures.write(dir, "a.yaml", Fixtures.yamlDeck("twin", "a-1"));
    Path second = Fixtures.write(dir, "b.yaml", Fixtures.yamlDeck("twin", "b-1"));

    LoadResult result = loader.load(dir);

    assertThat(result.problems())
        .extracting(Problem::file, Problem::line, Problem::message)
        .containsExactly(
            org.assertj.core.groups.Tuple.tuple(
                first,
                1,
                "duplicate deck id 'twin'; also used at "
                    + second
                    + ":1 (ids must be unique across the bank)"),
            org.assertj.core.groups.Tuple.tuple(
                second,
                1,
                "duplicate deck id 'twin'; also used at "
                    + first
                    + ":1 (ids must be unique across the bank)"));
  }

  @Test
  @DisplayName("an answer that is not one of the choices is reported at the answer's line")
  void answerNotAmongChoices() {
    String content =
        VALID.replace("answer: Activation checkpointing", "answer: Activation recompute");

    assertSingle(
        problems("deck.yaml", content),
        9,
        "v-001",
        "answer \"Activation recompute\" is not one of the choices");
  }

  @Test
  @DisplayName("a choice given twice is reported at the second one's line")
  void duplicateChoices() {
    String content =
        VALID.replace(
            "    choices: [\"Activation checkpointing\", \"Loss scaling\", \"Pipelining\"]\n",
            "    choices:\n      - Activation checkpointing\n      - Loss scaling\n      - Loss scaling\n");

    assertSingle(
        problems("deck.yaml", content), 11, "v-001", "choice \"Loss scaling\" is given twice");
  }

  @Test
  @DisplayName("a single choice is too few and is reported at the choices line")
  void tooFewChoices() {
    String content =
        VALID.replace(
            "[\"Activation checkpointing\", \"Loss scaling\", \"Pipelining\"]",
            "[\"Activation checkpointing\"]");

    assertSingle(
        problems("deck.yaml", content), 8, "v-001", "has 1 choice; a question needs 2 to 10");
  }

  @Test
  @DisplayName("eleven choices are too many")
  void tooManyChoices() {
    String content =
        VALID.replace(
            "\"Pipelining\"]",
            "\"c3\", \"c4\", \"c5\", \"c6\", \"c7\", \"c8\", \"c9\", \"c10\", \"c11\"]");

    assertSingle(
        problems("deck.yaml", content), 8, "v-001", "has 11 choices; a question needs 2 to 10");
  }

  @Test
  @DisplayName("a prompt too long for an embed description is reported at the prompt")
  void promptTooLong() {
    String content =
        VALID.replace(
            "Which technique recomputes activations?", "x".repeat(EmbedLimits.DESCRIPTION));

    assertSingle(problems("deck.yaml", content), 7, "v-001", "prompt and choices make");
  }

  @Test
  @DisplayName("an explanation longer than an embed field value is reported at the explanation")
  void explanationTooLong() {
    String content =
        VALID.replace("It trades compute for memory.", "y".repeat(EmbedLimits.FIELD_VALUE + 1));

    assertSingle(
        problems("deck.yaml", content),
        10,
        "v-001",
        "explanation has 1025 characters; a Discord embed field holds at most 1024");
  }

  @Test
  @DisplayName("a question whose texts together exceed the message total is reported")
  void totalTooLong() {
    String content =
        VALID
            .replace("Which technique recomputes activations?", "p".repeat(4000))
            .replace("It trades compute for memory.", "e".repeat(1000));

    assertSingle(problems("deck.yaml", content), 5, "v-001", "deck title, prompt, choices");
  }

  @Test
  @DisplayName("a deck title longer than an embed title is reported at the title")
  void deckTitleTooLong() {
    String content = VALID.replace("title: Deck V", "title: " + "t".repeat(EmbedLimits.TITLE + 1));

    assertSingle(problems("deck.yaml", content), 2, null, "deck title has 257 characters");
  }

  @Test
  @DisplayName("a topic that is not one lowercase word is reported at the topic")
  void badTopic() {
    String content = VALID.replace("topic: memory", "topic: GPU Memory");

    assertSingle(
        problems("deck.yaml", content),
        6,
        "v-001",
        "topic 'GPU Memory' must be one lowercase word");
  }

  @Test
  @DisplayName("a topic or question id longer than its database column is reported at its line")
  void topicAndIdTooLong() {
    String content =
        VALID
            .replace("topic: memory", "topic: " + "m".repeat(65))
            .replace("id: v-001", "id: " + "v".repeat(129));

    assertThat(problems("deck.yaml", content))
        .hasSize(2)
        .anySatisfy(
            p -> {
              assertThat(p.line()).isEqualTo(6);
              assertThat(p.message()).startsWith("topic has 65 characters; at most 64");
            })
        .anySatisfy(
            p -> {
              assertThat(p.line()).isEqualTo(5);
              assertThat(p.message()).startsWith("question id has 129 characters; at most 128");
            });
  }

  @Test
  @DisplayName("a deck id longer than a Discord autocomplete value (100) is reported with the fix")
  void deckIdTooLong() {
    // GIVEN a deck whose id has 101 characters: /quiz deck suggestions cannot carry it
    String content = VALID.replace("id: deck-v", "id: " + "d".repeat(101));

    // WHEN it is validated, THEN the id's line says the limit and how to fix it
    assertSingle(
        problems("deck.yaml", content),
        1,
        null,
        "deck id has 101 characters; at most 100, the longest value Discord's /quiz deck"
            + " suggestions can hold: shorten the id");
  }

  @Test
  @DisplayName(
      "each choice written as null or ~ is reported once, by its number, with the quoting fix")
  void nullChoicesAreNumbered() {
    // GIVEN choices 2 and 3 that YAML reads as nothing
    String content =
        VALID.replace(
            "choices: [\"Activation checkpointing\", \"Loss scaling\", \"Pipelining\"]",
            "choices: [\"Activation checkpointing\", null, ~]");

    // WHEN it is validated
    List<Problem> problems = problems("deck.yaml", content);

    // THEN one problem per such choice names it and says quoting keeps a word like null as text
    assertThat(problems)
        .extracting(Problem::message)
        .containsExactly(
            "choice 2 is empty (null, ~ and a blank entry read as nothing): write its text, in"
                + " quotes if it is a word like \"null\"",
            "choice 3 is empty (null, ~ and a blank entry read as nothing): write its text, in"
                + " quotes if it is a word like \"null\"");
  }

  @Test
  @DisplayName("a deck id of exactly 100 characters is accepted")
  void deckIdOfOneHundredIsAccepted() {
    String content = VALID.replace("id: deck-v", "id: " + "d".repeat(100));

    assertThat(problems("deck.yaml", content)).isEmpty();
  }

  @Test
  @DisplayName("an unknown difficulty is reported at the difficulty")
  void badDifficulty() {
    String content = VALID.replace("difficulty: easy", "difficulty: brutal");

    assertSingle(
        problems("deck.yaml", content),
        11,
        "v-001",
        "difficulty 'brutal' must be easy, medium or hard");
  }

  @Test
  @DisplayName("a misspelt field is reported as unknown, naming the allowed fields")
  void unknownField() {
    String content = VALID.replace("difficulty: easy", "dificulty: easy");

    assertSingle(problems("deck.yaml", content), 11, "v-001", "unknown question field 'dificulty'");
  }

  @Test
  @DisplayName("a list where text belongs is reported at that field")
  void wrongType() {
    String content =
        VALID.replace("prompt: Which technique recomputes activations?", "prompt: [a, b]");

    assertSingle(problems("deck.yaml", content), 7, "v-001", "'prompt' must be text, not a list");
  }

  @Test
  @DisplayName("a field given twice is reported at its second occurrence")
  void fieldTwice() {
    String content =
        VALID.replace("    difficulty: easy\n", "    difficulty: easy\n    topic: memory\n");

    assertSingle(problems("deck.yaml", content), 12, "v-001", "field 'topic' is given twice");
  }

  @Test
  @DisplayName("a question with a problem is left out of the bank, the others stay")
  void invalidQuestionIsLeftOut() {
    String content =
        VALID
            + """
              - id: v-002
                topic: memory
                prompt: Second?
                choices: [a, b]
                answer: c
                explanation: E.
            """;

    LoadResult result = loader.load(Fixtures.write(dir, "deck.yaml", content));

    assertThat(result.problems()).hasSize(1);
    assertThat(result.bank().questions()).extracting(Question::id).containsExactly("v-001");
  }

  @Test
  @DisplayName("every problem is reported, not just the first")
  void reportsAllProblems() {
    String content =
        VALID
            .replace("topic: memory", "topic: Memory")
            .replace("answer: Activation checkpointing", "answer: nope")
            .replace("difficulty: easy", "difficulty: extreme");

    assertThat(problems("deck.yaml", content)).extracting(Problem::line).containsExactly(6, 9, 11);
  }
}
