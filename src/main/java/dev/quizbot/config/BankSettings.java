package dev.quizbot.config;

import java.nio.file.Path;
import java.util.List;

/**
 * Where the question decks are.
 *
 * @param paths folders (searched recursively) or single deck files
 */
public record BankSettings(List<Path> paths) {
  public static final List<String> DEFAULT_PATHS = List.of("questions");

  public BankSettings {
    paths = List.copyOf(paths);
  }

  public static BankSettings defaults() {
    return new BankSettings(DEFAULT_PATHS.stream().map(Path::of).toList());
  }

  static BankSettings read(SettingsReader r) {
    return new BankSettings(r.list("bank.paths", DEFAULT_PATHS).stream().map(Path::of).toList());
  }
}
