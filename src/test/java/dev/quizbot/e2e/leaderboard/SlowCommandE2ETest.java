package dev.quizbot.e2e.leaderboard;

import static org.assertj.core.api.Assertions.assertThat;

import dev.quizbot.discord.CommandExecutor;
import dev.quizbot.e2e.AppBot;
import dev.quizbot.e2e.LogCapture;
import dev.quizbot.fakediscord.DiscordScenario;
import dev.quizbot.fakediscord.FakeDiscordExtension;
import dev.quizbot.fakediscord.FakeMessage;
import dev.quizbot.fakediscord.FakeUser;
import dev.quizbot.fakediscord.InteractionReply;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * A slow /leaderboard (a large server's board query, held here by {@link HeldLeaderboardStore})
 * runs on the command workers, not on JDA's event thread: reactions keep being graded meanwhile,
 * and a flood beyond the workers and their queue is told to retry, every interaction acknowledged.
 */
final class SlowCommandE2ETest {
  private static final Duration TIMEOUT = DiscordScenario.TIMEOUT;

  private final LogCapture capture = new LogCapture();
  private final HeldLeaderboardStore held = new HeldLeaderboardStore();
  private final AppBot bot = AppBot.fresh().withLeaderboardStore(held::wrap);

  @RegisterExtension final FakeDiscordExtension extension = FakeDiscordExtension.withBot(() -> bot);

  @AfterEach
  void releaseQueries() {
    // Before the extension stops the bot: a held query would hold its stop too.
    held.release();
    if (capture.isStarted()) {
      capture.detach();
    }
  }

  @Test
  @DisplayName(
      "while a /leaderboard is held inside its query, reactions to an open round are graded and"
          + " stored at their own time, and the board arrives once the query is let go")
  void reactionsGradedWhileBoardQueryHeld(DiscordScenario discord) throws Exception {
    // GIVEN an open round, and bob's /leaderboard held inside its board query
    Instant reactedAt = bot.clock().instant();
    FakeMessage question = discord.slash(discord.alice(), "quiz", Map.of()).message();
    discord.await(() -> question.reactionEmojis().size() == 4, "the bot's four reactions");
    InteractionReply board =
        discord
            .fake()
            .invokeSlash(discord.bob(), discord.channel(), "leaderboard", Map.of(), TIMEOUT);
    held.awaitHeld(1, TIMEOUT);

    // WHEN alice and carol react meanwhile
    discord.react(discord.alice(), question, "🇦");
    discord.react(discord.carol(), question, "🇧");

    // THEN both answers are stored while the query is still held, at the time they were given
    discord.await(() -> storedAnswers(question) == 2, "2 answers stored while the board is held");
    bot.clock().advance(Duration.ofSeconds(5));
    assertThat(
            bot.rows(
                "SELECT a.answered_at FROM answers a JOIN rounds r ON r.round_id = a.round_id"
                    + " WHERE r.message_id = ?",
                Long.parseLong(question.id())))
        .extracting(row -> ((Number) row.get("answered_at")).longValue())
        .containsOnly(reactedAt.toEpochMilli());

    // AND once the query is let go, bob gets the public board with both members on it
    held.release();
    discord.await(() -> hasEmbed(board), "the /leaderboard board");
    assertThat(board.ephemeral()).isFalse();
    assertThat(board.embeds().get(0).toString())
        .contains("<@" + discord.alice().id() + ">")
        .contains("<@" + discord.carol().id() + ">");
  }

  @Test
  @DisplayName(
      "a /leaderboard flood beyond the workers and their queue gets ephemeral 'busy' replies at"
          + " once, every interaction is acknowledged, and the admitted ones get their boards")
  void floodBeyondQueueIsBusy(DiscordScenario discord) throws Exception {
    // GIVEN every command worker held inside a board query
    int admitted = CommandExecutor.DEFAULT_WORKERS + CommandExecutor.DEFAULT_QUEUED;
    int beyond = 3;
    List<FakeUser> members = new ArrayList<>();
    for (int i = 0; i < admitted + beyond; i++) {
      members.add(discord.fake().createMember(discord.guild(), "member" + i));
    }

    // WHEN more /leaderboard commands arrive than the workers and their queue take
    List<InteractionReply> replies = new ArrayList<>();
    for (FakeUser member : members) {
      replies.add(
          discord.fake().invokeSlash(member, discord.channel(), "leaderboard", Map.of(), TIMEOUT));
    }
    held.awaitHeld(CommandExecutor.DEFAULT_WORKERS, TIMEOUT);

    // THEN every interaction is acknowledged within Discord's deadline, the last ones as "busy"
    for (InteractionReply reply : replies) {
      reply.awaitAcknowledged(TIMEOUT);
    }
    List<InteractionReply> busy = replies.stream().filter(r -> !r.deferred()).toList();
    assertThat(busy).hasSize(beyond);
    assertThat(busy)
        .allSatisfy(
            r -> {
              assertThat(r.ephemeral()).isTrue();
              assertThat(r.content()).contains("busy").contains("try again in a few seconds");
            });

    // AND once the queries are let go, each admitted member gets the board
    held.release();
    for (InteractionReply reply : replies) {
      if (reply.deferred()) {
        reply.awaitEdited(TIMEOUT);
        assertThat(reply.embeds()).hasSize(1);
      }
    }
    assertThat(replies.stream().filter(InteractionReply::deferred)).hasSize(admitted);
  }

  @Test
  @DisplayName(
      "a /leaderboard whose query fails on the command worker is one ERROR line with the stack"
          + " trace and a polite ephemeral reply")
  void failureOnWorker(DiscordScenario discord) {
    // GIVEN board queries that fail with a bug
    capture.attach();
    held.failWith(new IllegalStateException("made-up bug in the board query"));

    // WHEN bob asks for the board
    InteractionReply reply =
        discord
            .fake()
            .invokeSlash(discord.bob(), discord.channel(), "leaderboard", Map.of(), TIMEOUT);

    // THEN bob alone is told something went wrong, and the log has the bug once, with its trace
    assertThat(explanation(discord, reply)).startsWith("Something went wrong on our side");
    List<String> errors = capture.lines().stream().filter(l -> l.startsWith("ERROR")).toList();
    assertThat(errors).hasSize(1);
    assertThat(errors.get(0))
        .contains("/leaderboard failed")
        .contains("made-up bug in the board query")
        .contains("\tat ");
  }

  @Test
  @DisplayName(
      "a /leaderboard still waiting for a worker when the bot stops is told the bot is restarting")
  void waitingAtStopIsToldRestarting(DiscordScenario discord) throws Exception {
    // GIVEN both workers held inside board queries and a third /leaderboard waiting behind them
    List<InteractionReply> running = new ArrayList<>();
    for (int i = 0; i < CommandExecutor.DEFAULT_WORKERS; i++) {
      FakeUser member = discord.fake().createMember(discord.guild(), "member" + i);
      running.add(
          discord.fake().invokeSlash(member, discord.channel(), "leaderboard", Map.of(), TIMEOUT));
    }
    held.awaitHeld(CommandExecutor.DEFAULT_WORKERS, TIMEOUT);
    InteractionReply waiting =
        discord
            .fake()
            .invokeSlash(discord.bob(), discord.channel(), "leaderboard", Map.of(), TIMEOUT);
    waiting.awaitAcknowledged(TIMEOUT);

    // WHEN the bot stops
    CompletableFuture<Void> stopping = CompletableFuture.runAsync(discord::stopBot);

    // THEN the waiting command's public "thinking…" becomes "restarting" (one request: JDA takes
    // none once it stops), before the held queries are let go; the running ones get their boards
    assertThat(waiting.deferred()).isTrue();
    discord.await(
        () -> waiting.content().equals("Quizbot is restarting; try again in a minute."),
        "the 'thinking…' edited into the restart notice");
    held.release();
    for (InteractionReply reply : running) {
      reply.awaitAcknowledged(TIMEOUT);
      discord.await(() -> hasEmbed(reply), "a running command's board");
    }
    stopping.get(TIMEOUT.toMillis() * 3, TimeUnit.MILLISECONDS);
  }

  @Test
  @DisplayName(
      "a /leaderboard still running when the stop's grace ends is told the bot is restarting,"
          + " with no ERROR")
  void runningPastGraceIsToldRestarting(DiscordScenario discord) throws Exception {
    // GIVEN a /leaderboard held inside its board query (a query too slow for the stop's grace)
    InteractionReply running =
        discord
            .fake()
            .invokeSlash(discord.alice(), discord.channel(), "leaderboard", Map.of(), TIMEOUT);
    held.awaitHeld(1, TIMEOUT);
    capture.attach();

    // WHEN the bot stops and the grace for running commands (a quarter of shutdown.grace) ends
    discord.stopBot();

    // THEN the interrupted command's member hears the bot is restarting (not "something went
    // wrong"), and the log has no ERROR: an interrupted query at a stop is not a bug
    discord.await(
        () -> running.content().equals("Quizbot is restarting; try again in a minute."),
        "the restart notice for the command the stop cut off");
    assertThat(capture.lines()).noneMatch(line -> line.startsWith("ERROR"));
    assertThat(capture.lines()).anyMatch(line -> line.contains("/leaderboard cut off by the stop"));
  }

  /**
   * The text the bot showed the caller alone: its ephemeral reply, or the ephemeral follow-up that
   * replaced a public "thinking…" deferral.
   */
  private static String explanation(DiscordScenario discord, InteractionReply reply) {
    reply.awaitAcknowledged(TIMEOUT);
    discord.await(
        () ->
            (reply.ephemeral() && !reply.content().isEmpty())
                || reply.followUps().stream().anyMatch(FakeMessage::isEphemeral),
        "a message for the caller alone");
    if (reply.ephemeral()) {
      return reply.content();
    }
    String thinking = reply.message().id();
    assertThat(discord.messages(discord.channel()))
        .as("the public 'thinking…' is gone")
        .noneMatch(m -> m.id().equals(thinking));
    return reply.followUps().stream()
        .filter(FakeMessage::isEphemeral)
        .findFirst()
        .orElseThrow()
        .content();
  }

  private int storedAnswers(FakeMessage question) {
    return (int)
        bot.number(
            "SELECT count(*) FROM answers a JOIN rounds r ON r.round_id = a.round_id"
                + " WHERE r.message_id = ?",
            Long.parseLong(question.id()));
  }

  private static boolean hasEmbed(InteractionReply reply) {
    return reply.acknowledged() && !reply.message().embeds().isEmpty();
  }
}
