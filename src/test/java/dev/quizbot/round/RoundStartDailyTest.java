package dev.quizbot.round;

import static org.assertj.core.api.Assertions.assertThat;

import dev.quizbot.discord.quiz.StartRefusalText;
import dev.quizbot.round.StartResult.RejectReason;
import dev.quizbot.round.StartResult.Rejected;
import java.nio.file.Path;
import java.time.Duration;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

final class RoundStartDailyTest {

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

  @Test
  @DisplayName("a daily round uses the question the schedule chose and the schedule's window")
  void dailyUsesChosenQuestionAndWindow() {
    // WHEN the daily schedule asks for q-nvlink with a 90-minute window
    StartResult result =
        fx.service.startDaily(
            RoundFixture.GUILD, RoundFixture.CHANNEL, "q-nvlink", Duration.ofMinutes(90));

    // THEN the stored round is a DAILY round of that question closing 90 minutes later
    PreparedRound prepared = (PreparedRound) result;
    StoredRound stored = fx.roundStore.find(prepared.roundId()).orElseThrow();
    assertThat(stored.kind()).isEqualTo(RoundKind.DAILY);
    assertThat(stored.questionId()).isEqualTo("q-nvlink");
    assertThat(stored.closesAt()).isEqualTo(RoundFixture.T0.plus(Duration.ofMinutes(90)));
  }

  @Test
  @DisplayName("a daily round for a question that left the bank is refused and stores nothing")
  void unknownQuestionRefused() {
    // WHEN the chosen question is not in the bank
    StartResult result =
        fx.service.startDaily(
            RoundFixture.GUILD, RoundFixture.CHANNEL, "q-gone", Duration.ofHours(12));

    // THEN it is refused with the question named, and no round is stored
    assertThat(result).isInstanceOf(Rejected.class);
    assertThat(((Rejected) result).reason()).isEqualTo(RejectReason.NO_QUESTIONS);
    assertThat(StartRefusalText.of((Rejected) result)).contains("q-gone");
    assertThat(fx.count("SELECT count(*) FROM rounds")).isZero();
  }
}
