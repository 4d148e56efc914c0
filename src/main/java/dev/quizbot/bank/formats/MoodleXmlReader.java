package dev.quizbot.bank.formats;

import dev.quizbot.bank.Problem;
import java.io.StringReader;
import java.nio.file.Path;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;
import java.util.Locale;
import javax.xml.stream.XMLInputFactory;
import javax.xml.stream.XMLStreamConstants;
import javax.xml.stream.XMLStreamException;
import javax.xml.stream.XMLStreamReader;

/**
 * Reads Moodle XML ({@code <quiz>} of {@code <question>}s): {@code multichoice} questions with one
 * right answer and {@code truefalse} ones as two choices; {@code category} entries set the topic of
 * the questions after them; every other type is listed in {@code skipped}. The general feedback is
 * the explanation (else the right answer's feedback). HTML text is turned into plain text.
 *
 * <p>The JDK's StAX parser reads it with DTDs and external entities switched off: a DOCTYPE (the
 * only way to declare entities that expand without end, or read files of this host) is refused.
 */
final class MoodleXmlReader {

  private static final XMLInputFactory FACTORY = factory();

  private static XMLInputFactory factory() {
    XMLInputFactory factory = XMLInputFactory.newFactory();
    factory.setProperty(XMLInputFactory.SUPPORT_DTD, false);
    factory.setProperty(XMLInputFactory.IS_SUPPORTING_EXTERNAL_ENTITIES, false);
    factory.setProperty(XMLInputFactory.IS_REPLACING_ENTITY_REFERENCES, true);
    factory.setProperty(XMLInputFactory.IS_COALESCING, true);
    return factory;
  }

  ParsedFile read(Path file, String text, List<Problem> problems, List<Problem> skipped) {
    List<XmlElement> entries = new ArrayList<>();
    if (!parse(file, text, entries, problems)) {
      return new ParsedFile(List.of(), null);
    }
    List<DraftQuestion> questions = new ArrayList<>();
    String topic = null;
    int ordinal = 0;
    for (XmlElement entry : entries) {
      String type = entry.attribute("type") == null ? "" : entry.attribute("type");
      if (type.equals("category")) {
        XmlElement category = entry.child("category");
        topic = Topics.fromCategory(category == null ? null : category.textChild());
        continue;
      }
      ordinal++;
      String name = textOf(entry.child("name"));
      switch (type) {
        case "multichoice", "truefalse" -> {
          DraftQuestion question = question(file, entry, type, name, ordinal, problems, skipped);
          if (question != null) {
            question.topic = topic;
            questions.add(question);
          }
        }
        default ->
            skipped.add(
                GiftReader.skip(
                    file, entry.line, name, "a question of type '" + type + "'" + kind(type)));
      }
    }
    return new ParsedFile(questions, null);
  }

  private static String kind(String type) {
    return switch (type) {
      case "shortanswer" -> " (short answer)";
      case "numerical" -> " (numerical)";
      case "essay" -> " (essay)";
      case "matching" -> " (matching)";
      case "multianswer" -> " (cloze, embedded answers)";
      case "description" -> " (a description, not a question)";
      default -> "";
    };
  }

  private static DraftQuestion question(
      Path file,
      XmlElement entry,
      String type,
      String name,
      int ordinal,
      List<Problem> problems,
      List<Problem> skipped) {
    XmlElement single = entry.child("single");
    if (type.equals("multichoice")
        && single != null
        && single.text.toString().strip().toLowerCase(Locale.ROOT).matches("false|0")) {
      skipped.add(
          GiftReader.skip(
              file, entry.line, name, "a multiple-answer question (<single>false</single>)"));
      return null;
    }
    DraftQuestion question = new DraftQuestion(entry.line, ordinal);
    XmlElement idNumber = entry.child("idnumber");
    question.id = DraftQuestion.idFromTitle(idNumber == null ? null : idNumber.text.toString());
    if (question.id == null) {
      question.id = DraftQuestion.idFromTitle(name);
    }
    XmlElement prompt = entry.child("questiontext");
    question.prompt = textOf(prompt);
    if (prompt != null) {
      question.promptLine = prompt.line;
    }
    double best = Double.NEGATIVE_INFINITY;
    int full = 0;
    String rightFeedback = null;
    for (XmlElement answer : entry.all("answer")) {
      double fraction = fraction(answer.attribute("fraction"));
      String answerText = textOf(answer);
      if (type.equals("truefalse") && answerText != null) {
        answerText = capitalise(answerText);
      }
      if (fraction >= 100 - 1e-6) {
        full++;
      }
      if (fraction > best) {
        best = fraction;
        question.answerIndex = question.choices.size();
        question.answerLine = answer.line;
        rightFeedback = textOf(answer.child("feedback"));
      }
      question.addChoice(answerText == null ? "" : answerText, answer.line);
    }
    if (question.choices.isEmpty()) {
      problems.add(new Problem(file, entry.line, name, "the question has no <answer>"));
      return null;
    }
    if (full != 1) {
      problems.add(
          new Problem(
              file,
              entry.line,
              name,
              full == 0
                  ? "no answer has fraction=\"100\": mark the right answer with 100"
                  : full
                      + " answers have fraction=\"100\"; a single-answer question has one right"
                      + " answer"));
      return null;
    }
    XmlElement general = entry.child("generalfeedback");
    String generalText = textOf(general);
    if (generalText != null && !generalText.isBlank()) {
      question.explanation = generalText;
      question.explanationLine = general.line;
    } else if (rightFeedback != null && !rightFeedback.isBlank()) {
      question.explanation = rightFeedback;
      question.explanationLine = question.answerLine;
    }
    return question;
  }

  private static String capitalise(String text) {
    String stripped = text.strip();
    return stripped.isEmpty()
        ? stripped
        : Character.toUpperCase(stripped.charAt(0)) + stripped.substring(1);
  }

  private static double fraction(String value) {
    if (value == null) {
      return 0;
    }
    try {
      return Double.parseDouble(value.strip());
    } catch (NumberFormatException e) {
      return 0;
    }
  }

  /** The element's {@code <text>} as plain text, converted from HTML when its format says so. */
  private static String textOf(XmlElement element) {
    if (element == null) {
      return null;
    }
    String raw = element.textChild();
    if (raw == null) {
      return null;
    }
    String format = element.attribute("format");
    if (format == null || format.equals("html")) {
      // Moodle's default text format is HTML; plain text passes through unchanged but tidied.
      return HtmlText.toText(raw);
    }
    return raw.strip();
  }

  /** Reads the {@code <question>} elements into {@code entries}; false when the XML is refused. */
  private static boolean parse(
      Path file, String text, List<XmlElement> entries, List<Problem> problems) {
    XMLStreamReader reader = null;
    try {
      reader = FACTORY.createXMLStreamReader(new StringReader(text));
      Deque<XmlElement> open = new ArrayDeque<>();
      boolean sawQuiz = false;
      while (reader.hasNext()) {
        int event = reader.next();
        switch (event) {
          case XMLStreamConstants.DTD -> {
            problems.add(
                new Problem(
                    file,
                    reader.getLocation().getLineNumber(),
                    null,
                    "the XML declares a DOCTYPE, which Moodle never writes and which can define"
                        + " entities that expand without end: remove the <!DOCTYPE ...> line"));
            return false;
          }
          case XMLStreamConstants.START_ELEMENT -> {
            String name = reader.getLocalName();
            int line = reader.getLocation().getLineNumber();
            if (open.isEmpty() && !sawQuiz) {
              if (!name.equals("quiz")) {
                problems.add(
                    new Problem(
                        file,
                        line,
                        null,
                        "the XML's root element is <" + name + ">; Moodle XML starts with <quiz>"));
                return false;
              }
              sawQuiz = true;
              continue;
            }
            XmlElement element = new XmlElement(name, line);
            for (int i = 0; i < reader.getAttributeCount(); i++) {
              element.attributes.put(reader.getAttributeLocalName(i), reader.getAttributeValue(i));
            }
            if (!open.isEmpty()) {
              open.peek().children.add(element);
            } else if (name.equals("question")) {
              entries.add(element);
            }
            // <file> holds base64 pictures and sounds: megabytes of text no question shows.
            open.push(name.equals("file") ? new XmlElement("file", line) : element);
          }
          case XMLStreamConstants.CHARACTERS, XMLStreamConstants.CDATA -> {
            if (!open.isEmpty() && !open.peek().name.equals("file")) {
              open.peek().text.append(reader.getText());
            }
          }
          case XMLStreamConstants.END_ELEMENT -> {
            if (!open.isEmpty()) {
              open.pop();
            }
          }
          default -> {}
        }
      }
      return true;
    } catch (XMLStreamException e) {
      int line = e.getLocation() == null ? 0 : e.getLocation().getLineNumber();
      problems.add(new Problem(file, Math.max(line, 0), null, "not well-formed XML: " + cause(e)));
      return false;
    } finally {
      if (reader != null) {
        try {
          reader.close();
        } catch (XMLStreamException ignored) {
          // Reading from a string: nothing to release.
        }
      }
    }
  }

  /** The parser's message without its "ParseError at [row,col]" prefix, which the line gives. */
  private static String cause(XMLStreamException e) {
    String message = e.getMessage() == null ? e.toString() : e.getMessage();
    int index = message.indexOf("Message: ");
    return index >= 0 ? message.substring(index + "Message: ".length()).strip() : message.strip();
  }
}
