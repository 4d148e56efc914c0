package dev.quizbot.e2e.leaderboard;

import dev.quizbot.round.JdbcAnswerStore;
import dev.quizbot.round.JdbcRoundStore;
import dev.quizbot.round.RoundKind;
import dev.quizbot.round.StoredAnswer;
import dev.quizbot.round.StoredRound;
import dev.quizbot.shard.Shard;
import dev.quizbot.storage.Database;
import dev.quizbot.testing.AnswerStores;
import java.nio.file.Path;
import java.time.Instant;
import java.util.List;
import java.util.Optional;
import java.util.OptionalLong;

/**
 * Writes answers straight into the bot's database through the real round and answer stores (so
 * member totals and score counts are kept as in production), for boards too large to script as
 * rounds. Use before the bot starts.
 */
final class AnswerSeed implements AutoCloseable {
  private final Database database;
  private final JdbcRoundStore rounds;
  private final JdbcAnswerStore answers;
  private long nextRoundId = 900_000;

  AnswerSeed(Path databaseFile) {
    this.database = Database.openSqlite(databaseFile);
    this.rounds = new JdbcRoundStore(database, Shard.ALL);
    this.answers = AnswerStores.withLeaderboard(database);
  }

  /** One closed round in the server on {@code topic} at {@code at}, answered by one member. */
  AnswerSeed answer(long guildId, long userId, String topic, int points, Instant at) {
    long roundId = nextRoundId++;
    rounds.insert(
        new StoredRound(
            roundId,
            guildId,
            1,
            OptionalLong.of(roundId),
            RoundKind.QUIZ,
            "seed-q-" + roundId,
            "seed-deck",
            topic,
            List.of(0, 1, 2, 3),
            0,
            60,
            true,
            false,
            at,
            at.plusSeconds(60),
            Optional.of(at.plusSeconds(60))));
    boolean correct = points > 0;
    answers.saveAll(
        List.of(
            new StoredAnswer(
                roundId, guildId, userId, correct ? 0 : 1, correct, points, at, false, topic)));
    return this;
  }

  @Override
  public void close() {
    database.close();
  }
}
