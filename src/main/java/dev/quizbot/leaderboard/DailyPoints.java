package dev.quizbot.leaderboard;

import java.time.LocalDate;

/**
 * Points a member earned on one local day of the server's zone.
 *
 * @param date the day in the server's zone
 * @param points points earned that day (0 when nothing was earned)
 */
public record DailyPoints(LocalDate date, long points) {}
