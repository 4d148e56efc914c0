package dev.quizbot.bank.formats;

import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.dataformat.csv.CsvMapper;
import com.fasterxml.jackson.dataformat.csv.CsvParser;
import com.fasterxml.jackson.dataformat.csv.CsvSchema;
import dev.quizbot.bank.Problem;
import java.io.IOException;
import java.io.StringReader;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Reads Anki's plain-text notes ({@code #separator:}, {@code #html:}, {@code #guid column:}, {@code
 * #tags column:} headers, then one note per row) written as {@code quizbot export --format anki}
 * writes them: the front is the question and its lettered choices, the back starts with the right
 * choice's letter. A note without lettered choices is listed in {@code skipped}.
 */
final class AnkiReader {

  private static final CsvMapper MAPPER = new CsvMapper();
  private static final Pattern HEADER = Pattern.compile("^#([a-z ]+):(.*)$");
  private static final Pattern CHOICE = Pattern.compile("^([A-Z])[.)]\\s+(.*)$");
  private static final Pattern ANSWER = Pattern.compile("^\\**([A-Z])[.)]\\s");

  ParsedFile read(Path file, String text, List<Problem> problems, List<Problem> skipped) {
    String[] lines = TextLines.split(text);
    char separator = '\t';
    boolean html = false;
    int guidColumn = -1;
    int tagsColumn = -1;
    String deck = null;
    int headerLines = 0;
    while (headerLines < lines.length) {
      Matcher header = HEADER.matcher(lines[headerLines]);
      if (!header.matches()) {
        break;
      }
      String value = header.group(2).strip();
      switch (header.group(1)) {
        case "separator" -> separator = separator(value);
        case "html" -> html = value.equalsIgnoreCase("true");
        case "guid column" -> guidColumn = column(value);
        case "tags column" -> tagsColumn = column(value);
        case "deck" -> deck = value;
        default -> {}
      }
      headerLines++;
    }
    StringBuilder body = new StringBuilder();
    for (int i = headerLines; i < lines.length; i++) {
      body.append(lines[i]).append('\n');
    }
    List<Integer> skippedColumns = new ArrayList<>();
    skippedColumns.add(guidColumn);
    skippedColumns.add(tagsColumn);
    List<DraftQuestion> questions = new ArrayList<>();
    CsvSchema schema = CsvSchema.emptySchema().withColumnSeparator(separator).withQuoteChar('"');
    try (JsonParser parser =
        MAPPER
            .readerFor(String[].class)
            .with(schema)
            .with(CsvParser.Feature.WRAP_AS_ARRAY)
            .createParser(new StringReader(body.toString()))) {
      int ordinal = 0;
      parser.nextToken();
      while (parser.nextToken() == JsonToken.START_ARRAY) {
        int line = -1;
        List<String> cells = new ArrayList<>();
        while (parser.nextToken() != JsonToken.END_ARRAY) {
          if (line < 0) {
            line = headerLines + parser.currentTokenLocation().getLineNr();
          }
          cells.add(parser.getValueAsString(""));
        }
        if (cells.stream().allMatch(String::isBlank)) {
          continue;
        }
        ordinal++;
        List<String> fields = new ArrayList<>();
        for (int i = 0; i < cells.size(); i++) {
          if (!skippedColumns.contains(i)) {
            fields.add(cells.get(i));
          }
        }
        if (fields.size() < 2) {
          problems.add(new Problem(file, line, null, "a note needs a front and a back field"));
          continue;
        }
        DraftQuestion question = new DraftQuestion(line, ordinal);
        if (guidColumn >= 0 && guidColumn < cells.size()) {
          question.id = DraftQuestion.idFromTitle(cells.get(guidColumn));
        }
        if (tagsColumn >= 0 && tagsColumn < cells.size()) {
          String[] tags = cells.get(tagsColumn).strip().split("\\s+");
          question.topic =
              tags.length == 0 ? null : Topics.fromCategory(tags[0].replace("::", "/"));
        }
        String front = html ? HtmlText.toText(fields.get(0)) : fields.get(0).strip();
        String back = html ? HtmlText.toText(fields.get(1)) : fields.get(1).strip();
        if (fill(question, front, back, line)) {
          questions.add(question);
        } else {
          skipped.add(
              GiftReader.skip(
                  file,
                  line,
                  null,
                  "a note without lettered choices ('A. …' lines) on its front and the right"
                      + " letter first on its back"));
        }
      }
    } catch (JsonProcessingException e) {
      int line = e.getLocation() == null ? 0 : headerLines + e.getLocation().getLineNr();
      problems.add(new Problem(file, line, null, "not readable: " + e.getOriginalMessage()));
      return new ParsedFile(List.of(), deck);
    } catch (IOException e) {
      problems.add(new Problem(file, 0, null, "cannot read: " + e.getMessage()));
      return new ParsedFile(List.of(), deck);
    }
    return new ParsedFile(questions, deck);
  }

  /** Fills the question from the note's text; false when it is not a lettered multiple choice. */
  private static boolean fill(DraftQuestion question, String front, String back, int line) {
    List<String> prompt = new ArrayList<>();
    for (String frontLine : front.split("\n")) {
      Matcher choice = CHOICE.matcher(frontLine.strip());
      if (choice.matches() && choice.group(1).charAt(0) == 'A' + question.choices.size()) {
        question.addChoice(choice.group(2).strip(), line);
      } else if (question.choices.isEmpty()) {
        prompt.add(frontLine);
      } else {
        return false;
      }
    }
    Matcher answer = ANSWER.matcher(back);
    if (question.choices.size() < 2 || !answer.find()) {
      return false;
    }
    question.prompt = String.join("\n", prompt).strip();
    question.answerIndex = answer.group(1).charAt(0) - 'A';
    int paragraph = back.indexOf("\n\n");
    String rest = paragraph < 0 ? "" : back.substring(paragraph + 2);
    int reference = rest.lastIndexOf("\n\n" + AnkiWriter.REFERENCE_LABEL);
    if (reference >= 0) {
      question.reference = rest.substring(reference + 2 + AnkiWriter.REFERENCE_LABEL.length());
      rest = rest.substring(0, reference);
    } else if (rest.startsWith(AnkiWriter.REFERENCE_LABEL)) {
      question.reference = rest.substring(AnkiWriter.REFERENCE_LABEL.length());
      rest = "";
    }
    question.explanation = rest.strip();
    return true;
  }

  private static char separator(String value) {
    return switch (value.toLowerCase(java.util.Locale.ROOT)) {
      case "tab", "\\t" -> '\t';
      case "comma", "," -> ',';
      case "semicolon", ";" -> ';';
      case "pipe", "|" -> '|';
      case "space", " " -> ' ';
      case "colon", ":" -> ':';
      default -> value.isEmpty() ? '\t' : value.charAt(0);
    };
  }

  /** A 1-based column number as a 0-based index, or -1. */
  private static int column(String value) {
    try {
      return Integer.parseInt(value.strip()) - 1;
    } catch (NumberFormatException e) {
      return -1;
    }
  }
}
