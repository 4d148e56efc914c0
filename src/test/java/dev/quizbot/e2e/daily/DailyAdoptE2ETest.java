package dev.quizbot.e2e.daily;

import static org.assertj.core.api.Assertions.assertThat;

import dev.quizbot.e2e.AppBot;
import dev.quizbot.fakediscord.DiscordScenario;
import dev.quizbot.fakediscord.FakeDiscordExtension;
import dev.quizbot.fakediscord.FakeMessage;
import dev.quizbot.fakediscord.FakeUser;
import dev.quizbot.i18n.Texts;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.Duration;
import java.util.List;
import java.util.Locale;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

final class DailyAdoptE2ETest {

  @RegisterExtension final FakeDiscordExtension extension = new FakeDiscordExtension();

  @Test
  @DisplayName(
      "a process that posted and died before recording it: the takeover adopts its message,"
          + " posts nothing, and grades the reactions made on it")
  void takeoverAdoptsTheEarlierPost(DiscordScenario discord) {
    // GIVEN the daily post went out at 13:30:00Z, and the database is put back into the state of
    // a process that died right after Discord accepted the message: claim CLAIMED since the post
    // time, no message id on the claim nor on the prepared round
    DailyWorld world = DailyWorld.start(discord);
    world.setStandard();
    FakeMessage original = postThenDieBeforeRecording(world);

    // WHEN a new process starts on that database, bob answers on the original message, and the
    // claim turns stale (11 minutes later) at the next tick
    world.bot.clock().advance(Duration.ofSeconds(20));
    AppBot restarted = discord.startBot(new AppBot(world.bot.clock(), world.bot.databaseFile()));
    restarted.app().dailyTicker().tickNow();
    discord.react(world.member, original, "🇦");
    restarted.clock().set(DailyWorld.POST_AT.plus(Duration.ofMinutes(11)));
    restarted.app().dailyTicker().tickNow();
    discord.await(
        () -> restarted.countRows("SELECT count(*) FROM daily_claims WHERE status = 'POSTED'") == 1,
        "the taken-over claim is settled");

    // THEN the question is still out once, the claim holds the original message, and bob's
    // reaction on it is graded once the adopted round was recovered
    assertThat(world.dailyPosts()).extracting(FakeMessage::id).containsExactly(original.id());
    assertThat(restarted.number("SELECT message_id FROM daily_claims"))
        .isEqualTo(Long.parseLong(original.id()));
    discord.await(() -> restarted.storedAnswers() == 1, "bob's answer graded from his reaction");
    assertThat(
            restarted.number(
                "SELECT r.message_id FROM answers a JOIN rounds r ON r.round_id = a.round_id"
                    + " WHERE a.user_id = ?",
                Long.parseLong(world.member.id())))
        .isEqualTo(Long.parseLong(original.id()));
  }

  @ParameterizedTest(name = "server language {0}")
  @ValueSource(strings = {"de", "ja"})
  @DisplayName(
      "in a German or Japanese server (a translated footer) the takeover still finds and adopts"
          + " the earlier post: the day's question is not posted twice")
  void takeoverAdoptsTheEarlierPostInATranslatedServer(String language, DiscordScenario discord) {
    // GIVEN a server whose preferred language is German or Japanese, so the daily post's footer
    // is "Tagesfrage · …" or "今日の問題 · …", and a process that posted and died before recording
    DailyWorld world = DailyWorld.start(discord, language);
    world.setStandard();
    FakeMessage original = postThenDieBeforeRecording(world);
    String kind = Texts.of(Locale.forLanguageTag(language)).get("round.kind.daily");
    assertThat(original.embeds().get(0).path("footer").path("text").asText())
        .startsWith(kind + " · ");

    // WHEN a new process takes the stale claim over
    AppBot restarted = takeOver(world);

    // THEN the original message is adopted: no second post, and the claim holds the original
    assertThat(world.dailyPosts()).extracting(FakeMessage::id).containsExactly(original.id());
    assertThat(restarted.number("SELECT message_id FROM daily_claims"))
        .isEqualTo(Long.parseLong(original.id()));
  }

  @Test
  @DisplayName(
      "an adopted message the earlier attempt left with only 🇦 🇧 gets 🇨 🇩 added by the bot, in"
          + " order, and answers on all four letters are graded")
  void adoptionAddsTheMissingChoiceReactions(DiscordScenario discord) {
    // GIVEN the earlier attempt posted and died after adding only 🇦 and 🇧
    DailyWorld world = DailyWorld.start(discord);
    world.setStandard();
    FakeMessage original = postThenDieBeforeRecording(world);
    discord.fake().unreact(discord.botUser(), original, "🇨");
    discord.fake().unreact(discord.botUser(), original, "🇩");
    assertThat(original.reactionEmojis()).containsExactly("🇦", "🇧");

    // WHEN a new process takes the stale claim over
    AppBot restarted = takeOver(world);

    // THEN the bot adds 🇨 and 🇩 after the ones already there, and four members answering with
    // one letter each are all graded on the adopted round
    discord.await(
        () -> original.reactionEmojis().size() == 4, "the missing choice reactions added");
    assertThat(original.reactionEmojis()).containsExactly("🇦", "🇧", "🇨", "🇩");
    assertThat(original.reactions().values())
        .allSatisfy(users -> assertThat(users).containsOnlyOnce(discord.botUser().id()));
    List<FakeUser> answering =
        List.of(
            world.member,
            discord.fake().createMember(discord.guild(), "dana"),
            discord.fake().createMember(discord.guild(), "emil"),
            discord.fake().createMember(discord.guild(), "fay"));
    List<String> letters = List.of("🇦", "🇧", "🇨", "🇩");
    for (int i = 0; i < letters.size(); i++) {
      discord.react(answering.get(i), original, letters.get(i));
    }
    discord.await(() -> restarted.storedAnswers() == 4, "the four answers graded");
    assertThat(
            restarted.rows(
                "SELECT a.choice_position FROM answers a JOIN rounds r ON r.round_id = a.round_id"
                    + " WHERE r.message_id = ? ORDER BY a.choice_position",
                Long.parseLong(original.id())))
        .extracting(row -> ((Number) row.values().iterator().next()).intValue())
        .containsExactly(0, 1, 2, 3);
  }

  @Test
  @DisplayName(
      "Discord refusing one of the missing choice reactions loses nothing: the message stays"
          + " adopted and the next reaction is still added")
  void refusedReactionKeepsTheAdoption(DiscordScenario discord) {
    // GIVEN the earlier attempt left the message with only 🇦 🇧, and Discord will refuse the
    // bot's next reaction
    DailyWorld world = DailyWorld.start(discord);
    world.setStandard();
    FakeMessage original = postThenDieBeforeRecording(world);
    discord.fake().unreact(discord.botUser(), original, "🇨");
    discord.fake().unreact(discord.botUser(), original, "🇩");
    discord.fake().faults().failNext("PUT", "channels/\\d+/messages/\\d+/reactions/.*", 1, 403);

    // WHEN a new process takes the stale claim over
    AppBot restarted = takeOver(world);

    // THEN 🇨 is missing but 🇩 is added, and the claim holds the original, posted once
    discord.await(() -> original.reactionEmojis().contains("🇩"), "🇩 added after 🇨 failed");
    assertThat(original.reactionEmojis()).containsExactly("🇦", "🇧", "🇩");
    assertThat(world.dailyPosts()).extracting(FakeMessage::id).containsExactly(original.id());
    assertThat(restarted.number("SELECT message_id FROM daily_claims"))
        .isEqualTo(Long.parseLong(original.id()));
  }

  @Test
  @DisplayName(
      "an earlier post behind 150 other messages is found on the lookup's second page and adopted:"
          + " the question is not posted twice")
  void earlierPostBehindAFullPageIsFound(DiscordScenario discord) {
    // GIVEN 150 members' messages in the channel before the earlier attempt's post
    DailyWorld world = DailyWorld.start(discord);
    world.setStandard();
    postChatter(discord, 150);
    FakeMessage original = postThenDieBeforeRecording(world);

    // WHEN a new process takes the stale claim over
    AppBot restarted = takeOver(world);

    // THEN it read two pages and adopted the original message instead of posting
    assertThat(world.dailyPosts()).extracting(FakeMessage::id).containsExactly(original.id());
    assertThat(restarted.number("SELECT message_id FROM daily_claims"))
        .isEqualTo(Long.parseLong(original.id()));
    assertThat(historyReads(discord)).isEqualTo(2);
  }

  @Test
  @DisplayName(
      "an earlier post behind more messages than the lookup reads (5 pages of 100) is not found:"
          + " the takeover gives up and posts the question again")
  void earlierPostBeyondTheBoundIsNotFound(DiscordScenario discord) {
    // GIVEN 500 members' messages in the channel before the earlier attempt's post
    DailyWorld world = DailyWorld.start(discord);
    world.setStandard();
    postChatter(discord, 500);
    FakeMessage original = postThenDieBeforeRecording(world);

    // WHEN a new process takes the stale claim over
    AppBot restarted = takeOver(world);

    // THEN it stopped after five pages and posted a second message, which the claim holds
    assertThat(historyReads(discord)).isEqualTo(5);
    assertThat(world.dailyPosts()).hasSize(2);
    FakeMessage second = world.dailyPosts().get(1);
    assertThat(second.id()).isNotEqualTo(original.id());
    assertThat(restarted.number("SELECT message_id FROM daily_claims"))
        .isEqualTo(Long.parseLong(second.id()));
  }

  /**
   * The daily post goes out at 13:30:00Z, and the database is put back into the state of a process
   * that died right after Discord accepted the message: claim CLAIMED since the post time, no
   * message id on the claim nor on the prepared round.
   */
  private static FakeMessage postThenDieBeforeRecording(DailyWorld world) {
    world.bot.clock().set(DailyWorld.POST_AT);
    world.bot.app().dailyTicker().tickNow();
    FakeMessage original = world.awaitDailyPost();
    world.discord.stopBot();
    execute(
        world,
        "UPDATE daily_claims SET status = 'CLAIMED', message_id = NULL, claimed_at = "
            + DailyWorld.POST_AT.toEpochMilli());
    execute(world, "UPDATE rounds SET message_id = NULL WHERE kind = 'DAILY'");
    return original;
  }

  /** A new process starts on the database and, 11 minutes after the post, takes the claim over. */
  private static AppBot takeOver(DailyWorld world) {
    world.bot.clock().advance(Duration.ofSeconds(20));
    AppBot restarted =
        world.discord.startBot(new AppBot(world.bot.clock(), world.bot.databaseFile()));
    restarted.clock().set(DailyWorld.POST_AT.plus(Duration.ofMinutes(11)));
    restarted.app().dailyTicker().tickNow();
    world.discord.await(
        () -> restarted.countRows("SELECT count(*) FROM daily_claims WHERE status = 'POSTED'") == 1,
        "the taken-over claim is settled");
    return restarted;
  }

  private static void postChatter(DiscordScenario discord, int count) {
    for (int i = 0; i < count; i++) {
      discord.fake().postAsUser(discord.carol(), discord.channel(), "chatter " + i);
    }
  }

  /** Pages of channel messages the bot read (the lookup is the only reader). */
  private static long historyReads(DiscordScenario discord) {
    return discord.restLog().stream()
        .filter(r -> r.is("GET", "channels/" + discord.channel().id() + "/messages"))
        .count();
  }

  private static void execute(DailyWorld world, String sql) {
    try (Connection c = DriverManager.getConnection("jdbc:sqlite:" + world.bot.databaseFile());
        Statement st = c.createStatement()) {
      st.execute(sql);
    } catch (SQLException e) {
      throw new IllegalStateException(e);
    }
  }
}
