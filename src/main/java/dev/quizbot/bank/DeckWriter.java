package dev.quizbot.bank;

import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.StreamWriteFeature;
import com.fasterxml.jackson.dataformat.yaml.YAMLFactory;
import com.fasterxml.jackson.dataformat.yaml.YAMLGenerator;
import java.io.IOException;
import java.io.StringWriter;
import java.io.UncheckedIOException;
import java.io.Writer;

/**
 * Writes a deck as YAML in the bank's deck format (the answer given by its text), so that loading
 * the output gives the same questions back.
 */
public final class DeckWriter {

  private final YAMLFactory yaml =
      YAMLFactory.builder()
          // The caller owns the writer (it may be standard output).
          .disable(StreamWriteFeature.AUTO_CLOSE_TARGET)
          .disable(YAMLGenerator.Feature.WRITE_DOC_START_MARKER)
          // One line per value: authors edit these files by hand.
          .disable(YAMLGenerator.Feature.SPLIT_LINES)
          .enable(YAMLGenerator.Feature.MINIMIZE_QUOTES)
          .enable(YAMLGenerator.Feature.ALWAYS_QUOTE_NUMBERS_AS_STRINGS)
          .enable(YAMLGenerator.Feature.LITERAL_BLOCK_STYLE)
          .enable(YAMLGenerator.Feature.INDENT_ARRAYS_WITH_INDICATOR)
          .build();

  /** Writes {@code deck} to {@code out}, preceded by {@code headerComment} lines when not null. */
  public void write(Deck deck, String headerComment, Writer out) throws IOException {
    if (headerComment != null) {
      for (String line : headerComment.split("\n", -1)) {
        out.write(line.isEmpty() ? "#\n" : "# " + line + "\n");
      }
    }
    try (JsonGenerator gen = yaml.createGenerator(out)) {
      gen.writeStartObject();
      field(gen, "id", deck.id());
      field(gen, "title", deck.title());
      field(gen, "description", deck.description());
      field(gen, "source", deck.source());
      gen.writeArrayFieldStart("questions");
      for (Question q : deck.questions()) {
        gen.writeStartObject();
        field(gen, "id", q.id());
        field(gen, "topic", q.topic());
        field(gen, "prompt", q.prompt());
        gen.writeArrayFieldStart("choices");
        for (String choice : q.choices()) {
          gen.writeString(choice);
        }
        gen.writeEndArray();
        field(gen, "answer", q.correctChoice());
        field(gen, "explanation", q.explanation());
        field(gen, "reference", q.reference());
        field(gen, "difficulty", q.difficulty());
        field(gen, "source", q.source());
        if (q.retired()) {
          gen.writeBooleanField("retired", true);
        }
        gen.writeEndObject();
      }
      gen.writeEndArray();
      gen.writeEndObject();
    }
  }

  /** The deck as YAML text. */
  public String toYaml(Deck deck, String headerComment) {
    StringWriter out = new StringWriter();
    try {
      write(deck, headerComment, out);
    } catch (IOException e) {
      throw new UncheckedIOException(e); // a StringWriter does not fail
    }
    return out.toString();
  }

  private static void field(JsonGenerator gen, String name, String value) throws IOException {
    if (value != null) {
      gen.writeStringField(name, value);
    }
  }
}
