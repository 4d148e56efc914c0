package dev.quizbot.guildconfig;

import static org.assertj.core.api.Assertions.assertThat;

import dev.quizbot.storage.Database;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Instant;
import java.time.ZoneOffset;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Review finding: an empty allow-list means "every channel", so /quizconfig disallow_channel
 * (described to the admin as "Stop allowing /quiz in this channel") does nothing when no list is
 * set, and disallowing the only listed channel opens every channel, that one included. The reply
 * says "Saved." either way.
 */
final class DisallowChannelReviewTest {
  private static final long GUILD = 9001;
  private static final long GENERAL = 111;
  private static final long QUIZ = 222;
  private static final Clock CLOCK =
      Clock.fixed(Instant.parse("2026-03-02T10:00:00Z"), ZoneOffset.UTC);

  @TempDir Path dir;
  private Database database;
  private GuildSettingsService service;

  @BeforeEach
  void open() {
    database = Database.openSqlite(dir.resolve("settings.db"));
    service =
        new GuildSettingsService(
            new JdbcGuildSettingsStore(database), GuildSettingsDefaults.STANDARD, CLOCK);
  }

  @AfterEach
  void close() {
    database.close();
  }

  @Test
  @DisplayName("disallowing a channel in a server that allows every channel stops /quiz there")
  void disallowWithoutList() {
    // GIVEN a server with default settings (every channel allowed)
    // WHEN the admin disallows #general
    SettingsUpdate result =
        service.update(GUILD, GuildSettingsChange.none().withDisallowedChannel(GENERAL));

    // THEN either /quiz no longer runs in #general, or the change is refused with an explanation
    if (result instanceof SettingsUpdate.Applied applied) {
      assertThat(applied.settings().allowsChannel(GENERAL))
          .as("/quiz still allowed in the channel the admin just disallowed")
          .isFalse();
    }
  }

  @Test
  @DisplayName("disallowing the only allowed channel does not open every channel")
  void disallowLastListedChannel() {
    // GIVEN /quiz limited to #quiz
    service.update(GUILD, GuildSettingsChange.none().withAllowedChannel(QUIZ));

    // WHEN the admin disallows #quiz
    SettingsUpdate result =
        service.update(GUILD, GuildSettingsChange.none().withDisallowedChannel(QUIZ));

    // THEN /quiz does not run in #quiz (or the change is refused with an explanation)
    if (result instanceof SettingsUpdate.Applied applied) {
      assertThat(applied.settings().allowsChannel(QUIZ))
          .as("/quiz allowed in the channel the admin just disallowed")
          .isFalse();
    }
  }
}
