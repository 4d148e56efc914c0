package dev.quizbot.e2e.study;

import static org.assertj.core.api.Assertions.assertThat;

import dev.quizbot.e2e.AppBot;
import dev.quizbot.fakediscord.DiscordScenario;
import dev.quizbot.fakediscord.FakeDiscordExtension;
import dev.quizbot.fakediscord.FakeMessage;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * Issue 16, "every first answer is a review": a member's first answer to a channel /quiz round
 * updates their memory state of the question in the answer's transaction, once, whatever a restart
 * re-reads.
 */
final class QuizAnswerReviewE2ETest {
  private final AppBot bot = AppBot.fresh();

  @RegisterExtension final FakeDiscordExtension extension = FakeDiscordExtension.withBot(() -> bot);

  @Test
  @DisplayName(
      "a /quiz answer creates the memory state; a restart's re-read does not apply it twice")
  void quizAnswerIsAReviewOnce(DiscordScenario discord) {
    // WHEN alice answers a /quiz question (her first answer) and bob answers it too
    FakeMessage question = discord.slash(discord.alice(), "quiz", Map.of()).message();
    discord.await(() -> question.reactionEmojis().size() == 4, "the bot's four reactions");
    discord.react(discord.alice(), question, "🇦");
    discord.react(discord.bob(), question, "🇧");
    discord.await(() -> bot.storedAnswers() == 2, "both answers stored");

    // THEN each stored answer has its review and memory state (right: Good, wrong: Again)
    List<Map<String, Object>> answers =
        bot.rows(
            "SELECT a.user_id, a.correct, r.question_id FROM answers a"
                + " JOIN rounds r ON r.round_id = a.round_id ORDER BY a.user_id");
    assertThat(answers).hasSize(2);
    String questionId = (String) answers.get(0).get("question_id");
    for (Map<String, Object> answer : answers) {
      long user = ((Number) answer.get("user_id")).longValue();
      boolean correct = ((Number) answer.get("correct")).intValue() != 0;
      List<Map<String, Object>> reviews =
          bot.rows("SELECT source, rating, question_id FROM study_reviews WHERE user_id = ?", user);
      assertThat(reviews).hasSize(1);
      assertThat(reviews.get(0).get("source")).isEqualTo("CHANNEL");
      assertThat(reviews.get(0).get("question_id")).isEqualTo(questionId);
      assertThat(((Number) reviews.get(0).get("rating")).intValue()).isEqualTo(correct ? 3 : 1);
      assertThat(memoryReps(user, questionId)).isEqualTo(1);
    }
    long alice = Long.parseLong(discord.alice().id());

    // WHEN the bot restarts with the round open: it re-reads the reactions (alice adds another,
    // which must not count) and later closes the round
    discord.react(discord.alice(), question, "🇨");
    discord.stopBot();
    discord.startBot(bot);
    bot.clock().advance(Duration.ofSeconds(61));
    discord.awaitMessage(
        m ->
            m.id().equals(question.id())
                && m.embeds().get(0).path("title").asText().startsWith("Answer:"));

    // THEN still one answer, one review and one applied memory update each
    assertThat(bot.storedAnswers()).isEqualTo(2);
    assertThat(bot.countRows("SELECT count(*) FROM study_reviews")).isEqualTo(2);
    assertThat(memoryReps(alice, questionId)).isEqualTo(1);
  }

  private int memoryReps(long user, String questionId) {
    List<Map<String, Object>> rows =
        bot.rows(
            "SELECT reps FROM study_memory WHERE user_id = ? AND question_id = ?",
            user,
            questionId);
    return rows.isEmpty() ? 0 : ((Number) rows.get(0).get("reps")).intValue();
  }
}
