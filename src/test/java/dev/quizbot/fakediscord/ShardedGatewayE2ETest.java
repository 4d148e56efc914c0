package dev.quizbot.fakediscord;

import static org.assertj.core.api.Assertions.assertThat;

import dev.quizbot.shard.Shard;
import java.util.List;
import net.dv8tion.jda.api.JDA;
import net.dv8tion.jda.api.entities.Guild;
import net.dv8tion.jda.api.entities.Message;
import net.dv8tion.jda.api.events.message.react.MessageReactionAddEvent;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * Two JDAs log in as shard 0 and shard 1 of 2 (IDENTIFY {@code shard: [id, 2]}): the fake, like
 * Discord, gives each only the guilds and the events of its shard.
 */
final class ShardedGatewayE2ETest {
  private static final Shard FIRST = new Shard(0, 2);
  private static final Shard SECOND = new Shard(1, 2);

  private final RecordingListener firstEvents = new RecordingListener();
  private final RecordingListener secondEvents = new RecordingListener();
  private final JdaLogGuard logGuard = new JdaLogGuard();
  private FakeDiscord fake;
  private FakeGuild firstGuild;
  private FakeGuild secondGuild;
  private FakeChannel firstChannel;
  private FakeChannel secondChannel;
  private FakeUser member;
  private JdaTestBot first;
  private JdaTestBot second;

  @BeforeEach
  void start() {
    logGuard.attach();
    fake = FakeDiscord.start();
    firstGuild = fake.createGuildInShard("Shard Zero Guild", 0, 2);
    secondGuild = fake.createGuildInShard("Shard One Guild", 1, 2);
    firstChannel = fake.createTextChannel(firstGuild, "quiz");
    secondChannel = fake.createTextChannel(secondGuild, "quiz");
    member = fake.createMember(firstGuild, "dana");
    fake.addMember(secondGuild, member);
    first = new JdaTestBot(FIRST, firstEvents);
    second = new JdaTestBot(SECOND, secondEvents);
    first.start(fake.apiUrl(), fake.gatewayUrl(), fake.token());
    second.start(fake.apiUrl(), fake.gatewayUrl(), fake.token());
  }

  @AfterEach
  void stop() {
    try {
      first.stop();
      second.stop();
      fake.close();
    } finally {
      logGuard.detach();
      logGuard.assertClean();
    }
  }

  @Test
  @DisplayName("the guilds a fake guild id puts in a shard are exactly what that shard's JDA sees")
  void eachShardSeesItsGuilds() {
    // GIVEN one guild made in each shard (setUp) WHEN both JDAs are ready
    // THEN each JDA holds its own shard's guild only, as Discord's rule says
    assertThat(FIRST.owns(Long.parseLong(firstGuild.id()))).isTrue();
    assertThat(SECOND.owns(Long.parseLong(secondGuild.id()))).isTrue();
    assertThat(guildIds(first.jda())).containsExactly(firstGuild.id());
    assertThat(guildIds(second.jda())).containsExactly(secondGuild.id());
  }

  @Test
  @DisplayName("a reaction in a guild reaches the JDA of that guild's shard and not the other")
  void reactionGoesToOwningShard() {
    // GIVEN a message posted by each shard in its own guild
    Message inSecond =
        second.jda().getTextChannelById(secondChannel.id()).sendMessage("second").complete();
    Message inFirst =
        first.jda().getTextChannelById(firstChannel.id()).sendMessage("first").complete();

    // WHEN the member reacts in the second shard's guild, then in the first's
    fake.react(member, fake.message(secondChannel, inSecond.getId()).orElseThrow(), "🇦");
    secondEvents.await(MessageReactionAddEvent.class, e -> true);
    fake.react(member, fake.message(firstChannel, inFirst.getId()).orElseThrow(), "🇧");
    firstEvents.await(MessageReactionAddEvent.class, e -> true);

    // THEN each shard got only its guild's reaction (shard 0's session would have received the
    // first reaction before the second, had it been sent there)
    assertThat(firstEvents.all(MessageReactionAddEvent.class))
        .extracting(MessageReactionAddEvent::getGuild)
        .extracting(Guild::getId)
        .containsExactly(firstGuild.id());
    assertThat(secondEvents.all(MessageReactionAddEvent.class))
        .extracting(MessageReactionAddEvent::getGuild)
        .extracting(Guild::getId)
        .containsExactly(secondGuild.id());
  }

  private static List<String> guildIds(JDA jda) {
    return jda.getGuilds().stream().map(Guild::getId).toList();
  }
}
