package dev.quizbot.leaderboard;

import java.time.ZoneId;
import java.util.List;
import java.util.Optional;

/**
 * One page of a server's leaderboard, ready to render.
 *
 * @param period which answers count
 * @param topic the topic the board is restricted to, or empty for every topic
 * @param zone the server's zone used for the period (UTC when none is set)
 * @param window the local-time span counted; empty for {@link Period#ALL_TIME}
 * @param entries this page's lines, best first (at most {@link LeaderboardService#PAGE_SIZE})
 * @param page 1-based page shown
 * @param pageCount pages the board has (at least 1, even when nobody answered yet)
 * @param totalMembers members with at least one answer counted by this board
 * @param callerEntry the caller's own line even when it is on another page; empty when the caller
 *     has no answer counted by this board
 */
public record Board(
    Period period,
    Optional<String> topic,
    ZoneId zone,
    Optional<PeriodWindow> window,
    List<BoardEntry> entries,
    int page,
    int pageCount,
    long totalMembers,
    Optional<BoardEntry> callerEntry) {

  public Board {
    entries = List.copyOf(entries);
  }

  /** True when nobody has an answer counted by this board yet. */
  public boolean isEmpty() {
    return totalMembers == 0;
  }
}
