package dev.quizbot.study;

import java.time.Instant;
import java.util.OptionalLong;

/**
 * The bot's DM channel id with each member, once opened (see V11__study_dm_channels.sql): a
 * reminder sends straight to it instead of asking Discord for the channel first.
 */
public interface DmChannelStore {

  /** The stored DM channel of the member; empty when none was opened yet. */
  OptionalLong find(long memberId);

  /** Stores (or replaces) the member's DM channel, just opened at {@code at}. */
  void remember(long memberId, long channelId, Instant at);

  /**
   * Forgets the member's DM channel if it is still {@code channelId} (Discord no longer knows it).
   */
  void forget(long memberId, long channelId);
}
