package dev.quizbot.e2e.quiz;

import static dev.quizbot.e2e.quiz.QuizRounds.answerCount;
import static dev.quizbot.e2e.quiz.QuizRounds.answerOf;
import static dev.quizbot.e2e.quiz.QuizRounds.awaitAnswers;
import static dev.quizbot.e2e.quiz.QuizRounds.intValue;
import static org.assertj.core.api.Assertions.assertThat;

import dev.quizbot.e2e.AppBot;
import dev.quizbot.fakediscord.DiscordScenario;
import dev.quizbot.fakediscord.FakeChannel;
import dev.quizbot.fakediscord.FakeDiscordExtension;
import dev.quizbot.fakediscord.FakeUser;
import java.time.Duration;
import java.util.Map;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * The spec's grading rules, through unmodified JDA and the fake Discord. Gateway events reach the
 * bot in order, so a rule that ignores an event is checked by sending a later event that does count
 * (a "sentinel") and, once that one is stored, asserting that the ignored one left no trace.
 */
final class QuizGradingE2ETest {
  private final AppBot bot = AppBot.fresh();

  @RegisterExtension final FakeDiscordExtension extension = new FakeDiscordExtension();

  private FakeChannel secondChannel;
  private FakeUser otherBot;

  @BeforeEach
  void startBot(DiscordScenario discord) {
    // Created before login so JDA caches them (it drops reactions in channels it does not know).
    secondChannel = discord.fake().createTextChannel(discord.guild(), "quiz-2");
    otherBot = discord.fake().createBotMember(discord.guild(), "musicbot");
    discord.startBot(bot);
  }

  @Test
  @DisplayName("A member's first choice reaction is stored as their answer, graded correct")
  void firstReactionCounts(DiscordScenario discord) {
    PostedQuestion posted = QuizRounds.open(discord, discord.alice());

    discord.react(discord.alice(), posted.message(), posted.correctEmoji());

    awaitAnswers(discord, bot, posted.message(), 1);
    Map<String, Object> answer = answerOf(bot, posted.message(), discord.alice());
    assertThat(intValue(answer.get("choice_position"))).isEqualTo(posted.correctPosition());
    assertThat(intValue(answer.get("correct"))).isEqualTo(1);
  }

  @Test
  @DisplayName("A second choice by the same member does not change the first answer")
  void changedReactionIgnored(DiscordScenario discord) {
    PostedQuestion posted = QuizRounds.open(discord, discord.alice());

    discord.react(discord.alice(), posted.message(), posted.wrongEmoji(0));
    discord.react(discord.alice(), posted.message(), posted.correctEmoji());
    discord.react(discord.bob(), posted.message(), posted.correctEmoji());

    awaitAnswers(discord, bot, posted.message(), 2);
    Map<String, Object> answer = answerOf(bot, posted.message(), discord.alice());
    assertThat(intValue(answer.get("choice_position")))
        .isEqualTo(posted.position(posted.wrongEmoji(0)));
    assertThat(intValue(answer.get("correct"))).isZero();
    assertThat(memberAnswered(discord.alice())).isEqualTo(1);
  }

  @Test
  @DisplayName("A reaction with an emoji that is not a choice is not an answer")
  void otherEmojiIgnored(DiscordScenario discord) {
    PostedQuestion posted = QuizRounds.open(discord, discord.alice());

    discord.react(discord.alice(), posted.message(), "👍");
    discord.react(discord.bob(), posted.message(), posted.correctEmoji());

    awaitAnswers(discord, bot, posted.message(), 1);
    assertThat(rowsOf(discord.alice())).isZero();
    assertThat(rowsOf(discord.bob())).isEqualTo(1);
  }

  @Test
  @DisplayName("The bot's own choice reactions are not answers")
  void botsOwnReactionsIgnored(DiscordScenario discord) {
    // open() returns after the bot's own reactions were added (and dispatched back to it)
    PostedQuestion posted = QuizRounds.open(discord, discord.alice());

    discord.react(discord.bob(), posted.message(), posted.correctEmoji());

    awaitAnswers(discord, bot, posted.message(), 1);
    assertThat(rowsOf(discord.botUser())).isZero();
    assertThat(rowsOf(discord.bob())).isEqualTo(1);
  }

  @Test
  @DisplayName("Another bot's choice reaction is not an answer")
  void otherBotsReactionsIgnored(DiscordScenario discord) {
    PostedQuestion posted = QuizRounds.open(discord, discord.alice());

    discord.react(otherBot, posted.message(), posted.correctEmoji());
    discord.react(discord.bob(), posted.message(), posted.correctEmoji());

    awaitAnswers(discord, bot, posted.message(), 1);
    assertThat(rowsOf(otherBot)).isZero();
    assertThat(rowsOf(discord.bob())).isEqualTo(1);
  }

  @Test
  @DisplayName("A reaction after the deadline is not an answer")
  void lateReactionIgnored(DiscordScenario discord) {
    // GIVEN round A opened at t0 and round B, in another channel, at t0+40s
    PostedQuestion early = QuizRounds.open(discord, discord.alice());
    bot.clock().advance(Duration.ofSeconds(40));
    PostedQuestion later =
        PostedQuestion.of(
            discord.slash(discord.alice(), secondChannel, "quiz", Map.of()).message());
    discord.await(
        () -> later.message().reactionEmojis().size() == later.emojis().size(),
        "the bot's reactions on round B");

    // WHEN the clock passes A's deadline (B still open) and bob reacts on A, then carol on B
    bot.clock().advance(Duration.ofSeconds(21));
    discord.react(discord.bob(), early.message(), early.correctEmoji());
    discord.react(discord.carol(), later.message(), later.correctEmoji());

    // THEN carol's answer on B is stored and bob's late one on A is not
    awaitAnswers(discord, bot, later.message(), 1);
    assertThat(answerCount(bot, early.message())).isZero();
    assertThat(rowsOf(discord.bob())).isZero();
  }

  @Test
  @DisplayName("Removing a reaction leaves the answer stored as it was")
  void removalIgnored(DiscordScenario discord) {
    PostedQuestion posted = QuizRounds.open(discord, discord.alice());
    discord.react(discord.alice(), posted.message(), posted.correctEmoji());
    awaitAnswers(discord, bot, posted.message(), 1);

    discord.unreact(discord.alice(), posted.message(), posted.correctEmoji());
    discord.react(discord.alice(), posted.message(), posted.wrongEmoji(1));
    discord.react(discord.bob(), posted.message(), posted.wrongEmoji(0));

    awaitAnswers(discord, bot, posted.message(), 2);
    Map<String, Object> answer = answerOf(bot, posted.message(), discord.alice());
    assertThat(intValue(answer.get("correct"))).isEqualTo(1);
    assertThat(intValue(answer.get("choice_position"))).isEqualTo(posted.correctPosition());
    assertThat(memberAnswered(discord.alice())).isEqualTo(1);
  }

  @Test
  @DisplayName("The same reaction event delivered twice is counted once")
  void replayedEventCountedOnce(DiscordScenario discord) {
    PostedQuestion posted = QuizRounds.open(discord, discord.alice());
    discord.react(discord.alice(), posted.message(), posted.correctEmoji());
    awaitAnswers(discord, bot, posted.message(), 1);
    long pointsAfterFirst = memberPoints(discord.alice());

    discord.fake().redeliverReaction(discord.alice(), posted.message(), posted.correctEmoji());
    discord.react(discord.bob(), posted.message(), posted.correctEmoji());

    awaitAnswers(discord, bot, posted.message(), 2);
    assertThat(rowsOf(discord.alice())).isEqualTo(1);
    assertThat(memberAnswered(discord.alice())).isEqualTo(1);
    assertThat(memberPoints(discord.alice())).isEqualTo(pointsAfterFirst);
  }

  @Test
  @DisplayName("A reaction replayed after a gateway resume is counted once")
  void resumedSessionCountsOnce(DiscordScenario discord) {
    PostedQuestion posted = QuizRounds.open(discord, discord.alice());
    discord.react(discord.alice(), posted.message(), posted.correctEmoji());
    awaitAnswers(discord, bot, posted.message(), 1);
    int resumesBefore = discord.fake().resumeCount();

    // WHEN the connection drops, bob reacts meanwhile, and JDA resumes (the fake replays)
    discord.fake().dropGatewayConnections();
    discord.react(discord.bob(), posted.message(), posted.correctEmoji());
    discord.await(() -> discord.fake().resumeCount() > resumesBefore, "JDA resumed");

    // THEN bob's answer arrives once and alice's is not counted again
    awaitAnswers(discord, bot, posted.message(), 2);
    assertThat(memberAnswered(discord.alice())).isEqualTo(1);
    assertThat(memberAnswered(discord.bob())).isEqualTo(1);
  }

  private int rowsOf(FakeUser user) {
    return bot.countRows("SELECT count(*) FROM answers WHERE user_id = " + user.id());
  }

  private long memberAnswered(FakeUser user) {
    return bot.number(
        "SELECT answered FROM member_stats WHERE user_id = ?", Long.parseLong(user.id()));
  }

  private long memberPoints(FakeUser user) {
    return bot.number(
        "SELECT points FROM member_stats WHERE user_id = ?", Long.parseLong(user.id()));
  }
}
