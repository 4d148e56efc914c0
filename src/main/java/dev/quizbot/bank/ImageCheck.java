package dev.quizbot.bank;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.InvalidPathException;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;

/**
 * Checks a question's {@code image} field: a file beside the deck (its folder or below, also where
 * a symbolic link leads), at most {@link #MAX_BYTES}, whose first bytes are a PNG, JPEG, GIF or
 * WebP signature (the extension is not trusted: a renamed file would show as a broken picture).
 */
final class ImageCheck {

  /** Discord lets a bot upload 10 MiB per message without boosts; the spec keeps 8 of them. */
  static final long MAX_BYTES = 8L * 1024 * 1024;

  private ImageCheck() {}

  /** True when the field holds a value to check (a wrong one then makes the question unusable). */
  static boolean given(Located image) {
    return image != null && !image.isBlank();
  }

  /** The checked picture, or null when absent or wrong (each problem reported at its line). */
  static QuestionImage check(
      Path deckFile, Located image, String questionId, List<Problem> problems) {
    if (image == null || image.text() == null) {
      return null; // absent, or not text (the reader reported that)
    }
    String value = image.text().strip();
    if (value.isEmpty()) {
      return null;
    }
    String lower = value.toLowerCase(Locale.ROOT);
    if (lower.startsWith("http:") || lower.startsWith("https:") || lower.contains("://")) {
      return problem(
          deckFile,
          image,
          questionId,
          "image '"
              + value
              + "' is a link; put the picture file beside the deck and give its path (links rot)",
          problems);
    }
    Path folder = deckFile.toAbsolutePath().normalize().getParent();
    Path file;
    try {
      Path given = Path.of(value);
      if (given.isAbsolute()) {
        return problem(
            deckFile,
            image,
            questionId,
            "image '" + value + "' must be a path relative to the deck file, not an absolute one",
            problems);
      }
      file = folder.resolve(given).normalize();
    } catch (InvalidPathException e) {
      return problem(
          deckFile, image, questionId, "image '" + value + "' is not a file path", problems);
    }
    if (!file.startsWith(folder)) {
      return problem(
          deckFile,
          image,
          questionId,
          "image '" + value + "' is outside the deck's folder; keep pictures beside the deck",
          problems);
    }
    if (!Files.isRegularFile(file)) {
      return problem(
          deckFile,
          image,
          questionId,
          "image file '" + value + "' does not exist beside the deck (looked for " + file + ")",
          problems);
    }
    QuestionImage.Type type;
    try {
      // A symbolic link inside the folder may point anywhere: where it leads must be inside too.
      if (!file.toRealPath().startsWith(folder.toRealPath())) {
        return problem(
            deckFile,
            image,
            questionId,
            "image '"
                + value
                + "' is outside the deck's folder (a link to "
                + file.toRealPath()
                + "); keep pictures beside the deck",
            problems);
      }
      long size = Files.size(file);
      if (size > MAX_BYTES) {
        return problem(
            deckFile,
            image,
            questionId,
            String.format(
                Locale.ROOT,
                "image '%s' has %,d bytes; at most %,d (8 MiB): make it smaller",
                value,
                size,
                MAX_BYTES),
            problems);
      }
      type = typeOf(file);
    } catch (IOException e) {
      return problem(
          deckFile,
          image,
          questionId,
          "image '" + value + "' cannot be read: " + e.getMessage(),
          problems);
    }
    if (type == null) {
      return problem(
          deckFile,
          image,
          questionId,
          "image '" + value + "' is not a PNG, JPEG, GIF or WebP picture (checked by its content)",
          problems);
    }
    return new QuestionImage(file, attachmentName(file, type), type);
  }

  /** The type its first 12 bytes show, or null. */
  static QuestionImage.Type typeOf(Path file) throws IOException {
    byte[] head;
    try (InputStream in = Files.newInputStream(file)) {
      head = in.readNBytes(12);
    }
    if (startsWith(head, 0x89, 'P', 'N', 'G', 0x0D, 0x0A, 0x1A, 0x0A)) {
      return QuestionImage.Type.PNG;
    }
    if (startsWith(head, 0xFF, 0xD8, 0xFF)) {
      return QuestionImage.Type.JPEG;
    }
    if (startsWith(head, 'G', 'I', 'F', '8', '7', 'a')
        || startsWith(head, 'G', 'I', 'F', '8', '9', 'a')) {
      return QuestionImage.Type.GIF;
    }
    if (startsWith(head, 'R', 'I', 'F', 'F')
        && head.length == 12
        && Arrays.equals(Arrays.copyOfRange(head, 8, 12), new byte[] {'W', 'E', 'B', 'P'})) {
      return QuestionImage.Type.WEBP;
    }
    return null;
  }

  private static boolean startsWith(byte[] head, int... signature) {
    if (head.length < signature.length) {
      return false;
    }
    for (int i = 0; i < signature.length; i++) {
      if ((head[i] & 0xFF) != signature[i]) {
        return false;
      }
    }
    return true;
  }

  /** The file's name in safe characters, with its real type's extension. */
  static String attachmentName(Path file, QuestionImage.Type type) {
    String name = file.getFileName().toString();
    int dot = name.lastIndexOf('.');
    String stem = dot > 0 ? name.substring(0, dot) : name;
    String safe = stem.replaceAll("[^A-Za-z0-9_-]", "_");
    if (safe.isEmpty()) {
      safe = "image";
    }
    if (safe.length() > 64) {
      safe = safe.substring(0, 64);
    }
    return safe + "." + type.extension();
  }

  private static QuestionImage problem(
      Path deckFile, Located image, String questionId, String message, List<Problem> problems) {
    problems.add(new Problem(deckFile, image.line(), questionId, message));
    return null;
  }
}
