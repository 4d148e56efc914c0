package dev.quizbot.bank.formats;

import static org.assertj.core.api.Assertions.assertThat;

import dev.quizbot.bank.Problem;
import dev.quizbot.bank.Question;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Moodle XML: single-answer multichoice, fractions, HTML, entities, CDATA, and hostile XML. */
final class MoodleXmlReaderTest {

  @TempDir Path dir;

  private ImportResult importText(String xml) throws IOException {
    Path file = Files.writeString(dir.resolve("quiz.xml"), xml);
    return new DeckImporter(new ImportInput(1 << 20)).importFiles(List.of(file), null, null);
  }

  private static String multichoice(String answers) {
    return """
        <?xml version="1.0" encoding="UTF-8"?>
        <quiz>
          <question type="category">
            <category><text>$course$/Top/Networking &amp; Protocols</text></category>
          </question>
          <question type="multichoice">
            <name><text>net-001</text></name>
            <questiontext format="html">
              <text><![CDATA[<p>Which layer does <b>TCP</b> belong to?</p><p>Pick&nbsp;one.</p>]]></text>
            </questiontext>
            <generalfeedback format="html">
              <text>&lt;p&gt;TCP is a &lt;em&gt;transport&lt;/em&gt; protocol &amp;amp; more.&lt;/p&gt;</text>
            </generalfeedback>
            <single>true</single>
        """
        + answers
        + """
          </question>
        </quiz>
        """;
  }

  @Test
  @DisplayName(
      "a single-answer multichoice question: the answer of fraction 100, HTML as text, the category as topic")
  void singleAnswer() throws IOException {
    ImportResult result =
        importText(
            multichoice(
                """
                    <answer fraction="0"><text>Network</text></answer>
                    <answer fraction="100"><text>Transport</text></answer>
                    <answer fraction="-33.33333"><text>Session &amp; up</text></answer>
                """));

    assertThat(result.problems()).isEmpty();
    Question question = result.deck().questions().get(0);
    assertThat(question.id()).isEqualTo("net-001");
    assertThat(question.topic()).isEqualTo("networking-protocols");
    assertThat(question.prompt()).isEqualTo("Which layer does **TCP** belong to?\n\nPick one.");
    assertThat(question.choices()).containsExactly("Network", "Transport", "Session & up");
    assertThat(question.correctChoice()).isEqualTo("Transport");
    assertThat(question.explanation()).isEqualTo("TCP is a *transport* protocol & more.");
    assertThat(question.line()).isEqualTo(6);
  }

  @Test
  @DisplayName("two answers of fraction 100 are a problem at the question's line")
  void twoFullAnswers() throws IOException {
    ImportResult result =
        importText(
            multichoice(
                """
                    <answer fraction="100"><text>Network</text></answer>
                    <answer fraction="100"><text>Transport</text></answer>
                """));

    assertThat(result.deck()).isNull();
    Problem problem = result.problems().get(0);
    assertThat(problem.line()).isEqualTo(6);
    assertThat(problem.message()).contains("2 answers have fraction=\"100\"");
  }

  @Test
  @DisplayName("an entity-expansion bomb is refused at its DOCTYPE, nothing expanded")
  void billionLaughsRefused() throws IOException {
    StringBuilder xml = new StringBuilder("<?xml version=\"1.0\"?>\n<!DOCTYPE quiz [\n");
    xml.append("<!ENTITY lol0 \"lol\">\n");
    for (int i = 1; i < 10; i++) {
      xml.append("<!ENTITY lol").append(i).append(" \"");
      for (int k = 0; k < 10; k++) {
        xml.append("&lol").append(i - 1).append(';');
      }
      xml.append("\">\n");
    }
    xml.append("]>\n<quiz><question type=\"multichoice\"><name><text>&lol9;</text></name>");
    xml.append("</question></quiz>\n");

    ImportResult result = importText(xml.toString());

    assertThat(result.deck()).isNull();
    assertThat(result.problems()).singleElement().asString().contains("DOCTYPE");
  }

  @Test
  @DisplayName("an external entity that would read a file of this host is refused")
  void externalEntityRefused() throws IOException {
    Path secret = Files.writeString(dir.resolve("secret.txt"), "top secret");
    String xml =
        "<?xml version=\"1.0\"?>\n<!DOCTYPE quiz [<!ENTITY x SYSTEM \""
            + secret.toUri()
            + "\">]>\n<quiz><question type=\"multichoice\"><name><text>&x;</text></name>"
            + "</question></quiz>\n";

    ImportResult result = importText(xml);

    assertThat(result.deck()).isNull();
    assertThat(result.problems().toString()).contains("DOCTYPE").doesNotContain("top secret");
  }

  @Test
  @DisplayName("XML that is not well-formed is reported at its line")
  void malformed() throws IOException {
    ImportResult result = importText("<?xml version=\"1.0\"?>\n<quiz>\n<question>\n</quiz>\n");

    assertThat(result.deck()).isNull();
    assertThat(result.problems())
        .singleElement()
        .satisfies(
            p -> {
              assertThat(p.line()).isEqualTo(4);
              assertThat(p.message()).startsWith("not well-formed XML");
            });
  }
}
