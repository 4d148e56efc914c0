package dev.quizbot.leaderboard;

import dev.quizbot.input.Typed;
import java.time.Clock;
import java.time.DayOfWeek;
import java.time.Instant;
import java.time.LocalDate;
import java.time.ZoneId;
import java.time.ZonedDateTime;
import java.time.temporal.TemporalAdjusters;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeMap;
import java.util.stream.Collectors;

/**
 * Per-server leaderboards and member statistics, built on the answers the rounds domain stores.
 *
 * <p>Boards are ranked by more points, then more correct answers, then the earlier reach of the
 * score (all-time: when the member's points last grew; month/week: the last point-earning answer in
 * the period), then user id so equal members always come out in the same order.
 */
public final class LeaderboardService {

  /**
   * Lines per board page. Chosen independently of rendering: a line (rank, mention, points,
   * correct/answered) stays under 120 characters, so 10 lines plus a caller line stay far below the
   * 4096-character embed description limit.
   */
  public static final int PAGE_SIZE = 10;

  /** Days of the points-per-day series in {@link MemberStatsView#lastDays()}, today included. */
  public static final int STATS_DAYS = 30;

  /** Characters of topic names in an "unknown topic" message, well under Discord's 2000. */
  private static final int TOPIC_LIST_MAX = 1500;

  private final LeaderboardStore store;
  private final GuildZones zones;
  private final TopicCatalog topics;
  private final Clock clock;

  public LeaderboardService(
      LeaderboardStore store, GuildZones zones, TopicCatalog topics, Clock clock) {
    this.store = store;
    this.zones = zones;
    this.topics = topics;
    this.clock = clock;
  }

  /**
   * One page of the server's board.
   *
   * @param topic restricts the board to one of the server's {@link TopicCatalog#topics} (matched
   *     ignoring case); empty or blank for every topic
   * @param page 1-based page number
   * @param callerId the member asking, whose own line is returned even when off the page
   * @throws LeaderboardException when the page does not exist or the topic is unknown, with a
   *     message for the member
   */
  public Board board(long guildId, Period period, Optional<String> topic, int page, long callerId) {
    if (page < 1) {
      throw LeaderboardException.pageBelowOne(page);
    }
    Optional<String> knownTopic = resolveTopic(guildId, topic);
    ZoneId zone = zones.zoneOf(guildId);
    Optional<PeriodWindow> window =
        windowOf(period, ZonedDateTime.ofInstant(clock.instant(), zone));
    // In long and capped: a page near Integer.MAX_VALUE must not wrap to a negative offset, which
    // PostgreSQL rejects; past the end it reads nothing and is refused below with the page count.
    int offset = (int) Math.min((long) (page - 1) * PAGE_SIZE, Integer.MAX_VALUE);

    LeaderboardStore.RankedSlice slice;
    if (window.isEmpty() && knownTopic.isEmpty()) {
      slice = store.allTime(guildId, offset, PAGE_SIZE, callerId);
    } else {
      long from = window.map(PeriodWindow::startMillis).orElse(Long.MIN_VALUE);
      long to = window.map(PeriodWindow::endMillis).orElse(Long.MAX_VALUE);
      Optional<LeaderboardStore.RankedSlice> fromTotals =
          window.isPresent() && knownTopic.isEmpty()
              ? store.periodTotals(guildId, period, zone, window.get(), offset, PAGE_SIZE, callerId)
              : Optional.empty();
      slice =
          fromTotals.orElseGet(
              () ->
                  store.answersBetween(guildId, from, to, knownTopic, offset, PAGE_SIZE, callerId));
    }

    int pageCount = (int) Math.max(1, (slice.totalMembers() + PAGE_SIZE - 1) / PAGE_SIZE);
    if (page > pageCount) {
      throw LeaderboardException.noSuchPage(page, pageCount);
    }
    return new Board(
        period,
        knownTopic,
        zone,
        window,
        slice.entries(),
        page,
        pageCount,
        slice.totalMembers(),
        slice.caller());
  }

  /**
   * The member's statistics in the server; empty when the member has no answer there yet (the
   * adapter says "no answers yet").
   */
  public Optional<MemberStatsView> stats(long guildId, long userId) {
    Optional<LeaderboardStore.Standing> standing = store.standing(guildId, userId);
    if (standing.isEmpty()) {
      return Optional.empty();
    }
    LeaderboardStore.Standing s = standing.get();
    ZoneId zone = zones.zoneOf(guildId);
    LocalDate today = LocalDate.ofInstant(clock.instant(), zone);
    LocalDate firstDay = today.minusDays(STATS_DAYS - 1);
    long from = firstDay.atStartOfDay(zone).toInstant().toEpochMilli();

    Map<LocalDate, Long> perDay = new TreeMap<>();
    for (LeaderboardStore.TimedPoints p : store.pointsSince(guildId, userId, from)) {
      LocalDate day = Instant.ofEpochMilli(p.answeredAtMillis()).atZone(zone).toLocalDate();
      perDay.merge(day, p.points(), Long::sum);
    }
    List<DailyPoints> lastDays =
        firstDay
            .datesUntil(today.plusDays(1))
            .map(d -> new DailyPoints(d, perDay.getOrDefault(d, 0L)))
            .collect(Collectors.toList());

    return Optional.of(
        new MemberStatsView(
            guildId,
            userId,
            zone,
            s.answered(),
            s.correct(),
            s.points(),
            s.currentStreak(),
            s.bestStreak(),
            s.rank(),
            store.topicAccuracy(guildId, userId),
            lastDays));
  }

  /** The local-time span of a period containing {@code now}; empty for all-time. */
  static Optional<PeriodWindow> windowOf(Period period, ZonedDateTime now) {
    ZoneId zone = now.getZone();
    LocalDate today = now.toLocalDate();
    switch (period) {
      case ALL_TIME:
        return Optional.empty();
      case MONTH:
        LocalDate first = today.withDayOfMonth(1);
        return Optional.of(
            new PeriodWindow(first.atStartOfDay(zone), first.plusMonths(1).atStartOfDay(zone)));
      case WEEK:
        LocalDate monday = today.with(TemporalAdjusters.previousOrSame(DayOfWeek.MONDAY));
        return Optional.of(
            new PeriodWindow(monday.atStartOfDay(zone), monday.plusWeeks(1).atStartOfDay(zone)));
      default:
        throw new IllegalArgumentException("unknown period " + period);
    }
  }

  private Optional<String> resolveTopic(long guildId, Optional<String> requested) {
    if (requested.isEmpty() || requested.get().isBlank()) {
      return Optional.empty();
    }
    String wanted = requested.get().strip();
    var known = topics.topics(guildId);
    return Optional.of(
        known.stream()
            .filter(t -> t.equalsIgnoreCase(wanted))
            .findFirst()
            .orElseThrow(() -> unknownTopic(wanted, known)));
  }

  /**
   * The refusal for an unknown topic, offering the known topics alphabetically, cut beyond {@link
   * #TOPIC_LIST_MAX} characters: the refusal is one Discord message (2000 characters) whatever the
   * bank holds.
   */
  private static LeaderboardException unknownTopic(String wanted, Set<String> known) {
    List<String> sorted = known.stream().sorted().toList();
    int length = 0;
    int shown = 0;
    while (shown < sorted.size() && length + sorted.get(shown).length() <= TOPIC_LIST_MAX) {
      length += sorted.get(shown).length() + 2;
      shown++;
    }
    return LeaderboardException.unknownTopic(
        Typed.echo(wanted), sorted.subList(0, shown), sorted.size() - shown);
  }
}
