package dev.quizbot.round;

import static org.assertj.core.api.Assertions.assertThat;

import dev.quizbot.guildconfig.GuildSettingsChange;
import dev.quizbot.round.AnswerOutcome.IgnoreReason;
import dev.quizbot.round.AnswerOutcome.Recorded;
import java.nio.file.Path;
import java.time.Duration;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

final class RoundGradingTest {

  private static final long MEMBER = 501L;

  @TempDir Path dir;
  private RoundFixture fx;

  @BeforeEach
  void open() {
    fx = new RoundFixture(dir);
  }

  @AfterEach
  void close() {
    fx.close();
  }

  private static IgnoreReason reasonOf(AnswerOutcome outcome) {
    assertThat(outcome).isInstanceOf(AnswerOutcome.Ignored.class);
    return ((AnswerOutcome.Ignored) outcome).reason();
  }

  @Test
  @DisplayName("a member's first choice reaction while open is recorded, graded and stored")
  void firstReactionCounts() {
    var round = fx.postQuiz();

    AnswerOutcome outcome = fx.react(round, MEMBER, round.correct(), Duration.ofSeconds(6));

    assertThat(outcome).isInstanceOf(Recorded.class);
    Recorded recorded = (Recorded) outcome;
    assertThat(recorded.correct()).isTrue();
    assertThat(recorded.points()).isEqualTo(14); // 10 + floor(5 × 54 / 60)
    assertThat(recorded.removeReaction()).isFalse();
    assertThat(fx.count("SELECT count(*) FROM answers WHERE user_id = " + MEMBER)).isEqualTo(1);
    fx.service.flush();
    assertThat(fx.count("SELECT current_streak FROM member_stats WHERE user_id = " + MEMBER))
        .isEqualTo(1);
  }

  @Test
  @DisplayName("a later reaction on another choice by the same member changes nothing")
  void changedReactionIgnored() {
    var round = fx.postQuiz();
    fx.react(round, MEMBER, round.wrong(), Duration.ofSeconds(1));

    AnswerOutcome outcome = fx.react(round, MEMBER, round.correct(), Duration.ofSeconds(2));

    assertThat(reasonOf(outcome)).isEqualTo(IgnoreReason.ALREADY_ANSWERED);
    assertThat(fx.count("SELECT correct FROM answers WHERE user_id = " + MEMBER)).isZero();
  }

  @Test
  @DisplayName("a replayed reaction event is counted once")
  void replayCountedOnce() {
    var round = fx.postQuiz();
    fx.react(round, MEMBER, round.correct(), Duration.ofSeconds(1));

    AnswerOutcome replay = fx.react(round, MEMBER, round.correct(), Duration.ofSeconds(1));

    assertThat(reasonOf(replay)).isEqualTo(IgnoreReason.ALREADY_ANSWERED);
    assertThat(fx.count("SELECT answered FROM member_stats WHERE user_id = " + MEMBER))
        .isEqualTo(1);
  }

  @Test
  @DisplayName("a reaction with an emoji that is not a choice is ignored")
  void otherEmojiIgnored() {
    var round = fx.postQuiz();

    AnswerOutcome outcome =
        fx.service.answer(
            new ReactionAnswer(
                RoundFixture.CHANNEL, round.messageId(), MEMBER, false, "👍", RoundFixture.T0));

    assertThat(reasonOf(outcome)).isEqualTo(IgnoreReason.NOT_A_CHOICE);
  }

  @Test
  @DisplayName("a regional indicator beyond the round's choices is ignored")
  void letterBeyondChoicesIgnored() {
    var round = fx.postQuiz();
    int count = round.prepared().choiceOrder().size();

    AnswerOutcome outcome = fx.react(round, MEMBER, count, Duration.ofSeconds(1));

    assertThat(reasonOf(outcome)).isEqualTo(IgnoreReason.NOT_A_CHOICE);
  }

  @Test
  @DisplayName("reactions by bots, the quiz bot's own included, are ignored")
  void botsIgnored() {
    var round = fx.postQuiz();

    AnswerOutcome outcome =
        fx.service.answer(
            new ReactionAnswer(
                RoundFixture.CHANNEL,
                round.messageId(),
                777L,
                true,
                ChoiceEmojis.emoji(round.correct()),
                RoundFixture.T0));

    assertThat(reasonOf(outcome)).isEqualTo(IgnoreReason.BOT);
    assertThat(fx.count("SELECT count(*) FROM answers")).isZero();
  }

  @Test
  @DisplayName("a reaction at or after the deadline is ignored even before the round is closed")
  void lateIgnored() {
    var round = fx.postQuiz();

    AnswerOutcome outcome = fx.react(round, MEMBER, round.correct(), Duration.ofSeconds(60));

    assertThat(reasonOf(outcome)).isEqualTo(IgnoreReason.CLOSED);
  }

  @Test
  @DisplayName("a reaction on a round closed by closeDue is reported closed")
  void afterCloseIgnored() {
    var round = fx.postQuiz();
    fx.clock.advance(Duration.ofSeconds(61));
    fx.service.closeDue();

    AnswerOutcome outcome = fx.react(round, MEMBER, round.correct(), Duration.ofSeconds(1));

    assertThat(reasonOf(outcome)).isEqualTo(IgnoreReason.CLOSED);
  }

  @Test
  @DisplayName("a reaction on a message that is not a round is ignored")
  void notARound() {
    AnswerOutcome outcome =
        fx.service.answer(
            new ReactionAnswer(RoundFixture.CHANNEL, 123L, MEMBER, false, "🇦", RoundFixture.T0));

    assertThat(reasonOf(outcome)).isEqualTo(IgnoreReason.NOT_A_ROUND);
  }

  @Test
  @DisplayName("with hide-answers on, a recorded reaction is flagged for removal")
  void hideAnswersFlagsRemoval() {
    fx.configure(GuildSettingsChange.none().withHideAnswers(true));
    var round = fx.postQuiz();

    Recorded recorded = (Recorded) fx.react(round, MEMBER, round.wrong(), Duration.ofSeconds(1));

    assertThat(recorded.removeReaction()).isTrue();
  }

  @Test
  @DisplayName("with the speed bonus off a fast correct answer earns 10")
  void speedBonusOff() {
    fx.configure(GuildSettingsChange.none().withSpeedBonus(false));
    var round = fx.postQuiz();

    Recorded recorded = (Recorded) fx.react(round, MEMBER, round.correct(), Duration.ZERO);

    assertThat(recorded.points()).isEqualTo(10);
  }
}
