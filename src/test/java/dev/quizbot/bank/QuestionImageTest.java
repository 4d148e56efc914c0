package dev.quizbot.bank;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.RandomAccessFile;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

final class QuestionImageTest {

  private static final byte[] PNG = {(byte) 0x89, 'P', 'N', 'G', 0x0D, 0x0A, 0x1A, 0x0A, 0, 0};
  private static final byte[] JPEG = {(byte) 0xFF, (byte) 0xD8, (byte) 0xFF, (byte) 0xE0, 0};
  private static final byte[] GIF = "GIF89a....".getBytes(StandardCharsets.US_ASCII);
  private static final byte[] WEBP = "RIFF\0\0\0\0WEBPVP8 ".getBytes(StandardCharsets.US_ASCII);

  private final BankLoader loader = new BankLoader();

  private static String deck(String image) {
    return String.join(
        "\n",
        "id: pics",
        "title: Pictures",
        "questions:",
        "  - id: pics-1",
        "    topic: networking",
        "    prompt: What does the picture show?",
        "    choices: [\"A ring\", \"A tree\"]",
        "    answer: A ring",
        "    explanation: Each rank passes to the next one.",
        "    image: " + image,
        "");
  }

  @Test
  @DisplayName("PNG, JPEG, GIF and WebP files beside the deck load, typed by their bytes")
  void acceptsTheFourTypesByTheirBytes(@TempDir Path dir) throws IOException {
    byte[][] contents = {PNG, JPEG, GIF, WEBP};
    QuestionImage.Type[] types = QuestionImage.Type.values();
    for (int i = 0; i < contents.length; i++) {
      // GIVEN a deck whose picture (named .png whatever it is) sits in a folder beside it
      Path folder = Files.createDirectories(dir.resolve("t" + i));
      Files.createDirectories(folder.resolve("img"));
      Files.write(folder.resolve("img/ring all-reduce.png"), contents[i]);
      Files.writeString(folder.resolve("deck.yaml"), deck("img/ring all-reduce.png"));

      // WHEN the bank loads
      LoadResult result = loader.load(folder.resolve("deck.yaml"));

      // THEN the question carries the picture, its real type and a safe attachment name
      assertThat(result.problems()).isEmpty();
      QuestionImage image = result.bank().question("pics-1").orElseThrow().image();
      assertThat(image.type()).isEqualTo(types[i]);
      assertThat(image.file())
          .isEqualTo(folder.resolve("img/ring all-reduce.png").toAbsolutePath());
      assertThat(image.attachmentName()).isEqualTo("ring_all-reduce." + types[i].extension());
      assertThat(image.embedUrl()).isEqualTo("attachment://" + image.attachmentName());
    }
  }

  @Test
  @DisplayName(
      "a link inside the deck's folder to a picture outside it is refused (the file is read"
          + " where the link points); a link to a picture inside the folder loads")
  void symbolicLinkOutOfTheFolder(@TempDir Path dir) throws IOException {
    // GIVEN a picture outside the deck's folder, and in the folder a link to it and a link to a
    // picture that is inside
    Path outside = Files.write(dir.resolve("secret.png"), PNG);
    Path folder = Files.createDirectories(dir.resolve("deck"));
    Path inside = Files.write(folder.resolve("inside.png"), PNG);
    try {
      Files.createSymbolicLink(folder.resolve("escape.png"), outside);
      Files.createSymbolicLink(folder.resolve("alias.png"), inside);
    } catch (UnsupportedOperationException | IOException e) {
      Assumptions.abort("symbolic links are not available here: " + e);
    }
    Path escaping = folder.resolve("escaping.yaml");
    Files.writeString(escaping, deck("escape.png"));
    Path aliased = folder.resolve("aliased.yaml");
    Files.writeString(aliased, deck("alias.png").replace("pics-1", "pics-2"));

    // WHEN each deck loads
    LoadResult out = loader.load(escaping);
    LoadResult in = loader.load(aliased);

    // THEN the link out of the folder is a problem at the image line, the question left out
    assertThat(out.problems()).extracting(Problem::line).containsExactly(10);
    assertThat(out.problems().get(0).format())
        .contains("image 'escape.png' is outside the deck's folder");
    assertThat(out.bank().question("pics-1")).isEmpty();
    // AND the link inside it loads
    assertThat(in.problems()).isEmpty();
    assertThat(in.bank().question("pics-2").orElseThrow().image().type())
        .isEqualTo(QuestionImage.Type.PNG);
  }

  @Test
  @DisplayName("a missing picture is a problem at the image line, and the question is left out")
  void missingImage(@TempDir Path dir) throws IOException {
    Path file = dir.resolve("deck.yaml");
    Files.writeString(file, deck("nowhere.png"));

    LoadResult result = loader.load(file);

    assertThat(result.problems()).hasSize(1);
    Problem problem = result.problems().get(0);
    assertThat(problem.line()).isEqualTo(10);
    assertThat(problem.questionId()).isEqualTo("pics-1");
    assertThat(problem.format())
        .startsWith(file + ":10: pics-1: image file 'nowhere.png' does not exist beside the deck");
    assertThat(result.bank().question("pics-1")).isEmpty();
  }

  @Test
  @DisplayName("a picture over 8 MiB is a problem naming its size")
  void oversizedImage(@TempDir Path dir) throws IOException {
    Path picture = dir.resolve("big.png");
    Files.write(picture, PNG);
    try (RandomAccessFile raf = new RandomAccessFile(picture.toFile(), "rw")) {
      raf.setLength(8L * 1024 * 1024 + 1); // sparse: one byte over the limit
    }
    Path file = dir.resolve("deck.yaml");
    Files.writeString(file, deck("big.png"));

    LoadResult result = loader.load(file);

    assertThat(result.problems())
        .extracting(Problem::format)
        .containsExactly(
            file
                + ":10: pics-1: image 'big.png' has 8,388,609 bytes; at most 8,388,608 (8 MiB):"
                + " make it smaller");
  }

  @Test
  @DisplayName("exactly 8 MiB is still accepted")
  void eightMibAccepted(@TempDir Path dir) throws IOException {
    Path picture = dir.resolve("edge.png");
    Files.write(picture, PNG);
    try (RandomAccessFile raf = new RandomAccessFile(picture.toFile(), "rw")) {
      raf.setLength(8L * 1024 * 1024);
    }
    Files.writeString(dir.resolve("deck.yaml"), deck("edge.png"));

    assertThat(loader.load(dir.resolve("deck.yaml")).problems()).isEmpty();
  }

  @Test
  @DisplayName("a text file named .png, a link, an absolute path and a path out of the folder")
  void refusedValues(@TempDir Path dir) throws IOException {
    Path deckFolder = Files.createDirectories(dir.resolve("decks"));
    Files.writeString(deckFolder.resolve("fake.png"), "<svg>not a png</svg>");
    Files.write(dir.resolve("outside.png"), PNG);
    String[][] cases = {
      {"fake.png", "is not a PNG, JPEG, GIF or WebP picture (checked by its content)"},
      {"https://example.invalid/ring.png", "is a link; put the picture file beside the deck"},
      {dir.resolve("outside.png").toString(), "must be a path relative to the deck file"},
      {"../outside.png", "is outside the deck's folder"},
    };
    for (String[] c : cases) {
      Path file = deckFolder.resolve("deck.yaml");
      Files.writeString(file, deck(c[0]));

      LoadResult result = loader.load(file);

      assertThat(result.problems()).as(c[0]).hasSize(1);
      assertThat(result.problems().get(0).line()).isEqualTo(10);
      assertThat(result.problems().get(0).message()).as(c[0]).contains(c[1]);
    }
  }

  @Test
  @DisplayName("a question without image has none; image is a known field")
  void noImage(@TempDir Path dir) throws IOException {
    Files.writeString(dir.resolve("deck.yaml"), deck("").replace("    image: \n", ""));
    LoadResult result = loader.load(dir.resolve("deck.yaml"));
    assertThat(result.problems()).isEmpty();
    assertThat(result.bank().question("pics-1").orElseThrow().picture()).isEmpty();
  }
}
