package dev.quizbot.e2e.lifecycle;

import static org.assertj.core.api.Assertions.assertThat;

import dev.quizbot.e2e.AppBot;
import dev.quizbot.fakediscord.DiscordScenario;
import dev.quizbot.fakediscord.FakeChannel;
import dev.quizbot.fakediscord.FakeDiscordExtension;
import dev.quizbot.fakediscord.FakeGuild;
import dev.quizbot.fakediscord.FakeMessage;
import dev.quizbot.fakediscord.FakeUser;
import dev.quizbot.fakediscord.InteractionReply;
import dev.quizbot.lifecycle.ServerTables;
import java.time.Duration;
import java.time.Instant;
import java.util.LinkedHashMap;
import java.util.Map;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * The bot removed from a server through the fake Discord (GUILD_DELETE without {@code
 * unavailable}): its daily post stops at once, its rows are kept for servers.keepAfterRemoval (30
 * days by default) and then purged by the lifecycle ticker, another server untouched; a re-invite
 * (GUILD_CREATE) within the grace keeps everything; a removal while the bot was down is found at
 * the next start.
 */
final class ServerRemovalE2ETest {
  /** The bot starts Monday 2026-03-02 12:00Z; 14:30 Europe/Berlin is 13:30Z. */
  private static final Instant POST_AT = Instant.parse("2026-03-02T13:30:00Z");

  private static final Duration GRACE = Duration.ofDays(30);

  @RegisterExtension final FakeDiscordExtension extension = new FakeDiscordExtension();

  private final AppBot bot = AppBot.fresh();
  private FakeGuild other;
  private FakeChannel otherChannel;
  private FakeUser olga;

  @BeforeEach
  void secondServer(DiscordScenario discord) {
    other = discord.fake().createGuild("Other Guild");
    otherChannel = discord.fake().createTextChannel(other, "trivia");
    olga = discord.fake().createMember(other, "olga");
  }

  private long main(DiscordScenario discord) {
    return Long.parseLong(discord.guild().id());
  }

  private long otherId() {
    return Long.parseLong(other.id());
  }

  /** Rows of the server in every table that holds server rows. */
  private Map<String, Long> rowsOf(long guildId) {
    Map<String, Long> rows = new LinkedHashMap<>();
    for (ServerTables.ServerTable t : ServerTables.ALL) {
      rows.put(
          t.table(),
          bot.number(
              "SELECT count(*) FROM " + t.table() + " WHERE " + t.guildColumn() + " = ?", guildId));
    }
    return rows;
  }

  private long total(Map<String, Long> rows) {
    return rows.values().stream().mapToLong(Long::longValue).sum();
  }

  /** A daily at 14:30 Berlin in the server's channel, and one answered /quiz, revealed. */
  private void useTheBot(
      DiscordScenario discord, FakeGuild guild, FakeChannel channel, FakeUser u) {
    FakeUser owner = discord.fake().guildOwner(guild);
    InteractionReply saved =
        discord.slash(
            owner,
            channel,
            "daily",
            Map.of(
                "set",
                Map.of("channel", channel.id(), "time", "14:30", "timezone", "Europe/Berlin")));
    assertThat(saved.content()).startsWith("Saved.");
    FakeMessage question = discord.slash(u, channel, "quiz", Map.of()).message();
    discord.await(() -> question.reactionEmojis().size() == 4, "the bot's four reactions");
    long before = bot.storedAnswers();
    discord.react(u, question, "🇦");
    discord.await(() -> bot.storedAnswers() == before + 1, "the answer stored");
  }

  private void revealOpenRounds(DiscordScenario discord) {
    bot.clock().advance(Duration.ofSeconds(61));
    discord.await(
        () -> bot.countRows("SELECT count(*) FROM rounds WHERE revealed_at IS NULL") == 0,
        "every round revealed");
  }

  private void startWithBothServersUsed(DiscordScenario discord) {
    discord.startBot(bot);
    // The test moves the clock and decides when the daily and lifecycle ticks happen.
    bot.app().dailyTicker().tickOnlyWhenAsked();
    bot.app().lifecycle().ticker().tickOnlyWhenAsked();
    useTheBot(discord, discord.guild(), discord.channel(), discord.alice());
    useTheBot(discord, other, otherChannel, olga);
    revealOpenRounds(discord);
  }

  private void awaitDepartures(DiscordScenario discord, int count) {
    discord.await(
        () -> bot.countRows("SELECT count(*) FROM guild_departures") == count,
        count + " server departure(s) stored");
  }

  private long dailyPostsIn(DiscordScenario discord, FakeChannel channel) {
    return discord.messages(channel).stream()
        .filter(m -> !m.embeds().isEmpty())
        .filter(m -> m.embeds().get(0).path("footer").path("text").asText().startsWith("Daily"))
        .count();
  }

  @Test
  @DisplayName("removed: the daily stops at once; past the grace every row is gone, others stay")
  void removedServerIsPurgedAfterTheGrace(DiscordScenario discord) {
    // GIVEN both servers use the bot: a daily schedule, a round and an answer each
    startWithBothServersUsed(discord);
    Map<String, Long> otherBefore = rowsOf(otherId());

    // WHEN the first server removes the bot
    discord.fake().removeBotFromGuild(discord.guild());
    awaitDepartures(discord, 1);

    // THEN at the post time only the other server gets its daily question
    bot.clock().set(POST_AT);
    int started = bot.app().dailyTicker().tickNow().postsStarted();
    assertThat(started).isEqualTo(1);
    discord.await(() -> dailyPostsIn(discord, otherChannel) == 1, "the other server's daily");
    assertThat(bot.number("SELECT count(*) FROM daily_claims WHERE guild_id = ?", main(discord)))
        .as("no post even tried in the removed server")
        .isZero();

    // WHEN the clock reaches a day before the grace ends, and the lifecycle ticks
    bot.clock().advance(GRACE.minusDays(1));
    int early = bot.app().lifecycle().ticker().tickNow();

    // THEN the removed server's rows are all still there
    assertThat(early).isZero();
    assertThat(rowsOf(main(discord))).containsEntry("answers", 1L).containsEntry("rounds", 1L);
    assertThat(rowsOf(main(discord))).containsEntry("daily_schedules", 1L);

    // WHEN the grace has passed
    bot.clock().advance(Duration.ofDays(2));
    int purged = bot.app().lifecycle().ticker().tickNow();

    // THEN every row of the removed server is gone, and the other server has all of its rows
    assertThat(purged).isEqualTo(1);
    assertThat(total(rowsOf(main(discord)))).isZero();
    Map<String, Long> otherAfter = rowsOf(otherId());
    assertThat(otherAfter.get("answers")).isEqualTo(otherBefore.get("answers"));
    assertThat(otherAfter.get("member_stats")).isEqualTo(otherBefore.get("member_stats"));
    assertThat(otherAfter.get("daily_schedules")).isEqualTo(1L);
    assertThat(otherAfter.get("rounds")).isGreaterThanOrEqualTo(otherBefore.get("rounds"));
  }

  @Test
  @DisplayName("re-invited within the grace: nothing is lost, also after the grace, dailies resume")
  void reinviteKeepsEverything(DiscordScenario discord) {
    // GIVEN the first server used the bot, then removed it
    startWithBothServersUsed(discord);
    Map<String, Long> before = rowsOf(main(discord));
    discord.fake().removeBotFromGuild(discord.guild());
    awaitDepartures(discord, 1);

    // WHEN it invites the bot back ten days later, and the grace of the removal passes
    bot.clock().advance(Duration.ofDays(10));
    discord.fake().inviteBotBack(discord.guild());
    awaitDepartures(discord, 0);
    bot.clock().advance(GRACE);
    int purged = bot.app().lifecycle().ticker().tickNow();

    // THEN nothing was purged: every table holds what it held before the removal
    assertThat(purged).isZero();
    assertThat(rowsOf(main(discord))).isEqualTo(before);

    // AND its daily question is posted again at the next post time
    Instant now = bot.clock().instant();
    Instant nextPost = POST_AT.plus(Duration.ofDays(Duration.between(POST_AT, now).toDays() + 1));
    bot.clock().set(nextPost);
    bot.app().dailyTicker().tickNow();
    discord.await(() -> dailyPostsIn(discord, discord.channel()) == 1, "the daily again");
  }

  @Test
  @DisplayName("removed while the bot was down: found at the next start, the other server not")
  void removalWhileDownIsFoundAtStart(DiscordScenario discord) {
    // GIVEN both servers used the bot, then it stopped and the first server removed it meanwhile
    startWithBothServersUsed(discord);
    discord.stopBot();
    discord.fake().removeBotFromGuild(discord.guild());

    // WHEN the bot starts again on the same database
    AppBot restarted = discord.startBot(new AppBot(bot.clock(), bot.databaseFile()));

    // THEN the first server's departure is recorded, the other server's not
    discord.await(
        () -> restarted.countRows("SELECT count(*) FROM guild_departures") == 1,
        "the departure found at start");
    assertThat(
            restarted.number(
                "SELECT count(*) FROM guild_departures WHERE guild_id = ?", main(discord)))
        .isEqualTo(1);
  }
}
