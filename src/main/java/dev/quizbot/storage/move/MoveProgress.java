package dev.quizbot.storage.move;

/** What a move reports while it copies, for a progress bar or plain lines. */
public interface MoveProgress {
  /** {@code table} starts, with {@code rows} rows to copy. */
  void started(String table, long rows);

  /** {@code copied} rows of the current table are written so far. */
  void copied(long copied);

  /** The current table is copied and committed. */
  void finished(String table, long rows);

  /** The table was copied by an earlier run that stopped part way; it is verified, not copied. */
  void skipped(String table);

  MoveProgress NONE =
      new MoveProgress() {
        @Override
        public void started(String table, long rows) {}

        @Override
        public void copied(long copied) {}

        @Override
        public void finished(String table, long rows) {}

        @Override
        public void skipped(String table) {}
      };
}
