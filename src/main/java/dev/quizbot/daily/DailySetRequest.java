package dev.quizbot.daily;

import java.util.Optional;
import java.util.OptionalLong;

/**
 * The options of {@code /daily set} as the member typed them; {@link DailyService#set} validates.
 *
 * @param time {@code HH:mm}, 24-hour
 * @param timezone an IANA zone id such as {@code Europe/Berlin} (any letter case)
 * @param window e.g. {@code 12h}, {@code 90m}, {@code 1h30m}; empty for the default 12 hours
 * @param memberId who ran the command (permission is checked by the adapter)
 */
public record DailySetRequest(
    long guildId,
    long channelId,
    String time,
    String timezone,
    Optional<String> topic,
    OptionalLong roleId,
    Optional<String> window,
    long memberId) {}
