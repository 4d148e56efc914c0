package dev.quizbot.cli;

import static org.assertj.core.api.Assertions.assertThat;

import dev.quizbot.bank.BankLoader;
import dev.quizbot.bank.Deck;
import dev.quizbot.bank.LoadResult;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.stream.Stream;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code quizbot export}: what it refuses, and what it keeps of a deck. */
final class ExportCommandTest {

  @TempDir Path dir;

  private final StringWriter out = new StringWriter();
  private final StringWriter err = new StringWriter();

  private int run(String... args) {
    return QuizbotCommand.execute(
        BotStarter.NOT_WIRED, dir, new PrintWriter(out), new PrintWriter(err), args);
  }

  private static final String DECK_WITH_A_BAD_ANSWER =
      """
      id: d
      title: A deck
      questions:
        - id: d-1
          topic: general
          prompt: Good?
          choices: [yes, no]
          answer: yes
          explanation: Because.
        - id: d-2
          topic: general
          prompt: Bad?
          choices: [yes, no]
          answer: maybe
          explanation: Because.
      """;

  @Test
  @DisplayName("a deck id in a bank with problems is refused with the same lines as its file")
  void deckIdWithProblemsRefused() throws IOException {
    Path bank = Files.createDirectories(dir.resolve("bank"));
    Path file = Files.writeString(bank.resolve("d.yaml"), DECK_WITH_A_BAD_ANSWER);

    int byFile = run("export", file.toString(), "--format", "csv");
    String fileProblems = err.toString();
    err.getBuffer().setLength(0);
    int byId = run("export", "d", "--bank", bank.toString(), "--format", "csv");

    assertThat(byFile).isEqualTo(1);
    assertThat(fileProblems)
        .contains(file + ":14: d-2: answer \"maybe\" is not one of the choices");
    assertThat(byId).isEqualTo(1);
    assertThat(err.toString()).isEqualTo(fileProblems);
    assertThat(out.toString()).isEmpty();
  }

  @Test
  @DisplayName("a problem in another deck of the bank does not stop exporting a clean deck by id")
  void otherDecksProblemsDoNotStopExport() throws IOException {
    Path bank = copyOfShippedBank(dir.resolve("bank"));
    Files.writeString(bank.resolve("d.yaml"), DECK_WITH_A_BAD_ANSWER);

    Path csv = dir.resolve("x.csv");
    int status =
        run(
            "export",
            "nca-seed",
            "--bank",
            bank.toString(),
            "--format",
            "csv",
            "-o",
            csv.toString());

    assertThat(status).as(err.toString()).isZero();
    assertThat(err.toString()).doesNotContain("d.yaml");
    assertThat(csv).exists();
  }

  /** A copy of the shipped bank (its decks and picture files) in {@code to}. */
  private static Path copyOfShippedBank(Path to) throws IOException {
    Path from = Path.of("questions");
    try (Stream<Path> files = Files.walk(from)) {
      for (Path file : files.toList()) {
        Path target = to.resolve(from.relativize(file).toString());
        if (Files.isDirectory(file)) {
          Files.createDirectories(target);
        } else {
          Files.copy(file, target);
        }
      }
    }
    return to;
  }

  @Test
  @DisplayName("export --format yaml keeps the exam block and the pictures: loaded again, equal")
  void yamlKeepsExamAndPictures() throws IOException {
    // GIVEN the shipped deck with an exam block and pictures, in a bank below the output's folder
    Path bank = copyOfShippedBank(dir.resolve("bank"));
    Deck original = new BankLoader().load(bank).bank().deck("nca-multi-gpu").orElseThrow();
    assertThat(original.exam().declared()).isTrue();
    assertThat(original.questions()).anyMatch(q -> q.image() != null);

    // WHEN it is exported to YAML and loaded again
    int status =
        run(
            "export",
            "nca-multi-gpu",
            "--bank",
            bank.toString(),
            "--format",
            "yaml",
            "-o",
            dir.resolve("nca.yaml").toString());
    LoadResult back = new BankLoader().load(dir.resolve("nca.yaml"));

    // THEN nothing is reported lost, and questions, exam and picture files are the same
    assertThat(status).isZero();
    assertThat(err.toString()).doesNotContain("cannot hold");
    assertThat(back.problems()).isEmpty();
    Deck again = back.bank().decks().get(0);
    assertThat(again.questions()).containsExactlyElementsOf(original.questions());
    assertThat(again.exam()).isEqualTo(original.exam());
    assertThat(again.questions())
        .extracting(q -> q.image() == null ? null : q.image().file())
        .containsExactlyElementsOf(
            original.questions().stream()
                .map(q -> q.image() == null ? null : q.image().file())
                .toList());
    assertThat(Files.readString(dir.resolve("nca.yaml")))
        .contains("    image: bank/diagrams/ring-allreduce.png\n");
  }

  @Test
  @DisplayName(
      "YAML with pictures into a folder beside the pictures' is refused, saying where to write it;"
          + " nothing is written")
  void yamlPicturesOutsideTheOutputFolder() throws IOException {
    Path bank = copyOfShippedBank(dir.resolve("bank"));
    Path elsewhere = dir.resolve("elsewhere").resolve("nca.yaml");

    int status =
        run(
            "export",
            "nca-multi-gpu",
            "--bank",
            bank.toString(),
            "--format",
            "yaml",
            "-o",
            elsewhere.toString());

    assertThat(status).isEqualTo(1);
    assertThat(err.toString())
        .contains("is outside " + dir.resolve("elsewhere"))
        .contains("write the YAML into " + bank.resolve("diagrams"))
        .contains("Nothing was written.");
    assertThat(elsewhere).doesNotExist();
    assertThat(out.toString()).isEmpty();
  }

  @Test
  @DisplayName("export to a format without an exam block names the block in the loss line")
  void lossLineNamesExamBlock() throws IOException {
    Path bank = copyOfShippedBank(dir.resolve("bank"));

    int status = run("export", "nca-multi-gpu", "--bank", bank.toString(), "--format", "gift");

    assertThat(status).isZero();
    assertThat(err.toString().lines())
        .singleElement()
        .asString()
        .startsWith("gift cannot hold: ")
        .contains("picture (", "the deck's exam block");
  }
}
