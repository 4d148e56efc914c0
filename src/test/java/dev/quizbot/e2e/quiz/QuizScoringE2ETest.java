package dev.quizbot.e2e.quiz;

import static dev.quizbot.e2e.quiz.QuizRounds.answerOf;
import static dev.quizbot.e2e.quiz.QuizRounds.awaitAnswers;
import static dev.quizbot.e2e.quiz.QuizRounds.intValue;
import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import dev.quizbot.e2e.AppBot;
import dev.quizbot.fakediscord.DiscordScenario;
import dev.quizbot.fakediscord.FakeDiscordExtension;
import dev.quizbot.fakediscord.FakeMessage;
import dev.quizbot.fakediscord.FakeUser;
import java.time.Duration;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * Points, speed bonus and streaks for a scripted sequence of rounds (default 60 s window, speed
 * bonus on), and what the reveal shows. The test clock only moves when the test moves it, so each
 * answer's time left is exact: points = 10 + floor(5 × time_left / 60 s).
 */
final class QuizScoringE2ETest {
  private final AppBot bot = AppBot.fresh();

  @RegisterExtension final FakeDiscordExtension discord = FakeDiscordExtension.withBot(() -> bot);

  @Test
  @DisplayName("Three rounds score exact points with speed bonus and keep streaks and best streaks")
  void scriptedSequence(DiscordScenario discord) {
    FakeUser alice = discord.alice();
    FakeUser bob = discord.bob();
    FakeUser carol = discord.carol();

    // Round 1: alice right with 60 s left (15), bob wrong (0), carol right with 30 s left (12)
    PostedQuestion one = QuizRounds.open(discord, alice);
    answer(discord, one, alice, one.correctEmoji(), 1);
    answer(discord, one, bob, one.wrongEmoji(0), 2);
    bot.clock().advance(Duration.ofSeconds(30));
    answer(discord, one, carol, one.correctEmoji(), 3);
    QuizRounds.close(discord, bot, one);

    // Round 2: alice right with 15 s left (11), bob right with 1 s left (10)
    PostedQuestion two = QuizRounds.open(discord, alice);
    bot.clock().advance(Duration.ofSeconds(45));
    answer(discord, two, alice, two.correctEmoji(), 1);
    bot.clock().advance(Duration.ofSeconds(14));
    answer(discord, two, bob, two.correctEmoji(), 2);
    QuizRounds.close(discord, bot, two);

    // Round 3: alice wrong (0, streak broken), bob right with 60 s left (15)
    PostedQuestion three = QuizRounds.open(discord, alice);
    answer(discord, three, alice, three.wrongEmoji(0), 1);
    answer(discord, three, bob, three.correctEmoji(), 2);
    QuizRounds.close(discord, bot, three);

    assertThat(points(one, alice, bob, carol)).containsExactly(15, 0, 12);
    assertThat(points(two, alice, bob)).containsExactly(11, 10);
    assertThat(points(three, alice, bob)).containsExactly(0, 15);
    // answered, correct, points, current streak, best streak
    assertThat(stats(alice)).containsExactly(3L, 2L, 26L, 0L, 2L);
    assertThat(stats(bob)).containsExactly(3L, 2L, 25L, 2L, 2L);
    assertThat(stats(carol)).containsExactly(1L, 1L, 12L, 1L, 1L);
  }

  @Test
  @DisplayName("The reveal marks the correct choice, explains it, shows shares and the fastest")
  void revealContent(DiscordScenario discord) {
    // GIVEN alice right at once, bob wrong, carol right after 10 s
    PostedQuestion posted = QuizRounds.open(discord, discord.alice());
    answer(discord, posted, discord.alice(), posted.correctEmoji(), 1);
    answer(discord, posted, discord.bob(), posted.wrongEmoji(0), 2);
    bot.clock().advance(Duration.ofSeconds(10));
    answer(discord, posted, discord.carol(), posted.correctEmoji(), 3);

    // WHEN the round closes
    FakeMessage revealed = QuizRounds.close(discord, bot, posted);

    // THEN the embed shows the answer, shares per choice, the explanation and the fastest
    JsonNode embed = revealed.embeds().get(0);
    assertThat(embed.path("title").asText())
        .isEqualTo("Answer: " + posted.correctEmoji() + " " + posted.correctText());
    String description = embed.path("description").asText();
    assertThat(description)
        .contains("✅ " + posted.correctEmoji() + " **" + posted.correctText() + "** — 2 (67%)")
        .contains("▫️ " + posted.wrongEmoji(0) + " ")
        .contains("— 1 (33%)")
        .contains("— 0 (0%)");
    Map<String, String> fields = fields(embed);
    assertThat(posted.question().explanation())
        .startsWith(stripEllipsis(fields.get("Explanation")));
    assertThat(fields.get("Answered")).isEqualTo("3 members");
    assertThat(fields.get("Fastest correct"))
        .isEqualTo(
            "🥇 <@" + discord.alice().id() + "> 0.0 s\n🥈 <@" + discord.carol().id() + "> 10.0 s");
  }

  private void answer(
      DiscordScenario discord, PostedQuestion posted, FakeUser who, String emoji, int expected) {
    discord.react(who, posted.message(), emoji);
    awaitAnswers(discord, bot, posted.message(), expected);
  }

  private List<Integer> points(PostedQuestion posted, FakeUser... users) {
    return java.util.Arrays.stream(users)
        .map(u -> intValue(answerOf(bot, posted.message(), u).get("points")))
        .toList();
  }

  private List<Long> stats(FakeUser user) {
    Map<String, Object> row =
        bot.rows(
                "SELECT answered, correct, points, current_streak, best_streak"
                    + " FROM member_stats WHERE user_id = ?",
                Long.parseLong(user.id()))
            .get(0);
    return row.values().stream().map(v -> ((Number) v).longValue()).toList();
  }

  private static Map<String, String> fields(JsonNode embed) {
    Map<String, String> fields = new HashMap<>();
    embed
        .path("fields")
        .forEach(f -> fields.put(f.path("name").asText(), f.path("value").asText()));
    return fields;
  }

  private static String stripEllipsis(String text) {
    return text.endsWith("…") ? text.substring(0, text.length() - 1) : text;
  }
}
