package dev.quizbot.bank;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

final class BankLoaderTest {

  private final BankLoader loader = new BankLoader();

  @Test
  @DisplayName("a YAML deck loads with every field, the answer resolved from its text")
  void loadsYamlDeck() {
    // GIVEN the sample YAML deck
    Path file = Fixtures.resource("sample-deck.yaml");

    // WHEN it is loaded
    LoadResult result = loader.load(file);

    // THEN it is clean and the first question carries every field
    assertThat(result.problems()).isEmpty();
    Deck deck = result.bank().deck("sample-yaml").orElseThrow();
    assertThat(deck.title()).isEqualTo("Sample YAML deck");
    assertThat(deck.source()).isEqualTo("hand-written test fixture");
    Question first = deck.questions().get(0);
    assertThat(first)
        .isEqualTo(
            new Question(
                "sample-y-001",
                "sample-yaml",
                "parallelism",
                "Which kind of parallelism splits one layer's weight matrix across GPUs?",
                List.of(
                    "Data parallelism",
                    "Tensor parallelism",
                    "Pipeline parallelism",
                    "Expert parallelism"),
                1,
                "Tensor parallelism shards individual weight matrices across devices.",
                "Megatron-LM paper, section 3",
                "easy",
                null));
  }

  @Test
  @DisplayName("YAML block scalars keep inner line breaks and lose the trailing one")
  void yamlBlockScalars() {
    LoadResult result = loader.load(Fixtures.resource("sample-deck.yaml"));

    Question second = result.bank().question("sample-y-002").orElseThrow();
    assertThat(second.prompt())
        .isEqualTo("Which collective sums gradients\nand leaves the result on every rank?");
    assertThat(second.explanation())
        .isEqualTo("AllReduce reduces across ranks and distributes the result to all of them.");
    assertThat(second.correctChoice()).isEqualTo("AllReduce");
  }

  @Test
  @DisplayName("a JSON deck loads with the same schema as YAML")
  void loadsJsonDeck() {
    LoadResult result = loader.load(Fixtures.resource("sample-deck.json"));

    assertThat(result.problems()).isEmpty();
    assertThat(result.bank().questionsInDeck("sample-json"))
        .extracting(Question::id, Question::correctChoice, Question::difficulty)
        .containsExactly(
            org.assertj.core.groups.Tuple.tuple("sample-j-001", "BF16", null),
            org.assertj.core.groups.Tuple.tuple("sample-j-002", "NVSwitch", "medium"));
  }

  @Test
  @DisplayName("a folder is searched recursively and decks load in path order")
  void loadsFolderRecursivelyInOrder(@TempDir Path dir) {
    Fixtures.write(dir, "b/deck-b.yml", Fixtures.yamlDeck("deck-b", "b-1"));
    Fixtures.write(dir, "a.json", json("deck-a", "a-1"));
    Fixtures.write(dir, "notes.md", "not a deck");
    Fixtures.write(dir, ".hidden/deck-h.yaml", Fixtures.yamlDeck("deck-h", "h-1"));

    LoadResult result = loader.load(dir);

    assertThat(result.problems()).isEmpty();
    assertThat(result.bank().decks()).extracting(Deck::id).containsExactly("deck-a", "deck-b");
  }

  @Test
  @DisplayName("a path that does not exist is a problem, not an exception")
  void missingPathIsAProblem(@TempDir Path dir) {
    Path absent = dir.resolve("nowhere");

    LoadResult result = loader.load(absent);

    assertThat(result.problems())
        .extracting(Problem::format)
        .containsExactly(absent + ": no such file or folder");
    assertThat(result.summary()).isEqualTo("0 decks, 0 questions, 1 problems");
  }

  @Test
  @DisplayName("a deck in a folder that is a dangling symbolic link is a problem, not skipped")
  void danglingLinkInFolderIsAProblem(@TempDir Path dir) throws Exception {
    Fixtures.write(dir, "decks/real.yaml", Fixtures.yamlDeck("real", "r-1"));
    Path link = dir.resolve("decks/moved.yaml");
    java.nio.file.Files.createSymbolicLink(link, dir.resolve("gone.yaml"));

    LoadResult result = loader.load(dir.resolve("decks"));

    assertThat(result.problems())
        .extracting(Problem::format)
        .containsExactly(
            link
                + ": a symbolic link to "
                + dir.resolve("gone.yaml")
                + ", which does not exist: restore the file or remove the link");
    assertThat(result.bank().decks()).extracting(Deck::id).containsExactly("real");
  }

  @Test
  @DisplayName("a deck path given directly that is a dangling symbolic link says so")
  void danglingLinkGivenDirectlyIsAProblem(@TempDir Path dir) throws Exception {
    Path link = dir.resolve("deck.yaml");
    java.nio.file.Files.createSymbolicLink(link, Path.of("missing.yaml"));

    LoadResult result = loader.load(link);

    assertThat(result.problems())
        .extracting(Problem::message)
        .contains(
            "a symbolic link to missing.yaml, which does not exist: restore the file or remove"
                + " the link");
  }

  @Test
  @DisplayName("a file that is not UTF-8 is reported with a hint to re-save it")
  void nonUtf8IsAProblem(@TempDir Path dir) throws Exception {
    Path file = dir.resolve("latin1.yaml");
    java.nio.file.Files.write(file, new byte[] {'i', 'd', ':', ' ', (byte) 0xe9, '\n'});

    LoadResult result = loader.load(file);

    assertThat(result.problems())
        .extracting(Problem::message)
        .containsExactly("not UTF-8 text; save the file as UTF-8");
  }

  @Test
  @DisplayName("the bank lists topics with counts and questions by topic and deck")
  void bankIndexes() {
    LoadResult result =
        loader.load(Fixtures.resource("sample-deck.yaml"), Fixtures.resource("sample-deck.json"));

    QuestionBank bank = result.bank();
    assertThat(bank.topicCounts())
        .containsExactly(
            java.util.Map.entry("communication", 1),
            java.util.Map.entry("interconnect", 1),
            java.util.Map.entry("parallelism", 1),
            java.util.Map.entry("precision", 1));
    assertThat(bank.questionsByTopic("precision"))
        .extracting(Question::id)
        .containsExactly("sample-j-001");
    assertThat(bank.questionsByTopic("unknown")).isEmpty();
    assertThat(bank.size()).isEqualTo(4);
    assertThat(result.summary()).isEqualTo("2 decks, 4 questions, 0 problems");
  }

  private static String json(String deckId, String questionId) {
    return """
        {"id": "%s", "title": "T", "description": "d", "questions": [
          {"id": "%s", "topic": "memory", "prompt": "P?", "choices": ["x", "y"],
           "answer": "y", "explanation": "E."}]}
        """
        .formatted(deckId, questionId);
  }
}
