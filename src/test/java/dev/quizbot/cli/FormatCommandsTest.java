package dev.quizbot.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code quizbot import} of other tools' files and {@code quizbot export}, as a user runs them. */
final class FormatCommandsTest {

  private static final Path QUESTIONS = Path.of("questions");

  @TempDir Path dir;

  private final StringWriter out = new StringWriter();
  private final StringWriter err = new StringWriter();

  private int run(String... args) {
    return QuizbotCommand.execute(
        BotStarter.NOT_WIRED, QUESTIONS, new PrintWriter(out), new PrintWriter(err), args);
  }

  @Test
  @DisplayName("export --format aiken names what Aiken cannot hold in one line on stderr")
  void exportNamesLosses() {
    int status = run("export", "nca-seed", "--format", "aiken");

    assertThat(status).isZero();
    assertThat(out.toString()).startsWith("What is 'expert parallelism'").contains("ANSWER: B\n");
    assertThat(err.toString().lines())
        .singleElement()
        .asString()
        .startsWith("aiken cannot hold: ")
        .contains("explanation (5 questions)", "topic (5 questions)", "the deck's title");
  }

  @Test
  @DisplayName("export -o then import -o gives a deck that validate accepts")
  void exportThenImport() throws IOException {
    Path gift = dir.resolve("seed.gift");
    Path yaml = dir.resolve("back/seed-again.yaml");

    assertThat(run("export", "nca-seed", "--format", "gift", "-o", gift.toString())).isZero();
    assertThat(run("import", gift.toString(), "-o", yaml.toString())).isZero();
    assertThat(Files.readString(yaml)).contains("id: seed-again\n", "  - id: nca-seed-q1\n");
    assertThat(run("validate", yaml.toString())).isZero();
  }

  @Test
  @DisplayName("import of several files of different formats makes one deck")
  void importSeveralFormats() throws IOException {
    Path aiken = Files.writeString(dir.resolve("one.txt"), "Q1?\nA. x\nB. y\nANSWER: A\n");
    Path csv =
        Files.writeString(
            dir.resolve("two.csv"), "question,a,b,answer,explanation\nQ2?,u,v,b,Because.\n");

    int status = run("import", aiken.toString(), csv.toString(), "--id", "mixed");

    assertThat(status).isZero();
    assertThat(out.toString()).contains("id: mixed\n", "  - id: one-q1\n", "  - id: two-q1\n");
    assertThat(err.toString()).contains("note: 1 question has no explanation");
  }

  @Test
  @DisplayName("import lists skipped questions with their line and still writes the others")
  void importListsSkipped() throws IOException {
    Path gift =
        Files.writeString(
            dir.resolve("mixed.gift"), "::q1:: Pick {=a ~b}\n\n::q2:: Name it {=Frog =Toad}\n");

    int status = run("import", gift.toString());

    assertThat(status).isZero();
    assertThat(err.toString())
        .contains(gift + ":3: skipped 'q2': a short-answer question", "skipped 1 (listed above)");
    assertThat(out.toString()).contains("  - id: q1\n");
  }

  @Test
  @DisplayName("an unknown export format is a usage error naming the formats")
  void unknownFormat() {
    int status = run("export", "nca-seed", "--format", "docx");

    assertThat(status).isEqualTo(2);
    assertThat(err.toString()).contains("unknown format 'docx'", "moodle-xml", "anki");
  }

  @Test
  @DisplayName("an unknown deck id names the decks there are")
  void unknownDeck() {
    int status = run("export", "nope", "--format", "csv");

    assertThat(status).isEqualTo(1);
    assertThat(err.toString()).contains("no deck 'nope'", "nca-seed", "nca-multi-gpu");
  }

  @Test
  @DisplayName("a deck id or title given on the command line is checked like a deck file's")
  void idAndTitleChecked() throws IOException {
    Path aiken = Files.writeString(dir.resolve("one.txt"), "Q1?\nA. x\nB. y\nANSWER: A\n");

    int status =
        run("import", aiken.toString(), "--id", "x".repeat(101), "--title", "T".repeat(300));

    assertThat(status).isEqualTo(1);
    assertThat(err.toString())
        .contains("deck id has 101 characters; at most 100", "deck title has 300 characters");
    assertThat(out.toString()).isEmpty();
  }
}
