package dev.quizbot.config;

import java.time.Duration;
import java.util.List;

/**
 * Servers and members leaving.
 *
 * @param keepAfterRemoval how long the data of a server that removed the bot is kept before it is
 *     purged (1h..3650d); a re-invite within it keeps everything
 * @param memberEvents whether the bot asks Discord for member join and leave events (the privileged
 *     Server Members intent, which must then be switched on in the Developer Portal), so a member
 *     who leaves drops off the boards
 */
public record ServerSettings(Duration keepAfterRemoval, boolean memberEvents) {
  public static final Duration DEFAULT_KEEP = Duration.ofDays(30);

  public static ServerSettings defaults() {
    return new ServerSettings(DEFAULT_KEEP, false);
  }

  static ServerSettings read(SettingsReader r) {
    return new ServerSettings(
        r.durationBetween(
            "servers.keepAfterRemoval", DEFAULT_KEEP, Duration.ofHours(1), Duration.ofDays(3650)),
        r.oneOf("servers.memberEvents", "false", List.of("false", "true")).equals("true"));
  }
}
