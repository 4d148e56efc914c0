package dev.quizbot.bank;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.stream.Stream;

/** Finds the deck files under the paths a user gave: folders recursively, sorted by path. */
final class BankFiles {
  private BankFiles() {}

  enum Kind {
    YAML,
    JSON,
    TEXT
  }

  static Kind kindOf(Path file) {
    String name = file.getFileName() == null ? "" : file.getFileName().toString();
    String lower = name.toLowerCase(Locale.ROOT);
    if (lower.endsWith(".yaml") || lower.endsWith(".yml")) {
      return Kind.YAML;
    }
    if (lower.endsWith(".json")) {
      return Kind.JSON;
    }
    if (lower.endsWith(".txt")) {
      return Kind.TEXT;
    }
    return null;
  }

  /** The deck files to load, each once, in a stable order; unusable paths become problems. */
  static List<Path> collect(List<Path> paths, List<Problem> problems) {
    List<Path> files = new ArrayList<>();
    Set<Path> seen = new HashSet<>();
    for (Path path : paths) {
      if (Files.isDirectory(path)) {
        for (Path file : walk(path, problems)) {
          if (seen.add(file.toAbsolutePath().normalize())) {
            files.add(file);
          }
        }
      } else if (Files.isRegularFile(path)) {
        if (kindOf(path) == null) {
          problems.add(
              new Problem(
                  path, 0, null, "not a deck file: expected a .yaml, .yml, .json or .txt file"));
        } else if (seen.add(path.toAbsolutePath().normalize())) {
          files.add(path);
        }
      } else if (Files.isSymbolicLink(path)) {
        problems.add(new Problem(path, 0, null, danglingLink(path)));
      } else {
        problems.add(new Problem(path, 0, null, "no such file or folder"));
      }
    }
    if (paths.isEmpty()) {
      problems.add(
          new Problem(
              Path.of("bank.paths"),
              0,
              null,
              "no deck file or folder given: list at least one, e.g. questions"));
    }
    if (files.isEmpty()) {
      // A bank without a question is not clean: the bot could never post, so it refuses to start,
      // and validate must say so too instead of "0 problems".
      for (Path path : paths) {
        if (Files.isDirectory(path)) {
          problems.add(
              new Problem(
                  path,
                  0,
                  null,
                  "no deck file in this folder (only .yaml, .yml, .json and practice-test .txt"
                      + " files are read, dot files skipped): add a deck, or point to the folder"
                      + " that holds them (quizbot validate PATH; bank.paths in"
                      + " config/quizbot.yaml or QUIZBOT_BANK_PATHS for the bot)"));
        }
      }
    }
    return files;
  }

  private static List<Path> walk(Path folder, List<Problem> problems) {
    try (Stream<Path> stream = Files.walk(folder)) {
      List<Path> decks =
          stream
              .filter(file -> !isHidden(folder.relativize(file)))
              .filter(file -> kindOf(file) != null)
              .sorted(Comparator.comparing(Path::toString))
              .toList();
      List<Path> files = new ArrayList<>(decks.size());
      for (Path file : decks) {
        if (Files.isRegularFile(file)) {
          files.add(file);
        } else if (Files.isSymbolicLink(file) && !Files.exists(file)) {
          // A deck whose link target was moved or deleted: its questions would vanish unsaid.
          problems.add(new Problem(file, 0, null, danglingLink(file)));
        }
      }
      return files;
    } catch (IOException | UncheckedIOException e) {
      problems.add(new Problem(folder, 0, null, "cannot list the folder: " + e.getMessage()));
      return List.of();
    }
  }

  private static String danglingLink(Path link) {
    String target;
    try {
      target = Files.readSymbolicLink(link).toString();
    } catch (IOException | UnsupportedOperationException e) {
      target = "a file";
    }
    return "a symbolic link to "
        + target
        + ", which does not exist: restore the file or remove the link";
  }

  /** Dot files and dot folders (editor backups, .git) are not decks. */
  private static boolean isHidden(Path relative) {
    for (Path part : relative) {
      if (part.toString().startsWith(".")) {
        return true;
      }
    }
    return false;
  }
}
