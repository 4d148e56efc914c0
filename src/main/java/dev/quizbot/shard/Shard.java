package dev.quizbot.shard;

/**
 * Which servers this process serves when several bot processes (JDA shards) share one database.
 * Discord sends a server's events to shard {@code (guild_id >> 22) % total} only, so a process must
 * also act on stored rounds and daily schedules of its own shard's servers only: it cannot see the
 * others' channels.
 *
 * @param id this process's shard, 0 to {@code total - 1}
 * @param total how many shards (processes) the bot runs as; 1 means one process serves everything
 */
public record Shard(int id, int total) {

  /** One process serving every server (the default). */
  public static final Shard ALL = new Shard(0, 1);

  /** Bits of a Discord id below its timestamp: Discord's shard formula uses the timestamp. */
  private static final int TIMESTAMP_SHIFT = 22;

  public Shard {
    if (total < 1 || id < 0 || id >= total) {
      throw new IllegalArgumentException(
          "shard " + id + " of " + total + ": need total >= 1 and 0 <= id < total");
    }
  }

  /** Whether the server with this id belongs to this shard (Discord's rule). */
  public boolean owns(long guildId) {
    return (guildId >>> TIMESTAMP_SHIFT) % total == id;
  }

  /** Whether other processes serve some servers (more than one shard). */
  public boolean isPartial() {
    return total > 1;
  }

  /**
   * An SQL condition, {@code " AND (column / 4194304) % total = id"}, that keeps the rows of this
   * shard's servers; empty for a single shard, so that query stays as it was. Integer division by
   * 2^22 is the shift of Discord's rule and runs the same on SQLite and PostgreSQL (guild ids are
   * positive BIGINTs). The numbers come from validated settings, not from users.
   */
  public String andOwns(String guildIdColumn) {
    if (!isPartial()) {
      return "";
    }
    return " AND (" + guildIdColumn + " / 4194304) % " + total + " = " + id;
  }

  @Override
  public String toString() {
    return "shard " + id + " of " + total;
  }
}
