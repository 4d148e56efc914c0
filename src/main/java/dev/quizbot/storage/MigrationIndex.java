package dev.quizbot.storage;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The migrations bundled in {@code db/migration}, read from the hand-kept list {@code
 * db/migrations.txt}: scanning a 30 MB jar for them costs start-up time. A test keeps the list
 * equal to the folder.
 */
final class MigrationIndex {
  static final String FOLDER = "db/migration";
  static final String RESOURCE = "db/migrations.txt";
  private static final Pattern VERSIONED = Pattern.compile("V(\\d+)__.+\\.sql");

  private final List<String> files;

  MigrationIndex(List<String> files) {
    this.files = List.copyOf(files);
  }

  /** The bundled list, from the class path. */
  static MigrationIndex bundled() {
    ClassLoader loader = MigrationIndex.class.getClassLoader();
    try (InputStream in = loader.getResourceAsStream(RESOURCE)) {
      if (in == null) {
        throw new StorageException(RESOURCE + " is missing from the class path");
      }
      return new MigrationIndex(parse(new String(in.readAllBytes(), StandardCharsets.UTF_8)));
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  static List<String> parse(String text) {
    List<String> names = new ArrayList<>();
    try (BufferedReader lines = new BufferedReader(new java.io.StringReader(text))) {
      String line;
      while ((line = lines.readLine()) != null) {
        String name = line.strip();
        if (!name.isEmpty() && !name.startsWith("#")) {
          names.add(name);
        }
      }
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    return names;
  }

  /** File names inside {@link #FOLDER}. */
  List<String> files() {
    return files;
  }

  /** The highest {@code V<n>} among the files: the version a current database is at. */
  int latestVersion() {
    int latest = 0;
    for (String file : files) {
      Matcher m = VERSIONED.matcher(file);
      if (m.matches()) {
        latest = Math.max(latest, Integer.parseInt(m.group(1)));
      }
    }
    return latest;
  }
}
