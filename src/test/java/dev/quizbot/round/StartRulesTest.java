package dev.quizbot.round;

import static org.assertj.core.api.Assertions.assertThat;

import dev.quizbot.guildconfig.GuildSettings;
import java.time.Duration;
import java.time.Instant;
import java.util.Optional;
import java.util.Set;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** The start rules as a pure check: data in, a decision out, nothing stored or read. */
final class StartRulesTest {
  private static final long GUILD = 1L;
  private static final long CHANNEL = 2L;
  private static final Instant CLOSES = Instant.parse("2026-03-02T10:01:00Z");
  private static final Duration COOLDOWN = Duration.ofMinutes(5);
  private static final StartRules.Channel FREE =
      new StartRules.Channel(Optional.empty(), Optional.empty());

  private final StartRules rules =
      new StartRules(FakeQuestions.standard(), RoundConfig.DEFAULTS, COOLDOWN);

  private static GuildSettings guild(Set<Long> allowedChannels) {
    return new GuildSettings(GUILD, 60, true, false, allowedChannels, Optional.empty());
  }

  private StartRules.Decision quiz(GuildSettings guild, StartRules.Channel channel) {
    return rules.check(RoundRequest.quiz(GUILD, CHANNEL), Optional.empty(), guild, channel);
  }

  @Test
  @DisplayName("A free channel is allowed with the server's window and every question")
  void freeChannelAllowed() {
    StartRules.Decision decision = quiz(guild(Set.of()), FREE);

    assertThat(decision).isInstanceOf(StartRules.Allowed.class);
    StartRules.Allowed allowed = (StartRules.Allowed) decision;
    assertThat(allowed.window()).isEqualTo(Duration.ofSeconds(60));
    assertThat(allowed.eligible()).hasSize(3);
  }

  @Test
  @DisplayName("The refusals are data: the allowed channels' ids, the open round's deadline")
  void refusalsAreData() {
    assertThat(quiz(guild(Set.of(7L, 8L)), FREE))
        .isEqualTo(new StartRules.Refused(new StartRefusal.ChannelNotAllowed(Set.of(7L, 8L))));
    assertThat(quiz(guild(Set.of()), new StartRules.Channel(Optional.of(CLOSES), Optional.empty())))
        .isEqualTo(new StartRules.Refused(new StartRefusal.RoundAlreadyOpen(CLOSES)));
  }

  @Test
  @DisplayName("The cooldown is checked last: a wrong topic is named first")
  void cooldownLast() {
    StartRules.Channel cooling = new StartRules.Channel(Optional.empty(), Optional.of(CLOSES));
    RoundRequest wrongTopic =
        new RoundRequest(
            GUILD,
            CHANNEL,
            Optional.of("nope"),
            Optional.empty(),
            RoundKind.QUIZ,
            Optional.empty());

    StartRules.Decision decision =
        rules.check(wrongTopic, Optional.empty(), guild(Set.of()), cooling);

    assertThat(((StartRules.Refused) decision).refusal().reason())
        .isEqualTo(StartResult.RejectReason.UNKNOWN_TOPIC);
    assertThat(((StartRules.Refused) quiz(guild(Set.of()), cooling)).refusal())
        .isEqualTo(new StartRefusal.Cooldown(COOLDOWN, CLOSES));
  }
}
