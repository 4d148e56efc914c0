package dev.quizbot.study;

import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * In-memory stores for a forecast of one member, without a database: the simulation's learner
 * (bench P16) and the readiness tests.
 */
public final class OneMemberStores {

  private OneMemberStores() {}

  /** The member's memory {@code states}, read live (the caller may go on changing the map). */
  public static MemoryStore memory(Map<String, MemoryState> states) {
    return new MemoryStore() {
      @Override
      public Optional<MemoryState> find(long memberId, String questionId) {
        return Optional.ofNullable(states.get(questionId));
      }

      @Override
      public Map<String, MemoryState> allOf(long memberId) {
        return Map.copyOf(states);
      }

      @Override
      public int introducedSince(long memberId, Instant since) {
        return 0;
      }
    };
  }

  /** Default settings for everyone; saving is refused (a forecast never saves). */
  public static StudySettingsStore defaultSettings() {
    return new StudySettingsStore() {
      @Override
      public Optional<StudySettings> find(long memberId) {
        return Optional.empty();
      }

      @Override
      public void save(StudySettings settings) {
        throw new UnsupportedOperationException("read-only: a forecast saves no settings");
      }

      @Override
      public List<StudySettings> withRemindersOn() {
        return List.of();
      }
    };
  }
}
