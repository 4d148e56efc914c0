package dev.quizbot.serverdeck;

import dev.quizbot.storage.Database;
import java.nio.file.Path;
import org.junit.jupiter.api.io.TempDir;

/** {@link DeckStoreContract} on a SQLite file. */
final class DeckStoreSqliteTest extends DeckStoreContract {

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
