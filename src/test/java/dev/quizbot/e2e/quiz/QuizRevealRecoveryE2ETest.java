package dev.quizbot.e2e.quiz;

import static dev.quizbot.e2e.quiz.QuizRounds.awaitAnswers;
import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import dev.quizbot.e2e.AppBot;
import dev.quizbot.e2e.LogCapture;
import dev.quizbot.fakediscord.DiscordScenario;
import dev.quizbot.fakediscord.FakeDiscordExtension;
import dev.quizbot.fakediscord.FakeMessage;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * A reveal is never lost to a crash: a round the database holds as closed but whose message was
 * never edited into its reveal (the process died in between: kill -9, power loss) gets its reveal
 * at the next start. A crash is left behind by stopping the bot with the round open and closing the
 * round in its database file, as the dead process would have.
 */
final class QuizRevealRecoveryE2ETest {
  private static final String GIVEN_UP = "is given up";

  private final LogCapture capture = new LogCapture();
  private final AppBot bot = AppBot.fresh().with("QUIZBOT_QUIZ_COOLDOWN", "0s");

  @RegisterExtension final FakeDiscordExtension discord = FakeDiscordExtension.withBot(() -> bot);

  @AfterEach
  void stopCapturing() {
    if (capture.isStarted()) {
      capture.detach();
    }
  }

  @Test
  @DisplayName("A round closed by a process that died before its reveal is revealed at next start")
  void revealLostToACrashIsSentAtTheNextStart(DiscordScenario discord) {
    // GIVEN a round alice and carol answered right and bob wrong, closed in the database by a
    // process that died before it edited the message
    PostedQuestion posted = QuizRounds.open(discord, discord.alice());
    discord.react(discord.alice(), posted.message(), posted.correctEmoji());
    discord.react(discord.bob(), posted.message(), posted.wrongEmoji(0));
    discord.react(discord.carol(), posted.message(), posted.correctEmoji());
    awaitAnswers(discord, bot, posted.message(), 3);
    discord.stopBot();
    crashAfterClosing(posted);

    // WHEN the bot starts again
    discord.startBot(bot);

    // THEN the message becomes the reveal: the right answer, and the stored answers' shares
    FakeMessage revealed = QuizRounds.awaitReveal(discord, posted);
    JsonNode embed = revealed.embeds().get(0);
    assertThat(embed.path("title").asText())
        .isEqualTo("Answer: " + posted.correctEmoji() + " " + posted.correctText());
    assertThat(choiceLine(embed, posted.correctEmoji())).endsWith(" — 2 (67%)");
    assertThat(choiceLine(embed, posted.wrongEmoji(0))).endsWith(" — 1 (33%)");
    assertThat(field(embed, "Answered")).isEqualTo("3 members");
    discord.await(() -> revealDone(posted.message()), "the reveal recorded as done");
  }

  @Test
  @DisplayName("A reveal Discord took is not sent again at the next start")
  void sentRevealIsNotSentAgain(DiscordScenario discord) {
    // GIVEN a round revealed normally, and a later round of the channel a crash left unrevealed
    PostedQuestion first = QuizRounds.open(discord, discord.alice());
    QuizRounds.close(discord, bot, first);
    discord.await(() -> revealDone(first.message()), "the first reveal recorded as done");
    PostedQuestion second = QuizRounds.open(discord, discord.bob());
    discord.stopBot();
    crashAfterClosing(second);

    // WHEN the bot starts again and sends the reveal left unsent
    discord.startBot(bot);
    QuizRounds.awaitReveal(discord, second);

    // THEN the first message was edited only once, before the restart (reveals go out earliest
    // closed first, so a second edit of it would have come before this one)
    assertThat(edits(discord, first.message())).isEqualTo(1);
  }

  @Test
  @DisplayName("A reveal whose message was deleted is given up with one warning and not retried")
  void deletedMessageIsGivenUpOnce(DiscordScenario discord) {
    // GIVEN a round whose question a moderator deleted before it closed
    capture.attach();
    PostedQuestion deleted = QuizRounds.open(discord, discord.alice());
    discord.fake().deleteMessage(deleted.message());

    // WHEN it closes
    bot.clock().advance(Duration.ofSeconds(61));

    // THEN Discord refuses the edit, and the bot says once that this reveal is given up
    discord.await(() -> revealDone(deleted.message()), "the reveal given up and recorded as done");
    assertThat(givenUpWarnings()).hasSize(1);
    assertThat(givenUpWarnings().get(0)).startsWith("WARN").contains("deleted");

    // AND WHEN the bot restarts with a later round a crash left unrevealed in the channel
    PostedQuestion later = QuizRounds.open(discord, discord.bob());
    discord.stopBot();
    crashAfterClosing(later);
    discord.startBot(bot);
    QuizRounds.awaitReveal(discord, later);

    // THEN the deleted message was not tried again, nor warned about
    assertThat(edits(discord, deleted.message())).isEqualTo(1);
    assertThat(givenUpWarnings()).hasSize(1);
  }

  @Test
  @DisplayName("A reveal Discord failed with a server error is sent again at the next start")
  void revealFailedByServerErrorIsSentAtTheNextStart(DiscordScenario discord) {
    // GIVEN a round whose reveal edit Discord failed with 503
    PostedQuestion posted = closeWithServerErrors(discord);

    // WHEN the bot stops
    discord.stopBot();
    assertThat(revealDone(posted.message())).as("a failed reveal recorded as done").isFalse();

    // THEN once Discord is back, the next start sends it
    discord.fake().faults().clear();
    discord.startBot(bot);
    QuizRounds.awaitReveal(discord, posted);
    discord.await(() -> revealDone(posted.message()), "the reveal recorded as done");
  }

  @Test
  @DisplayName("A reveal Discord failed with a server error is tried again a minute later")
  void revealFailedByServerErrorIsRetriedWhileRunning(DiscordScenario discord) {
    // GIVEN a round whose reveal edit Discord failed with 503
    PostedQuestion posted = closeWithServerErrors(discord);
    assertThat(revealDone(posted.message())).isFalse();

    // WHEN Discord recovers and a minute passes
    discord.fake().faults().clear();
    bot.clock().advance(Duration.ofSeconds(61));

    // THEN the same process sends it and records it, no restart needed
    QuizRounds.awaitReveal(discord, posted);
    discord.await(() -> revealDone(posted.message()), "the reveal recorded as done");
  }

  /**
   * Opens a round and closes it while Discord answers every message edit with 503; returns once the
   * bot reported the failed reveal (after JDA's own retries).
   */
  private PostedQuestion closeWithServerErrors(DiscordScenario discord) {
    capture.attach();
    PostedQuestion posted = QuizRounds.open(discord, discord.alice());
    discord.allowJdaLog("503");
    discord.fake().faults().failNext("PATCH", "channels/\\d+/messages/\\d+", 1_000, 503);
    bot.clock().advance(Duration.ofSeconds(61));
    // JDA retries a 5xx itself with growing pauses (about 8 s in all here) before the bot hears
    // of it, so the default 10 s left too little room on a busy machine (failed once in CI).
    discord.await(
        () -> capture.lines().stream().anyMatch(l -> l.contains("reveal failed")),
        Duration.ofSeconds(30),
        "the failed reveal reported");
    return posted;
  }

  /** What a process that closed the round and died before the edit leaves in the database. */
  private void crashAfterClosing(PostedQuestion posted) {
    bot.clock().advance(Duration.ofSeconds(61));
    int closed =
        bot.execute(
            "UPDATE rounds SET closed_at = ? WHERE message_id = ? AND closed_at IS NULL",
            bot.clock().instant().toEpochMilli(),
            Long.parseLong(posted.message().id()));
    assertThat(closed).as("open rounds closed by the dying process").isEqualTo(1);
  }

  /** Whether the round of this message is closed and its reveal recorded as done. */
  private boolean revealDone(FakeMessage message) {
    return bot.number(
            "SELECT count(*) FROM rounds WHERE message_id = ? AND closed_at IS NOT NULL"
                + " AND revealed_at IS NOT NULL",
            Long.parseLong(message.id()))
        == 1;
  }

  private static long edits(DiscordScenario discord, FakeMessage message) {
    return discord.restLog().stream()
        .filter(r -> r.is("PATCH", "channels/\\d+/messages/" + message.id()))
        .count();
  }

  private List<String> givenUpWarnings() {
    return capture.lines().stream().filter(l -> l.contains(GIVEN_UP)).toList();
  }

  /** The reveal's description line of one choice, e.g. "✅ 🇦 **text** — 2 (67%)". */
  private static String choiceLine(JsonNode embed, String emoji) {
    for (String line : embed.path("description").asText().split("\n")) {
      if (line.contains(emoji)) {
        return line;
      }
    }
    throw new AssertionError("no line for " + emoji);
  }

  private static String field(JsonNode embed, String name) {
    for (JsonNode f : embed.path("fields")) {
      if (f.path("name").asText().equals(name)) {
        return f.path("value").asText();
      }
    }
    throw new AssertionError("no field " + name);
  }
}
