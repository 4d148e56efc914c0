package dev.quizbot.guildconfig;

import static org.assertj.core.api.Assertions.assertThat;

import dev.quizbot.discord.settings.SettingsRefusalText;
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
 * {@code /quizconfig disallow_channel} on an allow-list where empty means "every channel": a
 * removal that would do nothing (no list) or open every channel (last entry) is refused with the
 * way to get what the admin wants, and stores nothing.
 */
final class DisallowChannelTest {
  private static final long GUILD = 9001;
  private static final long GENERAL = 111;
  private static final long QUIZ = 222;
  private static final long STUDY = 333;
  private static final Clock CLOCK =
      Clock.fixed(Instant.parse("2026-03-02T10:00:00Z"), ZoneOffset.UTC);

  @TempDir Path dir;
  private Database database;
  private JdbcGuildSettingsStore store;
  private GuildSettingsService service;

  @BeforeEach
  void open() {
    database = Database.openSqlite(dir.resolve("settings.db"));
    store = new JdbcGuildSettingsStore(database);
    service = new GuildSettingsService(store, GuildSettingsDefaults.STANDARD, CLOCK);
  }

  @AfterEach
  void close() {
    database.close();
  }

  @Test
  @DisplayName("disallowing a channel when no list is set is refused, pointing to allow_channel")
  void disallowWithoutList() {
    // GIVEN a server with default settings (every channel allowed)

    // WHEN the admin disallows #general
    SettingsUpdate result =
        service.update(GUILD, GuildSettingsChange.none().withDisallowedChannel(GENERAL));

    // THEN it is refused with the way to limit /quiz, and nothing is stored
    assertThat(result).isInstanceOf(SettingsUpdate.Invalid.class);
    assertThat(
            SettingsRefusalText.of(
                (SettingsUpdate.Invalid) result, dev.quizbot.i18n.Texts.english()))
        .contains("no channel list is set")
        .contains("allow_channel");
    assertThat(store.load(GUILD, GuildSettingsDefaults.STANDARD)).isEmpty();
  }

  @Test
  @DisplayName("disallowing the only allowed channel is refused instead of opening every channel")
  void disallowLastListedChannel() {
    // GIVEN /quiz limited to #quiz
    service.update(GUILD, GuildSettingsChange.none().withAllowedChannel(QUIZ));

    // WHEN the admin disallows #quiz
    SettingsUpdate result =
        service.update(GUILD, GuildSettingsChange.none().withDisallowedChannel(QUIZ));

    // THEN it is refused, naming the channel and both ways out, and #quiz stays the only channel
    assertThat(result).isInstanceOf(SettingsUpdate.Invalid.class);
    assertThat(
            SettingsRefusalText.of(
                (SettingsUpdate.Invalid) result, dev.quizbot.i18n.Texts.english()))
        .contains("<#" + QUIZ + "> is the only allowed channel")
        .contains("allow_channel")
        .contains("all_channels");
    GuildSettings reread =
        new GuildSettingsService(store, GuildSettingsDefaults.STANDARD, CLOCK).settings(GUILD);
    assertThat(reread.allowedChannels()).containsExactly(QUIZ);
  }

  @Test
  @DisplayName("disallowing one of several allowed channels stops /quiz there only")
  void disallowOneOfSeveral() {
    // GIVEN /quiz limited to #quiz and #study
    service.update(
        GUILD, GuildSettingsChange.none().withAllowedChannel(QUIZ).withAllowedChannel(STUDY));

    // WHEN the admin disallows #quiz
    SettingsUpdate result =
        service.update(GUILD, GuildSettingsChange.none().withDisallowedChannel(QUIZ));

    // THEN /quiz runs in #study only
    assertThat(result).isInstanceOf(SettingsUpdate.Applied.class);
    GuildSettings now = ((SettingsUpdate.Applied) result).settings();
    assertThat(now.allowsChannel(QUIZ)).isFalse();
    assertThat(now.allowsChannel(STUDY)).isTrue();
    assertThat(now.allowsChannel(GENERAL)).isFalse();
  }

  @Test
  @DisplayName("disallow_channel together with all_channels:True is refused as contradictory")
  void disallowWithAllChannels() {
    // GIVEN /quiz limited to #quiz and #study
    service.update(
        GUILD, GuildSettingsChange.none().withAllowedChannel(QUIZ).withAllowedChannel(STUDY));

    // WHEN the admin both allows every channel and disallows #quiz
    SettingsUpdate result =
        service.update(
            GUILD, GuildSettingsChange.none().withAllChannelsAllowed().withDisallowedChannel(QUIZ));

    // THEN it is refused and the list is unchanged
    assertThat(result).isInstanceOf(SettingsUpdate.Invalid.class);
    assertThat(
            SettingsRefusalText.of(
                (SettingsUpdate.Invalid) result, dev.quizbot.i18n.Texts.english()))
        .contains("all_channels");
    assertThat(service.settings(GUILD).allowedChannels()).containsExactlyInAnyOrder(QUIZ, STUDY);
  }

  /** The refusal's lines as an English-speaking admin reads them. */
  private static java.util.List<String> english(SettingsUpdate.Invalid invalid) {
    return invalid.problems().stream()
        .map(
            p ->
                dev.quizbot.discord.settings.SettingsRefusalText.line(
                    p, dev.quizbot.i18n.Texts.english()))
        .toList();
  }
}
