package dev.quizbot.e2e.review;

import static org.assertj.core.api.Assertions.assertThat;

import dev.quizbot.e2e.AppBot;
import dev.quizbot.fakediscord.DiscordScenario;
import dev.quizbot.fakediscord.FakeDiscordExtension;
import dev.quizbot.fakediscord.InteractionReply;
import java.util.Map;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

final class StudyBadInputE2ETest {

  private final AppBot bot = AppBot.fresh();

  @RegisterExtension final FakeDiscordExtension extension = FakeDiscordExtension.withBot(() -> bot);

  @Test
  @DisplayName(
      "retention 0.5, zone Mars/Base, count:0, an unknown deck, a bad date: an ephemeral"
          + " explanation each, nothing stored")
  void badInput(DiscordScenario discord) {
    // GIVEN alice's saved settings
    discord.slash(discord.alice(), "review", Map.of("settings", Map.of("new_per_day", 7)));
    String before = StudyE2E.studyTables(bot);

    // WHEN she types bad values
    InteractionReply retention =
        discord.slash(discord.alice(), "review", Map.of("settings", Map.of("retention", 0.5)));
    InteractionReply zone =
        discord.slash(
            discord.alice(),
            "review",
            Map.of("remind", Map.of("time", "08:30", "timezone", "Mars/Base")));
    InteractionReply time =
        discord.slash(
            discord.alice(),
            "review",
            Map.of("remind", Map.of("time", "25:99", "timezone", "Europe/Berlin")));
    InteractionReply count =
        discord.slash(discord.alice(), "review", Map.of("start", Map.of("count", 0)));
    InteractionReply deck =
        discord.slash(discord.alice(), "review", Map.of("start", Map.of("deck", "nope")));
    InteractionReply topic =
        discord.slash(discord.alice(), "review", Map.of("start", Map.of("topic", "cooking")));
    InteractionReply date =
        discord.slash(
            discord.alice(), "review", Map.of("settings", Map.of("exam_date", "next friday")));

    // THEN each is an ephemeral sentence saying what is wrong
    assertThat(retention.ephemeral()).isTrue();
    assertThat(retention.content()).contains("between 0.80 and 0.97").contains("0.5");
    assertThat(zone.ephemeral()).isTrue();
    assertThat(zone.content())
        .contains("I don't know the time zone `Mars/Base`")
        .contains("Europe/Berlin");
    assertThat(time.content()).contains("HH:MM").contains("25:99");
    assertThat(count.ephemeral()).isTrue();
    assertThat(count.content()).contains("count must be 1 to 200");
    assertThat(deck.ephemeral()).isTrue();
    assertThat(deck.content()).contains("no deck `nope`").contains("nca-seed");
    // AND the topics are listed in the reply: /topics, which exists only in servers, is not named
    assertThat(topic.content())
        .startsWith("There's no topic `cooking`. Topics: `")
        .endsWith("Nothing was started.")
        .doesNotContain("/topics");
    assertThat(deck.content()).doesNotContain("/topics");
    assertThat(date.content()).contains("YYYY-MM-DD");
    // AND the database is exactly as before
    assertThat(StudyE2E.studyTables(bot)).isEqualTo(before);
    assertThat(discord.messages(discord.dm(discord.alice()))).isEmpty();
  }

  @Test
  @DisplayName(
      "/review remind stores time and zone through the study settings, and off turns it off")
  void remindStored(DiscordScenario discord) {
    // WHEN alice sets a reminder, then turns it off
    InteractionReply on =
        discord.slash(
            discord.alice(),
            "review",
            Map.of("remind", Map.of("time", "8:05", "timezone", "europe/berlin")));
    long member = Long.parseLong(discord.alice().id());
    var row = bot.rows("SELECT * FROM study_settings WHERE user_id = ?", member).get(0);

    // THEN it is stored as typed, normalised
    assertThat(on.ephemeral()).isTrue();
    assertThat(on.content()).contains("08:05").contains("Europe/Berlin");
    assertThat(row.toString()).contains("08:05").contains("Europe/Berlin");

    InteractionReply off =
        discord.slash(discord.alice(), "review", Map.of("remind", Map.of("off", true)));
    assertThat(off.content()).contains("Reminders are off");
    InteractionReply shown = discord.slash(discord.alice(), "review", Map.of("settings", Map.of()));
    assertThat(shown.content()).contains("reminders: off (was 08:05)");
  }
}
