package dev.quizbot.e2e.shard;

import static org.assertj.core.api.Assertions.assertThat;

import dev.quizbot.fakediscord.DiscordScenario;
import dev.quizbot.fakediscord.FakeDiscordExtension;
import dev.quizbot.fakediscord.FakeMessage;
import dev.quizbot.fakediscord.InteractionReply;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;

/**
 * Two bot processes as shard 0 and 1 of 2 on one database (see {@link TwoShards}): each serves the
 * guild of its shard only, and neither acts on, or complains about, the other's guild.
 */
class ShardedBotsE2ETest {
  /** 14:30 Europe/Berlin (CET, UTC+1) on the start day. */
  private static final Instant DAILY_POST_AT = Instant.parse("2026-03-02T13:30:00Z");

  @RegisterExtension final FakeDiscordExtension extension = new FakeDiscordExtension();

  @TempDir Path dir;

  private final WarningLines warnings = new WarningLines();
  private TwoShards world;

  @BeforeEach
  void buildWorld(DiscordScenario discord) {
    world = newWorld(discord, dir);
    warnings.attach();
  }

  /** Both bots on one SQLite file; {@link ShardedBotsPostgresE2ETest} puts them on PostgreSQL. */
  TwoShards newWorld(DiscordScenario discord, Path dir) {
    return new TwoShards(discord, dir.resolve("quizbot.db"));
  }

  @AfterEach
  void stopBots() {
    try {
      world.close();
    } finally {
      warnings.detach();
    }
  }

  @Test
  @DisplayName("a /quiz in each shard's guild is run and revealed once, by that shard's bot only")
  void quizPerShard() {
    // GIVEN both bots running
    world.startBoth();

    // WHEN erin runs /quiz in each guild and answers both questions (one after the other: two
    // processes committing at the same moment on one SQLite file retry with a WARN, see README)
    List<FakeMessage> questions = List.of(posted(world.quiz(0)), posted(world.quiz(1)));
    world.discord.react(world.erin, questions.get(0), "🇦");
    world.discord.await(() -> world.bot(0).storedAnswers() == 1, "the first answer stored");
    world.discord.react(world.erin, questions.get(1), "🇦");
    world.discord.await(() -> world.bot(0).storedAnswers() == 2, "both answers stored");

    // THEN each round lives in the bot of its guild's shard, not in the other
    assertThat(world.openRoundChannels(0)).containsExactly(world.channelId(0));
    assertThat(world.openRoundChannels(1)).containsExactly(world.channelId(1));

    // WHEN the answer window passes
    world.clock.advance(Duration.ofSeconds(61));

    // THEN each question becomes its reveal, edited exactly once
    questions.forEach(world::awaitRevealed);
    assertThat(questions).allSatisfy(q -> assertThat(world.edits(q)).isEqualTo(1));
    assertThat(world.bot(0).countRows("SELECT count(*) FROM rounds WHERE closed_at IS NULL"))
        .isZero();
    assertThat(warnings.lines()).isEmpty();
  }

  @Test
  @DisplayName(
      "a daily question scheduled in both guilds is posted once in each, by its shard's bot")
  void dailyPerShard() {
    // GIVEN both bots running and a daily schedule set in each guild through its own bot
    world.startBoth();
    setDaily(0);
    setDaily(1);

    // WHEN the post time comes and each bot ticks, shard 1's first (it could claim both guilds
    // first), twice
    world.clock.set(DAILY_POST_AT);
    int[] started = new int[2];
    for (int tick = 0; tick < 2; tick++) {
      started[1] += world.bot(1).app().dailyTicker().tickNow().postsStarted();
      started[0] += world.bot(0).app().dailyTicker().tickNow().postsStarted();
    }

    // THEN each bot posted its own guild's question, once, and each channel has one daily post
    assertThat(started).containsExactly(1, 1);
    for (int shard = 0; shard < 2; shard++) {
      int s = shard;
      world.discord.await(
          () -> dailyPosts(s).size() == 1 && dailyPosts(s).get(0).reactionEmojis().size() == 4,
          "the daily post with its reactions in guild " + s);
    }
    assertThat(world.bot(0).countRows("SELECT count(*) FROM daily_claims WHERE status = 'POSTED'"))
        .isEqualTo(2);
    assertThat(warnings.lines()).isEmpty();
  }

  @Test
  @DisplayName("after a stop with a round open in each guild, each bot recovers only its own round")
  void restartRecoversOwnRoundsOnly() {
    // GIVEN a /quiz open in each guild, then both bots stopped
    world.startBoth();
    List<FakeMessage> questions = List.of(posted(world.quiz(0)), posted(world.quiz(1)));
    world.stopBoth();

    // WHEN erin answers both while no bot listens, and shard 0's bot starts again alone
    questions.forEach(q -> world.discord.react(world.erin, q, "🇧"));
    world.discord.fake().clearRestLog();
    world.start(0);
    world.discord.await(() -> world.bot(0).storedAnswers() == 1, "shard 0's missed answer");

    // THEN it holds and reads only the round of its own guild
    assertThat(world.openRoundChannels(0)).containsExactly(world.channelId(0));
    assertThat(world.reactionReads(questions.get(0))).isPositive();
    assertThat(world.reactionReads(questions.get(1))).isZero();

    // WHEN shard 1's bot starts too
    world.start(1);
    world.discord.await(() -> world.bot(1).storedAnswers() == 2, "shard 1's missed answer");

    // THEN it recovered the other round, and neither bot holds the other's
    assertThat(world.openRoundChannels(1)).containsExactly(world.channelId(1));
    assertThat(world.openRoundChannels(0)).containsExactly(world.channelId(0));
    assertThat(world.reactionReads(questions.get(1))).isPositive();
    assertThat(warnings.lines()).isEmpty();
  }

  @Test
  @DisplayName("the global slash commands are registered once, by shard 0's bot")
  void commandsRegisteredByShardZero() {
    // GIVEN shard 1's bot started alone
    world.start(1);
    assertThat(world.restLog()).noneMatch(r -> r.is("PUT", "applications/\\d+/commands"));

    // WHEN shard 0's bot starts too
    world.start(0);

    // THEN the commands were put once, and both guilds can use them
    assertThat(world.restLog())
        .filteredOn(r -> r.is("PUT", "applications/\\d+/commands"))
        .hasSize(1);
    assertThat(world.discord.fake().globalCommands()).containsKeys("quiz", "daily");
    assertThat(warnings.lines()).isEmpty();
  }

  @Test
  @DisplayName("study reminders run in shard 0's bot only (DMs and their buttons go to shard 0)")
  void remindersOnShardZeroOnly() {
    world.startBoth();
    assertThat(world.bot(0).app().reminderTicker()).isPresent();
    assertThat(world.bot(1).app().reminderTicker()).isEmpty();
    assertThat(warnings.lines()).isEmpty();
  }

  /** The owner of the guild in {@code shard} sets a daily question at 14:30 Europe/Berlin. */
  private void setDaily(int shard) {
    Map<String, Object> options = new LinkedHashMap<>();
    options.put("channel", world.channels.get(shard).id());
    options.put("time", "14:30");
    options.put("timezone", "Europe/Berlin");
    InteractionReply reply =
        world.discord.slash(
            world.admin(shard), world.channels.get(shard), "daily", Map.of("set", options));
    assertThat(reply.ephemeral()).as("daily set reply: %s", reply.content()).isTrue();
  }

  private List<FakeMessage> dailyPosts(int shard) {
    return world.discord.messages(world.channels.get(shard)).stream()
        .filter(
            m ->
                !m.embeds().isEmpty()
                    && m.embeds().get(0).path("footer").path("text").asText().startsWith("Daily"))
        .toList();
  }

  /** The question a /quiz posted, once the bot has added its four reactions. */
  private FakeMessage posted(InteractionReply reply) {
    assertThat(reply.ephemeral()).as("refused: %s", reply.content()).isFalse();
    FakeMessage question = reply.message();
    world.discord.await(() -> question.reactionEmojis().size() == 4, "the four reactions");
    return question;
  }
}
