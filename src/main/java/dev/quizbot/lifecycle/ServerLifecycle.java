package dev.quizbot.lifecycle;

import dev.quizbot.shard.Shard;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.Set;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * A server's life with the bot: removed, it keeps its data for {@code keep} (its schedules stop at
 * once: they skip servers with a departure), then a tick of any process purges every row of it; a
 * re-invite before that keeps everything. Every step is idempotent and safe with several processes
 * on one database: the purge claims the departure row in its own transaction.
 */
public final class ServerLifecycle {
  private static final Logger log = LoggerFactory.getLogger(ServerLifecycle.class);

  private final ServerDepartures store;
  private final Duration keep;
  private final Clock clock;

  /**
   * @param keep how long a removed server's data is kept (servers.keepAfterRemoval)
   */
  public ServerLifecycle(ServerDepartures store, Duration keep, Clock clock) {
    this.store = store;
    this.keep = keep;
    this.clock = clock;
  }

  /** The bot was removed from the server (not an outage). */
  public void left(long guildId) {
    if (store.recordLeft(guildId, clock.instant())) {
      log.info(
          "removed from server {}: its data is kept until {}, then purged",
          guildId,
          clock.instant().plus(keep));
    }
  }

  /** The bot is in the server (a re-invite, or present at start-up): nothing is purged. */
  public void present(long guildId) {
    if (store.clear(guildId)) {
      log.info("back in server {}: its data is kept", guildId);
    }
  }

  /**
   * Once Discord listed this process's servers: a server with data here that Discord does not list
   * removed the bot while it was down; a listed one with a departure re-invited it meanwhile.
   *
   * @param listed every server Discord lists for this shard, unavailable ones (an outage) included
   * @return how many servers were found removed
   */
  public int reconcile(Set<Long> listed, Shard shard) {
    Map<Long, Instant> departed = store.departures(shard);
    departed.keySet().stream().filter(listed::contains).forEach(this::present);
    Set<Long> withData = store.serversWithData(shard);
    if (listed.isEmpty() && !withData.isEmpty()) {
      // Far likelier a token of another application than a bot removed from every server: a
      // purge of everything a month later must not follow from that.
      log.warn(
          "Discord lists no server for this bot, but the database has data of {} server(s): not"
              + " counting them as left. Check the token is this bot's.",
          withData.size());
      return 0;
    }
    int removed = 0;
    for (long guildId : withData) {
      if (!listed.contains(guildId) && !departed.containsKey(guildId)) {
        left(guildId);
        removed++;
      }
    }
    return removed;
  }

  /**
   * Purges every server whose grace ran out; the ticker's work.
   *
   * @return how many servers this call purged (another process may have purged others)
   */
  public int purgeDue() {
    Instant cutoff = clock.instant().minus(keep);
    int purged = 0;
    for (long guildId : store.leftAtOrBefore(cutoff)) {
      Map<String, Integer> deleted = store.purgeIfLeftBy(guildId, cutoff);
      if (!deleted.isEmpty()) {
        purged++;
        log.info("purged server {}: {} row(s) deleted", guildId, total(deleted));
      }
    }
    return purged;
  }

  /**
   * An admin's erase: every row of the server, now.
   *
   * @return the rows deleted; empty while a question is open there (its answers are still coming)
   */
  public OptionalInt erase(long guildId) {
    Optional<Map<String, Integer>> deleted = store.eraseUnlessOpen(guildId);
    if (deleted.isEmpty()) {
      return OptionalInt.empty();
    }
    int rows = total(deleted.get());
    log.info("erased the data of server {} at an admin's request: {} row(s)", guildId, rows);
    return OptionalInt.of(rows);
  }

  /** How long a removed server's data is kept. */
  public Duration keep() {
    return keep;
  }

  private static int total(Map<String, Integer> deleted) {
    return deleted.values().stream().mapToInt(Integer::intValue).sum();
  }
}
