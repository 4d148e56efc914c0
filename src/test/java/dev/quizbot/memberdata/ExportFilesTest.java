package dev.quizbot.memberdata;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.Random;
import java.util.zip.GZIPInputStream;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

final class ExportFilesTest {

  @Test
  @DisplayName("an export under the limit is one .json file, unchanged")
  void smallIsPlainJson() {
    byte[] json = "{\"rows\":1}".getBytes(StandardCharsets.UTF_8);

    ExportFiles.Fitted fitted = ExportFiles.fit("quizbot-data-1", json, 1024);

    assertThat(fitted.shape()).isEqualTo(ExportFiles.Shape.JSON);
    assertThat(fitted.files())
        .singleElement()
        .satisfies(
            f -> {
              assertThat(f.name()).isEqualTo("quizbot-data-1.json");
              assertThat(f.bytes()).isEqualTo(json);
            });
  }

  @Test
  @DisplayName("over the limit: one .json.gz that unpacks to the same bytes")
  void overTheLimitIsGzip() throws IOException {
    byte[] json = "{\"row\":12345},".repeat(1_000).getBytes(StandardCharsets.UTF_8);

    ExportFiles.Fitted fitted = ExportFiles.fit("quizbot-data-1", json, 4_096);

    assertThat(fitted.shape()).isEqualTo(ExportFiles.Shape.GZIP);
    assertThat(fitted.files())
        .singleElement()
        .satisfies(
            f -> {
              assertThat(f.name()).isEqualTo("quizbot-data-1.json.gz");
              assertThat(f.bytes().length).isLessThanOrEqualTo(4_096);
            });
    assertThat(gunzip(fitted.files().get(0).bytes())).isEqualTo(json);
  }

  @Test
  @DisplayName("over the limit even compressed: numbered parts under the limit that join back")
  void overTheLimitCompressedIsParts() throws IOException {
    byte[] json = new byte[20_000];
    new Random(28).nextBytes(json); // does not compress

    ExportFiles.Fitted fitted = ExportFiles.fit("quizbot-data-1", json, 8_000);

    assertThat(fitted.shape()).isEqualTo(ExportFiles.Shape.GZIP_PARTS);
    assertThat(fitted.files())
        .extracting(ExportFiles.File::name)
        .containsExactly(
            "quizbot-data-1.json.gz.001",
            "quizbot-data-1.json.gz.002",
            "quizbot-data-1.json.gz.003");
    ByteArrayOutputStream joined = new ByteArrayOutputStream();
    for (ExportFiles.File f : fitted.files()) {
      assertThat(f.bytes().length).isLessThanOrEqualTo(8_000);
      joined.write(f.bytes());
    }
    assertThat(gunzip(joined.toByteArray())).isEqualTo(json);
  }

  private static byte[] gunzip(byte[] bytes) throws IOException {
    try (GZIPInputStream in = new GZIPInputStream(new ByteArrayInputStream(bytes))) {
      return in.readAllBytes();
    }
  }
}
