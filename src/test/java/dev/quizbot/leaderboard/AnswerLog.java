package dev.quizbot.leaderboard;

import dev.quizbot.round.JdbcAnswerStore;
import dev.quizbot.round.JdbcRoundStore;
import dev.quizbot.round.StoredAnswer;
import dev.quizbot.round.StoredRound;
import dev.quizbot.shard.Shard;
import dev.quizbot.storage.Database;
import dev.quizbot.testing.AnswerStores;
import java.util.ArrayList;
import java.util.List;

/**
 * A history of rounds and answer batches, recorded once and written the same way into any number of
 * databases through the production round and answer stores, so the member totals, score buckets and
 * week/month totals of each database are kept by the same code from the same input.
 */
final class AnswerLog {

  /** Rounds inserted before their batch's answers; a replayed batch is saved a second time. */
  private record Batch(List<StoredRound> rounds, List<StoredAnswer> answers, boolean replayed) {}

  private final List<Batch> batches = new ArrayList<>();
  private List<StoredRound> rounds = new ArrayList<>();
  private List<StoredAnswer> answers = new ArrayList<>();

  AnswerLog round(StoredRound round) {
    rounds.add(round);
    return this;
  }

  AnswerLog answer(StoredAnswer answer) {
    answers.add(answer);
    return this;
  }

  /**
   * Closes the current batch, to be stored in one {@code saveAll}; {@code replayed} stores it
   * twice, as after a retried commit, whose duplicates must count once.
   */
  AnswerLog endBatch(boolean replayed) {
    if (!rounds.isEmpty() || !answers.isEmpty()) {
      batches.add(new Batch(rounds, answers, replayed));
    }
    rounds = new ArrayList<>();
    answers = new ArrayList<>();
    return this;
  }

  int answerCount() {
    return batches.stream().mapToInt(b -> b.answers().size()).sum();
  }

  void writeTo(Database database) {
    endBatch(false);
    JdbcRoundStore roundStore = new JdbcRoundStore(database, Shard.ALL);
    JdbcAnswerStore answerStore = AnswerStores.withLeaderboard(database);
    for (Batch batch : batches) {
      batch.rounds().forEach(roundStore::insert);
      answerStore.saveAll(batch.answers());
      if (batch.replayed()) {
        answerStore.saveAll(batch.answers());
      }
    }
  }
}
