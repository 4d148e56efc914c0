package dev.quizbot.guildconfig;

import static org.assertj.core.api.Assertions.assertThat;

import dev.quizbot.storage.Database;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.Statement;
import java.time.Instant;
import java.time.ZoneId;
import java.util.Optional;
import java.util.Set;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

final class JdbcGuildSettingsStoreTest {

  private static final long GUILD = 9001;
  private static final Instant NOW = Instant.parse("2026-03-02T10:00:00Z");

  @Test
  @DisplayName("stored settings and allowed channels read back unchanged")
  void roundTrip(@TempDir Path dir) {
    try (Database database = Database.openSqlite(dir.resolve("s.db"))) {
      JdbcGuildSettingsStore store = new JdbcGuildSettingsStore(database);
      GuildSettings settings =
          new GuildSettings(
              GUILD, 90, false, true, Set.of(1L, 2L), Optional.of(ZoneId.of("Asia/Tokyo")));

      store.save(settings, NOW);

      assertThat(store.load(GUILD, GuildSettingsDefaults.STANDARD)).contains(settings);
    }
  }

  @Test
  @DisplayName("a stored zone unknown to this JVM reads back as UTC instead of failing")
  void unknownStoredZone(@TempDir Path dir) throws Exception {
    try (Database database = Database.openSqlite(dir.resolve("s.db"))) {
      JdbcGuildSettingsStore store = new JdbcGuildSettingsStore(database);
      store.save(GuildSettings.defaultsFor(GUILD, GuildSettingsDefaults.STANDARD), NOW);
      try (Connection c = database.connection();
          Statement st = c.createStatement()) {
        st.executeUpdate("UPDATE guild_settings SET timezone = 'Mars/Base'");
      }

      assertThat(store.load(GUILD, GuildSettingsDefaults.STANDARD).orElseThrow().timezone())
          .isEmpty();
    }
  }
}
