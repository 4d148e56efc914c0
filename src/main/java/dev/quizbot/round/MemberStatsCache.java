package dev.quizbot.round;

import java.util.HashMap;
import java.util.Map;

/**
 * Members' totals held in memory so streaks and points are computed without a read per answer.
 * Loaded per server on first use; a server is dropped once it has no open round and all its writes
 * are committed (so a reload can never miss a queued write). Guarded by the {@link RoundService}
 * lock.
 */
final class MemberStatsCache {

  private static final class GuildEntry {
    final Map<Long, MemberStats> members;
    long lastWriteSeq;

    GuildEntry(Map<Long, MemberStats> members) {
      this.members = members;
    }
  }

  private final AnswerStore store;
  private final Map<Long, GuildEntry> guilds = new HashMap<>();
  private long evictions;

  MemberStatsCache(AnswerStore store) {
    this.store = store;
  }

  MemberStats get(long guildId, long userId) {
    return entry(guildId).members.getOrDefault(userId, MemberStats.none(guildId, userId));
  }

  /**
   * Loads a server's totals now, so the first reactions of a round do not wait for the read on the
   * event thread.
   */
  void warm(long guildId) {
    entry(guildId);
  }

  private GuildEntry entry(long guildId) {
    return guilds.computeIfAbsent(
        guildId, g -> new GuildEntry(new HashMap<>(store.memberStatsOf(g))));
  }

  void put(MemberStats stats, long writeSeq) {
    GuildEntry entry = guilds.get(stats.guildId());
    entry.members.put(stats.userId(), stats);
    entry.lastWriteSeq = writeSeq;
  }

  /** Drops a server's totals if every write of it is committed. */
  void evictIfCommitted(long guildId, long committedSeq) {
    GuildEntry entry = guilds.get(guildId);
    if (entry != null && entry.lastWriteSeq <= committedSeq) {
      guilds.remove(guildId);
      evictions++;
    }
  }

  /** Counts evictions, so a read made outside the lock can tell whether it may be stale. */
  long evictions() {
    return evictions;
  }

  /**
   * Installs totals read outside the lock. Skipped when the server got loaded meanwhile, or when
   * anything was evicted since the read began (writes may have happened and been committed after
   * the read): a server absent from the cache has no queued writes, so an undisturbed read is
   * complete.
   */
  void install(long guildId, Map<Long, MemberStats> read, long evictionsBeforeRead) {
    if (!guilds.containsKey(guildId) && evictions == evictionsBeforeRead) {
      guilds.put(guildId, new GuildEntry(new HashMap<>(read)));
    }
  }

  boolean holds(long guildId) {
    return guilds.containsKey(guildId);
  }
}
