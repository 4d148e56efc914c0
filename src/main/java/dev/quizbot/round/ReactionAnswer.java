package dev.quizbot.round;

import java.time.Instant;

/**
 * A reaction added on some message, as the adapter saw it.
 *
 * @param channelId the message's channel: a reaction on a message not known yet is held for a round
 *     of that channel still waiting for its message id ({@link RoundService#markPosted})
 * @param emoji the unicode emoji (custom emojis may be passed as any non-matching string)
 * @param at when the adapter received it (its clock); grading and the speed bonus use it
 */
public record ReactionAnswer(
    long channelId, long messageId, long userId, boolean userIsBot, String emoji, Instant at) {}
