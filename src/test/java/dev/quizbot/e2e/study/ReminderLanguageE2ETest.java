package dev.quizbot.e2e.study;

import static org.assertj.core.api.Assertions.assertThat;

import dev.quizbot.e2e.AppBot;
import dev.quizbot.fakediscord.DiscordScenario;
import dev.quizbot.fakediscord.FakeDiscordExtension;
import dev.quizbot.fakediscord.FakeMessage;
import dev.quizbot.fakediscord.FakeUser;
import dev.quizbot.fakediscord.InteractionReply;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * A reminder DM has no interaction, so no client language of its own: it speaks the language of the
 * interaction where the member ran {@code /review remind} (kept with her study settings), and its
 * buttons and the snooze answer too. English words of the English reminder must not show.
 */
final class ReminderLanguageE2ETest {
  // 08:00 in New York on 2026-03-02
  private static final Instant EIGHT_LOCAL = Instant.parse("2026-03-02T13:00:00Z");
  private static final List<String> ENGLISH =
      List.of("Study reminder", "question", "Start review", "Snooze", "due", "remind you");

  private final AppBot bot = AppBot.fresh();

  @RegisterExtension final FakeDiscordExtension extension = FakeDiscordExtension.withBot(() -> bot);

  @Test
  @DisplayName("set in German: the reminder DM, its buttons and the snooze answer are German")
  void german(DiscordScenario discord) throws Exception {
    List<String> shown = remindAndSnooze(discord, "de");
    assertThat(shown.get(0)).contains("Lernerinnerung").contains("1 Frage ist");
    assertThat(shown.subList(1, 3)).containsExactly("Wiederholung starten", "1 Std. später");
    assertThat(shown.get(3)).contains("Verschoben");
    assertNoEnglish(shown);
  }

  @Test
  @DisplayName("set in Japanese: the reminder DM, its buttons and the snooze answer are Japanese")
  void japanese(DiscordScenario discord) throws Exception {
    List<String> shown = remindAndSnooze(discord, "ja");
    assertThat(shown.get(0)).contains("学習リマインダー").contains("1 問");
    assertThat(shown.subList(1, 3)).containsExactly("復習を始める", "1 時間後に通知");
    assertThat(shown.get(3)).contains("スヌーズしました");
    assertNoEnglish(shown);
  }

  /**
   * Alice sets a reminder with a {@code locale} client; returns the DM, its buttons, the snooze.
   */
  private List<String> remindAndSnooze(DiscordScenario discord, String locale) throws Exception {
    ReminderWorld world = new ReminderWorld(discord, bot);
    FakeUser alice = discord.alice();
    discord.setLocale(alice, locale);
    InteractionReply set =
        discord.slash(
            alice,
            "review",
            Map.of("remind", Map.of("time", "08:00", "timezone", "America/New_York")));
    assertThat(set.ephemeral()).isTrue();
    assertThat(world.remindersOn(alice)).isTrue();
    world.dueAt(alice, EIGHT_LOCAL.minus(Duration.ofDays(1)));

    assertThat(world.tickAt(EIGHT_LOCAL)).isEqualTo(1);
    FakeMessage dm = world.awaitReminder(alice, 1);
    discord.await(() -> world.claimStatus(alice, "2026-03-02").equals("SENT"), "claim SENT");
    String content = dm.content();
    List<String> buttons = dm.buttonLabels();

    bot.clock().set(EIGHT_LOCAL.plus(Duration.ofMinutes(5)));
    InteractionReply snooze = discord.press(alice, dm, "remind:snooze:2026-03-02");
    assertThat(snooze.updatedMessage()).as("the DM itself is edited").isTrue();
    discord.await(
        () -> !discord.messages(discord.dm(alice)).get(0).content().equals(content),
        "the DM edited by the snooze");
    String snoozed = discord.messages(discord.dm(alice)).get(0).content();
    return List.of(content, buttons.get(0), buttons.get(1), snoozed);
  }

  private static void assertNoEnglish(List<String> shown) {
    for (String text : shown) {
      for (String english : ENGLISH) {
        assertThat(text).as("English left").doesNotContainIgnoringCase(english);
      }
      assertThat(text).as("a key name").doesNotContain("reminder.");
    }
  }
}
