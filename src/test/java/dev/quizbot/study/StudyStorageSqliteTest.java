package dev.quizbot.study;

import dev.quizbot.storage.Database;
import java.nio.file.Path;
import org.junit.jupiter.api.io.TempDir;

/** {@link StudyStorageContract} on a real SQLite file (a new file per test). */
final class StudyStorageSqliteTest extends StudyStorageContract {

  @TempDir Path dir;

  @Override
  Database openDatabase() {
    return Database.openSqlite(dir.resolve("study.db"));
  }
}
