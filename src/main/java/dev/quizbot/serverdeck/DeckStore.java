package dev.quizbot.serverdeck;

import dev.quizbot.bank.Deck;
import java.time.Instant;
import java.util.List;
import java.util.Optional;

/** The decks each server uploaded; one server never sees another's. */
public interface DeckStore {

  /**
   * Stores {@code deck} as {@code guildId}'s deck of its id, replacing the one stored (a removed
   * one is in use again); records each question's version.
   *
   * @return what changed against the deck stored before
   */
  DeckChanges save(long guildId, Deck deck, long uploadedBy, Instant at);

  /** The server's decks in use, by deck id. */
  List<StoredDeck> list(long guildId);

  /** The server's decks, in use and removed, by deck id: what its bank is built from. */
  List<StoredDeck> all(long guildId);

  /**
   * A short text that changes whenever the server's decks do (an upload, a removal): whether a bank
   * built from them is still current. Empty when the server has no decks. Cheap: no deck text is
   * read.
   */
  String stamp(long guildId);

  /** The server's deck {@code deckId}, in use or removed. */
  Optional<StoredDeck> find(long guildId, String deckId);

  /**
   * Removes the deck from use: its questions are no longer drawn; answers and versions stay.
   *
   * @return false when the server has no such deck in use
   */
  boolean remove(long guildId, String deckId, Instant at);

  /** The versions (text hashes) each question of the deck has had, by question id. */
  List<QuestionVersionRow> versions(long guildId, String deckId);

  /** One recorded version of a server deck's question. */
  record QuestionVersionRow(String questionId, String textHash, Instant firstSeenAt) {}
}
