package dev.quizbot.bank.formats;

import dev.quizbot.bank.Problem;
import java.io.IOException;
import java.io.InputStream;
import java.nio.ByteBuffer;
import java.nio.CharBuffer;
import java.nio.charset.CharsetDecoder;
import java.nio.charset.CoderResult;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;

/**
 * The one way into every importer: refuses what is not a question file before any parser sees it
 * (too large, an archive or other binary, not UTF-8) with a message that says what to do, and drops
 * a UTF-8 byte-order mark. Files come from a disk today and from Discord uploads later, so the size
 * cap is the caller's.
 */
public final class ImportInput {

  /** The command line's cap: some 30,000 questions of GIFT or CSV. */
  public static final long DEFAULT_MAX_BYTES = 16L * 1024 * 1024;

  private static final int SNIFF = 8 * 1024;

  private final long maxBytes;

  public ImportInput(long maxBytes) {
    this.maxBytes = maxBytes;
  }

  /** The file's text, or null when it is refused (the reason appended to {@code problems}). */
  public String read(Path file, List<Problem> problems) {
    byte[] bytes;
    try {
      long size = Files.size(file);
      if (size > maxBytes) {
        problems.add(new Problem(file, 0, null, tooLarge(size)));
        return null;
      }
      try (InputStream in = Files.newInputStream(file)) {
        // Read at most one byte past the cap: the file may grow between size() and here.
        bytes = in.readNBytes((int) Math.min(Integer.MAX_VALUE - 8, maxBytes + 1));
      }
    } catch (NoSuchFileException e) {
      problems.add(new Problem(file, 0, null, "no such file"));
      return null;
    } catch (IOException e) {
      problems.add(new Problem(file, 0, null, "cannot read: " + e.getMessage()));
      return null;
    }
    return decode(file, bytes, problems);
  }

  /** The text of {@code bytes} named {@code file}, or null when refused (reason appended). */
  public String decode(Path file, byte[] bytes, List<Problem> problems) {
    if (bytes.length > maxBytes) {
      problems.add(new Problem(file, 0, null, tooLarge(bytes.length)));
      return null;
    }
    String binary = binaryKind(bytes);
    if (binary != null) {
      problems.add(new Problem(file, 0, null, binary));
      return null;
    }
    int start = hasUtf8Bom(bytes) ? 3 : 0;
    CharsetDecoder decoder =
        StandardCharsets.UTF_8
            .newDecoder()
            .onMalformedInput(CodingErrorAction.REPORT)
            .onUnmappableCharacter(CodingErrorAction.REPORT);
    ByteBuffer in = ByteBuffer.wrap(bytes, start, bytes.length - start);
    CharBuffer out = CharBuffer.allocate(bytes.length);
    CoderResult result = decoder.decode(in, out, true);
    if (result.isError()) {
      problems.add(notUtf8(file, bytes, in.position()));
      return null;
    }
    decoder.flush(out);
    out.flip();
    return out.toString();
  }

  private String tooLarge(long size) {
    return String.format(
        Locale.ROOT,
        "the file is %.1f MiB; at most %.1f MiB is read, so it was not imported: split it into"
            + " several files",
        size / (1024.0 * 1024.0),
        maxBytes / (1024.0 * 1024.0));
  }

  /** What the bytes are when they are not text, or null when they may be text. */
  static String binaryKind(byte[] bytes) {
    if (startsWith(bytes, 'P', 'K', 3, 4) || startsWith(bytes, 'P', 'K', 5, 6)) {
      return "a zip archive, not a question file: unpack it and import the files inside"
          + " (an .apkg Anki package is a zip too: export the deck from Anki as 'Notes in Plain"
          + " Text' instead)";
    }
    if (startsWith(bytes, 0x1f, 0x8b)) {
      return "a gzip archive, not a question file: unpack it first";
    }
    if (startsWith(bytes, '%', 'P', 'D', 'F')) {
      return "a PDF document, not a question file: export the questions as text (GIFT, Aiken,"
          + " CSV or Moodle XML)";
    }
    if (startsWith(bytes, 0xfe, 0xff) || startsWith(bytes, 0xff, 0xfe)) {
      return "UTF-16 text: save the file as UTF-8";
    }
    int limit = Math.min(bytes.length, SNIFF);
    for (int i = 0; i < limit; i++) {
      if (bytes[i] == 0) {
        return "a binary file (it holds NUL bytes), not a question file: import a text file"
            + " (GIFT, Aiken, CSV, Moodle XML or a practice test)";
      }
    }
    return null;
  }

  private static Problem notUtf8(Path file, byte[] bytes, int offset) {
    int line = 1;
    int lineStart = 0;
    for (int i = 0; i < offset; i++) {
      if (bytes[i] == '\n') {
        line++;
        lineStart = i + 1;
      }
    }
    // The column counts characters, as editors do: the bytes before the bad one on its line,
    // decoded (they are valid UTF-8).
    int column =
        new String(bytes, lineStart, offset - lineStart, StandardCharsets.UTF_8).length() + 1;
    return new Problem(
        file,
        line,
        null,
        String.format(
            Locale.ROOT,
            "not UTF-8 text: byte 0x%02X at column %d (byte %,d of the file) is not valid UTF-8;"
                + " save the file as UTF-8 (it may be Windows-1252 or Latin-1)",
            bytes[offset] & 0xff,
            column,
            offset + 1));
  }

  private static boolean hasUtf8Bom(byte[] bytes) {
    return startsWith(bytes, 0xef, 0xbb, 0xbf);
  }

  private static boolean startsWith(byte[] bytes, int... prefix) {
    if (bytes.length < prefix.length) {
      return false;
    }
    for (int i = 0; i < prefix.length; i++) {
      if ((bytes[i] & 0xff) != prefix[i]) {
        return false;
      }
    }
    return true;
  }
}
