package dev.quizbot.bank;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

final class DeckWriterTest {

  private final BankLoader loader = new BankLoader();
  private final DeckWriter writer = new DeckWriter();

  @Test
  @DisplayName("importing the seed, writing YAML and loading it gives the same questions")
  void seedRoundTrip(@TempDir Path dir) {
    LoadResult imported = loader.load(Fixtures.resource("seed.txt"));
    Deck deck = imported.bank().decks().get(0);

    Path yaml = Fixtures.write(dir, "seed.yaml", writer.toYaml(deck, "header"));
    LoadResult reloaded = loader.load(yaml);

    assertThat(reloaded.problems()).isEmpty();
    assertThat(reloaded.bank().decks()).containsExactly(deck);
  }

  @Test
  @DisplayName("texts YAML would misread (yes, null, numbers, colons, quotes, lines) round-trip")
  void trickyTextsRoundTrip(@TempDir Path dir) {
    Question tricky =
        new Question(
            "t-1",
            "tricky",
            "general",
            "Line one: with colon\nline two # not a comment",
            List.of("yes", "null", "4", "0.50", "- dash", "'quoted'", "\"double\"", "ümlaut ✓"),
            2,
            "Multi\n\nparagraph explanation.",
            "ref: section 1",
            "hard",
            "file.txt, Question 1");
    Deck deck = new Deck("tricky", "Tricky: deck", "", null, List.of(tricky));

    Path yaml = Fixtures.write(dir, "tricky.yaml", writer.toYaml(deck, null));
    LoadResult reloaded = loader.load(yaml);

    assertThat(reloaded.problems()).isEmpty();
    assertThat(reloaded.bank().questions()).containsExactly(tricky);
  }

  @Test
  @DisplayName("the header comment and the fixed field order appear in the output")
  void fieldOrder() {
    Deck deck = loader.load(Fixtures.resource("sample-deck.json")).bank().decks().get(0);

    String yaml = writer.toYaml(deck, "Imported.\n\nSecond line.");

    assertThat(yaml).startsWith("# Imported.\n#\n# Second line.\nid: sample-json\ntitle: ");
    assertThat(yaml.indexOf("choices:")).isLessThan(yaml.indexOf("answer: BF16"));
  }

  @Test
  @DisplayName("an exam block with weights, and one with only minutes, load back as equal exams")
  void examBlockRoundTrip(@TempDir Path dir) {
    String questions =
        """
        questions:
          - {id: e-1, topic: memory, prompt: One, choices: [a, b], answer: a, explanation: E.}
          - {id: e-2, topic: memory, prompt: Two, choices: [a, b], answer: b, explanation: E.}
          - {id: e-3, topic: comms, prompt: Three, choices: [a, b], answer: a, explanation: E.}
        """;
    for (String exam :
        List.of(
            "exam:\n  questions: 2\n  passPercent: 80\n  weights: {memory: 50, comms: 50}\n",
            "exam:\n  minutes: 5\n")) {
      Path file = Fixtures.write(dir, "exam.yaml", "id: exam\ntitle: Exam\n" + exam + questions);
      LoadResult loaded = loader.load(file);
      assertThat(loaded.problems()).isEmpty();
      Deck deck = loaded.bank().decks().get(0);

      Path copy = Fixtures.write(dir, "copy.yaml", writer.toYaml(deck, null));
      LoadResult reloaded = loader.load(copy);

      assertThat(reloaded.problems()).isEmpty();
      assertThat(deck.exam().declared()).isTrue();
      assertThat(reloaded.bank().decks().get(0).exam()).isEqualTo(deck.exam());
    }
  }

  @Test
  @DisplayName("a writer given no folder for pictures refuses a picture instead of dropping it")
  void pictureWithoutFolderRefused() {
    Deck deck = loader.load(Path.of("questions/nca-multi-gpu.yaml")).bank().decks().get(0);

    assertThatThrownBy(() -> writer.toYaml(deck, null))
        .isInstanceOf(IllegalStateException.class)
        .hasMessageContaining("has a picture");
  }
}
