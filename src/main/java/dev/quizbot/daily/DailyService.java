package dev.quizbot.daily;

import dev.quizbot.input.Typed;
import java.io.IOException;
import java.net.InetAddress;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalTime;
import java.time.ZoneId;
import java.time.ZoneOffset;
import java.time.ZonedDateTime;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalLong;
import java.util.Random;
import java.util.UUID;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The daily question: schedules, due posts, catch-up, skips and the exactly-once claim.
 *
 * <p><b>When a post is due.</b> For the schedule's current local date D with post instant P (see
 * {@link NextPostCalculator}): due while {@code P <= now < P + window} and now is still on D.
 * Before that nothing happens; after it, or once the local date has moved on, D is skipped and
 * logged at INFO once (a SKIPPED claim), never posted late. Yesterday's question is never posted.
 *
 * <p><b>Exactly once.</b> The (server, D) claim row is inserted before the poster is called; the
 * primary key lets one process win. Re-claiming is a compare-and-set on (status, attempts) so one
 * process at a time wins it, and the attempt number fences the owner: only the current attempt can
 * mark the date POSTED or FAILED. Re-claimed are:
 *
 * <ul>
 *   <li>FAILED claims, on later ticks while the window lasts, up to {@code maxAttempts} attempts
 *       (and always by {@code /daily now});
 *   <li>CLAIMED claims older than {@code staleAfter} (default 10 minutes) that this process is not
 *       itself still posting: their owner is presumed dead. It may have got the message out and
 *       died (or lost the database) before marking POSTED, so the new owner first asks {@link
 *       DailyPoster#findEarlierPost}: when the message is found, the claim is marked POSTED with it
 *       (same fence) and nothing is posted; when none is found, or the look-up fails, it posts.
 * </ul>
 *
 * <p><b>Residual risk</b>, stated plainly: a duplicate after a crash between the Discord call and
 * the POSTED write remains possible only when that look-up fails (refusing to post would lose the
 * day) or does not find the message (the Discord adapter gives up after 500 messages following the
 * earlier claim). A poster that takes longer than {@code staleAfter} can still be overtaken while
 * its message is not out yet; its late POSTED is then refused and logged at WARN as a possible
 * duplicate.
 */
public final class DailyService {

  public static final Duration DEFAULT_STALE_AFTER = Duration.ofMinutes(10);
  public static final int DEFAULT_MAX_ATTEMPTS = 5;

  /** How many past local dates a tick checks for skipped days (a longer outage logs a week). */
  static final int SKIP_LOOKBACK_DAYS = 7;

  private static final Logger log = LoggerFactory.getLogger(DailyService.class);

  private final DailyStore store;
  private final EligibleQuestions questions;
  private final Clock clock;
  private final String processId;
  private final int maxAttempts;
  private final NextPostCalculator calculator = new NextPostCalculator();
  private final DailyInputParser parser;
  private final DailyPosting posting;
  private final DailyClaims claiming;

  public DailyService(
      DailyStore store,
      EligibleQuestions questions,
      DailyPoster poster,
      Clock clock,
      Random random,
      String processId) {
    this(
        store,
        questions,
        poster,
        clock,
        random,
        processId,
        DEFAULT_STALE_AFTER,
        DEFAULT_MAX_ATTEMPTS,
        DailyInputParser.DEFAULT_WINDOW);
  }

  /**
   * @param defaultWindow the answer window stored when {@code /daily set} names none (the
   *     operator's {@code daily.defaultWindow})
   */
  public DailyService(
      DailyStore store,
      EligibleQuestions questions,
      DailyPoster poster,
      Clock clock,
      Random random,
      String processId,
      Duration staleAfter,
      int maxAttempts,
      Duration defaultWindow) {
    this.store = store;
    this.questions = questions;
    this.clock = clock;
    this.processId = processId;
    this.maxAttempts = maxAttempts;
    this.parser = new DailyInputParser(defaultWindow);
    this.posting = new DailyPosting(store, poster, clock, processId);
    this.claiming =
        new DailyClaims(
            store,
            new DailyQuestionPicker(store, questions, random),
            posting,
            processId,
            staleAfter,
            maxAttempts);
  }

  /** A process id unique to this run: pid, host and a random part (pids repeat across hosts). */
  public static String newProcessId() {
    String host;
    try {
      host = InetAddress.getLocalHost().getHostName();
    } catch (IOException e) {
      host = "unknown-host";
    }
    return ProcessHandle.current().pid()
        + "@"
        + host
        + "/"
        + UUID.randomUUID().toString().substring(0, 8);
  }

  /**
   * Validates and stores a schedule (replacing the server's previous one) and switches it on.
   *
   * @throws InvalidDailyInputException with a message for the member; nothing is stored then
   */
  public DailySchedule set(DailySetRequest request) {
    LocalTime time = parser.parseTime(request.time());
    ZoneId zone = parser.parseZone(request.timezone());
    Duration window = parser.parseWindow(request.window().orElse(null));
    Optional<String> topic = request.topic().map(String::trim).filter(t -> !t.isEmpty());
    if (topic.isPresent() && questions.questionIds(request.guildId(), topic).isEmpty()) {
      throw new InvalidDailyInputException(
          "topic '"
              + Typed.echo(topic.get())
              + "' has no questions: pick a topic listed by /topics, or leave topic empty for"
              + " every topic",
          "daily.topicEmpty",
          Typed.echo(topic.get()));
    }
    DailySchedule schedule =
        new DailySchedule(
            request.guildId(),
            request.channelId(),
            time,
            zone,
            topic,
            request.roleId(),
            window,
            true,
            request.memberId(),
            clock.instant());
    store.saveSchedule(schedule);
    log.info(
        "daily schedule set: server {} channel {} at {} {} window {}",
        schedule.guildId(),
        schedule.channelId(),
        time,
        zone,
        window);
    return schedule;
  }

  /** Switches the schedule off, keeping its settings; false when the server has none. */
  public boolean off(long guildId, long memberId) {
    Optional<DailySchedule> schedule = store.findSchedule(guildId);
    schedule.ifPresent(s -> store.saveSchedule(s.withEnabled(false, memberId, clock.instant())));
    return schedule.isPresent();
  }

  /**
   * Switches the stored schedule on again as it was (channel, time, zone, topic, role, window);
   * false when the server has none, so there is nothing to switch on.
   */
  public boolean on(long guildId, long memberId) {
    Optional<DailySchedule> schedule = store.findSchedule(guildId);
    schedule.ifPresent(s -> store.saveSchedule(s.withEnabled(true, memberId, clock.instant())));
    return schedule.isPresent();
  }

  /** The schedule, the next post and today's claim; empty when the server has no schedule. */
  public Optional<DailyStatus> status(long guildId) {
    return store
        .findSchedule(guildId)
        .map(
            schedule -> {
              Instant now = clock.instant();
              LocalDate today = now.atZone(schedule.zone()).toLocalDate();
              Optional<DailyClaim> claim = store.findClaim(guildId, today);
              Optional<ZonedDateTime> next =
                  schedule.enabled()
                      ? Optional.of(nextPost(schedule, now, today, claim))
                      : Optional.empty();
              return new DailyStatus(schedule, next, today, claim);
            });
  }

  /**
   * Posts due daily questions and records skipped days. Call it every ~30 seconds; safe to call
   * from several threads or processes at once. Posts are handed to the poster without waiting.
   */
  public TickReport tick() {
    Instant now = clock.instant();
    List<DailySchedule> schedules = store.enabledSchedules();
    // Local dates are at most 14 h away from UTC dates; two extra days cover every zone.
    LocalDate oldest = LocalDate.ofInstant(now, ZoneOffset.UTC).minusDays(SKIP_LOOKBACK_DAYS + 2);
    Map<ClaimKey, DailyClaim> claims = new HashMap<>();
    for (DailyClaim claim : store.claimsSince(oldest)) {
      claims.put(new ClaimKey(claim.guildId(), claim.localDate()), claim);
    }
    int started = 0;
    int skipped = 0;
    for (DailySchedule schedule : schedules) {
      try {
        skipped += recordSkippedDays(schedule, now, claims);
        if (postIfDue(schedule, now, claims)) {
          started++;
        }
      } catch (RuntimeException e) {
        log.warn("daily tick failed for server {}: {}", schedule.guildId(), e.getMessage(), e);
      }
    }
    return new TickReport(started, skipped);
  }

  /**
   * {@code /daily now}: posts today's question immediately, claiming today's local date so the
   * scheduled post of today will not happen again. Ignores the window and a schedule that is off.
   */
  public CompletionStage<PostNowResult> postNow(long guildId) {
    Optional<DailySchedule> found = store.findSchedule(guildId);
    if (found.isEmpty()) {
      return CompletableFuture.completedFuture(
          new PostNowResult(
              PostNowResult.Kind.NO_SCHEDULE,
              null,
              OptionalLong.empty(),
              "there is no daily question here yet: set one up with /daily set"));
    }
    DailySchedule schedule = found.get();
    Instant now = clock.instant();
    LocalDate today = now.atZone(schedule.zone()).toLocalDate();
    Optional<DailyClaim> seen = store.findClaim(guildId, today);
    DailyClaims.Acquisition acquired = claiming.acquire(schedule, today, seen, now, true);
    return switch (acquired.kind()) {
      case WON ->
          posting
              .start(schedule, today, acquired)
              .thenApply(
                  outcome ->
                      acquired.questionId().isEmpty()
                          ? new PostNowResult(
                              PostNowResult.Kind.NO_QUESTIONS,
                              today,
                              OptionalLong.empty(),
                              DailyPosting.noQuestionsMessage(schedule))
                          : nowResult(today, outcome));
      case ALREADY_POSTED ->
          done(
              PostNowResult.Kind.ALREADY_POSTED,
              today,
              seen.flatMap(c -> boxed(c.messageId())),
              "today's daily question (" + today + ") is already posted");
      default ->
          done(
              PostNowResult.Kind.IN_PROGRESS,
              today,
              Optional.empty(),
              "today's daily question (" + today + ") is being posted right now");
    };
  }

  private ZonedDateTime nextPost(
      DailySchedule schedule, Instant now, LocalDate today, Optional<DailyClaim> claim) {
    Optional<ZonedDateTime> todays = calculator.postTimeOn(schedule, today);
    boolean retryPending =
        claim.isPresent()
            && claim.get().status() == ClaimStatus.FAILED
            && claim.get().attempts() < maxAttempts;
    if (todays.isPresent() && (claim.isEmpty() || retryPending)) {
      Instant at = todays.get().toInstant();
      if (!at.isBefore(schedule.updatedAt()) && now.isBefore(at.plus(schedule.window()))) {
        return at.isAfter(now) ? todays.get() : now.atZone(schedule.zone());
      }
    }
    Instant tomorrow = today.plusDays(1).atStartOfDay(schedule.zone()).toInstant();
    return calculator.nextPostAfter(schedule, tomorrow.minusNanos(1));
  }

  private int recordSkippedDays(
      DailySchedule schedule, Instant now, Map<ClaimKey, DailyClaim> claims) {
    LocalDate today = now.atZone(schedule.zone()).toLocalDate();
    int skipped = 0;
    for (LocalDate date = today.minusDays(SKIP_LOOKBACK_DAYS);
        !date.isAfter(today);
        date = date.plusDays(1)) {
      Optional<ZonedDateTime> post = calculator.postTimeOn(schedule, date);
      if (post.isEmpty() || claims.containsKey(new ClaimKey(schedule.guildId(), date))) {
        continue;
      }
      Instant at = post.get().toInstant();
      Instant windowEnd = at.plus(schedule.window());
      boolean over = date.isBefore(today) || !now.isBefore(windowEnd);
      if (!over || at.isBefore(schedule.updatedAt())) {
        continue;
      }
      if (store.insertClaim(
          schedule.guildId(), date, ClaimStatus.SKIPPED, Optional.empty(), processId, now)) {
        skipped++;
        log.info(
            "daily question skipped: server {} local date {}: the bot was not running between the"
                + " post time {} and the end of its window {}",
            schedule.guildId(),
            date,
            post.get(),
            windowEnd.atZone(schedule.zone()));
      }
    }
    return skipped;
  }

  private boolean postIfDue(DailySchedule schedule, Instant now, Map<ClaimKey, DailyClaim> claims) {
    LocalDate today = now.atZone(schedule.zone()).toLocalDate();
    Optional<ZonedDateTime> post = calculator.postTimeOn(schedule, today);
    if (post.isEmpty()) {
      return false;
    }
    Instant at = post.get().toInstant();
    boolean due =
        !now.isBefore(at)
            && now.isBefore(at.plus(schedule.window()))
            && !at.isBefore(schedule.updatedAt());
    if (!due) {
      return false;
    }
    Optional<DailyClaim> seen =
        Optional.ofNullable(claims.get(new ClaimKey(schedule.guildId(), today)));
    DailyClaims.Acquisition acquired = claiming.acquire(schedule, today, seen, now, false);
    if (acquired.kind() != DailyClaims.Acquisition.Kind.WON) {
      return false;
    }
    posting.start(schedule, today, acquired);
    return true;
  }

  private static PostNowResult nowResult(LocalDate today, PostOutcome outcome) {
    return outcome.success()
        ? new PostNowResult(
            PostNowResult.Kind.POSTED,
            today,
            OptionalLong.of(outcome.messageId()),
            "today's daily question (" + today + ") is posted")
        : new PostNowResult(
            PostNowResult.Kind.FAILED,
            today,
            OptionalLong.empty(),
            "the daily question could not be posted: " + outcome.failure().english(),
            Optional.of(outcome.failure()));
  }

  private static CompletionStage<PostNowResult> done(
      PostNowResult.Kind kind, LocalDate date, Optional<Long> messageId, String message) {
    OptionalLong id = messageId.map(OptionalLong::of).orElse(OptionalLong.empty());
    return CompletableFuture.completedFuture(new PostNowResult(kind, date, id, message));
  }

  private static Optional<Long> boxed(OptionalLong value) {
    return value.isPresent() ? Optional.of(value.getAsLong()) : Optional.empty();
  }

  private record ClaimKey(long guildId, LocalDate date) {}
}
