package dev.quizbot.leaderboard;

import java.util.Set;

/**
 * The topics a board may be restricted to: the bank's topics, supplied by whoever owns the bank.
 * Kept as an interface so this package does not depend on how the bank is loaded.
 */
@FunctionalInterface
public interface TopicCatalog {

  /** The topics of the server's bank: the shipped decks' and the server's own decks'. */
  Set<String> topics(long guildId);
}
