package dev.quizbot.cli;

import dev.quizbot.bank.BankLoader;
import dev.quizbot.bank.ChoiceLengthStrategies;
import dev.quizbot.bank.LoadResult;
import dev.quizbot.bank.Problem;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/** {@code quizbot validate [PATH...]}: checks deck files and reports every problem. */
@Command(
    name = "validate",
    mixinStandardHelpOptions = true,
    description = {
      "Check question decks (.yaml, .yml, .json, practice-test .txt; folders recursively).",
      "Prints FILE:LINE: QUESTION-ID: problem for each problem, then a summary line.",
      "Exit status 0 only when there are no problems."
    })
public final class ValidateCommand implements Callable<Integer> {

  private final Path defaultPath;

  @Spec private CommandSpec spec;

  @Parameters(
      arity = "0..*",
      paramLabel = "PATH",
      description = "Deck files or folders (default: the folder questions).")
  private List<Path> paths;

  @Option(
      names = "--stats",
      description =
          "Also print how well always picking the longest, the shortest or the second-longest"
              + " choice would score (a length cue the author should remove).")
  private boolean stats;

  public ValidateCommand(Path defaultPath) {
    this.defaultPath = defaultPath;
  }

  @Override
  public Integer call() {
    List<Path> targets = paths == null || paths.isEmpty() ? List.of(defaultPath) : paths;
    LoadResult result = new BankLoader().load(targets);
    PrintWriter out = spec.commandLine().getOut();
    for (Problem problem : result.problems()) {
      out.println(problem.format());
    }
    out.println(result.summary());
    if (stats) {
      out.println(ChoiceLengthStrategies.of(result.bank().questions()).summary());
    }
    out.flush();
    return result.isClean() ? 0 : 1;
  }
}
