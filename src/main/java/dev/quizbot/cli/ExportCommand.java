package dev.quizbot.cli;

import dev.quizbot.bank.BankLoader;
import dev.quizbot.bank.Deck;
import dev.quizbot.bank.LoadResult;
import dev.quizbot.bank.Problem;
import dev.quizbot.bank.Question;
import dev.quizbot.bank.formats.ExportFormat;
import dev.quizbot.storage.FileFailure;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.Callable;
import java.util.stream.Collectors;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/** {@code quizbot export DECK --format F [-o FILE]}: writes a deck in another tool's format. */
@Command(
    name = "export",
    mixinStandardHelpOptions = true,
    description = {
      "Write a deck as YAML, GIFT, Moodle XML, Aiken, CSV or an Anki text import file.",
      "DECK is a deck file, or the id of a deck in the bank (--bank).",
      "What the format cannot hold is named in one line on standard error.",
      "A deck or bank with problems is refused: they are listed as quizbot validate does."
    })
public final class ExportCommand implements Callable<Integer> {

  private final Path defaultBank;

  @Spec private CommandSpec spec;

  @Parameters(index = "0", paramLabel = "DECK", description = "A deck file or a deck id.")
  private String deck;

  @Option(
      names = {"-f", "--format"},
      required = true,
      paramLabel = "FORMAT",
      description = "yaml, gift, moodle-xml, aiken, csv or anki.")
  private String format;

  @Option(
      names = {"-o", "--output"},
      paramLabel = "FILE",
      description = "Write to this file instead of standard output.")
  private Path output;

  @Option(
      names = "--bank",
      paramLabel = "PATH",
      description = "Where to look for a deck id (default: the folder questions).")
  private Path bank;

  public ExportCommand(Path defaultBank) {
    this.defaultBank = defaultBank;
  }

  @Override
  public Integer call() {
    PrintWriter err = spec.commandLine().getErr();
    ExportFormat target = ExportFormat.named(format);
    if (target == null) {
      err.println(
          "unknown format '"
              + format
              + "'; use one of "
              + Arrays.stream(ExportFormat.values())
                  .map(ExportFormat::formatName)
                  .collect(Collectors.joining(", ")));
      err.flush();
      return 2;
    }
    Path file = Path.of(deck);
    boolean isFile = Files.isRegularFile(file);
    LoadResult loaded = new BankLoader().load(isFile ? file : bank != null ? bank : defaultBank);
    Deck found =
        isFile
            ? (loaded.bank().decks().isEmpty() ? null : loaded.bank().decks().get(0))
            : loaded.bank().deck(deck).orElse(null);
    // A question with a problem is left out of the loaded deck: exporting it anyway would lose
    // that question silently, so a deck with problems is refused, by id as by file. Problems in
    // the bank's other decks are theirs: they do not stop this one.
    List<Problem> problems =
        found == null || isFile
            ? loaded.problems()
            : loaded.problems().stream().filter(p -> inFileOf(found, p)).toList();
    if (found == null || !problems.isEmpty()) {
      for (Problem problem : problems) {
        err.println(problem.format());
      }
      if (found == null && !isFile) {
        err.println(
            "no deck '"
                + deck
                + "' in "
                + (bank != null ? bank : defaultBank)
                + "; the decks are: "
                + loaded.bank().decks().stream().map(Deck::id).collect(Collectors.joining(", ")));
      }
      err.flush();
      return 1;
    }
    String losses = target.losses(found);
    if (losses != null) {
      err.println(losses);
      err.flush();
    }
    // The bank reads a picture's path relative to the deck file: the output's folder, or for
    // standard output (redirected who knows where) the current directory.
    Path outputFolder = output == null ? Path.of("") : output.toAbsolutePath().getParent();
    if (target == ExportFormat.YAML) {
      Optional<String> outside = pictureOutside(found, outputFolder);
      if (outside.isPresent()) {
        err.println(outside.get());
        err.flush();
        return 1;
      }
    }
    String text = target.write(found, outputFolder);
    if (output == null) {
      PrintWriter out = spec.commandLine().getOut();
      out.print(text);
      out.flush();
      return 0;
    }
    try {
      Path parent = output.toAbsolutePath().getParent();
      if (parent != null) {
        Files.createDirectories(parent);
      }
      Files.writeString(output, text, StandardCharsets.UTF_8);
    } catch (IOException e) {
      err.println(output + ": cannot write: " + FileFailure.of(e, output).inWords());
      err.flush();
      return 1;
    }
    err.println(
        "wrote "
            + target.written(found).size()
            + " questions as "
            + target.formatName()
            + " to "
            + output);
    err.flush();
    return 0;
  }

  /** Whether {@code problem} is in the file {@code deck} was read from (one deck per file). */
  private static boolean inFileOf(Deck deck, Problem problem) {
    return problem.file() == null
        || deck.questions().stream()
            .map(Question::file)
            .anyMatch(f -> f != null && f.toAbsolutePath().equals(problem.file().toAbsolutePath()));
  }

  /**
   * The bank reads a picture only from the deck file's folder or below it: a YAML deck written
   * elsewhere would name its pictures with {@code ../} and fail to load. Says so, and where to
   * write instead, for the first such picture; empty when every picture is below {@code folder}.
   */
  static Optional<String> pictureOutside(Deck deck, Path folder) {
    Path base = folder.toAbsolutePath().normalize();
    for (Question q : deck.questions()) {
      if (q.image() == null) {
        continue;
      }
      Path picture = q.image().file().toAbsolutePath().normalize();
      if (!picture.startsWith(base)) {
        return Optional.of(
            "question "
                + q.id()
                + ": its picture "
                + picture
                + " is outside "
                + base
                + ", and a deck's pictures must be in its folder or below it; write the YAML into "
                + picture.getParent()
                + " or a folder above it, or copy the pictures beside the output. Nothing was"
                + " written.");
      }
    }
    return Optional.empty();
  }
}
