package dev.quizbot.round;

/**
 * One user's reaction with one emoji, as read from a message's reaction lists after a restart (one
 * entry per user and emoji).
 */
public record ReactionSnapshot(long userId, boolean isBot, String emoji) {}
