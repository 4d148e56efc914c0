package dev.quizbot.round;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.tuple;

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

/**
 * Reactions that arrive after a round was posted but before the adapter learned its message id
 * (markPosted): held for the channel's waiting round, graded by markPosted.
 */
final class RoundEarlyReactionTest {

  private static final long MEMBER = 501L;
  private static final long OTHER_MEMBER = 502L;
  private static final long MESSAGE = 88_001L;
  private static final long OTHER_MESSAGE = 88_002L;
  private static final long OTHER_CHANNEL = 9_777L;

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

  private PreparedRound prepare() {
    return (PreparedRound)
        fx.service.start(RoundRequest.quiz(RoundFixture.GUILD, RoundFixture.CHANNEL));
  }

  private AnswerOutcome react(
      PreparedRound round, long channelId, long messageId, long userId, int position, long secs) {
    return fx.service.answer(
        new ReactionAnswer(
            channelId,
            messageId,
            userId,
            false,
            ChoiceEmojis.emoji(position),
            round.openedAt().plusSeconds(secs)));
  }

  private static int wrong(PreparedRound round) {
    return (round.correctPosition() + 1) % round.choiceOrder().size();
  }

  private static IgnoreReason reasonOf(AnswerOutcome outcome) {
    assertThat(outcome).isInstanceOf(AnswerOutcome.Ignored.class);
    return ((AnswerOutcome.Ignored) outcome).reason();
  }

  @Test
  @DisplayName("a reaction on the message before its id is known is graded by markPosted")
  void heldReactionGradedAtMarkPosted() {
    // GIVEN a prepared round and a correct reaction on its message 6 s in, id not known yet
    PreparedRound round = prepare();
    AnswerOutcome early =
        react(round, RoundFixture.CHANNEL, MESSAGE, MEMBER, round.correctPosition(), 6);
    fx.clock.advance(Duration.ofSeconds(8));

    // WHEN the adapter learns the message id
    PostedResult posted = fx.service.markPosted(round.roundId(), MESSAGE);

    // THEN the reaction was held, then graded with the speed bonus of its own time, and stored
    assertThat(early).isInstanceOf(AnswerOutcome.Held.class);
    assertThat(posted.posted()).isTrue();
    assertThat(posted.heldAnswers()).hasSize(1);
    Recorded recorded = posted.heldAnswers().get(0);
    assertThat(recorded.userId()).isEqualTo(MEMBER);
    assertThat(recorded.messageId()).isEqualTo(MESSAGE);
    assertThat(recorded.correct()).isTrue();
    assertThat(recorded.points()).isEqualTo(14); // 10 + floor(5 × 54 / 60)
    assertThat(fx.count("SELECT count(*) FROM answers WHERE user_id = " + MEMBER)).isEqualTo(1);
  }

  @Test
  @DisplayName("a reaction held for a waiting round but made on another message is dropped")
  void heldReactionOnAnotherMessageDropped() {
    // GIVEN a reaction in the round's channel on some other message while the round waits
    PreparedRound round = prepare();
    AnswerOutcome other =
        react(round, RoundFixture.CHANNEL, OTHER_MESSAGE, MEMBER, round.correctPosition(), 2);

    // WHEN the round learns its message id
    PostedResult posted = fx.service.markPosted(round.roundId(), MESSAGE);

    // THEN nothing is graded from it, and the member may still answer the round
    assertThat(other).isInstanceOf(AnswerOutcome.Held.class);
    assertThat(posted.heldAnswers()).isEmpty();
    assertThat(fx.count("SELECT count(*) FROM answers WHERE user_id = " + MEMBER)).isZero();
    assertThat(react(round, RoundFixture.CHANNEL, MESSAGE, MEMBER, round.correctPosition(), 3))
        .isInstanceOf(Recorded.class);
  }

  @Test
  @DisplayName(
      "of a member's held reactions only the first counts, and a later live one is ignored")
  void heldReactionsKeepFirstReactionRule() {
    // GIVEN a member reacts wrong then correct, and another member twice the same, before the id
    PreparedRound round = prepare();
    react(round, RoundFixture.CHANNEL, MESSAGE, MEMBER, wrong(round), 1);
    react(round, RoundFixture.CHANNEL, MESSAGE, MEMBER, round.correctPosition(), 2);
    react(round, RoundFixture.CHANNEL, MESSAGE, OTHER_MEMBER, round.correctPosition(), 3);
    react(round, RoundFixture.CHANNEL, MESSAGE, OTHER_MEMBER, round.correctPosition(), 3);

    // WHEN the round learns its message id, then the first member reacts again
    PostedResult posted = fx.service.markPosted(round.roundId(), MESSAGE);
    AnswerOutcome live =
        react(round, RoundFixture.CHANNEL, MESSAGE, MEMBER, round.correctPosition(), 4);

    // THEN each member has one answer, their first, and the live reaction changes nothing
    assertThat(posted.heldAnswers())
        .extracting(Recorded::userId, Recorded::correct)
        .containsExactly(tuple(MEMBER, false), tuple(OTHER_MEMBER, true));
    assertThat(reasonOf(live)).isEqualTo(IgnoreReason.ALREADY_ANSWERED);
    assertThat(fx.count("SELECT count(*) FROM answers")).isEqualTo(2);
    assertThat(fx.count("SELECT correct FROM answers WHERE user_id = " + MEMBER)).isZero();
  }

  @Test
  @DisplayName("bots' reactions and other emojis are not held while a round waits")
  void botsAndOtherEmojisNotHeld() {
    // GIVEN a round waiting for its message id
    PreparedRound round = prepare();

    // WHEN a bot reacts with a choice and a member with another emoji
    AnswerOutcome bot =
        fx.service.answer(
            new ReactionAnswer(
                RoundFixture.CHANNEL, MESSAGE, 77L, true, ChoiceEmojis.emoji(0), round.openedAt()));
    AnswerOutcome thumbs =
        fx.service.answer(
            new ReactionAnswer(
                RoundFixture.CHANNEL, MESSAGE, MEMBER, false, "👍", round.openedAt()));

    // THEN neither is held nor graded
    assertThat(reasonOf(bot)).isEqualTo(IgnoreReason.BOT);
    assertThat(reasonOf(thumbs)).isEqualTo(IgnoreReason.NOT_A_ROUND);
    assertThat(fx.service.markPosted(round.roundId(), MESSAGE).heldAnswers()).isEmpty();
  }

  @Test
  @DisplayName("a reaction in another channel is not held for a waiting round")
  void otherChannelNotHeld() {
    PreparedRound round = prepare();

    AnswerOutcome outcome =
        react(round, OTHER_CHANNEL, MESSAGE, MEMBER, round.correctPosition(), 1);

    assertThat(reasonOf(outcome)).isEqualTo(IgnoreReason.NOT_A_ROUND);
    assertThat(fx.service.markPosted(round.roundId(), MESSAGE).heldAnswers()).isEmpty();
  }

  @Test
  @DisplayName("with hide answers on, a held answer asks for its reaction's removal")
  void heldAnswerFlagsRemoval() {
    fx.configure(GuildSettingsChange.none().withHideAnswers(true));
    PreparedRound round = prepare();
    react(round, RoundFixture.CHANNEL, MESSAGE, MEMBER, round.correctPosition(), 1);

    PostedResult posted = fx.service.markPosted(round.roundId(), MESSAGE);

    assertThat(posted.heldAnswers()).extracting(Recorded::removeReaction).containsExactly(true);
  }

  @Test
  @DisplayName("an abandoned round drops its held reactions and holds no more")
  void abandonedRoundDropsHeld() {
    // GIVEN a held reaction for a round whose post then failed
    PreparedRound abandoned = prepare();
    react(abandoned, RoundFixture.CHANNEL, MESSAGE, MEMBER, abandoned.correctPosition(), 1);

    // WHEN it is abandoned, a member reacts again, and a new round posts as that message
    fx.service.abandon(abandoned.roundId());
    AnswerOutcome after = react(abandoned, RoundFixture.CHANNEL, MESSAGE, OTHER_MEMBER, 0, 2);
    PreparedRound next = prepare();
    PostedResult posted = fx.service.markPosted(next.roundId(), MESSAGE);

    // THEN nothing held for the abandoned round reaches the new one
    assertThat(reasonOf(after)).isEqualTo(IgnoreReason.NOT_A_ROUND);
    assertThat(posted.heldAnswers()).isEmpty();
    assertThat(fx.count("SELECT count(*) FROM answers")).isZero();
  }

  @Test
  @DisplayName("a round never posted by its deadline drops its held reactions")
  void neverPostedRoundDropsHeld() {
    // GIVEN a held reaction for a round whose message id never came
    PreparedRound round = prepare();
    react(round, RoundFixture.CHANNEL, MESSAGE, MEMBER, round.correctPosition(), 1);

    // WHEN its deadline passes
    fx.clock.advance(Duration.ofSeconds(60));
    fx.service.closeDue();

    // THEN a late markPosted grades nothing, and reactions in the channel are no longer held
    assertThat(fx.service.markPosted(round.roundId(), MESSAGE).posted()).isFalse();
    assertThat(reasonOf(react(round, RoundFixture.CHANNEL, MESSAGE, MEMBER, 0, 61)))
        .isEqualTo(IgnoreReason.NOT_A_ROUND);
    assertThat(fx.count("SELECT count(*) FROM answers")).isZero();
  }

  @Test
  @DisplayName("a waiting round holds a bounded number of reactions and drops the ones beyond")
  void heldReactionsBounded() {
    // GIVEN a waiting round that already holds as many reactions as it may
    PreparedRound round = prepare();
    for (int member = 0; member < RoundService.HELD_PER_ROUND; member++) {
      react(round, RoundFixture.CHANNEL, MESSAGE, 10_000 + member, round.correctPosition(), 1);
    }

    // WHEN one more member reacts, then the round learns its message id
    AnswerOutcome beyond =
        react(round, RoundFixture.CHANNEL, MESSAGE, MEMBER, round.correctPosition(), 2);
    PostedResult posted = fx.service.markPosted(round.roundId(), MESSAGE);

    // THEN that reaction was not held, and the held ones are all graded
    assertThat(reasonOf(beyond)).isEqualTo(IgnoreReason.NOT_A_ROUND);
    assertThat(posted.heldAnswers()).hasSize(RoundService.HELD_PER_ROUND);
    assertThat(posted.heldAnswers()).extracting(Recorded::userId).doesNotContain(MEMBER);
  }
}
