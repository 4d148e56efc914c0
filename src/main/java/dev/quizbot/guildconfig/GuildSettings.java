package dev.quizbot.guildconfig;

import java.time.Duration;
import java.time.ZoneId;
import java.time.ZoneOffset;
import java.util.Optional;
import java.util.Set;

/**
 * One server's effective settings: stored values, or the defaults where nothing is stored.
 *
 * @param guildId the server
 * @param answerWindowSeconds how long a {@code /quiz} round stays open
 * @param speedBonus whether fast correct answers earn up to 5 extra points
 * @param hideAnswers whether recorded reactions are removed so nobody can copy
 * @param allowedChannels channels where {@code /quiz} may run; empty means every channel
 * @param timezone the server's zone for periods and daily times; empty means UTC
 */
public record GuildSettings(
    long guildId,
    int answerWindowSeconds,
    boolean speedBonus,
    boolean hideAnswers,
    Set<Long> allowedChannels,
    Optional<ZoneId> timezone) {

  public static final int MIN_WINDOW_SECONDS = 10;
  public static final int MAX_WINDOW_SECONDS = 3600;

  public GuildSettings {
    allowedChannels = Set.copyOf(allowedChannels);
  }

  public static GuildSettings defaultsFor(long guildId, GuildSettingsDefaults defaults) {
    return new GuildSettings(
        guildId,
        defaults.answerWindowSeconds(),
        defaults.speedBonus(),
        defaults.hideAnswers(),
        Set.of(),
        Optional.empty());
  }

  public Duration answerWindow() {
    return Duration.ofSeconds(answerWindowSeconds);
  }

  /** The zone to use for calendar periods: the stored one, UTC when none is set. */
  public ZoneId zone() {
    return timezone.orElse(ZoneOffset.UTC);
  }

  public boolean allowsChannel(long channelId) {
    return allowedChannels.isEmpty() || allowedChannels.contains(channelId);
  }
}
