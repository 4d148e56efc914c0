package dev.quizbot.round;

import static org.assertj.core.api.Assertions.assertThat;

import dev.quizbot.discord.quiz.StartRefusalText;
import dev.quizbot.guildconfig.GuildSettingsChange;
import dev.quizbot.round.StartResult.RejectReason;
import dev.quizbot.round.StartResult.Rejected;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Optional;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

final class RoundStartTest {

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

  private long storedRounds() {
    return fx.count("SELECT count(*) FROM rounds");
  }

  @Test
  @DisplayName("a prepared round is stored with no message id, its shuffled order and deadline")
  void preparedRoundStored() {
    PreparedRound prepared =
        (PreparedRound)
            fx.service.start(RoundRequest.quiz(RoundFixture.GUILD, RoundFixture.CHANNEL));

    StoredRound stored = fx.roundStore.find(prepared.roundId()).orElseThrow();
    assertThat(stored.messageId()).isEmpty();
    assertThat(stored.choiceOrder()).isEqualTo(prepared.choiceOrder());
    assertThat(stored.correctPosition()).isEqualTo(prepared.correctPosition());
    assertThat(stored.closesAt()).isEqualTo(RoundFixture.T0.plusSeconds(60));
    assertThat(prepared.displayChoices().get(prepared.correctPosition()))
        .isEqualTo(prepared.question().correctChoice());
  }

  @Test
  @DisplayName("the same seed and requests give the same question and display order")
  void deterministicWithSeed(@TempDir Path other) {
    PreparedRound first =
        (PreparedRound)
            fx.service.start(RoundRequest.quiz(RoundFixture.GUILD, RoundFixture.CHANNEL));
    try (RoundFixture twin = new RoundFixture(other)) {
      PreparedRound second =
          (PreparedRound)
              twin.service.start(RoundRequest.quiz(RoundFixture.GUILD, RoundFixture.CHANNEL));
      assertThat(second.question().id()).isEqualTo(first.question().id());
      assertThat(second.choiceOrder()).isEqualTo(first.choiceOrder());
    }
  }

  @Test
  @DisplayName("a second /quiz in a channel with an open round is refused with its closing time")
  void oneOpenQuizPerChannel() {
    fx.postQuiz();

    StartResult second =
        fx.service.start(RoundRequest.quiz(RoundFixture.GUILD, RoundFixture.CHANNEL));

    assertThat(second).isInstanceOf(Rejected.class);
    Rejected rejected = (Rejected) second;
    assertThat(rejected.reason()).isEqualTo(RejectReason.ROUND_ALREADY_OPEN);
    assertThat(rejected.closesAt()).contains(RoundFixture.T0.plusSeconds(60));
    assertThat(StartRefusalText.of(rejected))
        .contains("<t:" + RoundFixture.T0.plusSeconds(60).getEpochSecond());
    assertThat(storedRounds()).isEqualTo(1);
  }

  @Test
  @DisplayName("a daily round does not block a /quiz in the same channel")
  void dailyDoesNotBlockQuiz() {
    fx.service.start(
        new RoundRequest(
            RoundFixture.GUILD,
            RoundFixture.CHANNEL,
            Optional.empty(),
            Optional.empty(),
            RoundKind.DAILY,
            Optional.empty()));

    StartResult quiz =
        fx.service.start(RoundRequest.quiz(RoundFixture.GUILD, RoundFixture.CHANNEL));

    assertThat(quiz).isInstanceOf(PreparedRound.class);
  }

  @Test
  @DisplayName("a daily round without a window gets the configured 12 h")
  void dailyDefaultWindow() {
    PreparedRound daily =
        (PreparedRound)
            fx.service.start(
                new RoundRequest(
                    RoundFixture.GUILD,
                    RoundFixture.CHANNEL,
                    Optional.empty(),
                    Optional.empty(),
                    RoundKind.DAILY,
                    Optional.empty()));

    assertThat(daily.window()).isEqualTo(Duration.ofHours(12));
  }

  @Test
  @DisplayName("an unknown topic is refused with the list of valid topics, nothing stored")
  void unknownTopic() {
    StartResult result =
        fx.service.start(
            RoundRequest.quiz(RoundFixture.GUILD, RoundFixture.CHANNEL).withTopic("nonexistent"));

    Rejected rejected = (Rejected) result;
    assertThat(rejected.reason()).isEqualTo(RejectReason.UNKNOWN_TOPIC);
    assertThat(StartRefusalText.of(rejected))
        .contains("`nonexistent`")
        .contains("communication, interconnect, parallelism");
    assertThat(storedRounds()).isZero();
  }

  @Test
  @DisplayName("an unknown deck is refused with the list of valid decks")
  void unknownDeck() {
    Rejected rejected =
        (Rejected)
            fx.service.start(
                RoundRequest.quiz(RoundFixture.GUILD, RoundFixture.CHANNEL).withDeck("deck-nine"));

    assertThat(rejected.reason()).isEqualTo(RejectReason.UNKNOWN_DECK);
    assertThat(StartRefusalText.of(rejected)).contains("deck-one, deck-two");
  }

  @Test
  @DisplayName("a topic picks only its questions, matched without regard to case")
  void topicFilter() {
    PreparedRound prepared =
        (PreparedRound)
            fx.service.start(
                RoundRequest.quiz(RoundFixture.GUILD, RoundFixture.CHANNEL)
                    .withTopic("Interconnect"));

    assertThat(prepared.question().id()).isEqualTo("q-nvlink");
  }

  @Test
  @DisplayName("a topic and deck with no common question are refused")
  void noQuestions() {
    Rejected rejected =
        (Rejected)
            fx.service.start(
                RoundRequest.quiz(RoundFixture.GUILD, RoundFixture.CHANNEL)
                    .withTopic("interconnect")
                    .withDeck("deck-one"));

    assertThat(rejected.reason()).isEqualTo(RejectReason.NO_QUESTIONS);
  }

  @Test
  @DisplayName("/quiz outside the server's allowed channels is refused naming the allowed ones")
  void channelNotAllowed() {
    fx.configure(GuildSettingsChange.none().withAllowedChannel(9555L));

    Rejected rejected =
        (Rejected) fx.service.start(RoundRequest.quiz(RoundFixture.GUILD, RoundFixture.CHANNEL));

    assertThat(rejected.reason()).isEqualTo(RejectReason.CHANNEL_NOT_ALLOWED);
    assertThat(StartRefusalText.of(rejected)).contains("<#9555>");
  }

  @Test
  @DisplayName("the server's answer window and flags are snapshotted into the round")
  void settingsSnapshotted() {
    fx.configure(
        GuildSettingsChange.none()
            .withAnswerWindowSeconds(30)
            .withSpeedBonus(false)
            .withHideAnswers(true));

    PreparedRound prepared =
        (PreparedRound)
            fx.service.start(RoundRequest.quiz(RoundFixture.GUILD, RoundFixture.CHANNEL));

    assertThat(prepared.window()).isEqualTo(Duration.ofSeconds(30));
    assertThat(prepared.speedBonus()).isFalse();
    assertThat(prepared.hideAnswers()).isTrue();
  }

  @Test
  @DisplayName("abandoning a round whose post failed deletes it and frees the channel")
  void abandonFreesChannel() {
    PreparedRound prepared =
        (PreparedRound)
            fx.service.start(RoundRequest.quiz(RoundFixture.GUILD, RoundFixture.CHANNEL));

    assertThat(fx.service.abandon(prepared.roundId())).isTrue();

    assertThat(storedRounds()).isZero();
    assertThat(fx.service.start(RoundRequest.quiz(RoundFixture.GUILD, RoundFixture.CHANNEL)))
        .isInstanceOf(PreparedRound.class);
  }

  @Test
  @DisplayName("a posted round cannot be abandoned")
  void postedNotAbandoned() {
    var round = fx.postQuiz();

    assertThat(fx.service.abandon(round.prepared().roundId())).isFalse();
    assertThat(storedRounds()).isEqualTo(1);
  }

  @Test
  @DisplayName("a prepared round never posted is deleted at its deadline without a reveal")
  void neverPostedSwept() {
    fx.service.start(RoundRequest.quiz(RoundFixture.GUILD, RoundFixture.CHANNEL));
    fx.clock.advance(Duration.ofSeconds(60));

    assertThat(fx.service.closeDue()).isEmpty();
    assertThat(storedRounds()).isZero();
  }

  @Test
  @DisplayName("a requested window outside 10 s..24 h is refused with the range, nothing stored")
  void invalidWindow() {
    Rejected rejected =
        (Rejected)
            fx.service.start(
                RoundRequest.quiz(RoundFixture.GUILD, RoundFixture.CHANNEL)
                    .withWindow(Duration.ofSeconds(5)));

    assertThat(rejected.reason()).isEqualTo(RejectReason.INVALID_WINDOW);
    assertThat(StartRefusalText.of(rejected)).contains("10 and 86,400 seconds");
    assertThat(storedRounds()).isZero();
  }

  @Test
  @DisplayName("a daily round posts in its channel even when /quiz is limited to others")
  void dailyIgnoresAllowedChannels() {
    fx.configure(GuildSettingsChange.none().withAllowedChannel(9555L));

    StartResult daily =
        fx.service.start(
            new RoundRequest(
                RoundFixture.GUILD,
                RoundFixture.CHANNEL,
                Optional.empty(),
                Optional.empty(),
                RoundKind.DAILY,
                Optional.of(Duration.ofHours(2))));

    assertThat(daily).isInstanceOf(PreparedRound.class);
  }
}
