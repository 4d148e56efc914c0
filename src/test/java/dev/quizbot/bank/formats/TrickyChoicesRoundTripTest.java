package dev.quizbot.bank.formats;

import static org.assertj.core.api.Assertions.assertThat;

import dev.quizbot.bank.Deck;
import dev.quizbot.bank.Question;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * Choice texts a format gives a meaning to come back from export and import as they were: single
 * letters (a CSV answer cell could name them or their column) and a leading GIFT weight.
 */
final class TrickyChoicesRoundTripTest {

  @TempDir Path dir;

  private static Question question(String id, List<String> choices, int answer) {
    return new Question(
        id, "tricky", "general", "Which one?", choices, answer, "Because.", null, null, null);
  }

  private static final Deck DECK =
      new Deck(
          "tricky",
          "Tricky",
          "",
          null,
          List.of(
              question("letters-1", List.of("B", "A", "C"), 0),
              question("letters-2", List.of("B", "A", "C"), 1),
              question("letters-3", List.of("b", "A", "c"), 0),
              question("weight-1", List.of("%50% weight", "100% sure", "50%"), 0),
              question("weight-2", List.of("none", "%50% weight", "%-25%off"), 1),
              question("marker-1", List.of("[html]<b>bold</b>", "[plain] text", "plain"), 1)));

  @ParameterizedTest(name = "{0}")
  @EnumSource(
      value = ExportFormat.class,
      names = {"CSV", "GIFT", "MOODLE_XML", "ANKI"})
  @DisplayName("letters and GIFT weights as choice texts survive export and import")
  void roundTrip(ExportFormat format) throws IOException {
    Path file = Files.writeString(dir.resolve("tricky.txt"), format.write(DECK));

    ImportResult back =
        new DeckImporter(new ImportInput(ImportInput.DEFAULT_MAX_BYTES))
            .importFiles(List.of(file), "tricky", "Tricky");

    assertThat(back.problems()).isEmpty();
    assertThat(back.skipped()).isEmpty();
    assertThat(back.deck().questions())
        .extracting(Question::id, Question::choices, Question::correctChoice)
        .containsExactlyElementsOf(
            DECK.questions().stream()
                .map(
                    q ->
                        org.assertj.core.groups.Tuple.tuple(q.id(), q.choices(), q.correctChoice()))
                .toList());
  }
}
