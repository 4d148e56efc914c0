package dev.quizbot.leaderboard;

import java.time.Instant;
import java.time.LocalDate;
import java.time.ZoneId;
import java.util.HashMap;
import java.util.Map;

/**
 * The week and month an answer falls in, in a server's zone, remembered per zone and local day.
 *
 * <p>Why: the answer writer needs both period starts for every answer it stores; the calendar
 * arithmetic ({@link LeaderboardService#windowOf}) is far dearer than one offset lookup, and the
 * answers of one batch almost always share a zone and a day. One instance serves one batch.
 */
final class PeriodStarts {

  /** First instants (epoch milliseconds) of the week and the month. */
  record Starts(long week, long month) {}

  private record Day(ZoneId zone, long epochDay) {}

  private final Map<Day, Starts> known = new HashMap<>();

  Starts of(ZoneId zone, long epochMilli) {
    Instant instant = Instant.ofEpochMilli(epochMilli);
    long localSeconds =
        instant.getEpochSecond() + zone.getRules().getOffset(instant).getTotalSeconds();
    long epochDay = Math.floorDiv(localSeconds, 86_400L);
    return known.computeIfAbsent(new Day(zone, epochDay), PeriodStarts::compute);
  }

  private static Starts compute(Day day) {
    // Noon of that local day: safely inside it whatever the zone's transitions.
    var noon = LocalDate.ofEpochDay(day.epochDay()).atTime(12, 0).atZone(day.zone());
    return new Starts(
        PeriodTotals.startOf(PeriodTotals.WEEK, noon),
        PeriodTotals.startOf(PeriodTotals.MONTH, noon));
  }
}
