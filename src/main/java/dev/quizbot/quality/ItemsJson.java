package dev.quizbot.quality;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonGenerator;
import java.io.IOException;
import java.io.StringWriter;
import java.io.UncheckedIOException;
import java.io.Writer;
import java.util.List;
import java.util.Map;

/**
 * {@code quizbot items --json}: one array, an object per question (worst first) with {@code id},
 * {@code file}, {@code line}, {@code retired}, {@code answers}, {@code facility} and {@code
 * discrimination} (null when undefined), {@code choices} ({@code text}, {@code correct}, {@code
 * share}, {@code picks}, {@code flags}), {@code reports} ({@code count}, {@code reasons}: count per
 * reason) and {@code flags} (the codes of {@link ItemFlag}).
 *
 * <p>Written as a stream, question by question: a bank of 10,000 questions makes some 15 MB of
 * JSON, which as one String (and a tree of maps before it) did not fit the bot's 64 MiB heap.
 */
public final class ItemsJson {
  private ItemsJson() {}

  private static final JsonFactory JSON =
      new JsonFactory().disable(JsonGenerator.Feature.AUTO_CLOSE_TARGET);

  /** The whole report as one String (tests, small banks). */
  public static String render(List<ItemStats> items) {
    StringWriter out = new StringWriter();
    try {
      write(items, out);
    } catch (IOException e) {
      throw new UncheckedIOException(e); // a StringWriter does not fail
    }
    return out.toString();
  }

  /** Writes the report to {@code out} (not closed), ending with a line break. */
  public static void write(List<ItemStats> items, Writer out) throws IOException {
    try (JsonGenerator g = JSON.createGenerator(out)) {
      g.useDefaultPrettyPrinter();
      g.writeStartArray();
      for (ItemStats s : items) {
        item(g, s);
      }
      g.writeEndArray();
    }
    out.write("\n");
  }

  private static void item(JsonGenerator g, ItemStats s) throws IOException {
    g.writeStartObject();
    g.writeStringField("id", s.question().id());
    g.writeStringField("file", s.question().file() == null ? null : s.question().file().toString());
    g.writeNumberField("line", s.question().line());
    g.writeBooleanField("retired", s.question().retired());
    g.writeNumberField("answers", s.answers());
    number(g, "facility", s.facility());
    number(g, "discrimination", s.discrimination());
    g.writeArrayFieldStart("choices");
    for (ChoiceStats c : s.choices()) {
      g.writeStartObject();
      g.writeStringField("text", c.text());
      g.writeBooleanField("correct", c.correct());
      g.writeNumberField("share", c.share());
      g.writeNumberField("picks", c.picks());
      flags(g, c.flags());
      g.writeEndObject();
    }
    g.writeEndArray();
    g.writeObjectFieldStart("reports");
    g.writeNumberField("count", s.reports().count());
    g.writeObjectFieldStart("reasons");
    for (Map.Entry<ReportReason, Integer> reason : s.reports().reasons().entrySet()) {
      g.writeNumberField(reason.getKey().code(), reason.getValue());
    }
    g.writeEndObject();
    g.writeEndObject();
    flags(g, s.flags());
    g.writeEndObject();
  }

  private static void number(JsonGenerator g, String name, Double value) throws IOException {
    if (value == null) {
      g.writeNullField(name);
    } else {
      g.writeNumberField(name, value);
    }
  }

  private static void flags(JsonGenerator g, List<ItemFlag> flags) throws IOException {
    g.writeArrayFieldStart("flags");
    for (ItemFlag flag : flags) {
      g.writeString(flag.code());
    }
    g.writeEndArray();
  }
}
