package dev.quizbot.bank;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

final class PracticeTestLoadingTest {

  private final BankLoader loader = new BankLoader();

  private static final String TWO_QUESTIONS =
      """
      Sample Practice Title

      Question 1

      Which collective sums gradients on every rank?

      Accepted Answer

      AllReduce

      Answer

      AllReduce leaves the reduced result on all ranks.

      Question 2

      Which memory technique recomputes activations?

      Accepted Answer

      Activation checkpointing

      Answer

      It trades compute for memory.

      Sample Practice Title
      """;

  @Test
  @DisplayName("the seed practice test loads as five questions with ids, sources and 4 choices")
  void loadsSeed() {
    Path seed = Fixtures.resource("seed.txt");

    LoadResult result = loader.load(seed);

    assertThat(result.problems()).isEmpty();
    Deck deck = result.bank().decks().get(0);
    assertThat(deck.id()).isEqualTo("seed");
    assertThat(deck.title()).isEqualTo("NCA Multi-GPU Computing & Scaling 4");
    assertThat(deck.questions())
        .extracting(Question::id)
        .containsExactly("seed-q1", "seed-q2", "seed-q3", "seed-q4", "seed-q5");
    assertThat(deck.questions()).allSatisfy(q -> assertThat(q.choices()).hasSize(4));
    Question q4 = result.bank().question("seed-q4").orElseThrow();
    assertThat(q4.source()).isEqualTo("seed.txt, Question 4");
    assertThat(q4.correctChoice())
        .isEqualTo(
            "It arranges GPUs in a logical ring so bandwidth scales with GPU count rather than"
                + " being limited by a single bottleneck");
  }

  @Test
  @DisplayName("the seed's topics are guessed from keywords")
  void seedTopics() {
    LoadResult result = loader.load(Fixtures.resource("seed.txt"));

    assertThat(result.bank().questions())
        .extracting(Question::topic)
        .containsExactly("parallelism", "memory", "parallelism", "communication", "precision");
  }

  @Test
  @DisplayName("the seed's footer lines are not part of the last explanation")
  void seedFooterIsDropped() {
    LoadResult result = loader.load(Fixtures.resource("seed.txt"));

    assertThat(result.bank().question("seed-q5").orElseThrow().explanation())
        .isEqualTo(
            "Each GPU maintains its own FP32 master copy for numerically stable gradient"
                + " accumulation while using FP16/BF16 for forward and backward compute.");
  }

  @Test
  @DisplayName("CRLF line ends load the same as LF")
  void crlf(@TempDir Path dir) {
    Path lf = Fixtures.write(dir, "lf/t.txt", TWO_QUESTIONS);
    Path crlf = Fixtures.write(dir, "crlf/t.txt", TWO_QUESTIONS.replace("\n", "\r\n"));

    LoadResult fromLf = loader.load(lf);
    LoadResult fromCrlf = loader.load(crlf);

    assertThat(fromCrlf.problems()).isEmpty();
    assertThat(fromCrlf.bank().questions()).isEqualTo(fromLf.bank().questions());
  }

  @Test
  @DisplayName("runs of blank lines and trailing spaces change nothing")
  void blankRunsAndTrailingSpaces(@TempDir Path dir) {
    Path plain = Fixtures.write(dir, "a/t.txt", TWO_QUESTIONS);
    String messy = TWO_QUESTIONS.replace("\n\n", "\n   \n\n\t\n").replace("\n", "  \n");
    Path noisy = Fixtures.write(dir, "b/t.txt", messy);

    LoadResult result = loader.load(noisy);

    assertThat(result.problems()).isEmpty();
    assertThat(result.bank().questions()).isEqualTo(loader.load(plain).bank().questions());
  }

  @Test
  @DisplayName("a multi-line explanation keeps its paragraphs")
  void multiLineExplanation(@TempDir Path dir) {
    String text =
        TWO_QUESTIONS.replace(
            "It trades compute for memory.\n",
            "It trades compute for memory.\nActivations are rebuilt in the backward pass.\n\n\n"
                + "Second paragraph.\n");
    Path file = Fixtures.write(dir, "t.txt", text);

    LoadResult result = loader.load(file);

    assertThat(result.bank().question("t-q2").orElseThrow().explanation())
        .isEqualTo(
            "It trades compute for memory.\nActivations are rebuilt in the backward pass.\n\n"
                + "Second paragraph.");
  }

  @Test
  @DisplayName("non-ASCII text survives loading unchanged")
  void nonAscii(@TempDir Path dir) {
    String text =
        TWO_QUESTIONS
            .replace("AllReduce\n\nAnswer", "AllReduce — Σ über alle Ränge ✓\n\nAnswer")
            .replace("Which collective", "Welche Kollektive (集合通信)");
    Path file = Fixtures.write(dir, "t.txt", text);

    LoadResult result = loader.load(file);

    Question q1 = result.bank().question("t-q1").orElseThrow();
    assertThat(q1.correctChoice()).isEqualTo("AllReduce — Σ über alle Ränge ✓");
    assertThat(q1.prompt()).startsWith("Welche Kollektive (集合通信)");
  }

  @Test
  @DisplayName("a UTF-8 byte-order mark does not end up in the title")
  void byteOrderMark(@TempDir Path dir) {
    Path file = Fixtures.write(dir, "t.txt", "\uFEFF" + TWO_QUESTIONS);

    LoadResult result = loader.load(file);

    assertThat(result.bank().decks().get(0).title()).isEqualTo("Sample Practice Title");
  }

  @Test
  @DisplayName("repeated banner, title and page-number footer lines are not explanation text")
  void footerLines(@TempDir Path dir) {
    String text =
        TWO_QUESTIONS
            + "\n(XYZ) Example Practice Test\n\n(XYZ) Example Practice Test\n\n3\n\nSample Practice Title\n";
    Path file = Fixtures.write(dir, "t.txt", text);

    LoadResult result = loader.load(file);

    assertThat(result.bank().question("t-q2").orElseThrow().explanation())
        .isEqualTo("It trades compute for memory.");
  }

  @Test
  @DisplayName("a block without 'Accepted Answer' is reported at its Question line")
  void missingAcceptedAnswer(@TempDir Path dir) {
    String text = TWO_QUESTIONS.replace("Accepted Answer\n\nActivation checkpointing\n\n", "");
    Path file = Fixtures.write(dir, "t.txt", text);

    LoadResult result = loader.load(file);

    assertThat(result.problems())
        .extracting(Problem::format)
        .contains(file + ":15: Question 2: missing 'Accepted Answer'");
  }

  @Test
  @DisplayName("a block without its 'Answer' explanation is reported at its Question line")
  void missingExplanation(@TempDir Path dir) {
    String text =
        TWO_QUESTIONS.replace(
            "Answer\n\nAllReduce leaves the reduced result on all ranks.\n\n", "");
    Path file = Fixtures.write(dir, "t.txt", text);

    LoadResult result = loader.load(file);

    assertThat(result.problems())
        .extracting(Problem::format)
        .contains(file + ":3: Question 1: missing 'Answer' (the explanation)");
  }

  @Test
  @DisplayName("a text file without Question blocks says what the form should be")
  void noBlocks(@TempDir Path dir) {
    Path file = Fixtures.write(dir, "notes.txt", "Just some notes\nnothing else\n");

    LoadResult result = loader.load(file);

    assertThat(result.problems()).hasSize(1);
    assertThat(result.problems().get(0).format())
        .startsWith(file + ":1: no 'Question N' blocks found");
  }

  @Test
  @DisplayName("a practice test with a single question cannot make two choices")
  void singleQuestionDeck(@TempDir Path dir) {
    String text = "Title\n\nQuestion 1\n\nP?\n\nAccepted Answer\n\nA\n\nAnswer\n\nE.\n";
    Path file = Fixtures.write(dir, "one.txt", text);

    LoadResult result = loader.load(file);

    assertThat(result.problems())
        .singleElement()
        .satisfies(
            p -> {
              assertThat(p.line()).isEqualTo(9);
              assertThat(p.questionId()).isEqualTo("one-q1");
              assertThat(p.message()).startsWith("cannot make at least 2 choices");
            });
  }
}
