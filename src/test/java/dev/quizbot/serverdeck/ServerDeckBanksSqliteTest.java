package dev.quizbot.serverdeck;

import dev.quizbot.storage.Database;
import java.nio.file.Path;
import org.junit.jupiter.api.io.TempDir;

/** {@link ServerDeckBanksContract} on a SQLite file. */
final class ServerDeckBanksSqliteTest extends ServerDeckBanksContract {

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
