package dev.quizbot.bank.formats;

import com.fasterxml.jackson.databind.SequenceWriter;
import com.fasterxml.jackson.dataformat.csv.CsvMapper;
import com.fasterxml.jackson.dataformat.csv.CsvSchema;
import dev.quizbot.bank.Question;
import java.io.IOException;
import java.io.StringWriter;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.List;

/**
 * Writes questions as CSV with a header row: id, topic, question, a, b, … (as many choice columns
 * as the question with the most choices needs), answer (the letter, see {@link CsvAnswer#cellFor}),
 * explanation, reference, difficulty. Fields with commas, quotes or new lines are quoted.
 */
final class CsvWriter {

  private static final CsvMapper MAPPER = new CsvMapper();

  String write(List<Question> questions) {
    int width = questions.stream().mapToInt(q -> q.choices().size()).max().orElse(2);
    List<String[]> rows = new ArrayList<>();
    List<String> header = new ArrayList<>(List.of("id", "topic", "question"));
    for (int i = 0; i < width; i++) {
      header.add(String.valueOf((char) ('a' + i)));
    }
    header.addAll(List.of("answer", "explanation", "reference", "difficulty"));
    rows.add(header.toArray(String[]::new));
    for (Question q : questions) {
      List<String> row = new ArrayList<>(List.of(q.id(), q.topic(), q.prompt()));
      for (int i = 0; i < width; i++) {
        row.add(i < q.choices().size() ? q.choices().get(i) : "");
      }
      row.add(CsvAnswer.cellFor(q.choices(), q.answerIndex()));
      row.add(q.explanation());
      row.add(q.reference() == null ? "" : q.reference());
      row.add(q.difficulty() == null ? "" : q.difficulty());
      rows.add(row.toArray(String[]::new));
    }
    StringWriter out = new StringWriter();
    try (SequenceWriter writer =
        MAPPER
            .writerFor(String[].class)
            .with(CsvSchema.emptySchema().withLineSeparator("\n"))
            .writeValues(out)) {
      for (String[] row : rows) {
        writer.write(row);
      }
    } catch (IOException e) {
      throw new UncheckedIOException(e); // a StringWriter does not fail
    }
    return out.toString();
  }
}
