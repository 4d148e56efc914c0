package dev.quizbot.study;

import java.util.List;
import java.util.Optional;

/** Members' study settings; a member without a row studies with {@link StudySettings#defaults}. */
public interface StudySettingsStore {

  Optional<StudySettings> find(long memberId);

  /** The member's settings, the defaults when none are stored. */
  default StudySettings get(long memberId) {
    return find(memberId).orElseGet(() -> StudySettings.defaults(memberId));
  }

  /** Creates or replaces the member's settings. */
  void save(StudySettings settings);

  /** Every member with reminders on, by member id (the reminder tick). */
  List<StudySettings> withRemindersOn();

  /**
   * Keeps the language ({@code languageTag}, e.g. "de") of the interaction where the member turned
   * reminders on, for the reminder DMs, which have no interaction of their own. Needs the member's
   * settings row (saved first).
   */
  default void rememberReminderLanguage(long memberId, String languageTag) {}

  /** The language kept by {@link #rememberReminderLanguage}; empty: none (English). */
  default Optional<String> reminderLanguage(long memberId) {
    return Optional.empty();
  }
}
