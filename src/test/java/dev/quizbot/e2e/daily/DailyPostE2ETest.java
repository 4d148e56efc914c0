package dev.quizbot.e2e.daily;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import dev.quizbot.e2e.AppBot;
import dev.quizbot.fakediscord.DiscordScenario;
import dev.quizbot.fakediscord.FakeChannel;
import dev.quizbot.fakediscord.FakeDiscordExtension;
import dev.quizbot.fakediscord.FakeMessage;
import dev.quizbot.fakediscord.InteractionReply;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

final class DailyPostE2ETest {

  @RegisterExtension final FakeDiscordExtension extension = new FakeDiscordExtension();

  @Test
  @DisplayName("A deleted ping role: /daily status says so and the post goes out without a ping")
  void deletedRoleIsNotPinged(DiscordScenario discord) {
    // GIVEN a schedule pinging "Daily Learners", and an admin deletes that role while the bot is
    // down
    DailyWorld world = DailyWorld.start(discord);
    world.setStandard();
    discord.stopBot();
    discord.fake().deleteRole(discord.guild(), world.pingRole);
    AppBot restarted = discord.startBot(new AppBot(world.bot.clock(), world.bot.databaseFile()));

    // WHEN an admin asks for the status
    InteractionReply status = world.sub(world.admin, "status");

    // THEN it names no "@deleted-role" mention but says the role is gone and how to fix it
    assertThat(status.content())
        .contains("Ping: nobody: the chosen role was deleted")
        .contains("/daily set role:")
        .doesNotContain("<@&" + world.pingRole.id() + ">");

    // WHEN the post time comes
    restarted.clock().set(DailyWorld.POST_AT);
    restarted.app().dailyTicker().tickNow();

    // THEN the question is posted without a mention of the deleted role
    FakeMessage post = world.awaitDailyPost();
    assertThat(post.content()).isEmpty();
    assertThat(world.createBody(post).path("allowed_mentions").path("roles")).isEmpty();
  }

  @Test
  @DisplayName("A deleted daily channel: /daily status says so and how to choose another")
  void deletedChannelIsNamed(DiscordScenario discord) {
    // GIVEN a schedule in a channel that an admin deletes while the bot is down
    DailyWorld world = DailyWorld.start(discord);
    FakeChannel doomed = discord.fake().createTextChannel(discord.guild(), "doomed");
    discord.stopBot();
    discord.startBot(new AppBot(world.bot.clock(), world.bot.databaseFile()));
    world.set(world.admin, doomed, "14:30", "Europe/Berlin", false);
    discord.stopBot();
    discord.fake().deleteChannel(doomed);
    discord.startBot(new AppBot(world.bot.clock(), world.bot.databaseFile()));

    // WHEN an admin asks for the status
    InteractionReply status = world.sub(world.admin, "status");

    // THEN it says the channel no longer exists and how to fix it, not "#deleted-channel"
    assertThat(status.content())
        .contains("Channel: it no longer exists")
        .contains("/daily set channel:")
        .doesNotContain("<#" + doomed.id() + ">");
  }

  @Test
  @DisplayName("/daily set posts at the local time, not before, pinging only the chosen role")
  void postsAtTheRightInstantWithRolePing(DiscordScenario discord) {
    // GIVEN a schedule for 14:30 Europe/Berlin (13:30Z) pinging "Daily Learners"
    DailyWorld world = DailyWorld.start(discord);
    InteractionReply saved = world.setStandard();
    assertThat(saved.ephemeral()).isTrue();
    assertThat(saved.content()).startsWith("Saved.");

    // WHEN the clock reaches one second before the post time
    world.bot.clock().set(DailyWorld.POST_AT.minusSeconds(1));
    int startedEarly = world.bot.app().dailyTicker().tickNow().postsStarted();

    // THEN nothing is posted yet
    assertThat(startedEarly).isZero();
    assertThat(world.dailyPosts()).isEmpty();

    // WHEN the post time arrives
    world.bot.clock().set(DailyWorld.POST_AT);
    world.bot.app().dailyTicker().tickNow();

    // THEN the question is posted with the role ping, mentions restricted to exactly that role
    FakeMessage post = world.awaitDailyPost();
    assertThat(post.content()).isEqualTo("<@&" + world.pingRole.id() + ">");
    assertThat(post.reactionEmojis()).containsExactly("🇦", "🇧", "🇨", "🇩");
    JsonNode allowed = world.createBody(post).path("allowed_mentions");
    assertThat(allowed.path("parse")).isEmpty();
    assertThat(allowed.path("roles").get(0).asText()).isEqualTo(world.pingRole.id());
    assertThat(allowed.path("roles")).hasSize(1);
    assertThat(allowed.path("users")).isEmpty();
  }

  @Test
  @DisplayName("a daily round is graded and revealed like any round")
  void dailyRoundGradedAndRevealed(DiscordScenario discord) {
    // GIVEN a daily post that is out
    DailyWorld world = DailyWorld.start(discord);
    world.setStandard();
    world.bot.clock().set(DailyWorld.POST_AT);
    world.bot.app().dailyTicker().tickNow();
    FakeMessage post = world.awaitDailyPost();

    // WHEN bob answers and the 12-hour window passes
    discord.react(world.member, post, "🇦");
    discord.await(() -> world.bot.storedAnswers() == 1, "bob's answer stored");
    world.bot.clock().advance(Duration.ofHours(12).plusSeconds(1));

    // THEN the message becomes the reveal counting bob's answer
    FakeMessage revealed =
        discord.awaitMessage(
            m ->
                m.id().equals(post.id())
                    && m.embeds().get(0).path("title").asText().startsWith("Answer:"));
    List<String> fields = revealed.embeds().get(0).path("fields").findValuesAsText("value");
    assertThat(fields).contains("1 member");
  }
}
