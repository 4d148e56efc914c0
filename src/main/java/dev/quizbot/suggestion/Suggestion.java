package dev.quizbot.suggestion;

import java.time.Instant;

/**
 * One member's suggested question as stored.
 *
 * @param reviewerId the admin who approved or rejected it; null while pending
 * @param reason why it was rejected, when the admin said; null otherwise
 * @param reviewMessageId the card posted in the review channel; null when none was posted
 * @param version one more at each admin edit: what a card showed is checked against it
 */
public record Suggestion(
    long id,
    long guildId,
    long authorId,
    SuggestionFields fields,
    SuggestionState state,
    Instant createdAt,
    Long reviewerId,
    Instant reviewedAt,
    String reason,
    Long reviewMessageId,
    int version) {

  public boolean pending() {
    return state == SuggestionState.PENDING;
  }
}
