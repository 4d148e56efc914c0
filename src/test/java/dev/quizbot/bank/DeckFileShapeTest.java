package dev.quizbot.bank;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** How YAML/JSON deck files are read: byte-order marks and content after the deck. */
final class DeckFileShapeTest {

  private final BankLoader loader = new BankLoader();

  private static final String JSON_DECK =
      """
      {"id": "bom-json", "title": "BOM JSON", "description": "d", "questions": [
        {"id": "bom-json-1", "topic": "memory", "prompt": "Which technique recomputes activations?",
         "choices": ["Activation checkpointing", "Loss scaling"],
         "answer": "Activation checkpointing", "explanation": "It trades compute for memory."}
      ]}
      """;

  @Test
  @DisplayName("a JSON deck saved as UTF-8 with a byte-order mark loads like the same deck without")
  void jsonWithByteOrderMarkLoads(@TempDir Path dir) {
    // GIVEN a valid JSON deck saved by an editor that writes a UTF-8 BOM (Notepad, PowerShell)
    Path file = Fixtures.write(dir, "bom.json", "\uFEFF" + JSON_DECK);

    // WHEN the bank is loaded
    LoadResult result = loader.load(file);

    // THEN it loads clean, as YAML and practice-test files with a BOM already do
    assertThat(result.problems()).isEmpty();
    assertThat(result.bank().questions()).extracting(Question::id).containsExactly("bom-json-1");
  }

  @Test
  @DisplayName("a second YAML document after '---' is not silently dropped")
  void secondYamlDocumentIsNotIgnored(@TempDir Path dir) {
    // GIVEN one .yaml file holding two decks separated by a YAML document marker
    Path file =
        Fixtures.write(
            dir,
            "two-decks.yaml",
            Fixtures.yamlDeck("deck-one", "one-1")
                + "---\n"
                + Fixtures.yamlDeck("deck-two", "two-1"));

    // WHEN the bank is loaded
    LoadResult result = loader.load(file);

    // THEN the second deck is either loaded or reported, never lost while validate says clean
    assertThat(result)
        .satisfiesAnyOf(
            r -> assertThat(r.bank().questions()).extracting(Question::id).contains("two-1"),
            r ->
                assertThat(r.problems())
                    .anySatisfy(p -> assertThat(p.format()).contains("two-decks.yaml:")));
  }

  @Test
  @DisplayName("text after the end of a JSON deck (a stray closing bracket) is reported")
  void trailingJsonContentIsReported(@TempDir Path dir) {
    // GIVEN a JSON deck followed by a stray '}]' left over from an edit
    Path file = Fixtures.write(dir, "trailing.json", JSON_DECK.replace("\uFEFF", "") + "}]\n");

    // WHEN the bank is loaded
    LoadResult result = loader.load(file);

    // THEN the file is not clean: a JSON parser would reject it, so must validate; the deck is five
    // lines long, so the leftover starts at line 6
    assertThat(result.problems())
        .anySatisfy(
            p ->
                assertThat(p.format())
                    .contains("trailing.json:6")
                    .contains("one deck per file; more content at line 6"));
  }
}
