package dev.quizbot.e2e.quiz;

import static org.assertj.core.api.Assertions.assertThat;

import dev.quizbot.e2e.AppBot;
import dev.quizbot.e2e.LogCapture;
import dev.quizbot.fakediscord.DiscordScenario;
import dev.quizbot.fakediscord.FakeChannel;
import dev.quizbot.fakediscord.FakeDiscordExtension;
import dev.quizbot.fakediscord.FakeMessage;
import dev.quizbot.fakediscord.FakeUser;
import dev.quizbot.fakediscord.InteractionReply;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * Many rounds closing in the same tick (a thousand servers' daily questions do, 12 h after their
 * fan-out) must not send their reveals at once: Discord allows 50 requests/s per bot, JDA does not
 * hold itself to that, and every 429 counts towards the invalid-request ban.
 */
final class QuizRevealPacingE2ETest {
  private static final int ROUNDS = 80;
  private static final Duration WAIT = Duration.ofSeconds(20);

  private final AppBot bot = AppBot.fresh();
  private final LogCapture capture = new LogCapture();

  // The bot starts once its channels exist: the fake sends channels only in GUILD_CREATE.
  @RegisterExtension final FakeDiscordExtension discord = new FakeDiscordExtension();

  @AfterEach
  void stopCapturing() {
    if (capture.isStarted()) {
      capture.detach();
    }
  }

  @Test
  @DisplayName("80 rounds closing in the same tick are all revealed with no 429 from Discord")
  void simultaneousRevealsStayUnderTheGlobalLimit(DiscordScenario discord) {
    // GIVEN 80 open rounds, one per channel, all with the same deadline
    List<FakeChannel> channels = channels(discord);
    discord.startBot(bot);
    List<FakeMessage> questions = openRounds(discord, channels);

    // WHEN Discord's rate limits apply and the clock passes the deadline
    discord.fake().rateLimits().enable(true);
    long refusedBefore = discord.fake().rateLimits().refusedCount();
    bot.clock().advance(Duration.ofSeconds(61));

    // THEN every question becomes its reveal (80 at 40/s take about 2 s) and none was refused
    for (int i = 0; i < ROUNDS; i++) {
      String id = questions.get(i).id();
      discord.awaitMessage(channels.get(i), m -> m.id().equals(id) && isReveal(m), WAIT);
    }
    assertThat(discord.fake().rateLimits().refusedCount() - refusedBefore)
        .as("requests Discord answered with 429")
        .isZero();
  }

  @Test
  @DisplayName("A stop while reveals wait for their turn still sends every one of them")
  void stopSendsTheRevealsStillWaiting(DiscordScenario discord) {
    // GIVEN 80 rounds with the same deadline, and a 4 s shutdown grace (a quarter of it paced: 40
    // reveals)
    List<FakeChannel> channels = channels(discord);
    discord.startBot(bot.with("QUIZBOT_SHUTDOWN_GRACE", "4s"));
    List<FakeMessage> questions = openRounds(discord, channels);
    capture.attach();

    // WHEN the deadline passes and the bot stops as soon as the first reveal is out
    bot.clock().advance(Duration.ofSeconds(61));
    discord.await(
        () ->
            channels.stream()
                .anyMatch(c -> discord.messages(c).stream().anyMatch(m -> isReveal(m))),
        "the first reveal");
    discord.stopBot();

    // THEN every round, closed in the database already, was revealed before the bot was gone
    for (int i = 0; i < ROUNDS; i++) {
      String id = questions.get(i).id();
      assertThat(discord.messages(channels.get(i)))
          .as("the question in #study-" + i)
          .anyMatch(m -> m.id().equals(id) && isReveal(m));
    }
    assertThat(bot.countRows("SELECT count(*) FROM rounds WHERE closed_at IS NULL")).isZero();
    // AND handling Discord's answers to those edits (each records its reveal) made no ERROR
    assertThat(capture.lines()).noneMatch(l -> l.startsWith("ERROR"));
  }

  @Test
  @DisplayName("A restart reads the reactions of 80 open rounds with no 429 from Discord")
  void restartReadsReactionsUnderTheGlobalLimit(DiscordScenario discord) {
    // GIVEN 80 open rounds, and the bot stopped
    List<FakeChannel> channels = channels(discord);
    discord.startBot(bot);
    List<FakeMessage> questions = openRounds(discord, channels);
    discord.stopBot();

    // WHEN alice answers one while the bot is down, and it starts with Discord's limits on
    discord.react(discord.alice(), questions.get(ROUNDS - 1), "🇦");
    discord.fake().rateLimits().enable(true);
    long refusedBefore = discord.fake().rateLimits().refusedCount();
    discord.startBot(bot);

    // THEN its 320 reads (4 choices a round, about 8 s at 40/s) find her answer, and Discord
    // refused none of them
    discord.await(() -> bot.storedAnswers() == 1, WAIT, "alice's answer graded from the reactions");
    discord.await(
        () ->
            discord.restLog().stream()
                    .filter(r -> r.method().equals("GET") && r.path().contains("/reactions/"))
                    .count()
                >= 4 * ROUNDS,
        WAIT,
        "every choice of every round read");
    assertThat(discord.fake().rateLimits().refusedCount() - refusedBefore)
        .as("requests Discord answered with 429")
        .isZero();
  }

  @Test
  @DisplayName("While a restart still reads 80 rounds' reactions, a new round closes on time")
  void newRoundClosesDuringALongRecovery(DiscordScenario discord) {
    // GIVEN 80 open rounds and one more channel, and the bot restarted: it now reads 320 reaction
    // lists at 40/s, about 8 s
    List<FakeChannel> channels = channels(discord);
    FakeChannel fresh = discord.fake().createTextChannel(discord.guild(), "fresh");
    discord.startBot(bot);
    openRounds(discord, channels);
    discord.stopBot();
    discord.startBot(bot);

    // WHEN a member starts a /quiz in the other channel and its window passes
    InteractionReply reply = discord.slash(discord.alice(), fresh, "quiz", Map.of());
    String id = reply.message().id();
    bot.clock().advance(Duration.ofSeconds(61));

    // THEN its reveal comes while the recovery is still reading, not after all 320 reads
    discord.awaitMessage(fresh, m -> m.id().equals(id) && isReveal(m), WAIT);
    assertThat(reactionReads(discord)).as("reaction lists read so far").isLessThan(4 * ROUNDS);

    // AND the 80 recovered rounds, expired meanwhile, close once their reactions are read
    discord.await(
        () -> bot.countRows("SELECT count(*) FROM rounds WHERE closed_at IS NULL") == 0,
        WAIT,
        "every recovered round closed after its reactions were read");
    assertThat(reactionReads(discord)).isGreaterThanOrEqualTo(4 * ROUNDS);
  }

  private static long reactionReads(DiscordScenario discord) {
    return discord.restLog().stream()
        .filter(r -> r.method().equals("GET") && r.path().contains("/reactions/"))
        .count();
  }

  @Test
  @DisplayName("A restart grades all 150 answers given to one choice while the bot was down")
  void restartReadsEveryPageOfReactions(DiscordScenario discord) {
    // GIVEN an open round, and the bot stopped
    discord.startBot(bot);
    FakeMessage question = QuizRounds.open(discord, discord.alice()).message();
    discord.stopBot();

    // WHEN 150 members answer 🇧 while it is down (two pages of reaction users) and it starts
    for (int i = 0; i < 150; i++) {
      FakeUser member = discord.fake().createMember(discord.guild(), "member-" + i);
      discord.react(member, question, "🇧");
    }
    discord.startBot(bot);

    // THEN every one of them is graded, once
    discord.await(() -> bot.storedAnswers() == 150, "150 answers graded from the reactions");
    assertThat(
            bot.number(
                "SELECT count(DISTINCT user_id) FROM answers a JOIN rounds r"
                    + " ON r.round_id = a.round_id WHERE r.message_id = ?",
                Long.parseLong(question.id())))
        .isEqualTo(150);
  }

  private static List<FakeChannel> channels(DiscordScenario discord) {
    List<FakeChannel> channels = new ArrayList<>();
    for (int i = 0; i < ROUNDS; i++) {
      channels.add(discord.fake().createTextChannel(discord.guild(), "study-" + i));
    }
    return channels;
  }

  /** /quiz in every channel; returns the questions once the bot's reactions are on all. */
  private static List<FakeMessage> openRounds(DiscordScenario discord, List<FakeChannel> channels) {
    List<FakeMessage> questions = new ArrayList<>();
    for (FakeChannel channel : channels) {
      InteractionReply reply = discord.slash(discord.alice(), channel, "quiz", Map.of());
      assertThat(reply.ephemeral()).isFalse();
      questions.add(reply.message());
    }
    discord.await(
        () -> questions.stream().allMatch(q -> q.reactionEmojis().size() == 4),
        WAIT,
        "the bot's reactions on every question");
    return questions;
  }

  private static boolean isReveal(FakeMessage message) {
    return !message.embeds().isEmpty()
        && message.embeds().get(0).path("title").asText().startsWith("Answer:");
  }
}
