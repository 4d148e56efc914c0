package dev.quizbot.serverdeck;

import java.time.Instant;

/**
 * A server's deck as stored.
 *
 * @param yaml the deck in the bank's YAML; {@link ServerDecks#load} checks and reads it
 * @param contentHash SHA-256 of {@code yaml}, 64 lowercase hex digits
 * @param removedAt when an admin removed it; null while in use
 */
public record StoredDeck(
    long guildId,
    String deckId,
    String title,
    String yaml,
    String contentHash,
    int questionCount,
    long uploadedBy,
    Instant uploadedAt,
    Instant removedAt) {

  public boolean inUse() {
    return removedAt == null;
  }
}
