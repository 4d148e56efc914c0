package dev.quizbot.e2e.shard;

import static org.assertj.core.api.Assertions.assertThat;

import dev.quizbot.e2e.AppBot;
import dev.quizbot.fakediscord.DiscordScenario;
import dev.quizbot.fakediscord.FakeDiscord;
import dev.quizbot.fakediscord.FakeDiscordExtension;
import dev.quizbot.fakediscord.FakeMessage;
import java.nio.file.Path;
import java.time.Duration;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;

/**
 * A server that removed the bot while it was down, with two shard processes: only the process of
 * that server's shard counts it as left; the other one, which Discord never tells about it, does
 * not take its absence from its own server list for a removal.
 */
final class ShardedRemovalE2ETest {

  @RegisterExtension final FakeDiscordExtension extension = new FakeDiscordExtension();

  @TempDir Path dir;

  private TwoShards world;
  private AppBot again;

  @AfterEach
  void stop() {
    if (again != null) {
      again.stop();
    }
    world.close();
  }

  private AppBot restart(int shard) {
    FakeDiscord fake = world.discord.fake();
    AppBot bot =
        new AppBot(world.clock, dir.resolve("quizbot.db"))
            .with(TwoShards.SHARD_ID, String.valueOf(shard))
            .with(TwoShards.SHARD_TOTAL, "2");
    bot.start(fake.apiUrl(), fake.gatewayUrl(), fake.token());
    return bot;
  }

  @Test
  @DisplayName("removed while down: shard 0 leaves shard 1's server alone, shard 1 records it")
  void eachShardChecksItsOwnServers(DiscordScenario discord) {
    // GIVEN both shards' servers used the bot (one answered quiz each), then both stopped
    world = new TwoShards(discord, dir.resolve("quizbot.db"));
    world.startBoth();
    for (int shard = 0; shard < 2; shard++) {
      FakeMessage question = world.quiz(shard).message();
      discord.await(() -> question.reactionEmojis().size() == 4, "the bot's four reactions");
      int before = world.bot(0).storedAnswers();
      discord.react(world.erin, question, "🇦");
      discord.await(() -> world.bot(0).storedAnswers() == before + 1, "the answer stored");
    }
    world.clock.advance(Duration.ofSeconds(61));
    discord.await(
        () -> world.bot(0).countRows("SELECT count(*) FROM rounds WHERE revealed_at IS NULL") == 0,
        "both rounds revealed");
    world.stopBoth();

    // WHEN shard 1's server removes the bot meanwhile, and shard 0 starts alone
    discord.fake().removeBotFromGuild(world.guilds.get(1));
    again = restart(0);
    discord.await(
        () -> again.app().lifecycle().serverListChecks() >= 1, "shard 0's start-up check");

    // THEN shard 0 records no departure: shard 1's server is not in its list by design
    assertThat(again.countRows("SELECT count(*) FROM guild_departures")).isZero();

    // WHEN shard 1 starts too, still serving another server of its shard (with none at all, a
    // start takes the empty list for a wrong token and counts nothing as left)
    discord.fake().createGuildInShard("One more", 1, 2);
    again.stop();
    again = restart(1);
    discord.await(
        () -> again.app().lifecycle().serverListChecks() >= 1, "shard 1's start-up check");

    // THEN shard 1 records its server's departure, and only that one
    assertThat(again.number("SELECT guild_id FROM guild_departures", new Object[0]))
        .isEqualTo(Long.parseLong(world.guilds.get(1).id()));
  }
}
