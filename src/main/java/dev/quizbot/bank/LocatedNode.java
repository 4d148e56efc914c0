package dev.quizbot.bank;

import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
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

  /** Reads the next value from {@code parser}; null when the document is empty. */
  static LocatedNode read(JsonParser parser) throws IOException {
    JsonToken token = parser.nextToken();
    return token == null ? null : read(parser, token);
  }

  private static LocatedNode read(JsonParser parser, JsonToken token) throws IOException {
    int line = parser.currentTokenLocation().getLineNr();
    switch (token) {
      case START_OBJECT:
        List<Entry> entries = new ArrayList<>();
        while (parser.nextToken() == JsonToken.FIELD_NAME) {
          String key = parser.currentName();
          int keyLine = parser.currentTokenLocation().getLineNr();
          entries.add(new Entry(key, keyLine, read(parser, parser.nextToken())));
        }
        return new Mapping(entries, line);
      case START_ARRAY:
        List<LocatedNode> items = new ArrayList<>();
        JsonToken next;
        while ((next = parser.nextToken()) != JsonToken.END_ARRAY) {
          items.add(read(parser, next));
        }
        return new Sequence(items, line);
      case VALUE_NULL:
        return new Empty(line);
      default:
        // Scalars of every type are kept as the author wrote them: answers match by text.
        return new Scalar(parser.getText(), line);
    }
  }
}
