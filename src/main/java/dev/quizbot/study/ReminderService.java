package dev.quizbot.study;

import dev.quizbot.daily.NextPostCalculator;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.LocalDate;
import java.time.ZonedDateTime;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Study reminders (spec, "Personal study": {@code /review remind time timezone}): at most one DM
 * per member per local date, at the member's local reminder time, only when questions are due;
 * exactly once across restarts and processes, as the daily question.
 *
 * <p>The rules, per member with reminders on and local date (today and yesterday in the member's
 * zone, so a late or snoozed reminder across midnight keeps its date):
 *
 * <ul>
 *   <li>The reminder instant follows the zone's DST rules as the daily post does ({@link
 *       NextPostCalculator}): 02:30 on a spring-forward day is at the gap's end, a time that occurs
 *       twice on a fall-back day is at its first occurrence, and the date's claim makes it once.
 *   <li>Due from that instant until {@link #LATE_LIMIT} after it (a bot that was down sends late,
 *       within the limit; later the date is passed over without a DM).
 *   <li>Nothing due then: the date is claimed SKIPPED at once and no DM goes out that day.
 *   <li>Otherwise the adapter claims the date ({@link #claim}) only when its request permit is
 *       granted, right before sending: the claim row is written first (CLAIMED, attempt 1), so of
 *       two processes one sends. SENT ends the date; FAILED is tried again on later ticks up to
 *       {@code maxAttempts}; Discord refusing the DM (50007) turns the member's reminders off.
 *   <li>A CLAIMED claim older than {@code staleAfter} that this process is not sending is an owner
 *       that died: it is taken over ({@link Claim#earlierClaimAt}), and the adapter first looks for
 *       that owner's DM before sending again, as the daily question's take-over does.
 *   <li>"Snooze 1 h" makes a SENT claim SNOOZED until an hour later: then it is due again like a
 *       failed one (one more DM, the one the member asked for).
 * </ul>
 */
public final class ReminderService {
  private static final Logger log = LoggerFactory.getLogger(ReminderService.class);

  /** How late a reminder may still go out (after a downtime over its minute). */
  public static final Duration LATE_LIMIT = Duration.ofHours(3);

  /** A claim held this long without a result belongs to a process that died. */
  public static final Duration DEFAULT_STALE_AFTER = Duration.ofMinutes(10);

  public static final int DEFAULT_MAX_ATTEMPTS = 5;

  public static final Duration SNOOZE = Duration.ofHours(1);

  private final StudySettingsStore settings;
  private final ReminderClaims claims;
  private final DueQuestions due;
  private final Clock clock;
  private final String processId;
  private final Duration staleAfter;
  private final int maxAttempts;
  private final NextPostCalculator times = new NextPostCalculator();
  // Reminders handed to the adapter by this process and not finished: not stale, not re-queued.
  private final Set<String> inFlight = ConcurrentHashMap.newKeySet();

  public ReminderService(
      StudySettingsStore settings,
      ReminderClaims claims,
      DueQuestions due,
      Clock clock,
      String processId,
      Duration staleAfter,
      int maxAttempts) {
    this.settings = Objects.requireNonNull(settings);
    this.claims = Objects.requireNonNull(claims);
    this.due = Objects.requireNonNull(due);
    this.clock = Objects.requireNonNull(clock);
    this.processId = Objects.requireNonNull(processId);
    this.staleAfter = Objects.requireNonNull(staleAfter);
    this.maxAttempts = maxAttempts;
  }

  /**
   * The reminders to send now, each handed out once until {@link #finished}; dates with nothing due
   * are claimed SKIPPED here. Earliest due first.
   */
  public List<DueReminder> due() {
    Instant now = clock.instant();
    List<StudySettings> members = settings.withRemindersOn();
    if (members.isEmpty()) {
      return List.of();
    }
    LocalDate earliest =
        members.stream()
            .map(s -> now.atZone(s.zone()).toLocalDate().minusDays(1))
            .min(LocalDate::compareTo)
            .orElseThrow();
    Map<String, ReminderClaim> stored = new HashMap<>();
    for (ReminderClaim c : claims.claimsFrom(earliest)) {
      stored.put(c.memberId() + "/" + c.localDate(), c);
    }
    List<DueReminder> result = new ArrayList<>();
    for (StudySettings member : members) {
      if (!member.remindersOn() || member.reminderTime().isEmpty()) {
        continue;
      }
      LocalDate today = now.atZone(member.zone()).toLocalDate();
      for (LocalDate date : List.of(today.minusDays(1), today)) {
        Optional<ZonedDateTime> time =
            times.postTimeOn(date, member.reminderTime().get(), member.zone());
        if (time.isEmpty()) {
          continue; // the zone skipped the whole date
        }
        Optional<ReminderClaim> seen =
            Optional.ofNullable(stored.get(member.memberId() + "/" + date));
        Optional<Instant> dueAt = dueAt(time.get().toInstant(), seen, now);
        if (dueAt.isEmpty() || inFlight.contains(member.memberId() + "/" + date)) {
          continue;
        }
        int count = due.dueCount(member.memberId(), now);
        if (count == 0) {
          nothingDue(member.memberId(), date, seen, now);
          continue;
        }
        DueReminder reminder =
            new DueReminder(member.memberId(), date, member.zone(), dueAt.get(), count, seen);
        if (inFlight.add(reminder.key())) {
          result.add(reminder);
        }
      }
    }
    result.sort(java.util.Comparator.comparing(DueReminder::at));
    return result;
  }

  /** When the date's reminder is due given its claim, if it is due now. */
  private Optional<Instant> dueAt(Instant at, Optional<ReminderClaim> seen, Instant now) {
    if (seen.isEmpty()) {
      boolean inTime = !now.isBefore(at) && now.isBefore(at.plus(LATE_LIMIT));
      return inTime ? Optional.of(at) : Optional.empty();
    }
    ReminderClaim claim = seen.get();
    return switch (claim.status()) {
      case SENT, SKIPPED -> Optional.empty();
      case SNOOZED ->
          now.isBefore(claim.claimedAt()) ? Optional.empty() : Optional.of(claim.claimedAt());
      case FAILED ->
          claim.attempts() < maxAttempts && now.isBefore(at.plus(LATE_LIMIT))
              ? Optional.of(at)
              : Optional.empty();
      case CLAIMED ->
          now.isBefore(claim.claimedAt().plus(staleAfter))
              ? Optional.empty()
              : Optional.of(claim.claimedAt());
    };
  }

  private void nothingDue(
      long memberId, LocalDate date, Optional<ReminderClaim> seen, Instant now) {
    if (seen.isEmpty()) {
      claims.insert(memberId, date, ReminderStatus.SKIPPED, processId, now);
      return;
    }
    // A snoozed, failed or stale reminder with nothing due any more: the date is done.
    ReminderClaim claim = seen.get();
    if (claims.reclaim(memberId, date, claim.status(), claim.attempts(), processId, now)) {
      claims.markSent(memberId, date, processId, claim.attempts() + 1);
    }
  }

  /**
   * Claims the reminder for this process, right before its DM is sent.
   *
   * @return {@link Claim#won()} false: another process has it (or finished it): send nothing
   */
  public Claim claim(DueReminder reminder) {
    Instant now = clock.instant();
    long member = reminder.memberId();
    LocalDate date = reminder.localDate();
    if (reminder.seen().isEmpty()) {
      boolean won = claims.insert(member, date, ReminderStatus.CLAIMED, processId, now);
      return won ? new Claim(true, 1, Optional.empty()) : Claim.LOST;
    }
    ReminderClaim claim = reminder.seen().get();
    if (!claims.reclaim(member, date, claim.status(), claim.attempts(), processId, now)) {
      return Claim.LOST;
    }
    if (claim.status() == ReminderStatus.CLAIMED) {
      log.warn(
          "reminder claim of member {} for {} was held by {} since {} without a result: taking it"
              + " over (looking for that attempt's DM before sending again)",
          member,
          date,
          claim.claimedBy(),
          claim.claimedAt());
      return new Claim(true, claim.attempts() + 1, Optional.of(claim.claimedAt()));
    }
    return new Claim(true, claim.attempts() + 1, Optional.empty());
  }

  /** The DM is out (or an earlier owner's was found): the date is done. */
  public void sent(DueReminder reminder, Claim claim) {
    if (!claims.markSent(reminder.memberId(), reminder.localDate(), processId, claim.attempt())) {
      log.warn(
          "reminder of member {} for {} was sent, but its claim had been taken over meanwhile",
          reminder.memberId(),
          reminder.localDate());
    }
  }

  /** Discord refused the DM (the member's DMs are closed): reminders turn off by themselves. */
  public void dmsClosed(DueReminder reminder, Claim claim) {
    claims.markFailed(
        reminder.memberId(),
        reminder.localDate(),
        processId,
        claim.attempt(),
        "Discord refused the DM (50007): reminders turned off");
    turnOff(reminder.memberId());
    log.info(
        "member {} does not accept DMs from the bot: study reminders turned off",
        reminder.memberId());
  }

  /** Turns the member's reminders off (the time is kept for when they turn them on again). */
  public void turnOff(long memberId) {
    StudySettings current = settings.get(memberId);
    if (current.remindersOn()) {
      settings.save(current.withRemindersOff(clock.instant()));
    }
  }

  /** Sending failed otherwise: a later tick tries again (up to the attempt limit). */
  public void failed(DueReminder reminder, Claim claim, String error) {
    claims.markFailed(reminder.memberId(), reminder.localDate(), processId, claim.attempt(), error);
  }

  /** The adapter is done with the reminder (whatever the outcome): a later tick may look again. */
  public void finished(DueReminder reminder) {
    inFlight.remove(reminder.key());
  }

  /**
   * "Snooze 1 h" on the reminder of {@code date}: due again an hour from now.
   *
   * @return when, or empty when that reminder is not a sent one any more (snoozed already, a new
   *     day's)
   */
  public Optional<Instant> snooze(long memberId, LocalDate date) {
    Optional<ReminderClaim> claim = claims.find(memberId, date);
    if (claim.isEmpty() || claim.get().status() != ReminderStatus.SENT) {
      return Optional.empty();
    }
    Instant until = clock.instant().plus(SNOOZE);
    return claims.snooze(memberId, date, claim.get().attempts(), until)
        ? Optional.of(until)
        : Optional.empty();
  }

  /**
   * The claim this process holds for one reminder.
   *
   * @param attempt the fencing token the reminder is finished with
   * @param earlierClaimAt a stale CLAIMED claim was taken over: when its owner claimed it (it may
   *     have sent the DM before dying; look for it first)
   */
  public record Claim(boolean won, int attempt, Optional<Instant> earlierClaimAt) {
    static final Claim LOST = new Claim(false, 0, Optional.empty());
  }

  /** The language the member set reminders in ({@code /review remind}); empty: English. */
  public Optional<String> language(long memberId) {
    return settings.reminderLanguage(memberId);
  }
}
