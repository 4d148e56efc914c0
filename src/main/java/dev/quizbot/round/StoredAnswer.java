package dev.quizbot.round;

import java.time.Instant;

/** One {@code answers} row: a member's graded answer on a round. */
public record StoredAnswer(
    long roundId,
    long guildId,
    long userId,
    int choicePosition,
    boolean correct,
    int points,
    Instant answeredAt,
    boolean recovered,
    String topic) {}
