package dev.quizbot.quality;

import java.time.Instant;
import java.util.Objects;

/**
 * One member's report of a problem with one version of a question.
 *
 * @param memberId the reporting member
 * @param questionId the question's bank id
 * @param textHash {@link QuestionVersion#hash} of the question as it was shown
 * @param guildId the server; null when reported in a DM (private study)
 * @param picked the text of the choice the member had picked; null when they had picked none
 * @param reason why
 * @param note the member's words, at most {@link #MAX_NOTE} characters; null when none
 * @param createdAt when
 */
public record QuestionReport(
    long memberId,
    String questionId,
    String textHash,
    Long guildId,
    String picked,
    ReportReason reason,
    String note,
    Instant createdAt) {

  /** The longest note: a modal's paragraph input is limited to this too. */
  public static final int MAX_NOTE = 1000;

  /**
   * A member's note as it may be stored: stripped, without control characters other than line
   * breaks and tabs (PostgreSQL refuses U+0000 in text, and a note reaches terminals and logs), cut
   * to {@link #MAX_NOTE} characters without splitting a surrogate pair; null when nothing is left.
   */
  public static String cleanNote(String raw) {
    if (raw == null) {
      return null;
    }
    StringBuilder kept = new StringBuilder(raw.length());
    raw.codePoints()
        .filter(cp -> cp == '\n' || cp == '\t' || !Character.isISOControl(cp))
        .forEach(kept::appendCodePoint);
    String note = kept.toString().strip();
    if (note.length() > MAX_NOTE) {
      int end = MAX_NOTE;
      if (Character.isHighSurrogate(note.charAt(end - 1))) {
        end--; // the pair's low half is past the limit: keep neither
      }
      note = note.substring(0, end).strip();
    }
    return note.isEmpty() ? null : note;
  }

  public QuestionReport {
    Objects.requireNonNull(questionId, "questionId");
    Objects.requireNonNull(textHash, "textHash");
    Objects.requireNonNull(reason, "reason");
    Objects.requireNonNull(createdAt, "createdAt");
    if (note != null && note.length() > MAX_NOTE) {
      throw new IllegalArgumentException(
          "a report's note has " + note.length() + " characters; at most " + MAX_NOTE);
    }
  }
}
