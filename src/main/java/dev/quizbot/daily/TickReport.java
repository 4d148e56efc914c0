package dev.quizbot.daily;

/**
 * What one {@link DailyService#tick()} did.
 *
 * @param postsStarted dates this process claimed and handed to the poster
 * @param daysSkipped dates recorded as skipped because the bot was not running in their window
 */
public record TickReport(int postsStarted, int daysSkipped) {}
