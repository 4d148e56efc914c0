package dev.quizbot.study;

import java.time.Instant;
import java.util.Map;
import java.util.Optional;

/** Members' stored memory states; written only by {@link ReviewLog#apply}. */
public interface MemoryStore {

  Optional<MemoryState> find(long memberId, String questionId);

  /** Every memory state of the member, by question id (a member's, never anyone else's). */
  Map<String, MemoryState> allOf(long memberId);

  /** How many questions the member answered for the first time at or after {@code since}. */
  int introducedSince(long memberId, Instant since);
}
