package dev.quizbot.cli;

import dev.quizbot.bank.BankLoader;
import dev.quizbot.bank.LoadResult;
import dev.quizbot.config.QuizbotConfig;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;

/** The bank a reporting command reads: its PATH arguments, else {@code bank.paths}. */
final class BankArguments {

  private BankArguments() {}

  /** The deck files and folders to load. */
  static List<Path> paths(List<Path> arguments, QuizbotConfig config) {
    return arguments == null || arguments.isEmpty() ? config.bank().paths() : arguments;
  }

  static LoadResult load(List<Path> paths) {
    return new BankLoader().load(paths);
  }

  /** What the command's user is told when the bank has problems; empty when it has none. */
  static Optional<String> problem(LoadResult loaded) {
    if (loaded.isClean()) {
      return Optional.empty();
    }
    return Optional.of(
        "the question bank has "
            + loaded.problems().size()
            + " problem(s), the first: "
            + loaded.problems().get(0).format()
            + ". Run 'quizbot validate' to see them all");
  }
}
