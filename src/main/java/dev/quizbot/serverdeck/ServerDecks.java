package dev.quizbot.serverdeck;

import dev.quizbot.bank.BankLoader;
import dev.quizbot.bank.Deck;
import dev.quizbot.bank.DeckWriter;
import dev.quizbot.bank.LoadResult;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;

/** A server deck's stored form: the bank's YAML, its hash, and reading it back with the checks. */
public final class ServerDecks {

  private ServerDecks() {}

  static String yaml(Deck deck) {
    return new DeckWriter().toYaml(deck, null);
  }

  static String sha256(String text) {
    try {
      MessageDigest sha = MessageDigest.getInstance("SHA-256");
      return HexFormat.of().formatHex(sha.digest(text.getBytes(StandardCharsets.UTF_8)));
    } catch (NoSuchAlgorithmException e) {
      throw new IllegalStateException("every Java runtime has SHA-256", e);
    }
  }

  /**
   * The stored deck read and checked by the running version's rules; problems name it as {@code
   * guild-GUILD/DECK.yaml}.
   */
  public static LoadResult load(StoredDeck stored) {
    return new BankLoader()
        .loadYaml(Path.of("guild-" + stored.guildId(), stored.deckId() + ".yaml"), stored.yaml());
  }
}
