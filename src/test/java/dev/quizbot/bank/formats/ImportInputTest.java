package dev.quizbot.bank.formats;

import static org.assertj.core.api.Assertions.assertThat;

import dev.quizbot.bank.Problem;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.zip.ZipEntry;
import java.util.zip.ZipOutputStream;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The importers' one entry refuses what is not a question file, each with a clear reason. */
final class ImportInputTest {

  @TempDir Path dir;

  private final List<Problem> problems = new ArrayList<>();

  private String read(String name, byte[] bytes, long maxBytes) throws IOException {
    Path file = Files.write(dir.resolve(name), bytes);
    return new ImportInput(maxBytes).read(file, problems);
  }

  @Test
  @DisplayName("a zip archive (an .apkg too) is refused as an archive, not parsed")
  void zipRefused() throws IOException {
    ByteArrayOutputStream zip = new ByteArrayOutputStream();
    try (ZipOutputStream out = new ZipOutputStream(zip)) {
      out.putNextEntry(new ZipEntry("questions.gift"));
      out.write("::q::Q? {=a ~b}".getBytes(StandardCharsets.UTF_8));
      out.closeEntry();
    }

    assertThat(read("deck.apkg", zip.toByteArray(), 1 << 20)).isNull();
    assertThat(problems).singleElement().asString().contains("a zip archive", "unpack it");
  }

  @Test
  @DisplayName("a binary file with NUL bytes is refused")
  void binaryRefused() throws IOException {
    byte[] bytes = {'G', 'I', 'F', '8', '9', 'a', 0, 0, 1, 2};

    assertThat(read("picture.txt", bytes, 1 << 20)).isNull();
    assertThat(problems).singleElement().asString().contains("binary file");
  }

  @Test
  @DisplayName("a file over the size cap is refused before it is read")
  void tooLargeRefused() throws IOException {
    byte[] bytes = "Q?\nA. a\nB. b\nANSWER: A\n\n".repeat(2_000).getBytes(StandardCharsets.UTF_8);

    assertThat(read("big.txt", bytes, 10_000)).isNull();
    assertThat(problems).singleElement().asString().contains("MiB", "split it");
  }

  @Test
  @DisplayName("text that is not UTF-8 is refused with the line, column and byte of the bad byte")
  void notUtf8() throws IOException {
    byte[] bytes = "first line\nCaf\u00e9 au lait\n".getBytes(StandardCharsets.ISO_8859_1);

    assertThat(read("latin1.txt", bytes, 1 << 20)).isNull();
    Problem problem = problems.get(0);
    assertThat(problem.line()).isEqualTo(2);
    assertThat(problem.message()).contains("byte 0xE9 at column 4", "byte 15 of the file", "UTF-8");
  }

  @Test
  @DisplayName("UTF-16 text is refused with the fix")
  void utf16Refused() throws IOException {
    byte[] bytes = "\uFEFFQ?".getBytes(StandardCharsets.UTF_16BE);

    assertThat(read("wide.txt", bytes, 1 << 20)).isNull();
    assertThat(problems).singleElement().asString().contains("UTF-16", "save the file as UTF-8");
  }

  @Test
  @DisplayName("a UTF-8 byte-order mark is dropped, the text kept")
  void bomDropped() throws IOException {
    byte[] bom = {(byte) 0xef, (byte) 0xbb, (byte) 0xbf};
    byte[] text = "question,a,b,answer\n".getBytes(StandardCharsets.UTF_8);
    byte[] bytes = new byte[bom.length + text.length];
    System.arraycopy(bom, 0, bytes, 0, 3);
    System.arraycopy(text, 0, bytes, 3, text.length);

    assertThat(read("bom.csv", bytes, 1 << 20)).isEqualTo("question,a,b,answer\n");
    assertThat(problems).isEmpty();
  }

  @Test
  @DisplayName("the import of a refused file stores nothing and says why")
  void importOfRefusedFile() throws IOException {
    Path file = Files.write(dir.resolve("x.pdf"), "%PDF-1.7\n...".getBytes(StandardCharsets.UTF_8));

    ImportResult result =
        new DeckImporter(new ImportInput(1 << 20)).importFiles(List.of(file), null, null);

    assertThat(result.deck()).isNull();
    assertThat(result.problems()).singleElement().asString().contains("a PDF document");
  }

  @Test
  @DisplayName("a 50 MB file is refused by its size, before a byte of it is read")
  void fiftyMegabytesRefused() throws IOException {
    Path file = dir.resolve("huge.gift");
    try (java.io.RandomAccessFile sparse = new java.io.RandomAccessFile(file.toFile(), "rw")) {
      sparse.setLength(50L * 1024 * 1024);
    }

    String text = new ImportInput(ImportInput.DEFAULT_MAX_BYTES).read(file, problems);

    assertThat(text).isNull();
    assertThat(problems)
        .singleElement()
        .asString()
        .contains("the file is 50.0 MiB; at most 16.0 MiB is read");
  }

  @Test
  @DisplayName("a YAML bomb given to import is refused as a deck, never parsed")
  void yamlBombNotParsed() throws IOException {
    StringBuilder bomb = new StringBuilder("a: &a [\"lol\",\"lol\",\"lol\",\"lol\"]\n");
    for (char c = 'b'; c <= 'j'; c++) {
      char prev = (char) (c - 1);
      bomb.append(c).append(": &").append(c).append(" [");
      for (int i = 0; i < 9; i++) {
        bomb.append(i == 0 ? "" : ",").append('*').append(prev);
      }
      bomb.append("]\n");
    }
    bomb.append("questions: *j\n");
    Path file = Files.writeString(dir.resolve("bomb.yaml"), bomb);

    ImportResult result =
        new DeckImporter(new ImportInput(1 << 20)).importFiles(List.of(file), null, null);

    assertThat(result.deck()).isNull();
    assertThat(result.problems()).singleElement().asString().contains("already a Quizbot deck");
  }
}
