package dev.quizbot.cli;

import dev.quizbot.bank.Deck;
import dev.quizbot.bank.DeckWriter;
import dev.quizbot.bank.Problem;
import dev.quizbot.bank.formats.DeckImporter;
import dev.quizbot.bank.formats.ImportInput;
import dev.quizbot.bank.formats.ImportResult;
import dev.quizbot.storage.FileFailure;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/**
 * {@code quizbot import FILE... [-o OUT.yaml]}: converts question files written by other tools
 * (Aiken, GIFT, Moodle XML, CSV/TSV, Anki text) and practice tests to one YAML deck.
 */
@Command(
    name = "import",
    mixinStandardHelpOptions = true,
    description = {
      "Convert question files to one YAML deck (stdout, or OUT.yaml with -o).",
      "Reads Aiken, GIFT, Moodle XML, CSV/TSV with a header row, Anki text exports and"
          + " practice-test text; the format is told by the content.",
      "Problems are printed as FILE:LINE: problem and nothing is written; questions of a kind"
          + " Quizbot cannot ask are listed as skipped."
    })
public final class ImportCommand implements Callable<Integer> {

  @Spec private CommandSpec spec;

  @Parameters(arity = "1..*", paramLabel = "FILE", description = "The files to import.")
  private List<Path> files;

  @Option(
      names = {"-o", "--output"},
      paramLabel = "OUT.yaml",
      description = "Write the deck to this file instead of standard output.")
  private Path output;

  @Option(
      names = "--id",
      paramLabel = "DECK-ID",
      description = "The deck's id (default: from the output's or the first file's name).")
  private String deckId;

  @Option(
      names = "--title",
      paramLabel = "TITLE",
      description = "The deck's title (default: from the file).")
  private String title;

  @Override
  public Integer call() {
    PrintWriter err = spec.commandLine().getErr();
    String id = deckId != null ? deckId : output != null ? DeckImporter.deckIdOf(output) : null;
    ImportResult result =
        new DeckImporter(new ImportInput(ImportInput.DEFAULT_MAX_BYTES))
            .importFiles(files, id, title);
    for (Problem skipped : result.skipped()) {
      err.println(skipped.format());
    }
    for (Problem problem : result.problems()) {
      err.println(problem.format());
    }
    if (!result.isClean()) {
      err.flush();
      return 1;
    }
    for (String note : result.notes()) {
      err.println("note: " + note);
    }
    Deck deck = result.deck();
    String header =
        "Imported by `quizbot import` from "
            + deck.source()
            + ".\n"
            + "'answer' is the exact text of the correct choice.";
    if (deck.questions().stream().anyMatch(q -> q.source() != null)) {
      header += "\nPractice-test wrong choices are other questions' answers: replace them.";
    }
    if (!result.skipped().isEmpty()) {
      err.println(
          "imported "
              + deck.questions().size()
              + " questions, skipped "
              + result.skipped().size()
              + " (listed above)");
    }
    err.flush();
    DeckWriter writer = new DeckWriter();
    if (output == null) {
      PrintWriter out = spec.commandLine().getOut();
      out.print(writer.toYaml(deck, header));
      out.flush();
      return 0;
    }
    try {
      Path parent = output.toAbsolutePath().getParent();
      if (parent != null) {
        Files.createDirectories(parent);
      }
      try (Writer to = Files.newBufferedWriter(output, StandardCharsets.UTF_8)) {
        writer.write(deck, header, to);
      }
    } catch (IOException e) {
      err.println(output + ": cannot write: " + FileFailure.of(e, output).inWords());
      err.flush();
      return 1;
    }
    spec.commandLine()
        .getOut()
        .println("wrote " + deck.questions().size() + " questions to " + output);
    spec.commandLine().getOut().flush();
    return 0;
  }
}
