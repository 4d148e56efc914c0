package dev.quizbot.bank.formats;

import static org.assertj.core.api.Assertions.assertThat;

import dev.quizbot.bank.Question;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** CSV/TSV: separators, BOM, quoted new lines, answer by letter or text, header problems. */
final class CsvReaderTest {

  @TempDir Path dir;

  private ImportResult importBytes(String name, byte[] bytes) throws IOException {
    Path file = Files.write(dir.resolve(name), bytes);
    return new DeckImporter(new ImportInput(1 << 20)).importFiles(List.of(file), null, null);
  }

  private ImportResult importText(String name, String text) throws IOException {
    return importBytes(name, text.getBytes(StandardCharsets.UTF_8));
  }

  @Test
  @DisplayName("semicolons, a BOM, a quoted field with a new line, answers by letter and by text")
  void semicolonsBomAndQuotes() throws IOException {
    String csv =
        "\uFEFFQuestion;Choice A;Choice B;Choice C;Answer;Explanation;Topic\n"
            + "\"Two lines;\nof question\";yes;no;maybe;B;\"Because \"\"no\"\".\";Logic Basics\n"
            + "Second?;one;two;three;three;Three it is.;logic\n";

    ImportResult result = importText("deck.csv", csv);

    assertThat(result.problems()).isEmpty();
    List<Question> questions = result.deck().questions();
    assertThat(questions.get(0).prompt()).isEqualTo("Two lines;\nof question");
    assertThat(questions.get(0).correctChoice()).isEqualTo("no");
    assertThat(questions.get(0).explanation()).isEqualTo("Because \"no\".");
    assertThat(questions.get(0).topic()).isEqualTo("logic-basics");
    assertThat(questions.get(1).correctChoice()).isEqualTo("three");
    // The second row starts on line 4: the first row's quoted field spans two lines.
    assertThat(questions).extracting(Question::line).containsExactly(2, 4);
  }

  @Test
  @DisplayName("tab-separated with ids, reference and difficulty")
  void tabs() throws IOException {
    String tsv =
        "id\ttopic\tquestion\ta\tb\tanswer\texplanation\treference\tdifficulty\n"
            + "t-1\tnet\tWhich port?\t80\t443\tb\tTLS.\tRFC 2818\thard\n";

    ImportResult result = importText("deck.tsv", tsv);

    assertThat(result.problems()).isEmpty();
    Question question = result.deck().questions().get(0);
    assertThat(question.id()).isEqualTo("t-1");
    assertThat(question.correctChoice()).isEqualTo("443");
    assertThat(question.reference()).isEqualTo("RFC 2818");
    assertThat(question.difficulty()).isEqualTo("hard");
  }

  @Test
  @DisplayName("an unknown column and an answer that is no choice are reported at their lines")
  void problems() throws IOException {
    ImportResult unknown = importText("a.csv", "question,a,b,anwser\nQ?,x,y,A\n");
    assertThat(unknown.problems())
        .extracting(p -> p.line() + " " + p.message())
        .anySatisfy(m -> assertThat(m).startsWith("1 unknown column 'anwser'"));

    ImportResult badAnswer = importText("b.csv", "question,a,b,answer,explanation\nQ?,x,y,z,E.\n");
    assertThat(badAnswer.problems())
        .singleElement()
        .satisfies(
            p -> {
              assertThat(p.line()).isEqualTo(2);
              assertThat(p.message()).contains("answer \"z\" is not one of the choices");
            });
  }

  @Test
  @DisplayName("a row with an empty answer or question cell is reported at its line, none written")
  void emptyRequiredCells() throws IOException {
    String csv =
        "question,a,b,answer,explanation\n"
            + "First?,w,x,A,e1\n"
            + "Second?,w,x,,e2\n"
            + ",w,x,B,e3\n";

    ImportResult result = importText("blanks.csv", csv);

    assertThat(result.deck()).isNull();
    assertThat(result.problems())
        .extracting(p -> p.line() + " " + p.message())
        .containsExactly(
            "3 missing field 'answer': fill the row's answer cell with the right choice's letter"
                + " or text",
            "4 missing field 'question': fill the row's question cell");
  }

  @Test
  @DisplayName("a row with fewer fields than the header is reported like one with more")
  void shortRows() throws IOException {
    String csv =
        "question,a,b,c,d,answer,explanation\n"
            + "First?,w,x,y,z,A,Because w.\n"
            + "Second?,w,x,y,C,Because y.\n"
            + "Third?,w,x,y,z,D\n";

    ImportResult result = importText("shortrow.csv", csv);

    assertThat(result.deck()).isNull();
    assertThat(result.problems())
        .extracting(p -> p.line() + " " + p.message())
        .containsExactly(
            "3 row has 6 fields, the header 7: give every column a field, an empty one too"
                + " (a,,c), and quote fields that hold the separator",
            "4 row has 6 fields, the header 7: give every column a field, an empty one too"
                + " (a,,c), and quote fields that hold the separator");
  }

  @Test
  @DisplayName("a header ending in a separator does not make its rows short")
  void trailingSeparatorInHeader() throws IOException {
    ImportResult result = importText("t.csv", "question,a,b,answer,\nQ?,x,y,A\n");

    assertThat(result.problems()).isEmpty();
    assertThat(result.deck().questions()).hasSize(1);
  }

  @Test
  @DisplayName("a letter answer names its column even when an earlier choice cell is empty")
  void letterAfterEmptyChoiceCell() throws IOException {
    String csv =
        "question,a,b,c,d,answer,explanation\n"
            + "Which is the second power of two?,1,,4,8,C,Two times two.\n";

    ImportResult result = importText("gap.csv", csv);

    assertThat(result.problems()).isEmpty();
    Question question = result.deck().questions().get(0);
    assertThat(question.choices()).containsExactly("1", "4", "8");
    assertThat(question.correctChoice()).isEqualTo("4");
  }

  @Test
  @DisplayName("a letter answer naming an empty choice cell is reported at the row's line")
  void letterOfEmptyChoiceCell() throws IOException {
    ImportResult result = importText("gap.csv", "question,a,b,c,answer\nQ?,1,,4,B\n");

    assertThat(result.deck()).isNull();
    assertThat(result.problems())
        .extracting(p -> p.line() + " " + p.message())
        .containsExactly(
            "2 answer 'B' names column b, whose cell is empty: fill it, or give the right"
                + " choice's letter or text");
  }

  @Test
  @DisplayName(
      "a one-letter answer that is a column's letter and another choice's text is reported")
  void ambiguousLetterOrText() throws IOException {
    String csv = "question,a,b,c,answer\nWhich letter is first?,B,A,C,A\nSame?,B,A,C,b\n";

    ImportResult result = importText("letters.csv", csv);

    assertThat(result.deck()).isNull();
    assertThat(result.problems())
        .extracting(p -> p.line() + " " + p.message())
        .containsExactly(
            "2 answer 'A' could mean column a (\"B\") or the choice \"A\" in column b: give the"
                + " right column's letter in lower case ('a' or 'b')");
  }
}
