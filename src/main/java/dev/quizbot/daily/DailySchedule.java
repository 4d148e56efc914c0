package dev.quizbot.daily;

import java.time.Duration;
import java.time.Instant;
import java.time.LocalTime;
import java.time.ZoneId;
import java.time.temporal.ChronoUnit;
import java.util.Objects;
import java.util.Optional;
import java.util.OptionalLong;

/**
 * One server's daily question schedule, as set with {@code /daily set}.
 *
 * <p>A schedule applies to post instants at or after {@code updatedAt}: setting (or changing) it at
 * 10:00 for 08:00 does not post a "late" question for today; the first post is the next 08:00.
 *
 * @param guildId the server
 * @param channelId where the question is posted
 * @param time local wall-clock time of the post, minute precision
 * @param zone IANA region zone whose DST rules decide the post instant
 * @param topic only questions of this topic are eligible; empty means every topic
 * @param roleId role pinged with the post (and only that role); empty means no ping
 * @param window how long the daily round stays open; also how late a missed post may still go out
 * @param enabled false after {@code /daily off} (the settings are kept for {@code /daily status})
 * @param updatedBy the member who last changed the schedule
 * @param updatedAt when the schedule was last changed
 */
public record DailySchedule(
    long guildId,
    long channelId,
    LocalTime time,
    ZoneId zone,
    Optional<String> topic,
    OptionalLong roleId,
    Duration window,
    boolean enabled,
    long updatedBy,
    Instant updatedAt) {

  public DailySchedule {
    Objects.requireNonNull(time, "time");
    Objects.requireNonNull(zone, "zone");
    Objects.requireNonNull(topic, "topic");
    Objects.requireNonNull(roleId, "roleId");
    Objects.requireNonNull(window, "window");
    Objects.requireNonNull(updatedAt, "updatedAt");
    time = time.withSecond(0).withNano(0);
    // Stored as epoch millis: truncate so a stored schedule equals the one that was saved.
    updatedAt = updatedAt.truncatedTo(ChronoUnit.MILLIS);
  }

  public DailySchedule withEnabled(boolean newEnabled, long by, Instant at) {
    return new DailySchedule(
        guildId, channelId, time, zone, topic, roleId, window, newEnabled, by, at);
  }
}
