package dev.quizbot.storage;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

final class MigrationIndexTest {

  @Test
  @DisplayName("db/migrations.txt lists exactly the files of db/migration")
  void indexMatchesFolder() throws Exception {
    // GIVEN the migration folder of the sources
    List<String> inFolder;
    try (Stream<Path> files = Files.list(Path.of("src/main/resources", MigrationIndex.FOLDER))) {
      inFolder = files.map(f -> f.getFileName().toString()).sorted().toList();
    }
    // WHEN the bundled index is read
    List<String> indexed = MigrationIndex.bundled().files();
    // THEN they name the same files (add a new migration to db/migrations.txt)
    assertThat(indexed).containsExactlyInAnyOrderElementsOf(inFolder);
  }

  @Test
  @DisplayName("the latest version is the highest V number, comments and blank lines ignored")
  void latestVersionIsHighestV() {
    // GIVEN an index text with versions out of order
    String text = "# comment\nV2__b.sql\n\nV10__c.sql\nV1__a.sql\n";
    // WHEN parsed
    MigrationIndex index = new MigrationIndex(MigrationIndex.parse(text));
    // THEN the highest version wins numerically
    assertThat(index.latestVersion()).isEqualTo(10);
  }
}
