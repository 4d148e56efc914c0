package dev.quizbot.daily;

import java.time.LocalDate;
import java.time.ZonedDateTime;
import java.util.Optional;

/**
 * What {@code /daily status} shows.
 *
 * @param nextPost when the bot will post next, in the schedule's zone (equal to "now" when a post
 *     is due and about to go out); empty when the schedule is off
 * @param today the current local date in the schedule's zone
 * @param todayClaim the claim for {@code today}, empty when nothing happened yet today
 */
public record DailyStatus(
    DailySchedule schedule,
    Optional<ZonedDateTime> nextPost,
    LocalDate today,
    Optional<DailyClaim> todayClaim) {}
