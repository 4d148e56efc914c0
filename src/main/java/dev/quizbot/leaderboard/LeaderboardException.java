package dev.quizbot.leaderboard;

import java.util.List;

/**
 * A board request that cannot be answered as asked (page out of range, unknown topic). It carries a
 * {@link Reason} and the figures the refusal needs; the adapter words it in the member's language.
 * The exception message is for logs and tests only.
 */
public final class LeaderboardException extends RuntimeException {

  /** Why the board cannot be shown. */
  public enum Reason {
    /** The page asked for is below 1. */
    PAGE_BELOW_ONE,
    /** The page asked for is past the board's last page ({@link #pageCount()}). */
    NO_SUCH_PAGE,
    /** The topic asked for is not one of the bank's ({@link #topics()}). */
    UNKNOWN_TOPIC
  }

  private final Reason reason;
  private final long page;
  private final int pageCount;
  private final String typed;
  private final List<String> topics;
  private final int moreTopics;

  private LeaderboardException(
      Reason reason, long page, int pageCount, String typed, List<String> topics, int moreTopics) {
    super(
        reason
            + " page="
            + page
            + " pages="
            + pageCount
            + " typed="
            + typed
            + " topics="
            + topics
            + " more="
            + moreTopics);
    this.reason = reason;
    this.page = page;
    this.pageCount = pageCount;
    this.typed = typed;
    this.topics = List.copyOf(topics);
    this.moreTopics = moreTopics;
  }

  public static LeaderboardException pageBelowOne(long page) {
    return new LeaderboardException(Reason.PAGE_BELOW_ONE, page, 0, "", List.of(), 0);
  }

  public static LeaderboardException noSuchPage(long page, int pageCount) {
    return new LeaderboardException(Reason.NO_SUCH_PAGE, page, pageCount, "", List.of(), 0);
  }

  public static LeaderboardException unknownTopic(String typed, List<String> shown, int more) {
    return new LeaderboardException(Reason.UNKNOWN_TOPIC, 0, 0, typed, shown, more);
  }

  public Reason reason() {
    return reason;
  }

  /** The page asked for ({@link Reason#PAGE_BELOW_ONE}, {@link Reason#NO_SUCH_PAGE}). */
  public long page() {
    return page;
  }

  /** The board's number of pages ({@link Reason#NO_SUCH_PAGE}). */
  public int pageCount() {
    return pageCount;
  }

  /** What the member typed, made safe to echo ({@link Reason#UNKNOWN_TOPIC}). */
  public String typed() {
    return typed;
  }

  /** The known topics to offer, alphabetically, cut to fit one message. */
  public List<String> topics() {
    return topics;
  }

  /** How many known topics {@link #topics()} leaves out. */
  public int moreTopics() {
    return moreTopics;
  }
}
