package dev.quizbot.fakediscord;

import static org.assertj.core.api.Assertions.assertThat;

import net.dv8tion.jda.api.events.message.react.MessageReactionAddEvent;
import net.dv8tion.jda.api.events.session.SessionRecreateEvent;
import net.dv8tion.jda.api.events.session.SessionResumeEvent;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

final class GatewayFaultsE2ETest {

  private final RecordingListener listener = new RecordingListener();

  @RegisterExtension
  final FakeDiscordExtension discord = FakeDiscordExtension.withBot(() -> new JdaTestBot(listener));

  private static long reactionsBy(RecordingListener listener, FakeUser user, String emoji) {
    return listener.count(
        MessageReactionAddEvent.class,
        e -> e.getUserId().equals(user.id()) && e.getEmoji().getName().equals(emoji));
  }

  @Test
  @DisplayName("After a dropped connection JDA resumes and gets the missed event exactly once")
  void resumeReplaysMissedEvent(DiscordScenario scenario) {
    // GIVEN a message in the channel and a connected bot
    FakeMessage message = scenario.fake().postAsUser(scenario.alice(), scenario.channel(), "hi");

    // WHEN the connection drops and bob reacts while the bot is disconnected
    scenario.fake().dropGatewayConnections();
    scenario.react(scenario.bob(), message, "🇦");

    // THEN JDA resumes, the missed reaction is replayed, and it arrives once
    listener.await(SessionResumeEvent.class, e -> true);
    scenario.react(scenario.carol(), message, "🇧");
    listener.await(MessageReactionAddEvent.class, e -> e.getUserId().equals(scenario.carol().id()));
    assertThat(reactionsBy(listener, scenario.bob(), "🇦")).isEqualTo(1);
    assertThat(scenario.fake().resumeCount()).isEqualTo(1);
    assertThat(scenario.fake().identifyCount()).isEqualTo(1);
  }

  @Test
  @DisplayName("On op 7 RECONNECT JDA reconnects and resumes its session")
  void reconnectResumes(DiscordScenario scenario) {
    // GIVEN a connected bot
    FakeMessage message = scenario.fake().postAsUser(scenario.alice(), scenario.channel(), "hi");

    // WHEN the gateway asks it to reconnect
    scenario.fake().requestReconnect();

    // THEN it resumes (no new IDENTIFY) and still receives events
    listener.await(SessionResumeEvent.class, e -> true);
    scenario.react(scenario.bob(), message, "🇨");
    listener.await(MessageReactionAddEvent.class, e -> e.getUserId().equals(scenario.bob().id()));
    assertThat(scenario.fake().identifyCount()).isEqualTo(1);
  }

  @Test
  @DisplayName("On op 9 INVALID_SESSION JDA identifies again; events in between are lost")
  void invalidSessionReidentifies(DiscordScenario scenario) {
    // GIVEN a connected bot and a message
    FakeMessage message = scenario.fake().postAsUser(scenario.alice(), scenario.channel(), "hi");

    // WHEN the session is invalidated and bob reacts before the bot identifies again
    // (JDA answers op 9 by closing with 1000 and logs that as a WARN, as it does on Discord)
    scenario.allowJdaLog("Got disconnected from WebSocket (Code 1000)");
    scenario.fake().invalidateSessions();
    scenario.react(scenario.bob(), message, "🇦");

    // THEN JDA starts a new session and receives later events, but never bob's lost one
    listener.await(SessionRecreateEvent.class, e -> true);
    scenario.react(scenario.carol(), message, "🇧");
    listener.await(MessageReactionAddEvent.class, e -> e.getUserId().equals(scenario.carol().id()));
    assertThat(scenario.fake().identifyCount()).isEqualTo(2);
    assertThat(reactionsBy(listener, scenario.bob(), "🇦")).isZero();
  }
}
