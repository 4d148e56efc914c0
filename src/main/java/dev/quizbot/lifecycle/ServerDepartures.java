package dev.quizbot.lifecycle;

import dev.quizbot.shard.Shard;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/** Where server departures are kept and a server's rows are deleted. */
public interface ServerDepartures {

  /** Records the departure unless one is recorded: the first departure counts. */
  boolean recordLeft(long guildId, Instant at);

  /** Forgets the departure (a re-invite); whether there was one. */
  boolean clear(long guildId);

  /** Servers of this shard the bot left, with when. */
  Map<Long, Instant> departures(Shard shard);

  /** Servers with a departure at or before {@code cutoff}, oldest first. */
  List<Long> leftAtOrBefore(Instant cutoff);

  /** Servers of this shard that have rows in the tables that say a server used the bot. */
  Set<Long> serversWithData(Shard shard);

  /**
   * Deletes every row of the server, in one transaction, if its departure is still recorded at or
   * before {@code cutoff}: a re-invite, or another process that purged first, makes it a no-op.
   *
   * @return the rows deleted per table; empty when nothing was due
   */
  Map<String, Integer> purgeIfLeftBy(long guildId, Instant cutoff);

  /**
   * Deletes every row of the server now, in one transaction, unless a question is open there (its
   * answers are still being stored); the rows deleted per table, empty when refused.
   */
  Optional<Map<String, Integer>> eraseUnlessOpen(long guildId);
}
