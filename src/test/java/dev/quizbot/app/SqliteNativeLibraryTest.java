package dev.quizbot.app;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.sqlite.SQLiteJDBCLoader;
import org.sqlite.util.LibraryLoaderUtil;

final class SqliteNativeLibraryTest {

  @TempDir Path cache;

  @Test
  @DisplayName("the first call copies the driver's native library for this platform into the cache")
  void firstCallExtracts() throws Exception {
    // GIVEN an empty cache folder
    SqliteNativeLibrary library = new SqliteNativeLibrary(cache);

    // WHEN
    Optional<Path> lib = library.cachedCopy();

    // THEN the file has exactly the bytes of the jar's library
    assertThat(lib).isPresent();
    assertThat(lib.get()).startsWith(cache).hasFileName(LibraryLoaderUtil.getNativeLibName());
    String resource =
        LibraryLoaderUtil.getNativeLibResourcePath() + "/" + LibraryLoaderUtil.getNativeLibName();
    try (InputStream in = SQLiteJDBCLoader.class.getResourceAsStream(resource)) {
      assertThat(Files.readAllBytes(lib.get())).isEqualTo(in.readAllBytes());
    }
    try (var files = Files.list(lib.get().getParent())) {
      assertThat(files).containsExactly(lib.get()); // no partial file left behind
    }
  }

  @Test
  @DisplayName("a later call reuses the cached copy instead of extracting it again")
  void laterCallReuses() throws Exception {
    // GIVEN a cached copy with a known modification time
    SqliteNativeLibrary library = new SqliteNativeLibrary(cache);
    Path lib = library.cachedCopy().orElseThrow();
    FileTime old = FileTime.fromMillis(1_000_000_000_000L);
    Files.setLastModifiedTime(lib, old);

    // WHEN
    Path again = library.cachedCopy().orElseThrow();

    // THEN
    assertThat(again).isEqualTo(lib);
    assertThat(Files.getLastModifiedTime(again)).isEqualTo(old);
  }

  @Test
  @DisplayName("a cache folder that cannot be created gives no copy, so the driver uses its own")
  void unwritableCache() throws Exception {
    // GIVEN a cache root that is a file, not a folder
    Path file = Files.writeString(cache.resolve("not-a-folder"), "x");

    // WHEN / THEN
    assertThat(new SqliteNativeLibrary(file).cachedCopy()).isEmpty();
  }

  @Test
  @DisplayName("the cache lives under XDG_CACHE_HOME when it is set")
  void xdgCacheHome() {
    assertThat(SqliteNativeLibrary.defaultCacheRoot(Map.of("XDG_CACHE_HOME", "/srv/cache")))
        .contains(Path.of("/srv/cache", "quizbot"));
  }

  @Test
  @DisplayName("without XDG_CACHE_HOME the cache is ~/.cache/quizbot")
  void homeCache() {
    assertThat(SqliteNativeLibrary.defaultCacheRoot(Map.of()))
        .contains(Path.of(System.getProperty("user.home"), ".cache", "quizbot"));
  }

  @Test
  @DisplayName("the image build step extracts the driver's own library into the named folder")
  void imageBuildStep() throws Exception {
    Path folder = cache.resolve("native");
    SqliteNativeLibrary.main(new String[] {folder.toString()});
    Path lib = folder.resolve(LibraryLoaderUtil.getNativeLibName());
    String resource =
        LibraryLoaderUtil.getNativeLibResourcePath() + "/" + LibraryLoaderUtil.getNativeLibName();
    try (InputStream in = SQLiteJDBCLoader.class.getResourceAsStream(resource)) {
      assertThat(Files.readAllBytes(lib)).isEqualTo(in.readAllBytes());
    }
  }
}
