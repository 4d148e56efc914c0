package dev.quizbot.suggestion;

import dev.quizbot.storage.Database;
import java.nio.file.Path;
import org.junit.jupiter.api.io.TempDir;

/** {@link SuggestionStoreContract} on a SQLite file. */
final class SuggestionStoreSqliteTest extends SuggestionStoreContract {

  @TempDir Path dir;

  @Override
  Database openDatabase() {
    return Database.openSqlite(dir.resolve("quizbot.db"));
  }

  @Override
  Database reopenDatabase() {
    return Database.openSqlite(dir.resolve("quizbot.db"));
  }
}
