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
