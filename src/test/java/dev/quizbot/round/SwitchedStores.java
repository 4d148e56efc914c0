package dev.quizbot.round;

import dev.quizbot.storage.StorageException;
import java.sql.SQLException;
import java.time.Instant;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * The round and answer stores behind one fault switch: while it is on, every call fails as a full
 * SQLite disk fails (SQLITE_FULL), and nothing reaches the database; off, calls pass through.
 */
final class SwitchedStores {
  volatile boolean failing;
  final AtomicInteger refused = new AtomicInteger();

  private void check(String what) {
    if (failing) {
      refused.incrementAndGet();
      throw new StorageException(
          "cannot " + what,
          new SQLException(
              "[SQLITE_FULL] Insertion failed because database is full (database or disk is full)",
              null,
              13));
    }
  }

  AnswerStore answers(AnswerStore real) {
    return new AnswerStore() {
      @Override
      public void saveAll(List<StoredAnswer> answers) {
        check("store " + answers.size() + " answers");
        real.saveAll(answers);
      }

      @Override
      public List<StoredAnswer> answersOf(long roundId) {
        check("read answers");
        return real.answersOf(roundId);
      }
    };
  }

  RoundStore rounds(RoundStore real) {
    return new RoundStore() {
      @Override
      public void insert(StoredRound round) {
        check("insert a round");
        real.insert(round);
      }

      @Override
      public void setMessageId(long roundId, long messageId) {
        check("set a message id");
        real.setMessageId(roundId, messageId);
      }

      @Override
      public boolean attachMessage(
          long guildId, long channelId, RoundKind kind, String questionId, long messageId) {
        check("attach a message");
        return real.attachMessage(guildId, channelId, kind, questionId, messageId);
      }

      @Override
      public boolean deleteUnposted(long roundId) {
        check("delete a round");
        return real.deleteUnposted(roundId);
      }

      @Override
      public int deleteUnpostedDueBy(Instant now) {
        check("delete rounds");
        return real.deleteUnpostedDueBy(now);
      }

      @Override
      public List<StoredRound> openPosted() {
        check("read rounds");
        return real.openPosted();
      }

      @Override
      public Optional<StoredRound> find(long roundId) {
        check("read a round");
        return real.find(roundId);
      }

      @Override
      public Optional<Instant> lastPostedQuizStart(long channelId) {
        check("read rounds");
        return real.lastPostedQuizStart(channelId);
      }

      @Override
      public boolean close(long roundId, Instant closedAt) {
        check("close a round");
        return real.close(roundId, closedAt);
      }

      @Override
      public boolean markRevealed(long roundId, Instant revealedAt) {
        check("mark a reveal");
        return real.markRevealed(roundId, revealedAt);
      }

      @Override
      public List<StoredRound> closedUnrevealed() {
        check("read rounds");
        return real.closedUnrevealed();
      }
    };
  }
}
