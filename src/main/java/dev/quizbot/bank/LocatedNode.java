package dev.quizbot.bank;

import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.dataformat.yaml.YAMLParser;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;

/**
 * A YAML/JSON value that remembers its line. Jackson's tree model drops locations, so decks are
 * read with the streaming parser into this small tree instead.
 */
sealed interface LocatedNode {

  int line();

  /** What the value is, in an author's words ("text", "list", ...), for error messages. */
  String kind();

  record Scalar(String text, int line) implements LocatedNode {
    @Override
    public String kind() {
      return "text";
    }
  }

  record Empty(int line) implements LocatedNode {
    @Override
    public String kind() {
      return "nothing";
    }
  }

  record Sequence(List<LocatedNode> items, int line) implements LocatedNode {
    @Override
    public String kind() {
      return "a list";
    }
  }

  record Mapping(List<Entry> entries, int line) implements LocatedNode {
    @Override
    public String kind() {
      return "a set of fields";
    }
  }

  /** One {@code key: value} pair of a mapping; {@code line} is the key's line. */
  record Entry(String key, int line, LocatedNode value) {}

  /**
   * Reads the next value from {@code parser}; null when the document is empty.
   *
   * @param maxValues most values (texts, lists, sets of fields) the document may hold: each costs
   *     heap, and a small file of one-letter list items could otherwise fill it
   * @throws TooManyValuesException as soon as the document holds more, before it is read further
   */
  static LocatedNode read(JsonParser parser, int maxValues) throws IOException {
    JsonToken token = parser.nextToken();
    return token == null ? null : read(parser, token, new Budget(maxValues));
  }

  /** The document holds more values than allowed; {@code line} is where the budget ran out. */
  final class TooManyValuesException extends IOException {
    private final int line;

    TooManyValuesException(int line) {
      super("more values than allowed, at line " + line);
      this.line = line;
    }

    int line() {
      return line;
    }
  }

  /** The document refers to an anchor ({@code *name}), which a deck does not support. */
  final class AliasException extends IOException {
    private final String name;
    private final int line;

    AliasException(String name, int line) {
      super("YAML alias *" + name + " at line " + line);
      this.name = name;
      this.line = line;
    }

    String name() {
      return name;
    }

    int line() {
      return line;
    }
  }

  /** Counts values read so far against the limit. */
  final class Budget {
    private final int maxValues;
    private int values;

    Budget(int maxValues) {
      this.maxValues = maxValues;
    }

    void spend(int line) throws TooManyValuesException {
      if (++values > maxValues) {
        throw new TooManyValuesException(line);
      }
    }
  }

  private static LocatedNode read(JsonParser parser, JsonToken token, Budget budget)
      throws IOException {
    int line = parser.currentTokenLocation().getLineNr();
    budget.spend(line);
    switch (token) {
      case START_OBJECT:
        List<Entry> entries = new ArrayList<>();
        while (parser.nextToken() == JsonToken.FIELD_NAME) {
          String key = parser.currentName();
          int keyLine = parser.currentTokenLocation().getLineNr();
          entries.add(new Entry(key, keyLine, read(parser, parser.nextToken(), budget)));
        }
        return new Mapping(entries, line);
      case START_ARRAY:
        List<LocatedNode> items = new ArrayList<>();
        JsonToken next;
        while ((next = parser.nextToken()) != JsonToken.END_ARRAY) {
          items.add(read(parser, next, budget));
        }
        return new Sequence(items, line);
      case VALUE_NULL:
        return new Empty(line);
      default:
        if (parser instanceof YAMLParser yaml && yaml.isCurrentAlias()) {
          // Jackson does not follow aliases: it gives the anchor's name as text.
          throw new AliasException(parser.getText(), line);
        }
        // Scalars of every type are kept as the author wrote them: answers match by text.
        return new Scalar(parser.getText(), line);
    }
  }
}
