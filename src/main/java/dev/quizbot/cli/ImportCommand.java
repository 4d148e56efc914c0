package dev.quizbot.cli;

import dev.quizbot.bank.BankLoader;
import dev.quizbot.bank.Deck;
import dev.quizbot.bank.DeckWriter;
import dev.quizbot.bank.LoadResult;
import dev.quizbot.bank.Problem;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Locale;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/** {@code quizbot import FILE.txt [-o OUT.yaml]}: converts a practice test to a YAML deck. */
@Command(
    name = "import",
    mixinStandardHelpOptions = true,
    description = {
      "Convert a practice-test text file to a YAML deck (stdout, or OUT.yaml with -o).",
      "Wrong choices are taken from other questions' answers: improve them by hand."
    })
public final class ImportCommand implements Callable<Integer> {

  @Spec private CommandSpec spec;

  @Parameters(index = "0", paramLabel = "FILE.txt", description = "The practice-test text file.")
  private Path file;

  @Option(
      names = {"-o", "--output"},
      paramLabel = "OUT.yaml",
      description = "Write the deck to this file instead of standard output.")
  private Path output;

  @Override
  public Integer call() {
    PrintWriter err = spec.commandLine().getErr();
    if (!file.getFileName().toString().toLowerCase(Locale.ROOT).endsWith(".txt")) {
      err.println(
          file
              + ": not a practice-test file; import reads .txt files (decks in YAML or JSON need no import)");
      return 1;
    }
    LoadResult result = new BankLoader().load(file);
    if (!result.isClean() || result.bank().decks().isEmpty()) {
      for (Problem problem : result.problems()) {
        err.println(problem.format());
      }
      return 1;
    }
    Deck deck = result.bank().decks().get(0);
    String header =
        "Imported by `quizbot import` from "
            + file.getFileName()
            + ".\n"
            + "'answer' is the exact text of the correct choice.\n"
            + "The wrong choices are other questions' answers: replace them with plausible ones.";
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
      err.println(output + ": cannot write: " + e.getMessage());
      return 1;
    }
    spec.commandLine()
        .getOut()
        .println("wrote " + deck.questions().size() + " questions to " + output);
    spec.commandLine().getOut().flush();
    return 0;
  }
}
