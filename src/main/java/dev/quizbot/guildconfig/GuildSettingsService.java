package dev.quizbot.guildconfig;

import dev.quizbot.input.InvalidZoneException;
import dev.quizbot.input.ZoneInput;
import java.time.Clock;
import java.time.ZoneId;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ConcurrentMap;

/**
 * Reads and changes per-server settings ({@code /quizconfig}). Reads are cached because every
 * {@code /quiz} needs them; a change validates every option first and stores nothing unless all are
 * valid.
 *
 * <p>The caller (the Discord adapter) checks Manage Server before calling {@link #update}.
 */
public final class GuildSettingsService {

  /** Discord allows at most 500 channels per guild; a longer allow-list is surely a mistake. */
  static final int MAX_ALLOWED_CHANNELS = 100;

  /** What an admin types as the timezone to clear the server's own zone. */
  private static final String NO_ZONE = "none";

  private final GuildSettingsStore store;
  private final GuildSettingsDefaults defaults;
  private final Clock clock;
  private final ConcurrentMap<Long, GuildSettings> cache = new ConcurrentHashMap<>();

  public GuildSettingsService(
      GuildSettingsStore store, GuildSettingsDefaults defaults, Clock clock) {
    this.store = store;
    this.defaults = defaults;
    this.clock = clock;
  }

  /** The server's effective settings (stored values, defaults for the rest). */
  public GuildSettings settings(long guildId) {
    return cache.computeIfAbsent(
        guildId,
        id -> store.load(id, defaults).orElseGet(() -> GuildSettings.defaultsFor(id, defaults)));
  }

  /**
   * Validates and applies a change. Invalid options are all reported (not only the first) and
   * nothing is stored.
   */
  public synchronized SettingsUpdate update(long guildId, GuildSettingsChange change) {
    List<SettingsProblem> problems = new ArrayList<>();
    GuildSettings current = settings(guildId);
    if (change.isEmpty()) {
      // Nothing asked: report the current settings and store nothing.
      return new SettingsUpdate.Applied(current);
    }

    int window = current.answerWindowSeconds();
    if (change.answerWindowSeconds().isPresent()) {
      int asked = change.answerWindowSeconds().get();
      if (asked < GuildSettings.MIN_WINDOW_SECONDS || asked > GuildSettings.MAX_WINDOW_SECONDS) {
        problems.add(
            SettingsProblem.of(
                "quizconfig.problem.window",
                asked,
                GuildSettings.MIN_WINDOW_SECONDS,
                GuildSettings.MAX_WINDOW_SECONDS));
      } else {
        window = asked;
      }
    }

    Optional<ZoneId> zone = current.timezone();
    if (change.timezone().isPresent()
        && change.timezone().get().strip().equalsIgnoreCase(NO_ZONE)) {
      // Back to no zone of its own: the boards count in the daily question's zone, else UTC.
      zone = Optional.empty();
    } else if (change.timezone().isPresent()) {
      try {
        // The same rules as /daily set: no abbreviations or fixed offsets, any letter case.
        zone = Optional.of(ZoneInput.parse(change.timezone().get()));
      } catch (InvalidZoneException e) {
        problems.add(SettingsProblem.zone(e));
      }
    }

    Set<Long> channels = new LinkedHashSet<>(current.allowedChannels());
    if (change.allowAllChannels()) {
      channels.clear();
    }
    channels.addAll(change.allowChannels());
    disallowProblem(channels, change.disallowChannels(), change.allowAllChannels())
        .ifPresent(problems::add);
    // Removing every listed channel would open every channel: refused, the channels named (then
    // the list ends up empty, so the limit below cannot be passed as well).
    Set<Long> everyListedDisallowed =
        !channels.isEmpty() && change.disallowChannels().containsAll(channels)
            ? Set.copyOf(channels)
            : Set.of();
    channels.removeAll(change.disallowChannels());
    if (channels.size() > MAX_ALLOWED_CHANNELS) {
      problems.add(SettingsProblem.of("quizconfig.problem.tooManyChannels", MAX_ALLOWED_CHANNELS));
    }

    if (!problems.isEmpty() || !everyListedDisallowed.isEmpty()) {
      return new SettingsUpdate.Invalid(problems, everyListedDisallowed);
    }
    GuildSettings next =
        new GuildSettings(
            guildId,
            window,
            change.speedBonus().orElse(current.speedBonus()),
            change.hideAnswers().orElse(current.hideAnswers()),
            channels,
            zone);
    store.save(next, clock.instant());
    cache.put(guildId, next);
    return new SettingsUpdate.Applied(next);
  }

  /**
   * An empty allow-list means every channel, so removing channels must leave at least one listed:
   * otherwise "disallow" would do nothing (no list yet) or open every channel, the disallowed one
   * included (its last entry removed). Both are refused with the way to get what the admin wants;
   * here the cases without a list, the other is {@link
   * SettingsUpdate.Invalid#everyListedDisallowed}.
   */
  private static Optional<SettingsProblem> disallowProblem(
      Set<Long> listed, Set<Long> disallowed, boolean allowingAll) {
    if (disallowed.isEmpty()) {
      return Optional.empty();
    }
    if (listed.isEmpty() && allowingAll) {
      return Optional.of(SettingsProblem.of("quizconfig.problem.disallowWithAll"));
    }
    if (listed.isEmpty()) {
      return Optional.of(SettingsProblem.of("quizconfig.problem.disallowWithoutList"));
    }
    return Optional.empty();
  }

  public GuildSettingsDefaults defaults() {
    return defaults;
  }
}
