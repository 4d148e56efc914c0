package dev.quizbot.discord.leaderboard;

import static org.assertj.core.api.Assertions.assertThat;

import dev.quizbot.leaderboard.Board;
import dev.quizbot.leaderboard.Period;
import java.time.ZoneOffset;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

final class BoardEmbedTest {

  @Test
  @DisplayName("the all-time board of a server without a zone names the zone UTC, not Z")
  void utcNamed() {
    // GIVEN an empty all-time board in a server without a zone
    Board board =
        new Board(
            Period.ALL_TIME,
            Optional.empty(),
            ZoneOffset.UTC,
            Optional.empty(),
            List.of(),
            1,
            1,
            0,
            Optional.empty());

    // WHEN its period line is written THEN the zone reads UTC
    assertThat(BoardEmbed.period(board)).contains("time zone UTC").doesNotContain("zone Z");
  }
}
