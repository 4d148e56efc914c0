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
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Reads CSV or TSV with a header row (see {@link CsvColumns}): one question per row, the separator
 * (',' ';' or tab) taken from the header line, quoted fields may hold separators, quotes ("") and
 * new lines. The answer is a choice's letter or its exact text ({@link CsvAnswer}).
 */
final class CsvReader {

  private static final CsvMapper MAPPER = new CsvMapper();

  ParsedFile read(Path file, String text, List<Problem> problems) {
    String firstLine = text.lines().findFirst().orElse("");
    char separator = CsvColumns.separator(firstLine);
    CsvSchema schema = CsvSchema.emptySchema().withColumnSeparator(separator).withQuoteChar('"');
    List<DraftQuestion> questions = new ArrayList<>();
    try (JsonParser parser =
        MAPPER
            .readerFor(String[].class)
            .with(schema)
            .with(CsvParser.Feature.WRAP_AS_ARRAY)
            .createParser(new StringReader(text))) {
      List<String> header = null;
      Map<Integer, String> columns = new HashMap<>();
      int ordinal = 0;
      JsonToken token = parser.nextToken(); // the wrapping array
      while ((token = parser.nextToken()) == JsonToken.START_ARRAY) {
        int line = -1;
        List<String> cells = new ArrayList<>();
        while (parser.nextToken() != JsonToken.END_ARRAY) {
          if (line < 0) {
            // The row's first value knows its line; the array token of a row does not.
            line = parser.currentTokenLocation().getLineNr();
          }
          cells.add(parser.getValueAsString(""));
        }
        if (cells.stream().allMatch(String::isBlank)) {
          continue;
        }
        if (header == null) {
          header = cells;
          if (!readHeader(file, line, header, columns, problems)) {
            return new ParsedFile(List.of(), null);
          }
          continue;
        }
        ordinal++;
        DraftQuestion question = row(file, line, ordinal, cells, header, columns, problems);
        if (question != null) {
          questions.add(question);
        }
      }
    } catch (JsonProcessingException e) {
      int line = e.getLocation() == null ? 0 : e.getLocation().getLineNr();
      problems.add(new Problem(file, line, null, "not readable as CSV: " + e.getOriginalMessage()));
      return new ParsedFile(List.of(), null);
    } catch (IOException e) {
      problems.add(new Problem(file, 0, null, "cannot read: " + e.getMessage()));
      return new ParsedFile(List.of(), null);
    }
    return new ParsedFile(questions, null);
  }

  private static boolean readHeader(
      Path file,
      int line,
      List<String> header,
      Map<Integer, String> columns,
      List<Problem> problems) {
    boolean ok = true;
    Map<String, Integer> seen = new HashMap<>();
    for (int i = 0; i < header.size(); i++) {
      String cell = header.get(i);
      String column = CsvColumns.of(cell);
      if (column == null) {
        if (cell.isBlank()) {
          continue; // a trailing separator: an empty column
        }
        problems.add(
            new Problem(
                file,
                line,
                null,
                "unknown column '"
                    + cell.strip()
                    + "'; the columns are question, a to j (the choices), answer, explanation,"
                    + " topic, reference, difficulty and id"));
        ok = false;
        continue;
      }
      if (seen.putIfAbsent(column, i) != null) {
        problems.add(new Problem(file, line, null, "column '" + cell.strip() + "' is given twice"));
        ok = false;
      }
      columns.put(i, column);
    }
    for (String required : List.of(CsvColumns.QUESTION, CsvColumns.ANSWER)) {
      if (!seen.containsKey(required)) {
        problems.add(new Problem(file, line, null, "missing column '" + required + "'"));
        ok = false;
      }
    }
    if (!seen.containsKey(CsvColumns.choice(0)) || !seen.containsKey(CsvColumns.choice(1))) {
      problems.add(
          new Problem(
              file,
              line,
              null,
              "missing choice columns: name them a, b, c, … (or choice_a, choice_b, …)"));
      ok = false;
    }
    return ok;
  }

  private static DraftQuestion row(
      Path file,
      int line,
      int ordinal,
      List<String> cells,
      List<String> header,
      Map<Integer, String> columns,
      List<Problem> problems) {
    DraftQuestion question = new DraftQuestion(line, ordinal);
    String[] choices = new String[CsvColumns.MAX_CHOICES];
    String answer = null;
    if (cells.size() > header.size()) {
      String extra = String.join("", cells.subList(header.size(), cells.size()));
      if (!extra.isBlank()) {
        problems.add(
            fieldCount(file, line, cells, header.size(), "quote fields that hold the separator"));
        return null;
      }
    }
    int named = namedColumns(header);
    if (cells.size() < named) {
      // A missing separator shifts every later value into the wrong column: the answer becomes
      // the explanation, a choice the answer. Which field is missing cannot be told, so say so.
      problems.add(
          fieldCount(
              file,
              line,
              cells,
              named,
              "give every column a field, an empty one too (a,,c), and quote fields that hold the"
                  + " separator"));
      return null;
    }
    for (int i = 0; i < cells.size() && i < header.size(); i++) {
      String column = columns.get(i);
      String value = cells.get(i).strip();
      if (column == null || value.isEmpty()) {
        continue;
      }
      int choice = CsvColumns.choiceIndex(column);
      if (choice >= 0) {
        choices[choice] = value;
        continue;
      }
      switch (column) {
        case CsvColumns.QUESTION -> question.prompt = value;
        case CsvColumns.ANSWER -> answer = value;
        case CsvColumns.EXPLANATION -> question.explanation = value;
        case CsvColumns.TOPIC -> question.topic = topicOf(file, line, value, problems);
        case CsvColumns.REFERENCE -> question.reference = value;
        case CsvColumns.DIFFICULTY -> question.difficulty = value;
        case CsvColumns.ID -> question.id = value;
        default -> {}
      }
    }
    if (!requiredCellsFilled(file, line, question.prompt, answer, problems)) {
      return null;
    }
    for (String choice : choices) {
      if (choice != null) {
        question.addChoice(choice, line);
      }
    }
    Set<Integer> choiceColumns = new HashSet<>();
    for (String column : columns.values()) {
      if (CsvColumns.choiceIndex(column) >= 0) {
        choiceColumns.add(CsvColumns.choiceIndex(column));
      }
    }
    if (!CsvAnswer.resolve(file, line, answer, choices, choiceColumns, question, problems)) {
      return null;
    }
    return question;
  }

  /** The header's columns up to its last named one: a trailing separator adds no column. */
  private static int namedColumns(List<String> header) {
    int named = header.size();
    while (named > 0 && header.get(named - 1).isBlank()) {
      named--;
    }
    return named;
  }

  /**
   * Reports an empty question or answer cell at the row's line. Without this the row would reach
   * the bank's checks with no text, which they read as a problem some reader already reported.
   */
  private static boolean requiredCellsFilled(
      Path file, int line, String prompt, String answer, List<Problem> problems) {
    if (prompt == null) {
      problems.add(
          new Problem(file, line, null, "missing field 'question': fill the row's question cell"));
    }
    if (answer == null) {
      problems.add(
          new Problem(
              file,
              line,
              null,
              "missing field 'answer': fill the row's answer cell with the right choice's letter"
                  + " or text"));
    }
    return prompt != null && answer != null;
  }

  /** A topic column value as a topic: kept when valid, else made into one word. */
  private static String topicOf(Path file, int line, String value, List<Problem> problems) {
    String slug = Topics.slug(value);
    if (slug == null) {
      problems.add(new Problem(file, line, null, "topic '" + value + "' has no letter or digit"));
    }
    return slug;
  }

  /** A row whose number of fields is not the header's, with what to do about it. */
  private static Problem fieldCount(
      Path file, int line, List<String> cells, int expected, String advice) {
    return new Problem(
        file,
        line,
        null,
        "row has " + cells.size() + " fields, the header " + expected + ": " + advice);
  }
}
