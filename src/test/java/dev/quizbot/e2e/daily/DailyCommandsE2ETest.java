package dev.quizbot.e2e.daily;

import static org.assertj.core.api.Assertions.assertThat;

import dev.quizbot.fakediscord.DiscordScenario;
import dev.quizbot.fakediscord.FakeDiscordExtension;
import dev.quizbot.fakediscord.FakeMessage;
import dev.quizbot.fakediscord.InteractionReply;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

final class DailyCommandsE2ETest {

  @RegisterExtension final FakeDiscordExtension extension = new FakeDiscordExtension();

  @Test
  @DisplayName("/daily status shows the next post in the server's zone and as Discord timestamps")
  void statusShowsNextPost(DiscordScenario discord) {
    // GIVEN a schedule for 14:30 Europe/Berlin set at 12:00Z
    DailyWorld world = DailyWorld.start(discord);
    world.setStandard();

    // WHEN the admin asks for the status
    InteractionReply status = world.sub(world.admin, "status");

    // THEN it shows the local time with the zone, both timestamps, and today's state
    long epoch = DailyWorld.POST_AT.getEpochSecond();
    assertThat(status.ephemeral()).isTrue();
    assertThat(status.content())
        .contains("Mon 2026-03-02 14:30 Europe/Berlin")
        .contains("<t:" + epoch + ":F>")
        .contains("<t:" + epoch + ":R>")
        .contains("Today (2026-03-02): not posted yet");
  }

  @Test
  @DisplayName("/daily now posts at once and today's scheduled post does not follow")
  void nowPostsOnceForToday(DiscordScenario discord) {
    // GIVEN a schedule for 14:30 Europe/Berlin
    DailyWorld world = DailyWorld.start(discord);
    world.setStandard();

    // WHEN the admin runs /daily now before the post time
    InteractionReply now = world.sub(world.admin, "now");

    // THEN the question is posted and the reply says so
    FakeMessage post = world.awaitDailyPost();
    assertThat(now.ephemeral()).isTrue();
    // a capitalised sentence with a jump link to the post, not a raw message id
    assertThat(now.content())
        .isEqualTo(
            "Today's daily question (2026-03-02) is posted: https://discord.com/channels/"
                + discord.guild().id()
                + "/"
                + post.channelId()
                + "/"
                + post.id());

    // WHEN the scheduled time comes
    world.bot.clock().set(DailyWorld.POST_AT);
    int started = world.bot.app().dailyTicker().tickNow().postsStarted();

    // THEN nothing more is posted today, and the status says today is posted
    assertThat(started).isZero();
    assertThat(world.dailyPosts()).hasSize(1);
    assertThat(world.sub(world.admin, "status").content()).contains("Today (2026-03-02): posted");
  }

  @Test
  @DisplayName("/daily off stops the schedule: no post at the time")
  void offStopsPosting(DiscordScenario discord) {
    // GIVEN a schedule that is switched off
    DailyWorld world = DailyWorld.start(discord);
    world.setStandard();
    InteractionReply off = world.sub(world.admin, "off");

    // WHEN the post time comes
    world.bot.clock().set(DailyWorld.POST_AT);
    int started = world.bot.app().dailyTicker().tickNow().postsStarted();

    // THEN nothing is posted
    assertThat(off.content()).contains("is off");
    assertThat(started).isZero();
    assertThat(world.dailyPosts()).isEmpty();
  }

  @Test
  @DisplayName("/daily on after /daily off: the same schedule posts again, nothing retyped")
  void onAgainWithoutRetyping(DiscordScenario discord) {
    // GIVEN a schedule for 14:30 Europe/Berlin, switched off
    DailyWorld world = DailyWorld.start(discord);
    world.setStandard();
    InteractionReply off = world.sub(world.admin, "off");

    // WHEN the admin turns it on with /daily on alone
    InteractionReply on = world.sub(world.admin, "on");

    // THEN the off reply named /daily on, and the schedule is back as it was
    assertThat(off.content()).contains("/daily on");
    assertThat(on.ephemeral()).isTrue();
    assertThat(on.content())
        .startsWith("The daily question is on again.")
        .contains("Mon 2026-03-02 14:30 Europe/Berlin");
    // AND it posts at its time
    world.bot.clock().set(DailyWorld.POST_AT);
    assertThat(world.bot.app().dailyTicker().tickNow().postsStarted()).isEqualTo(1);
    world.awaitDailyPost();
  }

  @Test
  @DisplayName("/daily on with nothing ever set: says how to set one up, stores nothing")
  void onWithoutSchedule(DiscordScenario discord) {
    DailyWorld world = DailyWorld.start(discord);

    InteractionReply on = world.sub(world.admin, "on");

    assertThat(on.content()).contains("/daily set");
    assertThat(world.sub(world.admin, "status").content()).contains("/daily set");
  }
}
