package dev.quizbot.bank.formats;

import static org.assertj.core.api.Assertions.assertThat;

import dev.quizbot.bank.Problem;
import dev.quizbot.bank.Question;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import java.util.stream.Collectors;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * Files written by Moodle's own format tests (src/test/resources/import-fixtures, origins in the
 * README there): every multiple-choice question comes through with its right answer, explanation
 * and topic; every other question is listed with its line.
 */
final class ImportFixturesTest {

  private static final Path FIXTURES = Path.of("src/test/resources/import-fixtures");

  private final DeckImporter importer =
      new DeckImporter(new ImportInput(ImportInput.DEFAULT_MAX_BYTES));

  private ImportResult importOne(String relative) {
    return importer.importFiles(List.of(FIXTURES.resolve(relative)), null, null);
  }

  private static Map<Integer, Question> byLine(ImportResult result) {
    return result.deck().questions().stream()
        .collect(Collectors.toMap(Question::line, Function.identity()));
  }

  private static List<Integer> lines(List<Problem> problems) {
    return problems.stream().map(Problem::line).toList();
  }

  @Test
  @DisplayName(
      "Moodle's GIFT test file: 4 multiple-choice and true/false questions read, 5 others listed by line")
  void giftQuestions() {
    ImportResult result = importOne("gift/questions.gift.txt");

    assertThat(result.problems()).isEmpty();
    Map<Integer, Question> questions = byLine(result);
    assertThat(questions).containsOnlyKeys(14, 41, 46, 49);
    Question q2 = questions.get(14);
    assertThat(q2.id()).isEqualTo("Q2");
    assertThat(q2.prompt()).isEqualTo("What's between orange and green in the spectrum?");
    assertThat(q2.choices()).containsExactly("yellow", "red", "blue");
    assertThat(q2.correctChoice()).isEqualTo("yellow");
    assertThat(q2.explanation()).isEqualTo("right; good!");
    assertThat(q2.topic()).isEqualTo("general");
    Question q1 = questions.get(41);
    assertThat(q1.choices()).containsExactly("True", "False");
    assertThat(q1.correctChoice()).isEqualTo("False");
    assertThat(q1.explanation())
        .isEqualTo("This is, of course, a Hitchiker's Guide to the Galaxy reference.");
    // Text after the answers makes Moodle's "missing word" form: the gap is shown.
    assertThat(q1.prompt()).isEqualTo("42 is the Absolute Answer to everything. _____ \";");
    assertThat(questions.get(46).correctChoice()).isEqualTo("True");
    assertThat(questions.get(49).correctChoice()).isEqualTo("True");
    // essay Q8, matching, multiple-answer 'colours', numeric Q5, short answer
    assertThat(lines(result.skipped())).containsExactly(2, 5, 22, 31, 34);
    assertThat(result.skipped().get(0).message()).contains("'Q8'", "essay");
    assertThat(result.skipped().get(1).message()).contains("matching");
    assertThat(result.skipped().get(2).message()).contains("multiple-answer");
    assertThat(result.skipped().get(3).message()).contains("numerical");
    assertThat(result.skipped().get(4).message()).contains("short-answer");
  }

  @Test
  @DisplayName(
      "Moodle's GIFT category file: $CATEGORY is the topic, [html] text becomes plain text")
  void giftInCategory() {
    ImportResult result = importOne("gift/questions_in_category.gift.txt");

    assertThat(result.problems()).isEmpty();
    Map<Integer, Question> questions = byLine(result);
    assertThat(questions).containsOnlyKeys(14, 27);
    Question greeting = questions.get(14);
    assertThat(greeting.id()).isEqualTo("Greeting");
    assertThat(greeting.topic()).isEqualTo("default-for-new-features");
    assertThat(greeting.prompt())
        .isEqualTo(
            "Listen to this greeting: (http://demo.moodle.net/file.php/5/media/bonjour.mp3)\n"
                + "\nWhat language is being spoken?");
    assertThat(greeting.choices()).containsExactly("English", "French", "German", "Spanish");
    assertThat(greeting.correctChoice()).isEqualTo("French");
    assertThat(greeting.explanation()).isEqualTo("Yes, well done!");
    Question acronym = questions.get(27);
    assertThat(acronym.prompt())
        .isEqualTo(
            "Moodle is an acronym for Modular Object-Oriented Dynamic Learning Environment.");
    assertThat(acronym.correctChoice()).isEqualTo("True");
    assertThat(acronym.topic()).isEqualTo("default-for-new-features");
    // matching 'Moodle activities', short answer 'Moodle user'
    assertThat(lines(result.skipped())).containsExactly(5, 22);
  }

  @Test
  @DisplayName("Moodle's Aiken test file: both questions with their right answers")
  void aiken() {
    ImportResult result = importOne("aiken/questions.aiken.txt");

    assertThat(result.problems()).isEmpty();
    List<Question> questions = result.deck().questions();
    assertThat(questions).hasSize(2);
    assertThat(questions.get(0).prompt()).isEqualTo("The Moodle project was started by:");
    assertThat(questions.get(0).correctChoice()).isEqualTo("Martin Dougiamas");
    assertThat(questions.get(1).prompt()).contains("<html class=\"cool\"> & images:");
    assertThat(questions.get(1).correctChoice()).isEqualTo("True");
    assertThat(result.notes())
        .singleElement()
        .asString()
        .contains("2 questions have no explanation");
  }

  @Test
  @DisplayName("Moodle's Aiken error file: each broken question is reported at its line")
  void aikenErrors() {
    ImportResult result = importOne("aiken/aiken_errors.txt");

    assertThat(result.deck()).isNull();
    assertThat(lines(result.problems())).containsExactly(3, 5, 7, 14);
  }

  @Test
  @DisplayName(
      "Moodle's nested-category XML: true/false questions with their category as topic, the essay listed")
  void moodleXmlNested() {
    ImportResult result = importOne("moodle-xml/nested_categories_with_questions.xml");

    assertThat(result.problems()).isEmpty();
    List<Question> questions = result.deck().questions();
    assertThat(questions)
        .extracting(Question::topic)
        .containsExactly("iota", "kappa", "lambda", "mu");
    assertThat(questions)
        .extracting(Question::prompt)
        .containsExactly(
            "Testing Iota Question",
            "Testing Kappa Question",
            "Testing Lambda Question",
            "Testing Mu Question");
    assertThat(questions).extracting(Question::correctChoice).containsOnly("True");
    assertThat(lines(result.skipped())).containsExactly(55);
    assertThat(result.skipped().get(0).message()).contains("Kappa Essay Question", "essay");
  }

  @Test
  @DisplayName("Moodle's multiple-answer multichoice XML is listed, not dropped")
  void moodleXmlMultipleAnswer() {
    ImportResult result = importOne("moodle-xml/testquestion.moodle.xml");

    assertThat(result.deck()).isNull();
    assertThat(lines(result.skipped())).containsExactly(12);
    assertThat(result.skipped().get(0).message()).contains("multiple-answer");
    assertThat(result.problems())
        .singleElement()
        .asString()
        .contains("no multiple-choice question");
  }
}
