package dev.quizbot.bank;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URISyntaxException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

/** Test helpers: fixture files from src/test/resources/bank and files written on the fly. */
final class Fixtures {
  private Fixtures() {}

  static Path resource(String name) {
    try {
      return Path.of(Fixtures.class.getResource("/bank/" + name).toURI());
    } catch (URISyntaxException e) {
      throw new IllegalStateException(e);
    }
  }

  static Path write(Path dir, String name, String content) {
    try {
      Path file = dir.resolve(name);
      Files.createDirectories(file.getParent());
      Files.writeString(file, content, StandardCharsets.UTF_8);
      return file;
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  /** A valid one-question YAML deck with the given ids. */
  static String yamlDeck(String deckId, String questionId) {
    return """
        id: %s
        title: Deck %s
        description: test
        questions:
          - id: %s
            topic: memory
            prompt: Which technique recomputes activations?
            choices: ["Activation checkpointing", "Loss scaling"]
            answer: Activation checkpointing
            explanation: It trades compute for memory.
        """
        .formatted(deckId, deckId, questionId);
  }
}
