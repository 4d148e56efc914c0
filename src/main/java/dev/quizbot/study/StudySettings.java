package dev.quizbot.study;

import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalTime;
import java.time.ZoneId;
import java.time.ZoneOffset;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;

/**
 * A member's study settings ({@code /review settings}, {@code /review remind}); validated here so a
 * bad value fails with a sentence before anything is stored.
 *
 * @param desiredRetention 0.80 to 0.97 (default 0.90)
 * @param dailyNewLimit new questions a day, 0 to {@value #MAX_DAILY_NEW} (default 20)
 * @param examDate the default date of {@code /readiness}
 * @param reminderTime local time of the reminder DM
 * @param zone the member's days: reminders, "today", streaks (default UTC)
 * @param remindersOn whether reminders are sent (needs {@code reminderTime})
 * @param examTimeFactor extra exam time: 1.0, 1.25 or 1.5
 */
public record StudySettings(
    long memberId,
    double desiredRetention,
    int dailyNewLimit,
    Optional<LocalDate> examDate,
    Optional<LocalTime> reminderTime,
    ZoneId zone,
    boolean remindersOn,
    double examTimeFactor,
    Instant updatedAt) {

  public static final int DEFAULT_DAILY_NEW = 20;
  public static final int MAX_DAILY_NEW = 500;
  public static final Set<Double> EXAM_TIME_FACTORS = Set.of(1.0, 1.25, 1.5);

  public StudySettings {
    Objects.requireNonNull(examDate, "examDate");
    Objects.requireNonNull(reminderTime, "reminderTime");
    Objects.requireNonNull(zone, "zone");
    Objects.requireNonNull(updatedAt, "updatedAt");
    if (!(desiredRetention >= FsrsParameters.MIN_RETENTION
        && desiredRetention <= FsrsParameters.MAX_RETENTION)) {
      throw new IllegalArgumentException(
          "desired retention must be between 0.80 and 0.97, got " + desiredRetention);
    }
    if (dailyNewLimit < 0 || dailyNewLimit > MAX_DAILY_NEW) {
      throw new IllegalArgumentException(
          "new questions a day must be 0 to " + MAX_DAILY_NEW + ", got " + dailyNewLimit);
    }
    if (!EXAM_TIME_FACTORS.contains(examTimeFactor)) {
      throw new IllegalArgumentException(
          "extra exam time must be 1.0, 1.25 or 1.5, got " + examTimeFactor);
    }
    if (remindersOn && reminderTime.isEmpty()) {
      throw new IllegalArgumentException("reminders need a time of day");
    }
    if (zone.getId().length() > 64) {
      throw new IllegalArgumentException("zone id longer than 64 characters: " + zone.getId());
    }
  }

  /** What a member without a settings row studies with. */
  public static StudySettings defaults(long memberId) {
    return new StudySettings(
        memberId,
        FsrsParameters.DEFAULT_RETENTION,
        DEFAULT_DAILY_NEW,
        Optional.empty(),
        Optional.empty(),
        ZoneOffset.UTC,
        false,
        1.0,
        Instant.EPOCH);
  }

  public StudySettings withRetention(double retention, Instant at) {
    return new StudySettings(
        memberId,
        retention,
        dailyNewLimit,
        examDate,
        reminderTime,
        zone,
        remindersOn,
        examTimeFactor,
        at);
  }

  public StudySettings withDailyNewLimit(int limit, Instant at) {
    return new StudySettings(
        memberId,
        desiredRetention,
        limit,
        examDate,
        reminderTime,
        zone,
        remindersOn,
        examTimeFactor,
        at);
  }

  public StudySettings withExamDate(Optional<LocalDate> date, Instant at) {
    return new StudySettings(
        memberId,
        desiredRetention,
        dailyNewLimit,
        date,
        reminderTime,
        zone,
        remindersOn,
        examTimeFactor,
        at);
  }

  /** Turns reminders on at {@code time} in {@code zone} (which also becomes the member's days). */
  public StudySettings withReminder(LocalTime time, ZoneId reminderZone, Instant at) {
    return new StudySettings(
        memberId,
        desiredRetention,
        dailyNewLimit,
        examDate,
        Optional.of(time),
        reminderZone,
        true,
        examTimeFactor,
        at);
  }

  /** Turns reminders off (by the member, or after Discord refused the DM); the time is kept. */
  public StudySettings withRemindersOff(Instant at) {
    return new StudySettings(
        memberId,
        desiredRetention,
        dailyNewLimit,
        examDate,
        reminderTime,
        zone,
        false,
        examTimeFactor,
        at);
  }

  /**
   * Sets the member's days (today, streaks, reminders) to {@code zone}; reminders stay on or off.
   */
  public StudySettings withZone(ZoneId newZone, Instant at) {
    return new StudySettings(
        memberId,
        desiredRetention,
        dailyNewLimit,
        examDate,
        reminderTime,
        newZone,
        remindersOn,
        examTimeFactor,
        at);
  }

  public StudySettings withExamTimeFactor(double factor, Instant at) {
    return new StudySettings(
        memberId,
        desiredRetention,
        dailyNewLimit,
        examDate,
        reminderTime,
        zone,
        remindersOn,
        factor,
        at);
  }
}
