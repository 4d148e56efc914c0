package dev.quizbot.quality;

import static org.assertj.core.api.Assertions.assertThat;

import dev.quizbot.storage.Database;
import dev.quizbot.storage.ReadOnlyDataSource;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** First attempts read from a real SQLite file of rounds and answers. */
final class JdbcFirstAttemptsTest {

  @TempDir Path dir;

  @Test
  @DisplayName(
      "only each member's first answer to a question counts, its position mapped to the deck's order")
  void firstAttemptsMappedToDeckOrder() throws Exception {
    Path file = dir.resolve("quizbot.db");
    try (Database db = Database.openSqlite(file)) {
      AnswerSeed seed = new AnswerSeed(db);
      // GIVEN q1 shown twice in different orders; the key is index 1
      long first = seed.round("q1", "2,0,1", 1, 1_000);
      long daily = seed.round("q1", "1,2,0", 1, 5_000);
      long other = seed.round("q2", "0,1", 0, 2_000);
      // member 7 picked position 0 (index 2, wrong) first, then the key in the later round
      seed.answer(first, 7, 0, false, 1_500);
      seed.answer(daily, 7, 0, true, 5_500);
      // member 8 answered only the later round: position 1 = index 2
      seed.answer(daily, 8, 1, false, 5_600);
      seed.answer(other, 7, 0, true, 2_500);
    }

    // WHEN the first attempts are read through the read-only data source
    List<FirstAttempt> read = new ArrayList<>();
    new JdbcFirstAttempts(ReadOnlyDataSource.open("jdbc:sqlite:" + file, null, null).dataSource())
        .forEachByMember(read::add);

    // THEN member 7's second answer to q1 is left out; members' attempts come together
    assertThat(read)
        .containsExactly(
            new FirstAttempt(7, "q1", 2, false),
            new FirstAttempt(7, "q2", 0, true),
            new FirstAttempt(8, "q1", 2, false));
  }

  @Test
  @DisplayName("a position the stored order does not have maps to no choice")
  void positionOutsideOrder() {
    assertThat(JdbcFirstAttempts.choiceIndex("2,0,1", 0)).isEqualTo(2);
    assertThat(JdbcFirstAttempts.choiceIndex("2,0,1", 2)).isEqualTo(1);
    assertThat(JdbcFirstAttempts.choiceIndex("2,0,1", 3)).isEqualTo(-1);
    assertThat(JdbcFirstAttempts.choiceIndex("", 0)).isEqualTo(-1);
  }
}
