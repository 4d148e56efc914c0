package dev.quizbot.e2e.shard;

import dev.quizbot.e2e.AppBot;
import dev.quizbot.fakediscord.DiscordScenario;
import dev.quizbot.fakediscord.FakeChannel;
import dev.quizbot.fakediscord.FakeDiscord;
import dev.quizbot.fakediscord.FakeGuild;
import dev.quizbot.fakediscord.FakeMessage;
import dev.quizbot.fakediscord.FakeUser;
import dev.quizbot.fakediscord.InteractionReply;
import dev.quizbot.fakediscord.RecordedRequest;
import dev.quizbot.round.OpenRoundView;
import dev.quizbot.testing.TestClock;
import java.nio.file.Path;
import java.time.Instant;
import java.util.List;
import java.util.Map;

/**
 * Two complete bot processes (two {@link AppBot}s) run as shard 0 and shard 1 of 2 on ONE SQLite
 * file and one clock, against one fake Discord that holds a guild in each shard ("Zero" in shard 0,
 * "One" in shard 1), each with a channel "quiz". Member erin is in both; each guild's owner is its
 * admin (Discord grants owners every permission).
 */
final class TwoShards implements AutoCloseable {
  static final Instant START = Instant.parse("2026-03-02T12:00:00Z");
  static final String SHARD_ID = "QUIZBOT_DISCORD_SHARD_ID";
  static final String SHARD_TOTAL = "QUIZBOT_DISCORD_SHARD_TOTAL";

  final DiscordScenario discord;
  final TestClock clock = new TestClock(START);
  final List<FakeGuild> guilds;
  final List<FakeChannel> channels;
  final FakeUser erin;
  final List<AppBot> bots;

  TwoShards(DiscordScenario discord, Path databaseFile) {
    this(discord, databaseFile, null);
  }

  /** As above, both bots storing in {@code jdbcUrl} (PostgreSQL) when it is not null. */
  TwoShards(DiscordScenario discord, Path databaseFile, String jdbcUrl) {
    this.discord = discord;
    FakeDiscord fake = discord.fake();
    this.guilds =
        List.of(fake.createGuildInShard("Zero", 0, 2), fake.createGuildInShard("One", 1, 2));
    this.channels = guilds.stream().map(g -> fake.createTextChannel(g, "quiz")).toList();
    this.erin = fake.createMember(guilds.get(0), "erin");
    fake.addMember(guilds.get(1), erin);
    this.bots =
        List.of(
            bot(databaseFile, jdbcUrl).with(SHARD_ID, "0").with(SHARD_TOTAL, "2"),
            bot(databaseFile, jdbcUrl).with(SHARD_ID, "1").with(SHARD_TOTAL, "2"));
  }

  private AppBot bot(Path databaseFile, String jdbcUrl) {
    AppBot bot = new AppBot(clock, databaseFile);
    return jdbcUrl == null ? bot : bot.with("QUIZBOT_DATABASE_URL", jdbcUrl);
  }

  /** Starts the bot of shard {@code shard}; returns once it is ready (rounds recovered). */
  void start(int shard) {
    FakeDiscord fake = discord.fake();
    bots.get(shard).start(fake.apiUrl(), fake.gatewayUrl(), fake.token());
  }

  void startBoth() {
    start(0);
    start(1);
  }

  void stopBoth() {
    bots.forEach(AppBot::stop);
  }

  AppBot bot(int shard) {
    return bots.get(shard);
  }

  FakeUser admin(int shard) {
    return discord.fake().guildOwner(guilds.get(shard));
  }

  /** erin runs /quiz in the quiz channel of the guild in {@code shard}. */
  InteractionReply quiz(int shard) {
    return discord.slash(erin, channels.get(shard), "quiz", Map.of());
  }

  /** Channel ids of the rounds the bot of {@code shard} holds open in memory. */
  List<Long> openRoundChannels(int shard) {
    return bot(shard).app().rounds().openRounds().stream().map(OpenRoundView::channelId).toList();
  }

  long channelId(int shard) {
    return Long.parseLong(channels.get(shard).id());
  }

  /**
   * Waits until the question message has become its reveal and its edit request is in the REST log
   * (the fake logs a request just after applying it).
   */
  void awaitRevealed(FakeMessage question) {
    discord.await(() -> edits(question) > 0, "the edit of message " + question.id());
    discord.awaitMessage(
        channels.stream()
            .filter(c -> c.id().equals(question.channelId()))
            .findFirst()
            .orElseThrow(),
        m -> m.id().equals(question.id()) && isReveal(m),
        DiscordScenario.TIMEOUT);
  }

  static boolean isReveal(FakeMessage message) {
    return !message.embeds().isEmpty()
        && message.embeds().get(0).path("title").asText().startsWith("Answer:");
  }

  /** REST requests so far that edit this message (a reveal is one). */
  long edits(FakeMessage message) {
    return requests("PATCH", "channels/" + message.channelId() + "/messages/" + message.id());
  }

  /** REST requests so far that read the users of one of this message's reactions. */
  long reactionReads(FakeMessage message) {
    return requests(
        "GET", "channels/" + message.channelId() + "/messages/" + message.id() + "/reactions/.+");
  }

  private long requests(String method, String pathRegex) {
    return discord.restLog().stream().filter(r -> r.is(method, pathRegex)).count();
  }

  List<RecordedRequest> restLog() {
    return discord.restLog();
  }

  @Override
  public void close() {
    stopBoth();
  }
}
