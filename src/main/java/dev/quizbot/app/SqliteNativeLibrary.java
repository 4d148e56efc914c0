package dev.quizbot.app;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.sqlite.SQLiteJDBCLoader;
import org.sqlite.util.LibraryLoaderUtil;

/**
 * A per-user copy of sqlite-jdbc's native library that the driver loads directly. Left alone, the
 * driver copies the 1 MB library out of the jar into the temp folder at every start and forks
 * {@code uname -o} to choose it; with {@code org.sqlite.lib.path} set it does neither. The copy is
 * made once per driver version and platform, written under a temporary name and renamed, so a
 * half-written file is never loaded; if the driver cannot load it, it falls back to its own copy.
 */
public final class SqliteNativeLibrary {
  private static final Logger log = LoggerFactory.getLogger(SqliteNativeLibrary.class);
  static final String PATH_PROPERTY = "org.sqlite.lib.path";
  static final String NAME_PROPERTY = "org.sqlite.lib.name";

  private final Path cacheRoot;

  SqliteNativeLibrary(Path cacheRoot) {
    this.cacheRoot = cacheRoot;
  }

  /** {@code $XDG_CACHE_HOME/quizbot}, else {@code ~/.cache/quizbot}; empty without a home. */
  static Optional<Path> defaultCacheRoot(Map<String, String> env) {
    String xdg = env.getOrDefault("XDG_CACHE_HOME", "").trim();
    if (!xdg.isEmpty()) {
      return Optional.of(Path.of(xdg, "quizbot"));
    }
    String home = System.getProperty("user.home", "").trim();
    return home.isEmpty() || home.equals("?")
        ? Optional.empty()
        : Optional.of(Path.of(home, ".cache", "quizbot"));
  }

  /**
   * Points the driver at the cached copy unless the operator already chose a library folder (the
   * Docker image does). Any problem (read-only home, full disk) only leaves the driver to its own
   * way, so it never stops the bot.
   */
  static void useCachedCopy(Map<String, String> env) {
    if (System.getProperty(PATH_PROPERTY) != null) {
      return;
    }
    defaultCacheRoot(env)
        .flatMap(root -> new SqliteNativeLibrary(root).cachedCopy())
        .ifPresent(
            lib -> {
              System.setProperty(PATH_PROPERTY, lib.getParent().toString());
              System.setProperty(NAME_PROPERTY, lib.getFileName().toString());
            });
  }

  /** The cached library file, extracted from the jar first when missing; empty on failure. */
  Optional<Path> cachedCopy() {
    try {
      Path folder = cacheRoot.resolve(folderName());
      Path lib = folder.resolve(LibraryLoaderUtil.getNativeLibName());
      if (!Files.isRegularFile(lib)) {
        extract(folder, lib);
      }
      return Optional.of(lib);
    } catch (IOException | RuntimeException e) {
      log.debug("no cached copy of the SQLite native library; the driver extracts its own", e);
      return Optional.empty();
    }
  }

  /**
   * Image build step: extracts the library for this platform into the folder {@code args[0]}, for
   * {@code -Dorg.sqlite.lib.path} (the Dockerfile makes the folder root-owned, so the bot's user
   * cannot replace it).
   */
  public static void main(String[] args) throws IOException {
    Path folder = Path.of(args[0]);
    Path lib = folder.resolve(LibraryLoaderUtil.getNativeLibName());
    extract(folder, lib);
    System.out.println(lib);
  }

  /** One folder per driver version and platform, so an upgrade never loads an old library. */
  private static String folderName() {
    String platform = System.getProperty("os.name") + "-" + System.getProperty("os.arch");
    return ("sqlite-jdbc-" + SQLiteJDBCLoader.getVersion() + "-" + platform)
        .toLowerCase(Locale.ROOT)
        .replaceAll("[^a-z0-9._-]", "_");
  }

  private static void extract(Path folder, Path lib) throws IOException {
    // Only here does the driver's platform detection run (it forks uname): the first start.
    String resource =
        LibraryLoaderUtil.getNativeLibResourcePath() + "/" + LibraryLoaderUtil.getNativeLibName();
    Files.createDirectories(folder);
    Path partial = Files.createTempFile(folder, lib.getFileName().toString(), ".partial");
    try (InputStream in = SQLiteJDBCLoader.class.getResourceAsStream(resource)) {
      if (in == null) {
        throw new IOException("no native library " + resource + " in the driver's jar");
      }
      Files.copy(in, partial, StandardCopyOption.REPLACE_EXISTING);
      Files.move(partial, lib, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
    } finally {
      Files.deleteIfExists(partial);
    }
  }
}
