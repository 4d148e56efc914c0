package dev.quizbot.memberdata;

import dev.quizbot.storage.Database;
import java.nio.file.Path;
import org.junit.jupiter.api.io.TempDir;

/** {@link MemberDataContract} on a SQLite file. */
final class MemberDataSqliteTest extends MemberDataContract {

  @TempDir Path dir;

  @Override
  Database openDatabase() {
    return Database.openSqlite(dir.resolve("quizbot.db"));
  }
}
