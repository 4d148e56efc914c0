package dev.quizbot.guildconfig;

import java.util.Optional;
import java.util.Set;

/**
 * What one {@code /quizconfig} invocation asks to change; empty options keep the current value.
 *
 * <p>Channel changes apply in this order: {@code allowAllChannels} clears the list, then {@code
 * allowChannels} are added, then {@code disallowChannels} removed.
 *
 * @param answerWindowSeconds new {@code /quiz} window in seconds
 * @param speedBonus speed bonus on/off
 * @param hideAnswers hide answers on/off
 * @param timezone IANA zone id such as {@code Europe/Berlin}
 * @param allowChannels channels to add to the allowed list
 * @param disallowChannels channels to remove from the allowed list
 * @param allowAllChannels clear the list so {@code /quiz} runs in every channel
 */
public record GuildSettingsChange(
    Optional<Integer> answerWindowSeconds,
    Optional<Boolean> speedBonus,
    Optional<Boolean> hideAnswers,
    Optional<String> timezone,
    Set<Long> allowChannels,
    Set<Long> disallowChannels,
    boolean allowAllChannels) {

  public GuildSettingsChange {
    allowChannels = Set.copyOf(allowChannels);
    disallowChannels = Set.copyOf(disallowChannels);
  }

  public static GuildSettingsChange none() {
    return new GuildSettingsChange(
        Optional.empty(),
        Optional.empty(),
        Optional.empty(),
        Optional.empty(),
        Set.of(),
        Set.of(),
        false);
  }

  public GuildSettingsChange withAnswerWindowSeconds(int seconds) {
    return new GuildSettingsChange(
        Optional.of(seconds),
        speedBonus,
        hideAnswers,
        timezone,
        allowChannels,
        disallowChannels,
        allowAllChannels);
  }

  public GuildSettingsChange withSpeedBonus(boolean on) {
    return new GuildSettingsChange(
        answerWindowSeconds,
        Optional.of(on),
        hideAnswers,
        timezone,
        allowChannels,
        disallowChannels,
        allowAllChannels);
  }

  public GuildSettingsChange withHideAnswers(boolean on) {
    return new GuildSettingsChange(
        answerWindowSeconds,
        speedBonus,
        Optional.of(on),
        timezone,
        allowChannels,
        disallowChannels,
        allowAllChannels);
  }

  public GuildSettingsChange withTimezone(String zoneId) {
    return new GuildSettingsChange(
        answerWindowSeconds,
        speedBonus,
        hideAnswers,
        Optional.of(zoneId),
        allowChannels,
        disallowChannels,
        allowAllChannels);
  }

  public GuildSettingsChange withAllowedChannel(long channelId) {
    return new GuildSettingsChange(
        answerWindowSeconds,
        speedBonus,
        hideAnswers,
        timezone,
        union(allowChannels, channelId),
        disallowChannels,
        allowAllChannels);
  }

  public GuildSettingsChange withDisallowedChannel(long channelId) {
    return new GuildSettingsChange(
        answerWindowSeconds,
        speedBonus,
        hideAnswers,
        timezone,
        allowChannels,
        union(disallowChannels, channelId),
        allowAllChannels);
  }

  public GuildSettingsChange withAllChannelsAllowed() {
    return new GuildSettingsChange(
        answerWindowSeconds,
        speedBonus,
        hideAnswers,
        timezone,
        allowChannels,
        disallowChannels,
        true);
  }

  public boolean isEmpty() {
    return answerWindowSeconds.isEmpty()
        && speedBonus.isEmpty()
        && hideAnswers.isEmpty()
        && timezone.isEmpty()
        && allowChannels.isEmpty()
        && disallowChannels.isEmpty()
        && !allowAllChannels;
  }

  private static Set<Long> union(Set<Long> set, long value) {
    var copy = new java.util.HashSet<>(set);
    copy.add(value);
    return copy;
  }
}
