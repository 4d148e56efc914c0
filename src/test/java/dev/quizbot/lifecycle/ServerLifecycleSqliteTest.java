package dev.quizbot.lifecycle;

import dev.quizbot.storage.Database;
import java.nio.file.Path;
import org.junit.jupiter.api.io.TempDir;

/** {@link ServerLifecycleContract} on a SQLite file. */
final class ServerLifecycleSqliteTest extends ServerLifecycleContract {

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
