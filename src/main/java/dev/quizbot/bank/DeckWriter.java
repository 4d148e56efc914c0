package dev.quizbot.bank;

import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.StreamWriteFeature;
import com.fasterxml.jackson.dataformat.yaml.YAMLFactory;
import com.fasterxml.jackson.dataformat.yaml.YAMLGenerator;
import java.io.IOException;
import java.io.StringWriter;
import java.io.UncheckedIOException;
import java.io.Writer;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * Writes a deck as YAML in the bank's deck format (the answer given by its text, the {@code exam:}
 * block when the deck declares one, each picture's path), so that loading the output gives the same
 * questions, exam and pictures back.
 */
public final class DeckWriter {

  /** The folder picture paths are written relative to; null when the deck may have none. */
  private final Path imageFolder;

  /**
   * A writer for decks without pictures (imports, server decks, suggestions). A picture then is a
   * mistake of the caller, not something to leave out silently: {@link #write} throws.
   */
  public DeckWriter() {
    this(null);
  }

  private DeckWriter(Path imageFolder) {
    this.imageFolder = imageFolder == null ? null : imageFolder.toAbsolutePath().normalize();
  }

  /**
   * A writer that writes each picture's path relative to {@code folder}: the folder the output file
   * will be in, as the bank reads a picture's path relative to its deck file.
   */
  public static DeckWriter withImagesRelativeTo(Path folder) {
    return new DeckWriter(folder);
  }

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
      exam(gen, deck.exam());
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
        if (q.image() != null) {
          field(gen, "image", imagePath(q));
        }
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

  /**
   * The {@code exam:} block as an author writes it, only when the deck has one. Every value is
   * written, including those the author left to their defaults: reading them back gives the same
   * blueprint. Weights that are not percents adding up to 100 are the default ones (topic sizes),
   * which the block cannot state; left out, they come back the same.
   */
  private static void exam(JsonGenerator gen, ExamBlueprint exam) throws IOException {
    if (!exam.declared()) {
      return;
    }
    gen.writeObjectFieldStart("exam");
    gen.writeNumberField("questions", exam.questions());
    gen.writeNumberField("minutes", exam.minutes());
    gen.writeNumberField("passPercent", exam.passPercent());
    if (exam.weights().values().stream().mapToInt(Integer::intValue).sum() == 100) {
      gen.writeObjectFieldStart("weights");
      for (Map.Entry<String, Integer> weight : exam.weights().entrySet()) {
        gen.writeNumberField(weight.getKey(), weight.getValue());
      }
      gen.writeEndObject();
    }
    gen.writeEndObject();
  }

  /** The picture's path relative to the output's folder, with '/' as the bank reads on any OS. */
  private String imagePath(Question q) {
    if (imageFolder == null) {
      throw new IllegalStateException(
          "question " + q.id() + " has a picture; write it with DeckWriter.withImagesRelativeTo");
    }
    Path relative = imageFolder.relativize(q.image().file().toAbsolutePath().normalize());
    List<String> parts = new ArrayList<>();
    relative.forEach(part -> parts.add(part.toString()));
    return String.join("/", parts);
  }

  private static void field(JsonGenerator gen, String name, String value) throws IOException {
    if (value != null) {
      gen.writeStringField(name, value);
    }
  }
}
