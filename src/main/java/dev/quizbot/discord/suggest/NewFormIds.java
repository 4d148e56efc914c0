package dev.quizbot.discord.suggest;

import dev.quizbot.discord.ComponentId;
import dev.quizbot.suggestion.SuggestionDecks;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;
import java.util.List;
import java.util.Optional;

/**
 * The custom_id of a new suggestion's form: {@code sgn:<deck>:<topic>}, or {@code sgn:#<hash>} when
 * the names do not fit Discord's 100 characters (a deck id may have 100, a topic 64). The hash is
 * resolved against the server's decks at the submit, so the id stays self-contained and a form
 * submitted after a restart still works.
 */
final class NewFormIds {

  private static final String HASHED = "#";
  private static final int HASH_HEX = 16;

  private NewFormIds() {}

  /**
   * The id for these names; empty when one holds {@code :}, which no deck id or topic has (it can
   * only be typed past the option's list).
   */
  static Optional<String> of(String deck, String topic) {
    if (deck.contains(":") || topic.contains(":")) {
      return Optional.empty();
    }
    String plain = String.join(":", SuggestFeature.NEW_FORM, deck, topic);
    return Optional.of(
        plain.length() <= ComponentId.MAX_LENGTH
            ? plain
            : ComponentId.of(SuggestFeature.NEW_FORM, HASHED + hash(deck, topic)).encode());
  }

  /** The form's deck and topic, or the hash to resolve ({@link #isHashed}). */
  static Optional<SuggestFeature.DeckTopic> read(ComponentId id) {
    if (id.arity() == 2) {
      return Optional.of(new SuggestFeature.DeckTopic(id.arg(0), id.arg(1)));
    }
    if (id.arity() == 1 && id.arg(0).startsWith(HASHED)) {
      return Optional.of(new SuggestFeature.DeckTopic(id.arg(0), ""));
    }
    return Optional.empty();
  }

  static boolean isHashed(SuggestFeature.DeckTopic where) {
    return where.deckId().startsWith(HASHED);
  }

  /** The deck and topic whose hash the form carries; empty when neither is there any more. */
  static Optional<SuggestFeature.DeckTopic> resolve(
      SuggestFeature.DeckTopic hashed, List<SuggestionDecks.DeckView> decks) {
    String wanted = hashed.deckId().substring(HASHED.length());
    for (SuggestionDecks.DeckView deck : decks) {
      for (String topic : deck.topics()) {
        if (hash(deck.id(), topic).equals(wanted)) {
          return Optional.of(new SuggestFeature.DeckTopic(deck.id(), topic));
        }
      }
    }
    return Optional.empty();
  }

  static String hash(String deck, String topic) {
    try {
      byte[] digest =
          MessageDigest.getInstance("SHA-256")
              .digest((deck + "\n" + topic).getBytes(StandardCharsets.UTF_8));
      return HexFormat.of().formatHex(digest).substring(0, HASH_HEX);
    } catch (NoSuchAlgorithmException e) {
      throw new IllegalStateException("every Java has SHA-256", e);
    }
  }
}
