package dev.quizbot.e2e.leaderboard;

import dev.quizbot.e2e.AppBot;
import dev.quizbot.fakediscord.DiscordScenario;
import dev.quizbot.fakediscord.FakeMessage;
import dev.quizbot.fakediscord.FakeUser;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Map;

/** Plays whole /quiz rounds through the fake Discord: post, react, close, reveal. */
final class QuizRounds {
  private static final List<String> EMOJIS = List.of("🇦", "🇧", "🇨", "🇩");

  private final DiscordScenario discord;
  private final AppBot bot;

  QuizRounds(DiscordScenario discord, AppBot bot) {
    this.discord = discord;
    this.bot = bot;
  }

  /**
   * At {@code at}, alice posts a question; the right members answer correctly and the wrong ones
   * pick another choice; then the window passes and the reveal is awaited.
   */
  void play(Instant at, List<FakeUser> right, List<FakeUser> wrong) {
    bot.clock().set(at);
    int storedBefore = bot.storedAnswers();
    FakeMessage question = discord.slash(discord.alice(), "quiz", Map.of()).message();
    discord.await(() -> question.reactionEmojis().size() == 4, "the bot's four reactions");
    int correct =
        bot.countRows("SELECT correct_position FROM rounds WHERE message_id = " + question.id());
    for (FakeUser user : right) {
      discord.react(user, question, EMOJIS.get(correct));
    }
    for (FakeUser user : wrong) {
      discord.react(user, question, EMOJIS.get((correct + 1) % 4));
    }
    int expected = storedBefore + right.size() + wrong.size();
    discord.await(() -> bot.storedAnswers() == expected, expected + " answers stored");
    bot.clock().advance(Duration.ofSeconds(61));
    discord.awaitMessage(
        m ->
            m.id().equals(question.id())
                && m.embeds().get(0).path("title").asText().startsWith("Answer:"));
  }
}
