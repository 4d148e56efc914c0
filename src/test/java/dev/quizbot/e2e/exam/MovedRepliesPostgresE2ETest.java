package dev.quizbot.e2e.exam;

import static dev.quizbot.e2e.exam.ExamE2E.press;
import static org.assertj.core.api.Assertions.assertThat;

import dev.quizbot.cli.BotStarter;
import dev.quizbot.cli.QuizbotCommand;
import dev.quizbot.e2e.AppBot;
import dev.quizbot.fakediscord.DiscordScenario;
import dev.quizbot.fakediscord.FakeDiscordExtension;
import dev.quizbot.fakediscord.FakeMessage;
import dev.quizbot.fakediscord.FakeUser;
import dev.quizbot.fakediscord.InteractionReply;
import dev.quizbot.fakediscord.StoredAttachment;
import dev.quizbot.testing.PostgresDatabases;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.time.Duration;
import java.util.HashMap;
import java.util.HexFormat;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.condition.EnabledIfEnvironmentVariable;
import org.junit.jupiter.api.extension.RegisterExtension;
import picocli.CommandLine;

/**
 * Issue 28, the move's Must show: members' data made through the bot on SQLite, moved with {@code
 * quizbot move --to} into a real PostgreSQL (a database of its own on the server of {@code
 * QUIZBOT_TEST_POSTGRES_URL}); the bot started on PostgreSQL gives a member exactly the same {@code
 * /stats}, {@code /review settings} and {@code /leaderboard} replies as before.
 */
@EnabledIfEnvironmentVariable(named = "QUIZBOT_TEST_POSTGRES_URL", matches = "jdbc:postgresql:.*")
final class MovedRepliesPostgresE2ETest {

  private final AppBot bot = AppBot.fresh();

  @RegisterExtension final FakeDiscordExtension extension = FakeDiscordExtension.withBot(() -> bot);

  /** Answers to two /quiz rounds by alice and bob, a /review answer and a submitted exam. */
  private void seedThroughTheBot(DiscordScenario discord) {
    FakeUser alice = discord.alice();
    FakeUser bob = discord.bob();
    for (String[] picks : List.of(new String[] {"🇦", "🇧"}, new String[] {"🇨", "🇦"})) {
      FakeMessage question = discord.slash(alice, "quiz", Map.of()).message();
      discord.await(() -> question.reactionEmojis().size() == 4, "the bot's four reactions");
      int before = bot.storedAnswers();
      discord.react(alice, question, picks[0]);
      discord.react(bob, question, picks[1]);
      discord.await(() -> bot.storedAnswers() == before + 2, "both answers stored");
      bot.clock().advance(Duration.ofSeconds(61));
      discord.awaitMessage(
          m ->
              m.id().equals(question.id())
                  && m.embeds().get(0).path("title").asText().startsWith("Answer:"));
    }

    FakeMessage asked =
        discord.slashInDm(alice, "review", Map.of("start", Map.of("count", 2))).message();
    // Any choice: what is compared is how the bot shows what it stored, not whether it was right.
    assertThat(discord.press(alice, asked, "A").updatedMessage()).isTrue();

    bot.app().examTicker().tickOnlyWhenAsked();
    FakeMessage message = ExamE2E.startInDms(discord, alice, Map.of("deck", ExamE2E.SEED_DECK));
    for (int i = 0; i < 3; i++) {
      message = press(discord, alice, message, ExamE2E.rightButton(message)).message();
    }
    bot.clock().set(ExamE2E.endsAt(bot, alice).plusSeconds(2));
    assertThat(bot.app().examTicker().tickNow()).isOne();
    discord.awaitMessage(discord.dm(alice), ExamE2E::isReport, DiscordScenario.TIMEOUT);
  }

  /** Alice's replies, each as its content and embeds (Discord's JSON). */
  private static Map<String, String> replies(DiscordScenario discord) {
    FakeUser alice = discord.alice();
    Map<String, String> replies = new LinkedHashMap<>();
    replies.put("/stats", shown(discord.slash(alice, "stats", Map.of())));
    replies.put(
        "/review settings",
        shown(discord.slashInDm(alice, "review", Map.of("settings", Map.of()))));
    replies.put("/readiness", shown(discord.slashInDm(alice, "readiness", Map.of())));
    replies.put("/leaderboard", shown(discord.slash(alice, "leaderboard", Map.of())));
    return replies;
  }

  /**
   * The content, the embeds and each attachment's name and bytes (the chart); the fake CDN's
   * attachment URLs hold the message's id, new for every reply.
   */
  private static String shown(InteractionReply reply) {
    StringBuilder shown = new StringBuilder(reply.content()).append('\n');
    shown.append(reply.embeds().toString().replaceAll("/attachments/\\d+/", "/attachments/ID/"));
    for (StoredAttachment file : reply.message().attachments()) {
      shown.append('\n').append(file.filename()).append(' ');
      shown.append(HexFormat.of().formatHex(sha256(file.bytes())));
    }
    return shown.toString();
  }

  private static byte[] sha256(byte[] bytes) {
    try {
      return MessageDigest.getInstance("SHA-256").digest(bytes);
    } catch (NoSuchAlgorithmException e) {
      throw new IllegalStateException(e);
    }
  }

  @Test
  @DisplayName(
      "SQLite moved to PostgreSQL with quizbot move: a member's /stats, /review settings and"
          + " /leaderboard replies are exactly as before")
  void repliesSurviveTheMove(DiscordScenario discord) {
    seedThroughTheBot(discord);
    Map<String, String> before = replies(discord);
    assertThat(before.get("/leaderboard")).contains("<@" + discord.alice().id() + ">");
    assertThat(before.get("/stats")).contains("stats.png");
    assertThat(bot.countRows("SELECT count(*) FROM study_reviews")).isGreaterThan(3);
    discord.stopBot();

    String target = PostgresDatabases.fresh("quizbot_moved");
    StringWriter out = new StringWriter();
    StringWriter err = new StringWriter();
    CommandLine cli =
        QuizbotCommand.commandLine(BotStarter.NOT_WIRED, Path.of("questions"), new HashMap<>());
    cli.setOut(new PrintWriter(out, true));
    cli.setErr(new PrintWriter(err, true));
    int status = cli.execute("move", "--from", bot.databaseFile().toString(), "--to", target);
    assertThat(status).as("quizbot move: %s%s", out, err).isZero();

    AppBot moved = new AppBot(bot.clock(), bot.databaseFile()).with("QUIZBOT_DATABASE_URL", target);
    discord.startBot(moved);
    try {
      assertThat(moved.countRows("SELECT count(*) FROM study_reviews"))
          .isEqualTo(bot.countRows("SELECT count(*) FROM study_reviews"));
      assertThat(replies(discord)).isEqualTo(before);
    } finally {
      discord.stopBot();
    }
  }
}
