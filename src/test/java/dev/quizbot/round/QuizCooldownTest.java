package dev.quizbot.round;

import static org.assertj.core.api.Assertions.assertThat;

import dev.quizbot.config.QuizSettings;
import dev.quizbot.discord.quiz.StartRefusalText;
import dev.quizbot.round.StartResult.RejectReason;
import dev.quizbot.round.StartResult.Rejected;
import dev.quizbot.storage.Database;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.Optional;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The {@code /quiz} channel cooldown ({@code quiz.cooldown}): start to start, posted rounds only,
 * {@code /quiz} only. A 5-minute cooldown outlasts the 60 s answer window, so a closed round still
 * leaves the channel cooling down.
 */
final class QuizCooldownTest {
  private static final Duration COOLDOWN = Duration.ofMinutes(5);
  private static final long OTHER_CHANNEL = 9102L;

  @TempDir Path dir;
  private RoundFixture fx;

  @BeforeEach
  void open() {
    fx = new RoundFixture(dir, RoundConfig.DEFAULTS.withQuizCooldown(COOLDOWN));
  }

  @AfterEach
  void close() {
    fx.close();
  }

  private StartResult quiz(long channelId) {
    return fx.service.start(RoundRequest.quiz(RoundFixture.GUILD, channelId));
  }

  /** Posts a /quiz at the clock's time, then moves past its window and closes it. */
  private void quizRunAndClosed() {
    fx.postQuiz();
    fx.clock.advance(Duration.ofSeconds(61));
    fx.service.closeDue();
  }

  private long storedRounds() {
    return fx.count("SELECT count(*) FROM rounds");
  }

  @Test
  @DisplayName("a /quiz within the cooldown is refused with when the next one is possible")
  void withinCooldownRefused() {
    // GIVEN a /quiz started at T0 and closed after its minute
    quizRunAndClosed();
    fx.clock.set(RoundFixture.T0.plus(COOLDOWN).minusSeconds(1));

    // WHEN another /quiz is asked one second before the cooldown ends
    StartResult second = quiz(RoundFixture.CHANNEL);

    // THEN it is refused, naming the end of the cooldown as a Discord timestamp; nothing stored
    assertThat(second).isInstanceOf(Rejected.class);
    Rejected rejected = (Rejected) second;
    Instant next = RoundFixture.T0.plus(COOLDOWN);
    assertThat(rejected.reason()).isEqualTo(RejectReason.COOLDOWN);
    assertThat(rejected.closesAt()).contains(next);
    assertThat(StartRefusalText.of(rejected)).contains("<t:" + next.getEpochSecond() + ":R>");
    assertThat(StartRefusalText.of(rejected)).contains("5 minutes");
    assertThat(storedRounds()).isEqualTo(1);
  }

  @Test
  @DisplayName("a /quiz exactly when the cooldown ends is prepared")
  void atCooldownEndAllowed() {
    // GIVEN a /quiz started at T0 and closed
    quizRunAndClosed();

    // WHEN another /quiz is asked at T0 + cooldown (start to start)
    fx.clock.set(RoundFixture.T0.plus(COOLDOWN));
    StartResult second = quiz(RoundFixture.CHANNEL);

    // THEN it is prepared
    assertThat(second).isInstanceOf(PreparedRound.class);
  }

  @Test
  @DisplayName("a /quiz after the cooldown ended is prepared")
  void afterCooldownAllowed() {
    // GIVEN a /quiz started at T0 and closed
    quizRunAndClosed();

    // WHEN another /quiz is asked well after the cooldown
    fx.clock.set(RoundFixture.T0.plus(COOLDOWN).plusSeconds(42));
    StartResult second = quiz(RoundFixture.CHANNEL);

    // THEN it is prepared
    assertThat(second).isInstanceOf(PreparedRound.class);
  }

  @Test
  @DisplayName("with a 0s cooldown a /quiz right after the last one closed is prepared")
  void zeroCooldownNeverRefuses(@TempDir Path other) {
    try (RoundFixture none =
        new RoundFixture(other, RoundConfig.DEFAULTS.withQuizCooldown(Duration.ZERO))) {
      // GIVEN no cooldown and a /quiz that ran and closed a moment ago
      none.postQuiz();
      none.clock.advance(Duration.ofSeconds(60));
      none.service.closeDue();

      // WHEN the next /quiz is asked at once
      StartResult second =
          none.service.start(RoundRequest.quiz(RoundFixture.GUILD, RoundFixture.CHANNEL));

      // THEN it is prepared
      assertThat(second).isInstanceOf(PreparedRound.class);
    }
  }

  @Test
  @DisplayName("the cooldown of one channel does not refuse a /quiz in another channel")
  void otherChannelsUnaffected() {
    // GIVEN a /quiz that ran in the standard channel a minute ago
    quizRunAndClosed();

    // WHEN a /quiz is asked in another channel
    StartResult elsewhere = quiz(OTHER_CHANNEL);

    // THEN it is prepared
    assertThat(elsewhere).isInstanceOf(PreparedRound.class);
  }

  @Test
  @DisplayName("a daily round is prepared in a channel whose /quiz cooldown runs")
  void dailyNotBlockedByCooldown() {
    // GIVEN a /quiz that ran in the channel a minute ago
    quizRunAndClosed();

    // WHEN the daily question is due in that channel
    StartResult daily =
        fx.service.startDaily(
            RoundFixture.GUILD, RoundFixture.CHANNEL, "q-nvlink", Duration.ofHours(12));

    // THEN it is prepared
    assertThat(daily).isInstanceOf(PreparedRound.class);
  }

  @Test
  @DisplayName("a posted daily round does not start a /quiz cooldown")
  void dailyDoesNotStartCooldown() {
    // GIVEN the daily question was posted in the channel just now
    PreparedRound daily =
        (PreparedRound)
            fx.service.startDaily(
                RoundFixture.GUILD, RoundFixture.CHANNEL, "q-nvlink", Duration.ofHours(12));
    fx.service.markPosted(daily.roundId(), 8_001L);

    // WHEN a member asks for a /quiz there
    StartResult quiz = quiz(RoundFixture.CHANNEL);

    // THEN it is prepared
    assertThat(quiz).isInstanceOf(PreparedRound.class);
  }

  @Test
  @DisplayName("a /quiz whose question could not be posted (abandoned) does not start the cooldown")
  void abandonedStartDoesNotCount() {
    // GIVEN a /quiz prepared at T0 whose post failed
    PreparedRound failed = (PreparedRound) quiz(RoundFixture.CHANNEL);
    fx.service.abandon(failed.roundId());

    // WHEN the member asks again a second later
    fx.clock.advance(Duration.ofSeconds(1));
    StartResult retry = quiz(RoundFixture.CHANNEL);

    // THEN it is prepared
    assertThat(retry).isInstanceOf(PreparedRound.class);
  }

  @Test
  @DisplayName("a /quiz never posted by its deadline does not start the cooldown")
  void neverPostedDoesNotCount() {
    // GIVEN a /quiz prepared at T0 whose post never came back, dropped at its deadline
    quiz(RoundFixture.CHANNEL);
    fx.clock.advance(Duration.ofSeconds(60));
    fx.service.closeDue();

    // WHEN a /quiz is asked then
    StartResult retry = quiz(RoundFixture.CHANNEL);

    // THEN it is prepared
    assertThat(retry).isInstanceOf(PreparedRound.class);
  }

  @Test
  @DisplayName("a refused /quiz does not move the end of the cooldown")
  void refusalDoesNotRestartCooldown() {
    // GIVEN a /quiz at T0 and a refused one at T0 + 4 min
    quizRunAndClosed();
    fx.clock.set(RoundFixture.T0.plus(Duration.ofMinutes(4)));
    assertThat(quiz(RoundFixture.CHANNEL)).isInstanceOf(Rejected.class);

    // WHEN a /quiz is asked at T0 + cooldown
    fx.clock.set(RoundFixture.T0.plus(COOLDOWN));
    StartResult later = quiz(RoundFixture.CHANNEL);

    // THEN it is prepared: the cooldown still ran from T0
    assertThat(later).isInstanceOf(PreparedRound.class);
  }

  @Test
  @DisplayName("while a /quiz is open, a second one is refused as already open, not cooling down")
  void alreadyOpenComesFirst() {
    // GIVEN a /quiz posted at T0, still open
    fx.postQuiz();

    // WHEN another /quiz is asked 30 s later
    fx.clock.advance(Duration.ofSeconds(30));
    StartResult second = quiz(RoundFixture.CHANNEL);

    // THEN the refusal names the open round
    assertThat(((Rejected) second).reason()).isEqualTo(RejectReason.ROUND_ALREADY_OPEN);
  }

  @Test
  @DisplayName("during the cooldown an unknown topic is reported as such, so it can be fixed now")
  void optionMistakeReportedBeforeCooldown() {
    // GIVEN a /quiz that ran in the channel a minute ago
    quizRunAndClosed();

    // WHEN a member asks for a topic that does not exist
    StartResult result =
        fx.service.start(
            new RoundRequest(
                RoundFixture.GUILD,
                RoundFixture.CHANNEL,
                Optional.of("no-such-topic"),
                Optional.empty(),
                RoundKind.QUIZ,
                Optional.empty()));

    // THEN the refusal is about the topic
    assertThat(((Rejected) result).reason()).isEqualTo(RejectReason.UNKNOWN_TOPIC);
  }

  @Test
  @DisplayName("after a restart the cooldown still runs from the last /quiz in the rounds table")
  void cooldownSurvivesRestart() {
    // GIVEN a /quiz ran at T0 and the process stopped
    Path file = dir.resolve("restart.db");
    try (RoundFixture before =
        new RoundFixture(
            Database.openSqlite(file),
            fx.clock,
            7L,
            RoundConfig.DEFAULTS.withQuizCooldown(COOLDOWN))) {
      before.postQuiz();
    }

    // WHEN a new process over the same database is asked for a /quiz at T0 + 2 min
    fx.clock.set(RoundFixture.T0.plus(Duration.ofMinutes(2)));
    try (RoundFixture after =
        new RoundFixture(
            Database.openSqlite(file),
            fx.clock,
            8L,
            RoundConfig.DEFAULTS.withQuizCooldown(COOLDOWN))) {
      after.service.recover();
      after.service.closeDue();
      StartResult quiz =
          after.service.start(RoundRequest.quiz(RoundFixture.GUILD, RoundFixture.CHANNEL));

      // THEN it is refused until T0 + cooldown
      assertThat(quiz).isInstanceOf(Rejected.class);
      assertThat(((Rejected) quiz).reason()).isEqualTo(RejectReason.COOLDOWN);
      assertThat(((Rejected) quiz).closesAt()).contains(RoundFixture.T0.plus(COOLDOWN));
    }
  }

  @Test
  @DisplayName("the engine's default cooldown is the documented default of quiz.cooldown")
  void defaultMatchesSetting() {
    assertThat(RoundConfig.DEFAULTS.quizCooldown()).isEqualTo(QuizSettings.DEFAULT_COOLDOWN);
  }
}
