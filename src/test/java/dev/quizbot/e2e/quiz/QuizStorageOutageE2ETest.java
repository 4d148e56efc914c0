package dev.quizbot.e2e.quiz;

import static dev.quizbot.e2e.quiz.QuizRounds.awaitAnswers;
import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import com.fasterxml.jackson.databind.JsonNode;
import dev.quizbot.e2e.AppBot;
import dev.quizbot.e2e.LogCapture;
import dev.quizbot.fakediscord.DiscordScenario;
import dev.quizbot.fakediscord.FakeDiscordExtension;
import dev.quizbot.fakediscord.FakeMessage;
import dev.quizbot.testing.RealFaults;
import java.time.Duration;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * The database file made immutable ({@code chattr +i}, root only: CI) while a round runs and across
 * its deadline: answers wait in memory, the round is neither closed nor revealed during the fault,
 * and once the file is writable again everything is stored once and the round revealed once, with
 * the right shares, without a restart; or, stopped during the fault and started after it, the next
 * start grades the answers from the reactions.
 */
final class QuizStorageOutageE2ETest {
  private final AppBot bot = AppBot.fresh();
  private final LogCapture logs = new LogCapture();

  @RegisterExtension final FakeDiscordExtension discord = FakeDiscordExtension.withBot(() -> bot);

  @BeforeEach
  void needsChattr() {
    assumeTrue(RealFaults.canChattr(), RealFaults.CHATTR_NEEDS);
  }

  @AfterEach
  void writable() throws Exception {
    RealFaults.immutable(bot.databaseFile(), false);
  }

  @Test
  @DisplayName(
      "file immutable inside the window and across the deadline: all answers stored once after,"
          + " one reveal with the right shares, no restart")
  void immutableAcrossTheDeadline(DiscordScenario discord) throws Exception {
    // GIVEN a round with alice's answer stored
    PostedQuestion posted = QuizRounds.open(discord, discord.alice());
    discord.react(discord.alice(), posted.message(), posted.correctEmoji());
    awaitAnswers(discord, bot, posted.message(), 1);

    // WHEN the database files become immutable, bob (right) and carol (wrong) answer
    logs.attach();
    try {
      RealFaults.immutable(bot.databaseFile(), true);
      discord.react(discord.bob(), posted.message(), posted.correctEmoji());
      discord.react(discord.carol(), posted.message(), posted.wrongEmoji(0));
      // Both graded before the clock passes the deadline (the fault alone may be noticed from
      // bob's answer, with carol's reaction still on its way: graded late, it would not count)
      discord.await(
          () -> bot.app().rounds().answersGraded() == 3, "alice's, bob's and carol's answers");
      discord.await(() -> bot.app().rounds().storageFailing(), "the writer to notice the fault");

      // AND the deadline passes during the fault: no reveal, the round still open in the file
      bot.clock().advance(Duration.ofSeconds(61));
      discord.await(
          () -> bot.app().rounds().roundsWaitingToClose() == 1, "the round to wait to close");
      Thread.sleep(1_500);
      assertThat(isRevealed(discord, posted)).isFalse();
      assertThat(bot.countRows("SELECT count(*) FROM rounds WHERE closed_at IS NULL")).isEqualTo(1);

      // AND the file becomes writable again
      RealFaults.immutable(bot.databaseFile(), false);

      // THEN the round is revealed once with all three, and each answer is stored once
      FakeMessage revealed = QuizRounds.awaitReveal(discord, posted);
      assertThat(field(revealed, "Answered")).isEqualTo("3 members");
      awaitAnswers(discord, bot, posted.message(), 3);
      assertThat(bot.countRows("SELECT count(*) FROM rounds WHERE closed_at IS NOT NULL"))
          .isEqualTo(1);
      discord.await(
          () -> bot.countRows("SELECT count(*) FROM rounds WHERE revealed_at IS NOT NULL") == 1,
          "the reveal recorded");
    } finally {
      logs.detach();
    }
    // AND the log named the cause, and said when it worked again
    assertThat(logs.lines())
        .filteredOn(l -> l.startsWith("WARN") && l.contains("storing answers fails"))
        .singleElement()
        .satisfies(l -> assertThat(l.lines().findFirst().orElseThrow()).contains("chattr +i"));
    assertThat(logs.lines())
        .anySatisfy(l -> assertThat(l).contains("storing answers works again after"));
  }

  @Test
  @DisplayName(
      "stopped during the fault and started after it: the answers are graded from the reactions,"
          + " the round revealed once")
  void stoppedDuringTheFault(DiscordScenario discord) throws Exception {
    PostedQuestion posted = QuizRounds.open(discord, discord.alice());
    discord.react(discord.alice(), posted.message(), posted.correctEmoji());
    awaitAnswers(discord, bot, posted.message(), 1);

    // WHEN the file is immutable, bob answers, and the bot is stopped during the fault
    RealFaults.immutable(bot.databaseFile(), true);
    discord.react(discord.bob(), posted.message(), posted.correctEmoji());
    discord.await(() -> bot.app().rounds().storageFailing(), "the writer to notice the fault");
    discord.stopBot();

    // AND the bot starts again once the file is writable
    RealFaults.immutable(bot.databaseFile(), false);
    bot.clock().advance(Duration.ofSeconds(10));
    discord.startBot(bot);

    // THEN bob's answer is graded from his reaction (recovered) and the round revealed once
    awaitAnswers(discord, bot, posted.message(), 2);
    FakeMessage revealed = QuizRounds.close(discord, bot, posted);
    assertThat(field(revealed, "Answered")).isEqualTo("2 members");
    assertThat(bot.countRows("SELECT count(*) FROM answers")).isEqualTo(2);
    assertThat(bot.countRows("SELECT count(*) FROM rounds WHERE closed_at IS NOT NULL"))
        .isEqualTo(1);
  }

  private static boolean isRevealed(DiscordScenario discord, PostedQuestion posted) {
    return discord.fake().messages(discord.channel()).stream()
        .anyMatch(
            m ->
                m.id().equals(posted.message().id())
                    && m.embeds().get(0).path("title").asText().startsWith("Answer:"));
  }

  private static String field(FakeMessage message, String name) {
    for (JsonNode f : message.embeds().get(0).path("fields")) {
      if (f.path("name").asText().equals(name)) {
        return f.path("value").asText();
      }
    }
    throw new AssertionError("no field " + name);
  }
}
