package dev.quizbot.bank.formats;

import static org.assertj.core.api.Assertions.assertThat;

import dev.quizbot.bank.BankLoader;
import dev.quizbot.bank.Deck;
import dev.quizbot.bank.LoadResult;
import dev.quizbot.bank.Question;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * Export then import of the shipped bank (questions/) gives the same questions, for every field the
 * format holds: prompt, choices and answer always; id, topic, explanation, reference and difficulty
 * where the format has a place for them.
 */
final class FormatRoundTripTest {

  private static final Path QUESTIONS = Path.of("questions");

  @TempDir Path dir;

  @ParameterizedTest(name = "{0}")
  @EnumSource(ExportFormat.class)
  @DisplayName("export | import gives the shipped decks' questions back")
  void roundTrip(ExportFormat format) throws IOException {
    LoadResult shipped = new BankLoader().load(QUESTIONS);
    assertThat(shipped.problems()).isEmpty();
    assertThat(shipped.bank().decks()).hasSizeGreaterThanOrEqualTo(2);
    Files.createDirectories(dir.resolve("diagrams"));
    try (var pictures = Files.list(QUESTIONS.resolve("diagrams"))) {
      for (Path picture : pictures.toList()) {
        Files.copy(picture, dir.resolve("diagrams").resolve(picture.getFileName().toString()));
      }
    }

    for (Deck deck : shipped.bank().decks()) {
      Path file = dir.resolve(deck.id() + extension(format));
      // YAML keeps picture paths: written as if beside questions/, with its pictures copied here.
      Files.writeString(file, format.write(deck, QUESTIONS));

      List<Question> expected = format.written(deck);
      List<Question> actual;
      if (format == ExportFormat.YAML) {
        LoadResult back = new BankLoader().load(file);
        assertThat(back.problems()).isEmpty();
        actual = back.bank().decks().get(0).questions();
        assertThat(actual).containsExactlyElementsOf(expected);
      } else {
        ImportResult back =
            new DeckImporter(new ImportInput(ImportInput.DEFAULT_MAX_BYTES))
                .importFiles(List.of(file), deck.id(), deck.title());
        assertThat(back.problems()).isEmpty();
        assertThat(back.skipped()).isEmpty();
        actual = back.deck().questions();
      }
      assertThat(project(actual, format))
          .as("%s of deck %s", format, deck.id())
          .containsExactlyElementsOf(project(expected, format));
    }
  }

  private static String extension(ExportFormat format) {
    return switch (format) {
      case YAML -> ".yaml";
      case GIFT -> ".gift";
      case MOODLE_XML -> ".xml";
      case AIKEN -> ".txt";
      case CSV -> ".csv";
      case ANKI -> ".txt";
    };
  }

  /** The fields {@code format} holds, as one comparable line per question. */
  private static List<List<Object>> project(List<Question> questions, ExportFormat format) {
    List<List<Object>> rows = new ArrayList<>();
    for (Question q : questions) {
      List<Object> row = new ArrayList<>();
      row.add(q.prompt());
      row.add(q.choices());
      row.add(q.answerIndex());
      if (format.holds(ExportFormat.Field.ID)) {
        row.add(q.id());
      }
      if (format.holds(ExportFormat.Field.TOPIC)) {
        row.add(q.topic());
      }
      if (format.holds(ExportFormat.Field.EXPLANATION)) {
        row.add(q.explanation());
      }
      if (format.holds(ExportFormat.Field.REFERENCE)) {
        row.add(String.valueOf(q.reference()));
      }
      if (format.holds(ExportFormat.Field.DIFFICULTY)) {
        row.add(String.valueOf(q.difficulty()));
      }
      rows.add(row);
    }
    return rows;
  }
}
