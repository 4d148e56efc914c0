package dev.quizbot.leaderboard;

/**
 * A board request that cannot be answered as asked (page out of range, unknown topic). The message
 * is written for the member who asked and says how to fix the request; the adapter shows it as an
 * ephemeral reply.
 */
public final class LeaderboardException extends RuntimeException {

  public LeaderboardException(String message) {
    super(message);
  }
}
