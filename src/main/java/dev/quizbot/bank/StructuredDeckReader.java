package dev.quizbot.bank;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonLocation;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.dataformat.yaml.YAMLFactory;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import org.yaml.snakeyaml.LoaderOptions;
import org.yaml.snakeyaml.error.MarkedYAMLException;

/**
 * Reads a YAML or JSON deck file into a {@link DeckDraft}, recording each question's and field's
 * line. Structural problems (unparsable file, a list where text belongs, unknown or repeated
 * fields) are reported here; missing fields and rules are {@link BankValidator}'s job.
 */
final class StructuredDeckReader {

  static final List<String> DECK_FIELDS =
      List.of("id", "title", "description", "source", "questions", "exam");
  static final List<String> QUESTION_FIELDS =
      List.of(
          "id",
          "topic",
          "prompt",
          "choices",
          "answer",
          "explanation",
          "reference",
          "difficulty",
          "source",
          "retired",
          "image");

  private static final int MAX_FILE_CODE_POINTS = 64 * 1024 * 1024;

  /**
   * Most values (texts, lists, sets of fields) one deck file may hold. A question is about a dozen,
   * so this allows some 8,000 questions per file; a file of small values past it would fill the
   * bot's 64 MiB heap (measured: 350,000 one-letter list items did).
   */
  static final int MAX_VALUES = 100_000;

  private final YAMLFactory yaml;
  private final JsonFactory json;

  StructuredDeckReader() {
    LoaderOptions options = new LoaderOptions();
    // SnakeYAML refuses documents over 3 MB by default; a large generated deck is legitimate.
    options.setCodePointLimit(MAX_FILE_CODE_POINTS);
    this.yaml = YAMLFactory.builder().loaderOptions(options).build();
    this.json = new JsonFactory();
  }

  /** Returns the draft, or null when the file could not be read at all (problem reported). */
  DeckDraft read(Path file, String content, boolean isJson, List<Problem> problems) {
    LocatedNode root;
    int moreContentLine;
    try (JsonParser parser = (isJson ? json : yaml).createParser(content)) {
      root = LocatedNode.read(parser, MAX_VALUES);
      moreContentLine = root == null ? 0 : moreContentLine(parser, isJson);
    } catch (LocatedNode.AliasException e) {
      problems.add(
          new Problem(
              file,
              e.line(),
              null,
              "YAML alias '*"
                  + e.name()
                  + "' is not supported (it would be read as the text '"
                  + e.name()
                  + "'): write the text out here instead of referring to an anchor"));
      return null;
    } catch (LocatedNode.TooManyValuesException e) {
      problems.add(
          new Problem(
              file,
              e.line(),
              null,
              String.format(
                  Locale.ROOT,
                  "the file holds more than %,d values (texts, lists and sets of fields; a"
                      + " question has about 12), more than the bot can load safely: split it"
                      + " into several decks, or remove the overlong list",
                  MAX_VALUES)));
      return null;
    } catch (JsonProcessingException e) {
      JsonLocation where = e.getLocation();
      int line = where == null ? 0 : Math.max(where.getLineNr(), 0);
      String why = firstLine(e.getOriginalMessage());
      if (e.getCause() instanceof MarkedYAMLException yamlError) {
        // SnakeYAML's first line is only the context ("while parsing a flow sequence").
        why =
            (yamlError.getContext() == null ? "" : yamlError.getContext() + ": ")
                + yamlError.getProblem();
        if (yamlError.getProblemMark() != null) {
          line = yamlError.getProblemMark().getLine() + 1;
        }
      }
      problems.add(
          new Problem(file, line, null, "cannot parse " + (isJson ? "JSON" : "YAML") + ": " + why));
      return null;
    } catch (IOException e) {
      problems.add(new Problem(file, 0, null, "cannot read: " + e.getMessage()));
      return null;
    }
    if (moreContentLine > 0) {
      problems.add(
          new Problem(
              file,
              moreContentLine,
              null,
              "one deck per file; more content at line "
                  + moreContentLine
                  + " after the deck ends: move a second deck to its own file, or remove the"
                  + " leftover text"));
    }
    if (root == null) {
      problems.add(
          new Problem(file, 0, null, "the file is empty; a deck needs id, title and questions"));
      return null;
    }
    if (!(root instanceof LocatedNode.Mapping deck)) {
      problems.add(
          new Problem(
              file,
              root.line(),
              null,
              "a deck file must hold fields (id, title, description, questions), not "
                  + root.kind()));
      return null;
    }
    return readDeck(file, deck, problems);
  }

  private DeckDraft readDeck(Path file, LocatedNode.Mapping deck, List<Problem> problems) {
    Fields fields = new Fields(file, null, deck, DECK_FIELDS, "deck", problems);
    List<QuestionDraft> questions = null;
    int questionsLine = deck.line();
    LocatedNode.Entry questionsEntry = fields.entry("questions");
    if (questionsEntry != null) {
      questionsLine = questionsEntry.line();
      if (questionsEntry.value() instanceof LocatedNode.Sequence list) {
        questions = new ArrayList<>();
        for (LocatedNode item : list.items()) {
          QuestionDraft question = readQuestion(file, item, problems);
          if (question != null) {
            questions.add(question);
          }
        }
      } else if (!(questionsEntry.value() instanceof LocatedNode.Empty)) {
        problems.add(
            new Problem(
                file,
                questionsEntry.line(),
                null,
                "'questions' must be a list of questions, not " + questionsEntry.value().kind()));
        questions = List.of();
      }
    }
    return new DeckDraft(
        file,
        deck.line(),
        fields.text("id"),
        fields.text("title"),
        fields.text("description"),
        fields.text("source"),
        questions,
        questionsLine,
        ExamBlockReader.read(file, fields.entry("exam"), problems));
  }

  private QuestionDraft readQuestion(Path file, LocatedNode node, List<Problem> problems) {
    if (!(node instanceof LocatedNode.Mapping question)) {
      problems.add(
          new Problem(
              file,
              node.line(),
              null,
              "each entry of 'questions' must hold question fields, not " + node.kind()));
      return null;
    }
    String id = peekId(question);
    Fields fields = new Fields(file, id, question, QUESTION_FIELDS, "question", problems);
    List<Located> choices = null;
    int choicesLine = question.line();
    LocatedNode.Entry choicesEntry = fields.entry("choices");
    if (choicesEntry != null) {
      choicesLine = choicesEntry.line();
      if (choicesEntry.value() instanceof LocatedNode.Sequence list) {
        choices = new ArrayList<>();
        for (LocatedNode item : list.items()) {
          if (item instanceof LocatedNode.Scalar scalar) {
            choices.add(new Located(scalar.text(), scalar.line()));
            continue;
          }
          fields.malformed = true;
          // Kept as a reported placeholder so the choices after it keep their numbers.
          choices.add(new Located(null, item.line()));
          problems.add(new Problem(file, item.line(), id, notText(choices.size(), item)));
        }
      } else if (!(choicesEntry.value() instanceof LocatedNode.Empty)) {
        fields.malformed = true;
        problems.add(
            new Problem(
                file,
                choicesEntry.line(),
                id,
                "'choices' must be a list of 2 to 10 texts, not " + choicesEntry.value().kind()));
      }
    }
    return new QuestionDraft(
        question.line(),
        fields.text("id"),
        fields.text("topic"),
        fields.text("prompt"),
        choices,
        choicesLine,
        fields.text("answer"),
        fields.text("explanation"),
        fields.text("reference"),
        fields.text("difficulty"),
        fields.text("source"),
        false,
        fields.malformed,
        fields.text("retired"),
        fields.text("image"));
  }

  /**
   * The line where content follows the first deck (a second YAML document after {@code ---}, text
   * after a JSON deck's closing brace), or 0 when the deck is all there is. Both parsers would
   * otherwise stop after the first value and drop the rest without a word. An empty trailing YAML
   * document (a lone {@code ---} at the end) holds nothing to lose and is accepted.
   */
  private static int moreContentLine(JsonParser parser, boolean isJson) throws IOException {
    JsonToken next;
    try {
      next = parser.nextToken();
    } catch (JsonProcessingException e) {
      // JSON: a stray '}' or ']' after the deck is a syntax error right where the leftover starts.
      JsonLocation where = e.getLocation();
      return where == null ? 1 : Math.max(where.getLineNr(), 1);
    }
    while (!isJson && next == JsonToken.VALUE_NULL) {
      next = parser.nextToken();
    }
    return next == null ? 0 : Math.max(parser.currentTokenLocation().getLineNr(), 1);
  }

  /** Why choice {@code number} (1-based) is not text, and the quoting that fixes it. */
  private static String notText(int number, LocatedNode item) {
    if (item instanceof LocatedNode.Empty) {
      return "choice "
          + number
          + " is empty (null, ~ and a blank entry read as nothing): write its text, in quotes if"
          + " it is a word like \"null\"";
    }
    return "choice "
        + number
        + " must be text, not "
        + item.kind()
        + ": put the choice in quotes when it holds ':', '[', '{' or '- '";
  }

  private static String peekId(LocatedNode.Mapping question) {
    for (LocatedNode.Entry entry : question.entries()) {
      if (entry.key().equals("id") && entry.value() instanceof LocatedNode.Scalar scalar) {
        return scalar.text().strip();
      }
    }
    return null;
  }

  private static String firstLine(String message) {
    if (message == null) {
      return "unknown error";
    }
    String first = message.strip().lines().findFirst().orElse("unknown error");
    return first.strip();
  }

  /**
   * The fields of one mapping, with unknown and repeated keys reported once. Package-private so
   * {@link ExamBlockReader} reports the exam block's fields exactly as the deck's and questions'.
   */
  static final class Fields {
    private final Path file;
    private final String questionId;
    private final LocatedNode.Mapping mapping;
    private final List<Problem> problems;
    boolean malformed;

    Fields(
        Path file,
        String questionId,
        LocatedNode.Mapping mapping,
        List<String> allowed,
        String what,
        List<Problem> problems) {
      this.file = file;
      this.questionId = questionId;
      this.mapping = mapping;
      this.problems = problems;
      Set<String> seen = new HashSet<>();
      for (LocatedNode.Entry entry : mapping.entries()) {
        if (!allowed.contains(entry.key())) {
          problems.add(
              new Problem(
                  file,
                  entry.line(),
                  questionId,
                  "unknown "
                      + what
                      + " field '"
                      + entry.key()
                      + "' (allowed: "
                      + String.join(", ", allowed)
                      + ")"));
        } else if (!seen.add(entry.key())) {
          malformed = true;
          problems.add(
              new Problem(
                  file, entry.line(), questionId, "field '" + entry.key() + "' is given twice"));
        }
      }
    }

    LocatedNode.Entry entry(String key) {
      for (LocatedNode.Entry entry : mapping.entries()) {
        if (entry.key().equals(key)) {
          return entry;
        }
      }
      return null;
    }

    /** The field as text; null when absent or empty, text-less when it is not text. */
    Located text(String key) {
      LocatedNode.Entry entry = entry(key);
      if (entry == null || entry.value() instanceof LocatedNode.Empty) {
        return null;
      }
      if (entry.value() instanceof LocatedNode.Scalar scalar) {
        return new Located(scalar.text(), entry.line());
      }
      malformed = true;
      problems.add(
          new Problem(
              file,
              entry.line(),
              questionId,
              "'" + key + "' must be text, not " + entry.value().kind()));
      return new Located(null, entry.line());
    }
  }
}
