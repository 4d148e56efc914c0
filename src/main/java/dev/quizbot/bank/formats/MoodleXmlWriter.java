package dev.quizbot.bank.formats;

import dev.quizbot.bank.Deck;
import dev.quizbot.bank.Question;
import java.util.List;
import java.util.Objects;

/**
 * Writes questions as Moodle XML: single-answer {@code multichoice} questions, a {@code category}
 * per topic, the explanation as general feedback; text as {@code plain_text}, so it reads back
 * exactly as written.
 */
final class MoodleXmlWriter {

  String write(Deck deck, List<Question> questions) {
    StringBuilder out = new StringBuilder();
    out.append("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<quiz>\n");
    out.append("<!-- ").append(escape(deck.title()).replace("--", "- -")).append(" -->\n");
    String topic = null;
    for (Question q : questions) {
      if (!Objects.equals(topic, q.topic())) {
        topic = q.topic();
        out.append("  <question type=\"category\">\n    <category>\n      <text>$course$/")
            .append(escape(deck.id()))
            .append('/')
            .append(escape(topic))
            .append("</text>\n    </category>\n  </question>\n");
      }
      out.append("  <question type=\"multichoice\">\n");
      out.append("    <name>\n      <text>")
          .append(escape(q.id()))
          .append("</text>\n    </name>\n");
      text(out, "questiontext", q.prompt());
      text(out, "generalfeedback", q.explanation());
      out.append("    <defaultgrade>1</defaultgrade>\n");
      out.append("    <penalty>0.3333333</penalty>\n");
      out.append("    <hidden>0</hidden>\n");
      out.append("    <idnumber>").append(escape(q.id())).append("</idnumber>\n");
      out.append("    <single>true</single>\n");
      out.append("    <shuffleanswers>true</shuffleanswers>\n");
      out.append("    <answernumbering>abc</answernumbering>\n");
      for (int i = 0; i < q.choices().size(); i++) {
        out.append("    <answer fraction=\"")
            .append(i == q.answerIndex() ? "100" : "0")
            .append("\" format=\"plain_text\">\n      <text>")
            .append(escape(q.choices().get(i)))
            .append("</text>\n      <feedback format=\"plain_text\">\n        <text></text>\n")
            .append("      </feedback>\n    </answer>\n");
      }
      out.append("  </question>\n");
    }
    out.append("</quiz>\n");
    return out.toString();
  }

  private static void text(StringBuilder out, String element, String value) {
    out.append("    <")
        .append(element)
        .append(" format=\"plain_text\">\n      <text>")
        .append(escape(value))
        .append("</text>\n    </")
        .append(element)
        .append(">\n");
  }

  /** XML text: the five special characters as entities, characters XML forbids left out. */
  static String escape(String text) {
    StringBuilder out = new StringBuilder(text.length());
    for (int i = 0; i < text.length(); i++) {
      char c = text.charAt(i);
      switch (c) {
        case '&' -> out.append("&amp;");
        case '<' -> out.append("&lt;");
        case '>' -> out.append("&gt;");
        case '"' -> out.append("&quot;");
        default -> {
          if (c >= 0x20 || c == '\n' || c == '\t') {
            out.append(c);
          }
        }
      }
    }
    return out.toString();
  }
}
