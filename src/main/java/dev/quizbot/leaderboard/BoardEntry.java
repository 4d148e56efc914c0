package dev.quizbot.leaderboard;

/**
 * One member's line on a board.
 *
 * @param rank 1-based position on the whole board (not on the page)
 * @param userId Discord user id
 * @param points points earned in the board's period (and topic)
 * @param correct correct answers in the board's period (and topic)
 * @param answered answers given in the board's period (and topic)
 */
public record BoardEntry(long rank, long userId, long points, long correct, long answered) {}
