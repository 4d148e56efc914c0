package dev.quizbot.quality;

import dev.quizbot.storage.Database;
import java.nio.file.Path;
import org.junit.jupiter.api.io.TempDir;

/** {@link ReportStoreContract} on a SQLite file. */
final class ReportStoreSqliteTest extends ReportStoreContract {

  @TempDir Path dir;

  @Override
  Database openDatabase() {
    return Database.openSqlite(dir.resolve("quizbot.db"));
  }
}
