package dev.quizbot.guildconfig;

import java.util.Optional;

/** Persistence of per-server settings. */
public interface GuildSettingsStore {

  /**
   * The stored settings of a server, or empty when it never changed anything (and has no allowed
   * channels stored).
   */
  Optional<GuildSettings> load(long guildId, GuildSettingsDefaults defaults);

  /** Replaces the server's stored settings and allowed channels in one transaction. */
  void save(GuildSettings settings, java.time.Instant updatedAt);
}
