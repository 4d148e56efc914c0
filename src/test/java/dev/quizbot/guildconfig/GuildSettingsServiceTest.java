package dev.quizbot.guildconfig;

import static org.assertj.core.api.Assertions.assertThat;

import dev.quizbot.discord.settings.SettingsRefusalText;
import dev.quizbot.storage.Database;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Instant;
import java.time.ZoneId;
import java.time.ZoneOffset;
import java.util.Optional;
import java.util.Set;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

final class GuildSettingsServiceTest {

  private static final long GUILD = 9001;
  private static final Clock CLOCK =
      Clock.fixed(Instant.parse("2026-03-02T10:00:00Z"), ZoneOffset.UTC);
  private static final GuildSettingsDefaults DEFAULTS = new GuildSettingsDefaults(45, true, false);

  @TempDir Path dir;
  private Database database;
  private JdbcGuildSettingsStore store;
  private GuildSettingsService service;

  @BeforeEach
  void open() {
    database = Database.openSqlite(dir.resolve("settings.db"));
    store = new JdbcGuildSettingsStore(database);
    service = new GuildSettingsService(store, DEFAULTS, CLOCK);
  }

  @AfterEach
  void close() {
    database.close();
  }

  @Test
  @DisplayName("a server that changed nothing gets the configured defaults, every channel, UTC")
  void defaults() {
    GuildSettings settings = service.settings(GUILD);

    assertThat(settings.answerWindowSeconds()).isEqualTo(45);
    assertThat(settings.speedBonus()).isTrue();
    assertThat(settings.hideAnswers()).isFalse();
    assertThat(settings.allowsChannel(12345)).isTrue();
    assertThat(settings.zone()).isEqualTo(ZoneOffset.UTC);
  }

  @Test
  @DisplayName("a valid change is stored and read back by a fresh service")
  void validChangeStored() {
    SettingsUpdate update =
        service.update(
            GUILD,
            GuildSettingsChange.none()
                .withAnswerWindowSeconds(120)
                .withSpeedBonus(false)
                .withHideAnswers(true)
                .withTimezone("Europe/Berlin")
                .withAllowedChannel(9101)
                .withAllowedChannel(9102));

    assertThat(update).isInstanceOf(SettingsUpdate.Applied.class);
    GuildSettings reread = new GuildSettingsService(store, DEFAULTS, CLOCK).settings(GUILD);
    assertThat(reread)
        .isEqualTo(
            new GuildSettings(
                GUILD,
                120,
                false,
                true,
                Set.of(9101L, 9102L),
                Optional.of(ZoneId.of("Europe/Berlin"))));
    assertThat(reread.allowsChannel(9103)).isFalse();
  }

  @Test
  @DisplayName(
      "an answer window out of 10..3600 s is refused naming the option and range, nothing stored")
  void windowOutOfRange() {
    SettingsUpdate update =
        service.update(
            GUILD, GuildSettingsChange.none().withAnswerWindowSeconds(5).withSpeedBonus(false));

    assertThat(update).isInstanceOf(SettingsUpdate.Invalid.class);
    assertThat(
            SettingsRefusalText.of(
                (SettingsUpdate.Invalid) update, dev.quizbot.i18n.Texts.english()))
        .contains("answer_window")
        .contains("5 seconds")
        .contains("10 to 3,600");
    assertThat(store.load(GUILD, DEFAULTS)).isEmpty();
    assertThat(service.settings(GUILD).speedBonus()).isTrue();
  }

  @Test
  @DisplayName("the window bounds themselves are accepted")
  void windowBoundsAccepted() {
    assertThat(service.update(GUILD, GuildSettingsChange.none().withAnswerWindowSeconds(10)))
        .isInstanceOf(SettingsUpdate.Applied.class);
    assertThat(service.update(GUILD, GuildSettingsChange.none().withAnswerWindowSeconds(3600)))
        .isInstanceOf(SettingsUpdate.Applied.class);
    assertThat(service.update(GUILD, GuildSettingsChange.none().withAnswerWindowSeconds(3601)))
        .isInstanceOf(SettingsUpdate.Invalid.class);
  }

  @Test
  @DisplayName("every invalid option is reported at once: window and timezone")
  void allProblemsReported() {
    SettingsUpdate update =
        service.update(
            GUILD,
            GuildSettingsChange.none().withAnswerWindowSeconds(99_999).withTimezone("Mars/Base"));

    assertThat(english((SettingsUpdate.Invalid) update))
        .hasSize(2)
        .anySatisfy(p -> assertThat(p).startsWith("answer_window"))
        .anySatisfy(p -> assertThat(p).contains("`Mars/Base`").contains("Europe/Berlin"));
    assertThat(store.load(GUILD, DEFAULTS)).isEmpty();
  }

  @Test
  @DisplayName("timezone 'none' clears the server's own zone (the boards then follow /daily set)")
  void timezoneNoneClears() {
    // GIVEN a server whose admin set Asia/Tokyo here
    service.update(GUILD, GuildSettingsChange.none().withTimezone("Asia/Tokyo"));

    // WHEN the admin types "none" (any case), to let the daily question's zone count again
    SettingsUpdate cleared = service.update(GUILD, GuildSettingsChange.none().withTimezone("None"));

    // THEN no zone of its own is stored, read back by a fresh service too
    assertThat(((SettingsUpdate.Applied) cleared).settings().timezone()).isEmpty();
    assertThat(new GuildSettingsService(store, DEFAULTS, CLOCK).settings(GUILD).timezone())
        .isEmpty();
  }

  @Test
  @DisplayName("timezone follows /daily set's rules: any letter case, no abbreviation or offset")
  void timezoneAsDailySet() {
    // WHEN an admin types a zone in lower case
    SettingsUpdate lower =
        service.update(GUILD, GuildSettingsChange.none().withTimezone("europe/berlin"));

    // THEN it is stored under its IANA spelling
    assertThat(((SettingsUpdate.Applied) lower).settings().timezone())
        .contains(java.time.ZoneId.of("Europe/Berlin"));

    // WHEN an abbreviation or a fixed offset is typed (they ignore daylight saving)
    for (String ambiguous : java.util.List.of("EST", "+02:00")) {
      SettingsUpdate refused =
          service.update(GUILD, GuildSettingsChange.none().withTimezone(ambiguous));

      // THEN it is refused with the reason and what to type, and nothing changes
      assertThat(english((SettingsUpdate.Invalid) refused))
          .singleElement()
          .asString()
          .contains("`" + ambiguous + "`")
          .contains("daylight saving")
          .contains("Europe/Berlin");
    }
    assertThat(service.settings(GUILD).timezone()).contains(java.time.ZoneId.of("Europe/Berlin"));
  }

  @Test
  @DisplayName("all_channels clears the list so /quiz runs everywhere again")
  void allowAllAgain() {
    // GIVEN /quiz limited to one channel
    service.update(GUILD, GuildSettingsChange.none().withAllowedChannel(9101));

    // WHEN the admin allows every channel
    service.update(GUILD, GuildSettingsChange.none().withAllChannelsAllowed());

    // THEN a fresh service (reading the store) allows any channel

    assertThat(new GuildSettingsService(store, DEFAULTS, CLOCK).settings(GUILD).allowsChannel(5))
        .isTrue();
  }

  @Test
  @DisplayName("clearing the list and allowing a channel in one change keeps only that channel")
  void clearThenAllow() {
    service.update(GUILD, GuildSettingsChange.none().withAllowedChannel(9101));

    service.update(
        GUILD, GuildSettingsChange.none().withAllChannelsAllowed().withAllowedChannel(9102));

    assertThat(service.settings(GUILD).allowedChannels()).containsExactly(9102L);
  }

  @Test
  @DisplayName("one server's settings do not leak into another's")
  void perServer() {
    service.update(GUILD, GuildSettingsChange.none().withAnswerWindowSeconds(300));

    assertThat(service.settings(GUILD + 1).answerWindowSeconds()).isEqualTo(45);
  }

  @Test
  @DisplayName("a change with no options reports the current settings and stores nothing")
  void emptyChangeStoresNothing() {
    SettingsUpdate update = service.update(GUILD, GuildSettingsChange.none());

    assertThat(update)
        .isEqualTo(new SettingsUpdate.Applied(GuildSettings.defaultsFor(GUILD, DEFAULTS)));
    assertThat(store.load(GUILD, DEFAULTS)).isEmpty();
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
