package dev.quizbot.storage;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CyclicBarrier;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Two bot processes (shards) started together on one new SQLite file, as README's "Several bot
 * processes" shows, both create the file from the template. Only one copy may become the database:
 * a second rename over it would leave the first process writing to an unlinked file (its rounds and
 * daily claims lost, and no SQLite locking between the two).
 */
final class SqliteTemplateRaceTest {
  private static final int ATTEMPTS = 20;
  private static final int CREATORS = 8;

  @TempDir Path dir;

  @Test
  @DisplayName("Of several creators racing for one new database file, only one puts its copy there")
  void onlyOneCreatorWins() throws Exception {
    ExecutorService pool = Executors.newFixedThreadPool(CREATORS);
    try {
      for (int attempt = 0; attempt < ATTEMPTS; attempt++) {
        // GIVEN a database file that does not exist yet, and creators starting together
        Path file = dir.resolve("quizbot-" + attempt + ".db");
        CyclicBarrier start = new CyclicBarrier(CREATORS);
        List<Future<Boolean>> created = new ArrayList<>();

        // WHEN each creates it from the template
        for (int c = 0; c < CREATORS; c++) {
          created.add(
              pool.submit(
                  () -> {
                    start.await();
                    return SqliteTemplate.createIfMissing(file);
                  }));
        }

        // THEN exactly one copy was put in place (FileAlreadyExistsException for the others)
        int winners = 0;
        for (Future<Boolean> f : created) {
          winners += f.get() ? 1 : 0;
        }
        assertThat(winners).as("creators whose copy became %s", file.getFileName()).isEqualTo(1);
      }
    } finally {
      pool.shutdownNow();
    }
  }
}
