package dev.quizbot.bank.formats;

import dev.quizbot.bank.Deck;
import dev.quizbot.bank.DeckWriter;
import dev.quizbot.bank.Question;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.function.Predicate;

/** The formats {@code quizbot export} writes, and what each of them holds of a question. */
public enum ExportFormat {
  YAML("yaml", EnumSet.allOf(Field.class)),
  GIFT("gift", EnumSet.of(Field.ID, Field.TOPIC, Field.EXPLANATION)),
  MOODLE_XML("moodle-xml", EnumSet.of(Field.ID, Field.TOPIC, Field.EXPLANATION)),
  AIKEN("aiken", EnumSet.noneOf(Field.class)),
  CSV(
      "csv",
      EnumSet.of(Field.ID, Field.TOPIC, Field.EXPLANATION, Field.REFERENCE, Field.DIFFICULTY)),
  ANKI("anki", EnumSet.of(Field.ID, Field.TOPIC, Field.EXPLANATION, Field.REFERENCE));

  /** A question's fields beyond its prompt, choices and answer, which every format holds. */
  public enum Field {
    ID("id", q -> true),
    TOPIC("topic", q -> true),
    EXPLANATION("explanation", q -> true),
    REFERENCE("reference", q -> q.reference() != null),
    DIFFICULTY("difficulty", q -> q.difficulty() != null),
    SOURCE("source", q -> q.source() != null),
    PICTURE("picture", q -> q.image() != null),
    RETIRED("retired", Question::retired);

    private final String label;
    private final Predicate<Question> present;

    Field(String label, Predicate<Question> present) {
      this.label = label;
      this.present = present;
    }
  }

  private final String name;
  private final Set<Field> holds;

  ExportFormat(String name, Set<Field> holds) {
    this.name = name;
    this.holds = holds;
  }

  /** The name given to {@code --format}. */
  public String formatName() {
    return name;
  }

  public boolean holds(Field field) {
    return holds.contains(field);
  }

  /** The format called {@code name}, or null. */
  public static ExportFormat named(String name) {
    for (ExportFormat format : values()) {
      if (format.name.equals(name.toLowerCase(Locale.ROOT))) {
        return format;
      }
    }
    return null;
  }

  /** The questions this format writes: a retired question would come back in use, so not it. */
  public List<Question> written(Deck deck) {
    if (this == YAML) {
      return deck.questions();
    }
    return deck.questions().stream().filter(q -> !q.retired()).toList();
  }

  /**
   * One line naming what {@code deck} holds that this format cannot, with how many questions it
   * concerns; null when nothing is lost.
   */
  public String losses(Deck deck) {
    List<String> lost = new ArrayList<>();
    for (Field field : Field.values()) {
      if (holds.contains(field)) {
        continue;
      }
      long count = deck.questions().stream().filter(field.present).count();
      if (count > 0) {
        lost.add(
            field == Field.RETIRED
                ? count + " retired " + (count == 1 ? "question" : "questions") + " (left out)"
                : field.label + " (" + count + (count == 1 ? " question)" : " questions)"));
      }
    }
    if (this != YAML && deck.exam().declared()) {
      lost.add("the deck's exam block");
    }
    if (this != YAML && this != ANKI) {
      lost.add("the deck's title and description");
    } else if (this == ANKI && deck.description() != null && !deck.description().isBlank()) {
      lost.add("the deck's description");
    }
    if (lost.isEmpty()) {
      return null;
    }
    return name + " cannot hold: " + String.join(", ", lost) + "; left out of the export";
  }

  /** The deck in this format; YAML writes picture paths relative to the current directory. */
  public String write(Deck deck) {
    return write(deck, Path.of(""));
  }

  /**
   * The deck in this format; YAML writes each picture's path relative to {@code outputFolder}, the
   * folder the output goes to, as the bank reads it relative to the deck file.
   */
  public String write(Deck deck, Path outputFolder) {
    return switch (this) {
      case YAML -> DeckWriter.withImagesRelativeTo(outputFolder).toYaml(deck, null);
      case GIFT -> new GiftWriter().write(deck, written(deck));
      case MOODLE_XML -> new MoodleXmlWriter().write(deck, written(deck));
      case AIKEN -> new AikenWriter().write(written(deck));
      case CSV -> new CsvWriter().write(written(deck));
      case ANKI -> new AnkiWriter().write(deck, written(deck));
    };
  }
}
