package dev.quizbot.suggestion;

import java.time.Instant;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.OptionalLong;

/** Members' suggestions and each server's review channel. */
public interface SuggestionStore {

  /**
   * Stores a pending suggestion unless the author already has {@code maxPending} pending in the
   * server (counted in the same transaction, so two forms at once cannot pass the limit).
   *
   * @return the stored suggestion; empty when the limit is reached
   */
  Optional<Suggestion> add(
      long id, long guildId, long authorId, SuggestionFields fields, Instant at, int maxPending);

  /** The server's suggestion {@code id}. */
  Optional<Suggestion> find(long guildId, long id);

  /** The author's suggestions in the server, newest first, at most {@code limit}. */
  List<Suggestion> byAuthor(long guildId, long authorId, int limit);

  /** The server's suggestions in {@code state}, oldest first, at most {@code limit}. */
  List<Suggestion> inState(long guildId, SuggestionState state, int limit);

  /** The prompts of the server's pending and approved suggestions, but {@code exceptId}'s. */
  List<String> prompts(long guildId, long exceptId);

  /**
   * An admin's edit of a pending suggestion's texts, in a compare-and-set on its version.
   *
   * @param shown the version the admin's form was opened on; empty for a card older than versions
   *     (no check)
   * @return the edited suggestion, its version one more; empty when it is no longer pending, is
   *     missing, or is no longer at version {@code shown}
   */
  Optional<Suggestion> edit(
      long guildId, long id, SuggestionFields fields, long editorId, OptionalInt shown);

  /**
   * Approves a pending suggestion, once: the state changes from pending in a compare-and-set (on
   * the version {@code shown} as well, when given), and in the same transaction the server's deck
   * of members' questions ({@link MemberDeck}) is stored again with every approved suggestion.
   */
  Decision approve(long guildId, long id, long reviewerId, Instant at, OptionalInt shown);

  /** Rejects a pending suggestion, once, keeping {@code reason} (null: none given). */
  Decision reject(long guildId, long id, long reviewerId, String reason, Instant at);

  /** Remembers the card posted for the suggestion in the review channel. */
  void setReviewMessage(long guildId, long id, long messageId);

  /** The server's review channel, where pending suggestions are posted. */
  OptionalLong reviewChannel(long guildId);

  /** Sets (or, with an empty one, clears) the server's review channel. */
  void setReviewChannel(long guildId, OptionalLong channelId);
}
