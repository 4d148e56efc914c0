package dev.quizbot.study;

/**
 * Where a question is in its life, as py-fsrs 6 names it. There is no "new" state: a question a
 * member never answered has no {@link MemoryState} at all, and its first answer creates one in
 * {@link #LEARNING} (see {@link Scheduler#first}).
 */
public enum CardState {
  /** Being learnt through the intraday learning steps (1 min, 10 min by default). */
  LEARNING,
  /** Graduated: the next review is whole days away, when recall falls to the desired retention. */
  REVIEW,
  /** Forgotten after graduating (Again in {@link #REVIEW}); back through the relearning steps. */
  RELEARNING
}
