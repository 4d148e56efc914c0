package dev.quizbot.bank.formats;

import dev.quizbot.bank.Deck;
import dev.quizbot.bank.Question;
import java.util.List;

/**
 * Writes questions as a text file Anki's importer reads (File > Import, "Notes in Plain Text"):
 * tab-separated, HTML fields, the headers naming the columns. The front holds the question and its
 * lettered choices, the back the answer and explanation (and the reference); the id is the note's
 * guid, so importing again updates the notes instead of adding copies; the topic is a tag.
 */
final class AnkiWriter {

  static final String REFERENCE_LABEL = "Reference: ";

  String write(Deck deck, List<Question> questions) {
    StringBuilder out = new StringBuilder();
    out.append("#separator:tab\n");
    out.append("#html:true\n");
    out.append("#notetype:Basic\n");
    out.append("#deck:").append(deck.title().replaceAll("\\s+", " ")).append('\n');
    out.append("#guid column:1\n");
    out.append("#tags column:4\n");
    for (Question q : questions) {
      StringBuilder front = new StringBuilder(html(q.prompt())).append("<br><br>");
      for (int i = 0; i < q.choices().size(); i++) {
        if (i > 0) {
          front.append("<br>");
        }
        front.append((char) ('A' + i)).append(". ").append(html(q.choices().get(i)));
      }
      StringBuilder back =
          new StringBuilder("<b>")
              .append((char) ('A' + q.answerIndex()))
              .append(". ")
              .append(html(q.correctChoice()))
              .append("</b><br><br>")
              .append(html(q.explanation()));
      if (q.reference() != null) {
        back.append("<br><br>").append(REFERENCE_LABEL).append(html(q.reference()));
      }
      out.append(q.id().replace('\t', ' '))
          .append('\t')
          .append(front)
          .append('\t')
          .append(back)
          .append('\t')
          .append(q.topic())
          .append('\n');
    }
    return out.toString();
  }

  /**
   * Text as an HTML field: special characters as entities (a '"' too, which Anki would take for a
   * quoted field), new lines as {@code <br>}, tabs as spaces.
   */
  private static String html(String text) {
    return text.replace("&", "&amp;")
        .replace("<", "&lt;")
        .replace(">", "&gt;")
        .replace("\"", "&quot;")
        .replace("\t", " ")
        .replace("\r", "")
        .replace("\n", "<br>");
  }
}
