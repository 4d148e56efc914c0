package dev.quizbot.e2e.quiz;

import static org.assertj.core.api.Assertions.assertThat;

import dev.quizbot.e2e.AppBot;
import dev.quizbot.fakediscord.DiscordScenario;
import dev.quizbot.fakediscord.FakeMessage;
import dev.quizbot.fakediscord.FakeUser;
import dev.quizbot.fakediscord.InteractionReply;
import java.time.Duration;
import java.util.List;
import java.util.Map;

/** Shared steps of the /quiz end-to-end tests: open a round, wait for answers, close it. */
final class QuizRounds {
  private QuizRounds() {}

  /** {@code user} runs /quiz; returns the posted question once the bot added every reaction. */
  static PostedQuestion open(DiscordScenario discord, FakeUser user) {
    InteractionReply reply = discord.slash(user, "quiz", Map.of());
    assertThat(reply.ephemeral()).as("the question is public").isFalse();
    PostedQuestion posted = PostedQuestion.of(reply.message());
    discord.await(
        () -> posted.message().reactionEmojis().size() == posted.emojis().size(),
        "the bot's choice reactions");
    return posted;
  }

  /** Waits until {@code user}'s {@code emoji} reaction is no longer on the message. */
  static void awaitReactionGone(
      DiscordScenario discord, FakeMessage message, String emoji, FakeUser user) {
    discord.await(
        () -> !message.reactions().getOrDefault(emoji, List.of()).contains(user.id()),
        user.username() + "'s " + emoji + " reaction gone from the message");
  }

  /** Waits until the database holds {@code count} answers for the round of this message. */
  static void awaitAnswers(DiscordScenario discord, AppBot bot, FakeMessage message, int count) {
    discord.await(() -> answerCount(bot, message) == count, count + " stored answer(s)");
  }

  static int answerCount(AppBot bot, FakeMessage message) {
    return (int)
        bot.number(
            "SELECT count(*) FROM answers a JOIN rounds r ON r.round_id = a.round_id"
                + " WHERE r.message_id = ?",
            Long.parseLong(message.id()));
  }

  /** Moves the clock past the round's window and waits for the message to become the reveal. */
  static FakeMessage close(DiscordScenario discord, AppBot bot, PostedQuestion posted) {
    bot.clock().advance(Duration.ofSeconds(61));
    return awaitReveal(discord, posted);
  }

  static FakeMessage awaitReveal(DiscordScenario discord, PostedQuestion posted) {
    return discord.awaitMessage(
        m ->
            m.id().equals(posted.message().id())
                && m.embeds().get(0).path("title").asText().startsWith("Answer:"));
  }

  /** The stored answer of a member on the round of this message, as column → value. */
  static Map<String, Object> answerOf(AppBot bot, FakeMessage message, FakeUser user) {
    var rows =
        bot.rows(
            "SELECT a.* FROM answers a JOIN rounds r ON r.round_id = a.round_id"
                + " WHERE r.message_id = ? AND a.user_id = ?",
            Long.parseLong(message.id()),
            Long.parseLong(user.id()));
    assertThat(rows).as("answers of " + user.username()).hasSize(1);
    return rows.get(0);
  }

  static int intValue(Object value) {
    return ((Number) value).intValue();
  }
}
