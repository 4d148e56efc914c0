package dev.quizbot.memberdata;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.zip.GZIPOutputStream;

/**
 * Fits an export into files of at most a given size, for a chat that limits attachments: the JSON
 * as it is when it fits; else gzip-compressed (review rows shrink about six times); else the
 * compressed bytes cut into numbered parts, each its own file, which {@code cat} joins back.
 */
public final class ExportFiles {

  /**
   * Discord's attachment limit has moved (8 MiB, 25 MiB, now about 10 MB without boosts, 25 MB for
   * a whole request): 8 MiB stays under every one of them.
   */
  public static final int DISCORD_LIMIT = 8 * 1024 * 1024;

  /** One file to send. */
  public record File(String name, byte[] bytes) {}

  /** How the export was fitted. */
  public enum Shape {
    JSON,
    GZIP,
    GZIP_PARTS
  }

  /** The files, in order, and how they were made. */
  public record Fitted(Shape shape, List<File> files) {}

  private ExportFiles() {}

  /**
   * @param baseName the file name without extension, e.g. {@code quizbot-data-123}
   * @param limit the largest file allowed, in bytes
   */
  public static Fitted fit(String baseName, byte[] json, int limit) {
    if (json.length <= limit) {
      return new Fitted(Shape.JSON, List.of(new File(baseName + ".json", json)));
    }
    byte[] gzip = gzip(json);
    if (gzip.length <= limit) {
      return new Fitted(Shape.GZIP, List.of(new File(baseName + ".json.gz", gzip)));
    }
    int parts = (gzip.length + limit - 1) / limit;
    List<File> files = new ArrayList<>();
    for (int i = 0; i < parts; i++) {
      byte[] part = Arrays.copyOfRange(gzip, i * limit, Math.min(gzip.length, (i + 1) * limit));
      files.add(new File(String.format("%s.json.gz.%03d", baseName, i + 1), part));
    }
    return new Fitted(Shape.GZIP_PARTS, List.copyOf(files));
  }

  private static byte[] gzip(byte[] bytes) {
    ByteArrayOutputStream out = new ByteArrayOutputStream(bytes.length / 8 + 64);
    try (GZIPOutputStream zip = new GZIPOutputStream(out)) {
      zip.write(bytes);
    } catch (IOException e) {
      throw new UncheckedIOException(e); // in memory: not expected
    }
    return out.toByteArray();
  }
}
