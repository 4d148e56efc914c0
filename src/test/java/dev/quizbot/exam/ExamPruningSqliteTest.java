package dev.quizbot.exam;

import dev.quizbot.storage.Database;
import java.nio.file.Path;
import org.junit.jupiter.api.io.TempDir;

/** {@link ExamPruningContract} on a real SQLite file (a new file per test). */
final class ExamPruningSqliteTest extends ExamPruningContract {

  @TempDir Path dir;

  @Override
  Database openDatabase() {
    return Database.openSqlite(dir.resolve("exam.db"));
  }
}
