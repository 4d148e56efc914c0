package dev.quizbot.round;

import java.time.Instant;

/**
 * A reaction added on some message, as the adapter saw it.
 *
 * @param emoji the unicode emoji (custom emojis may be passed as any non-matching string)
 * @param at when the adapter received it (its clock); grading and the speed bonus use it
 */
public record ReactionAnswer(
    long messageId, long userId, boolean userIsBot, String emoji, Instant at) {}
