package dev.quizbot.suggestion;

import java.util.List;
import java.util.Optional;

/** The decks a server's members may suggest for: the shipped bank's and the server's own. */
public interface SuggestionDecks {

  /** The decks the server sees, the shipped ones first. */
  List<DeckView> decks(long guildId);

  /** The server's deck {@code deckId}; empty when it sees no such deck. */
  default Optional<DeckView> deck(long guildId, String deckId) {
    return decks(guildId).stream().filter(d -> d.id().equals(deckId)).findFirst();
  }

  /**
   * What a suggestion needs of a deck.
   *
   * @param topics the topics its questions have, sorted
   * @param prompts its questions' prompts: a suggestion must not repeat one
   */
  record DeckView(String id, String title, List<String> topics, List<String> prompts) {
    public DeckView {
      topics = List.copyOf(topics);
      prompts = List.copyOf(prompts);
    }
  }
}
