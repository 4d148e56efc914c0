package dev.quizbot.bank.formats;

import static org.assertj.core.api.Assertions.assertThat;

import dev.quizbot.bank.Question;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** GIFT: titles, escapes, multi-line text, markers, comments, categories, feedback, problems. */
final class GiftReaderTest {

  @TempDir Path dir;

  private ImportResult importText(String gift) throws IOException {
    Path file = Files.writeString(dir.resolve("deck.gift"), gift);
    return new DeckImporter(new ImportInput(1 << 20)).importFiles(List.of(file), null, null);
  }

  @Test
  @DisplayName("escapes, a multi-line question, comments, [markdown] and the general feedback")
  void escapesAndMultiLine() throws IOException {
    ImportResult result =
        importText(
            """
            // a comment line
            $CATEGORY: $course$/Maths/Set theory

            ::set-1::[markdown]Which set is written \\{1, 2\\}?
            // a comment inside the question
            Mind the \\~ and the \\= signs\\: they are literal. {
              =The set of **one** and two # feedback of the right one
              ~The pair 1\\=2
              ~Nothing \\# at all
              ####Braces \\{ \\} enclose a set.
            }
            """);

    assertThat(result.problems()).isEmpty();
    Question question = result.deck().questions().get(0);
    assertThat(question.id()).isEqualTo("set-1");
    assertThat(question.topic()).isEqualTo("set-theory");
    assertThat(question.line()).isEqualTo(4);
    assertThat(question.prompt())
        .isEqualTo("Which set is written {1, 2}?\nMind the ~ and the = signs: they are literal.");
    assertThat(question.choices())
        .containsExactly("The set of **one** and two", "The pair 1=2", "Nothing # at all");
    assertThat(question.correctChoice()).isEqualTo("The set of **one** and two");
    assertThat(question.explanation()).isEqualTo("Braces { } enclose a set.");
  }

  @Test
  @DisplayName("a description (no answers) is listed, an unclosed '{' is a problem at its line")
  void descriptionAndUnclosed() throws IOException {
    ImportResult result =
        importText(
            """
            ::intro:: Welcome to the quiz.

            ::q1:: Which? {=a ~b ~c}

            ::q2:: Broken? {=a ~b
            """);

    assertThat(result.skipped())
        .singleElement()
        .satisfies(
            s -> {
              assertThat(s.line()).isEqualTo(1);
              assertThat(s.message()).contains("'intro'", "description");
            });
    assertThat(result.problems())
        .singleElement()
        .satisfies(
            p -> {
              assertThat(p.line()).isEqualTo(5);
              assertThat(p.message()).contains("no '}' closes");
            });
  }

  @Test
  @DisplayName("a wrong choice given twice is reported with the question's id, as validate does")
  void validatorProblemsCarryTheLine() throws IOException {
    ImportResult result = importText("::q1:: Which? {\n=a\n~b\n~b\n}\n");

    assertThat(result.problems())
        .singleElement()
        .satisfies(
            p -> {
              assertThat(p.line()).isEqualTo(4); // the second '~b'
              assertThat(p.questionId()).isEqualTo("q1");
              assertThat(p.message()).contains("given twice");
            });
  }
}
