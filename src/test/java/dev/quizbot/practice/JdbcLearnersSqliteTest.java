package dev.quizbot.practice;

import dev.quizbot.storage.Database;
import java.nio.file.Path;
import org.junit.jupiter.api.io.TempDir;

/** {@link JdbcLearnersContract} on a real SQLite file. */
final class JdbcLearnersSqliteTest extends JdbcLearnersContract {
  @TempDir Path dir;

  @Override
  Database openDatabase() {
    return Database.openSqlite(dir.resolve("q.db"));
  }
}
