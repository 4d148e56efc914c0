package dev.quizbot.e2e.review;

import static org.assertj.core.api.Assertions.assertThat;

import dev.quizbot.e2e.AppBot;
import dev.quizbot.fakediscord.DiscordScenario;
import dev.quizbot.fakediscord.FakeDiscordExtension;
import dev.quizbot.fakediscord.InteractionReply;
import java.time.Instant;
import java.util.Map;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

final class MemoryModelSettingsE2ETest {

  private static final String OWN =
      "0.3,1.5,2.5,9.0,6.4133,0.8334,3.0194,0.001,2.1,0.1666,0.796,1.4835,0.0614,0.2629,1.6483,"
          + "0.6014,1.8729,0.5425,0.0912,0.0658,0.1542";

  private final AppBot bot = AppBot.fresh();

  @RegisterExtension final FakeDiscordExtension extension = FakeDiscordExtension.withBot(() -> bot);

  @Test
  @DisplayName(
      "/review settings says which memory model schedules a member and since when, and"
          + " memory_model: defaults goes back to the defaults")
  void memoryModel(DiscordScenario discord) {
    long member = Long.parseLong(discord.alice().id());
    // GIVEN no refit yet: the defaults
    InteractionReply fresh = discord.slash(discord.alice(), "review", Map.of("settings", Map.of()));
    assertThat(fresh.content()).contains("memory model: the defaults").contains("400");

    // AND after a refit kept her own weights (fitted on 2026-03-04 from 812 reviews), two days on
    bot.clock().set(Instant.parse("2026-03-06T12:00:00Z"));
    bot.execute(
        "INSERT INTO study_member_parameters (user_id, weights, guessing, fitted_at,"
            + " fitted_reviews, checked_at, checked_reviews) VALUES (?, ?, 0, ?, 812, ?, 1015)",
        member,
        OWN,
        1_772_611_200_000L,
        1_772_611_200_000L);
    InteractionReply own = discord.slash(discord.alice(), "review", Map.of("settings", Map.of()));
    assertThat(own.content())
        .contains("memory model: your own, fitted on 2026-03-04 from 812 of your reviews");

    // WHEN she goes back to the defaults
    InteractionReply reset =
        discord.slash(
            discord.alice(), "review", Map.of("settings", Map.of("memory_model", "defaults")));

    // THEN the defaults are in use again, and the next refit waits for new reviews
    assertThat(reset.ephemeral()).isTrue();
    assertThat(reset.content())
        .contains("Saved.")
        .contains("memory model: the defaults, decided on 2026-03-06")
        .contains("once you have 400 reviews");
    var row = bot.rows("SELECT * FROM study_member_parameters WHERE user_id = ?", member).get(0);
    assertThat(row.get("weights")).isNull();
    assertThat(((Number) row.get("checked_at")).longValue())
        .isEqualTo(Instant.parse("2026-03-06T12:00:00Z").toEpochMilli());
    assertThat(((Number) row.get("checked_reviews")).intValue()).isZero(); // her stored reviews

    // AND settings shown later say the same
    InteractionReply later = discord.slash(discord.alice(), "review", Map.of("settings", Map.of()));
    assertThat(later.content()).contains("the defaults, decided on 2026-03-06");
  }
}
