package dev.quizbot.daily;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import ch.qos.logback.classic.Level;
import ch.qos.logback.classic.Logger;
import ch.qos.logback.classic.spi.ILoggingEvent;
import ch.qos.logback.core.read.ListAppender;
import dev.quizbot.shard.Shard;
import dev.quizbot.storage.Database;
import dev.quizbot.testing.TestClock;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.time.LocalDate;
import java.time.ZonedDateTime;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.OptionalLong;
import java.util.Random;
import java.util.concurrent.CyclicBarrier;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.slf4j.LoggerFactory;

final class DailyServiceTest {

  private static final long GUILD = 111_000_000_000_000_001L;
  private static final long CHANNEL = 222_000_000_000_000_002L;
  private static final long ROLE = 333_000_000_000_000_003L;
  private static final long ADMIN = 444_000_000_000_000_004L;
  private static final List<String> BANK = List.of("q1", "q2", "q3");
  private static final EligibleQuestions QUESTIONS = topic -> BANK;

  /** Berlin 08:00 CEST on 2026-06-10. */
  private static final Instant BERLIN_POST = Instant.parse("2026-06-10T06:00:00Z");

  @TempDir Path dir;
  private final List<Database> databases = new ArrayList<>();
  private final TestClock clock = new TestClock(Instant.parse("2026-06-09T12:00:00Z"));
  private final RecordingPoster poster = new RecordingPoster();
  private JdbcDailyStore store;
  private DailyService service;

  @BeforeEach
  void open() {
    store = newStore();
    service = newService(store, "proc-a");
  }

  @AfterEach
  void close() {
    databases.forEach(Database::close);
  }

  private JdbcDailyStore newStore() {
    Database database = Database.openSqlite(dir.resolve("daily.db"));
    databases.add(database);
    return new JdbcDailyStore(database, Shard.ALL);
  }

  private DailyService newService(DailyStore daily, String processId) {
    return new DailyService(daily, QUESTIONS, poster, clock, new Random(1), processId);
  }

  private DailySchedule schedule(long guildId, String time, String zone, String window) {
    return service.set(
        new DailySetRequest(
            guildId,
            CHANNEL,
            time,
            zone,
            Optional.empty(),
            OptionalLong.of(ROLE),
            Optional.ofNullable(window),
            ADMIN));
  }

  private DailySchedule berlinAtEight() {
    return schedule(GUILD, "08:00", "Europe/Berlin", "12h");
  }

  private ClaimStatus claimStatus(LocalDate date) {
    return store.findClaim(GUILD, date).map(DailyClaim::status).orElse(null);
  }

  @Test
  @DisplayName("a tick at the posting minute posts today's question to the schedule")
  void postsAtTheMinute() {
    berlinAtEight();
    clock.set(BERLIN_POST);
    TickReport report = service.tick();
    assertThat(report.postsStarted()).isEqualTo(1);
    assertThat(poster.successfulPosts())
        .extracting(RecordingPoster.Call::localDate)
        .containsExactly(LocalDate.parse("2026-06-10"));
    assertThat(claimStatus(LocalDate.parse("2026-06-10"))).isEqualTo(ClaimStatus.POSTED);
  }

  @Test
  @DisplayName("a tick 30 seconds before the posting minute posts nothing")
  void nothingBeforeTheMinute() {
    berlinAtEight();
    clock.set(BERLIN_POST.minusSeconds(30));
    service.tick();
    assertThat(poster.calls()).isEmpty();
  }

  @Test
  @DisplayName("two ticks in the same minute post once")
  void twoTicksSameMinutePostOnce() {
    berlinAtEight();
    clock.set(BERLIN_POST);
    service.tick();
    clock.advance(Duration.ofSeconds(30));
    service.tick();
    assertThat(poster.calls()).hasSize(1);
  }

  @Test
  @DisplayName("two service instances on one SQLite file ticking at once post each server once")
  void twoProcessesOneDatabase() throws Exception {
    List<Long> guilds = new ArrayList<>();
    for (long g = 1; g <= 20; g++) {
      guilds.add(GUILD + g);
      schedule(GUILD + g, "08:00", "Europe/Berlin", "12h");
    }
    DailyService other = newService(newStore(), "proc-b");
    clock.set(BERLIN_POST);
    CyclicBarrier start = new CyclicBarrier(2);
    ExecutorService threads = Executors.newFixedThreadPool(2);
    try {
      List<Future<TickReport>> reports = new ArrayList<>();
      for (DailyService instance : List.of(service, other)) {
        reports.add(
            threads.submit(
                () -> {
                  start.await();
                  return instance.tick();
                }));
      }
      int started = 0;
      for (Future<TickReport> report : reports) {
        started += report.get().postsStarted();
      }
      assertThat(started).isEqualTo(20);
    } finally {
      threads.shutdownNow();
    }
    assertThat(poster.calls())
        .extracting(RecordingPoster.Call::guildId)
        .containsExactlyInAnyOrderElementsOf(guilds);
  }

  @Test
  @DisplayName("a restart at the posting minute (new instance, same database) does not post again")
  void restartAtPostingMinutePostsOnce() {
    berlinAtEight();
    clock.set(BERLIN_POST);
    service.tick();
    DailyService restarted = newService(newStore(), "proc-restarted");
    clock.advance(Duration.ofSeconds(30));
    restarted.tick();
    assertThat(poster.calls()).hasSize(1);
  }

  @Test
  @DisplayName("a process that died while posting is taken over only after the stale time")
  void deadOwnerIsRetriedAfterStaleTime() {
    berlinAtEight();
    clock.set(BERLIN_POST);
    poster.hang();
    service.tick();
    RecordingPoster afterRestart = new RecordingPoster();
    DailyService restarted =
        new DailyService(newStore(), QUESTIONS, afterRestart, clock, new Random(1), "proc-new");
    clock.advance(Duration.ofSeconds(30));
    restarted.tick();
    assertThat(afterRestart.calls()).isEmpty();
    clock.set(BERLIN_POST.plus(DailyService.DEFAULT_STALE_AFTER));
    restarted.tick();
    assertThat(afterRestart.successfulPosts()).hasSize(1);
    DailyClaim claim = store.findClaim(GUILD, LocalDate.parse("2026-06-10")).orElseThrow();
    assertThat(claim.status()).isEqualTo(ClaimStatus.POSTED);
    assertThat(claim.attempts()).isEqualTo(2);
    assertThat(claim.claimedBy()).isEqualTo("proc-new");
  }

  @Test
  @DisplayName("down over the posting time and back within the window: one late post")
  void latePostWithinWindow() {
    berlinAtEight();
    clock.set(BERLIN_POST.plus(Duration.ofHours(3)));
    service.tick();
    clock.advance(Duration.ofSeconds(30));
    service.tick();
    assertThat(poster.calls())
        .extracting(RecordingPoster.Call::localDate)
        .containsExactly(LocalDate.parse("2026-06-10"));
  }

  @Test
  @DisplayName("back after the window: no post, the day is recorded as skipped and logged")
  void skipAfterWindow() {
    berlinAtEight();
    ListAppender<ILoggingEvent> logs = captureLogs();
    clock.set(BERLIN_POST.plus(Duration.ofHours(12)));
    TickReport report = service.tick();
    assertThat(poster.calls()).isEmpty();
    assertThat(report.daysSkipped()).isEqualTo(1);
    assertThat(claimStatus(LocalDate.parse("2026-06-10"))).isEqualTo(ClaimStatus.SKIPPED);
    assertThat(logs.list)
        .anySatisfy(
            e -> {
              assertThat(e.getLevel()).isEqualTo(Level.INFO);
              assertThat(e.getFormattedMessage())
                  .contains("skipped")
                  .contains(Long.toString(GUILD))
                  .contains("2026-06-10");
            });
  }

  @Test
  @DisplayName("a skipped day is logged once, not on every later tick")
  void skipLoggedOnce() {
    berlinAtEight();
    clock.set(BERLIN_POST.plus(Duration.ofHours(13)));
    TickReport first = service.tick();
    clock.advance(Duration.ofSeconds(30));
    TickReport second = service.tick();
    assertThat(first.daysSkipped()).isEqualTo(1);
    assertThat(second.daysSkipped()).isZero();
  }

  @Test
  @DisplayName("a three-day outage records each missed day as skipped, once")
  void multiDayOutageSkipsEachDay() {
    berlinAtEight();
    clock.set(Instant.parse("2026-06-13T05:00:00Z"));
    TickReport report = service.tick();
    assertThat(report.daysSkipped()).isEqualTo(3);
    assertThat(store.claimsSince(LocalDate.parse("2026-06-01")))
        .extracting(DailyClaim::localDate)
        .containsExactlyInAnyOrder(
            LocalDate.parse("2026-06-10"),
            LocalDate.parse("2026-06-11"),
            LocalDate.parse("2026-06-12"));
    assertThat(poster.calls()).isEmpty();
  }

  @Test
  @DisplayName("back on the next local day before its post time: yesterday is skipped, not posted")
  void neverPostsYesterday() {
    berlinAtEight();
    clock.set(Instant.parse("2026-06-11T05:00:00Z"));
    service.tick();
    assertThat(poster.calls()).isEmpty();
    assertThat(claimStatus(LocalDate.parse("2026-06-10"))).isEqualTo(ClaimStatus.SKIPPED);
    assertThat(claimStatus(LocalDate.parse("2026-06-11"))).isNull();
  }

  @Test
  @DisplayName("a failed post is retried on the next tick and ends as one POSTED")
  void failedPostRetried() {
    berlinAtEight();
    poster.failNext("Missing Access");
    clock.set(BERLIN_POST);
    service.tick();
    assertThat(claimStatus(LocalDate.parse("2026-06-10"))).isEqualTo(ClaimStatus.FAILED);
    clock.advance(Duration.ofSeconds(30));
    service.tick();
    clock.advance(Duration.ofSeconds(30));
    service.tick();
    assertThat(poster.calls()).hasSize(2);
    assertThat(poster.successfulPosts()).hasSize(1);
    assertThat(poster.calls()).extracting(RecordingPoster.Call::questionId).containsOnly("q1");
    DailyClaim claim = store.findClaim(GUILD, LocalDate.parse("2026-06-10")).orElseThrow();
    assertThat(claim.status()).isEqualTo(ClaimStatus.POSTED);
    assertThat(claim.attempts()).isEqualTo(2);
  }

  @Test
  @DisplayName("a post that keeps failing is given up after the maximum number of attempts")
  void failuresAreBounded() {
    berlinAtEight();
    for (int i = 0; i < 10; i++) {
      poster.failNext("Missing Access");
    }
    clock.set(BERLIN_POST);
    for (int i = 0; i < 10; i++) {
      service.tick();
      clock.advance(Duration.ofSeconds(30));
    }
    assertThat(poster.calls()).hasSize(DailyService.DEFAULT_MAX_ATTEMPTS);
    DailyClaim claim = store.findClaim(GUILD, LocalDate.parse("2026-06-10")).orElseThrow();
    // stored as a kind and its arguments: the raw error decodes back
    assertThat(claim.lastError().flatMap(PostFailure::decode))
        .contains(PostFailure.error("Missing Access"));
  }

  @Test
  @DisplayName("01:30 on New York's fall-back day posts once, at the first 01:30 (EDT)")
  void overlapPostsOnce() {
    clock.set(Instant.parse("2026-10-31T12:00:00Z"));
    schedule(GUILD, "01:30", "America/New_York", "2h");
    List<Instant> postedAt = new ArrayList<>();
    for (clock.set(Instant.parse("2026-11-01T05:00:00Z"));
        clock.instant().isBefore(Instant.parse("2026-11-01T08:00:00Z"));
        clock.advance(Duration.ofSeconds(30))) {
      if (service.tick().postsStarted() > 0) {
        postedAt.add(clock.instant());
      }
    }
    assertThat(postedAt).containsExactly(Instant.parse("2026-11-01T05:30:00Z"));
  }

  @Test
  @DisplayName("02:30 on New York's spring-forward day posts at 03:00 EDT, the transition instant")
  void gapPostsAtTransition() {
    clock.set(Instant.parse("2026-03-07T12:00:00Z"));
    schedule(GUILD, "02:30", "America/New_York", "2h");
    List<Instant> postedAt = new ArrayList<>();
    for (clock.set(Instant.parse("2026-03-08T06:00:00Z"));
        clock.instant().isBefore(Instant.parse("2026-03-08T08:00:00Z"));
        clock.advance(Duration.ofSeconds(30))) {
      if (service.tick().postsStarted() > 0) {
        postedAt.add(clock.instant());
      }
    }
    assertThat(postedAt).containsExactly(Instant.parse("2026-03-08T07:00:00Z"));
    assertThat(poster.calls())
        .extracting(RecordingPoster.Call::localDate)
        .containsExactly(LocalDate.parse("2026-03-08"));
  }

  @Test
  @DisplayName("in UTC+14 a 00:30 post is filed under the local date, a day ahead of UTC")
  void kiritimatiPostDate() {
    schedule(GUILD, "00:30", "Pacific/Kiritimati", "1h");
    clock.set(Instant.parse("2026-06-10T10:30:00Z"));
    service.tick();
    assertThat(poster.calls())
        .extracting(RecordingPoster.Call::localDate)
        .containsExactly(LocalDate.parse("2026-06-11"));
  }

  @Test
  @DisplayName("in UTC-11 a 23:30 post is filed under the local date, a day behind UTC")
  void pagoPagoPostDate() {
    schedule(GUILD, "23:30", "Pacific/Pago_Pago", "12h");
    clock.set(Instant.parse("2026-06-11T10:30:00Z"));
    service.tick();
    assertThat(poster.calls())
        .extracting(RecordingPoster.Call::localDate)
        .containsExactly(LocalDate.parse("2026-06-10"));
  }

  @Test
  @DisplayName("in UTC-11, back after local midnight inside the window: the day is skipped")
  void pagoPagoLateAfterMidnightSkips() {
    schedule(GUILD, "23:30", "Pacific/Pago_Pago", "12h");
    // 00:10 local on 11 June, 40 minutes into the 12-hour window of the 10 June post
    clock.set(Instant.parse("2026-06-11T11:10:00Z"));
    service.tick();
    assertThat(poster.calls()).isEmpty();
    assertThat(claimStatus(LocalDate.parse("2026-06-10"))).isEqualTo(ClaimStatus.SKIPPED);
  }

  @Test
  @DisplayName("/daily now claims today, so the scheduled post of today does not happen again")
  void postNowPreventsScheduledDouble() {
    berlinAtEight();
    clock.set(BERLIN_POST.minus(Duration.ofHours(2)));
    PostNowResult now = service.postNow(GUILD).toCompletableFuture().join();
    clock.set(BERLIN_POST);
    service.tick();
    assertThat(now.kind()).isEqualTo(PostNowResult.Kind.POSTED);
    assertThat(now.localDate()).isEqualTo(LocalDate.parse("2026-06-10"));
    assertThat(poster.calls()).hasSize(1);
  }

  @Test
  @DisplayName("/daily now after today's post says it is already posted and posts nothing")
  void postNowWhenAlreadyPosted() {
    berlinAtEight();
    clock.set(BERLIN_POST);
    service.tick();
    PostNowResult now = service.postNow(GUILD).toCompletableFuture().join();
    assertThat(now.kind()).isEqualTo(PostNowResult.Kind.ALREADY_POSTED);
    assertThat(now.message()).contains("already posted");
    assertThat(now.messageId()).isPresent();
    assertThat(poster.calls()).hasSize(1);
  }

  @Test
  @DisplayName("/daily now without a schedule explains how to set one up")
  void postNowWithoutSchedule() {
    PostNowResult now = service.postNow(GUILD).toCompletableFuture().join();
    assertThat(now.kind()).isEqualTo(PostNowResult.Kind.NO_SCHEDULE);
    assertThat(now.message()).contains("/daily set");
  }

  @Test
  @DisplayName("status shows today's post time in the server's zone before it happens")
  void statusBeforePost() {
    berlinAtEight();
    clock.set(BERLIN_POST.minus(Duration.ofHours(1)));
    DailyStatus status = service.status(GUILD).orElseThrow();
    ZonedDateTime next = status.nextPost().orElseThrow();
    assertThat(next.toInstant()).isEqualTo(BERLIN_POST);
    assertThat(next.getZone().getId()).isEqualTo("Europe/Berlin");
    assertThat(next.toLocalTime()).hasToString("08:00");
    assertThat(status.todayClaim()).isEmpty();
  }

  @Test
  @DisplayName("status after today's post shows tomorrow's post and today's POSTED claim")
  void statusAfterPost() {
    berlinAtEight();
    clock.set(BERLIN_POST);
    service.tick();
    DailyStatus status = service.status(GUILD).orElseThrow();
    assertThat(status.nextPost().orElseThrow().toInstant())
        .isEqualTo(Instant.parse("2026-06-11T06:00:00Z"));
    assertThat(status.todayClaim().orElseThrow().status()).isEqualTo(ClaimStatus.POSTED);
  }

  @Test
  @DisplayName("status after a failed post shows the retry as due now and the failure reason")
  void statusAfterFailure() {
    berlinAtEight();
    poster.failNext("Missing Access");
    clock.set(BERLIN_POST);
    service.tick();
    clock.advance(Duration.ofSeconds(10));
    DailyStatus status = service.status(GUILD).orElseThrow();
    assertThat(status.nextPost().orElseThrow().toInstant()).isEqualTo(clock.instant());
    assertThat(status.todayClaim().orElseThrow().lastError().flatMap(PostFailure::decode))
        .contains(PostFailure.error("Missing Access"));
  }

  @Test
  @DisplayName("a schedule set after today's post time starts tomorrow, not with a late post")
  void setAfterPostTimeStartsTomorrow() {
    clock.set(BERLIN_POST.plus(Duration.ofHours(1)));
    berlinAtEight();
    clock.advance(Duration.ofSeconds(30));
    service.tick();
    assertThat(poster.calls()).isEmpty();
    assertThat(service.status(GUILD).orElseThrow().nextPost().orElseThrow().toInstant())
        .isEqualTo(Instant.parse("2026-06-11T06:00:00Z"));
  }

  @Test
  @DisplayName("after /daily off nothing is posted and status shows no next post")
  void offStopsPosts() {
    berlinAtEight();
    boolean switchedOff = service.off(GUILD, ADMIN);
    clock.set(BERLIN_POST);
    service.tick();
    assertThat(switchedOff).isTrue();
    assertThat(poster.calls()).isEmpty();
    assertThat(service.status(GUILD).orElseThrow().nextPost()).isEmpty();
  }

  @Test
  @DisplayName("timezone Mars/Base is refused with a helpful message and nothing is stored")
  void invalidZoneStoresNothing() {
    assertThatThrownBy(() -> schedule(GUILD, "08:00", "Mars/Base", null))
        .isInstanceOf(InvalidDailyInputException.class)
        .hasMessageContaining("Mars/Base")
        .hasMessageContaining("Europe/Berlin");
    assertThat(store.findSchedule(GUILD)).isEmpty();
  }

  @Test
  @DisplayName("time 25:99 is refused with the HH:mm format and nothing is stored")
  void invalidTimeStoresNothing() {
    assertThatThrownBy(() -> schedule(GUILD, "25:99", "Europe/Berlin", null))
        .isInstanceOf(InvalidDailyInputException.class)
        .hasMessageContaining("time must be HH:mm, 24-hour, e.g. 08:30");
    assertThat(store.findSchedule(GUILD)).isEmpty();
  }

  @Test
  @DisplayName("an invalid change keeps the previous schedule untouched")
  void invalidChangeKeepsPrevious() {
    DailySchedule before = berlinAtEight();
    assertThatThrownBy(() -> schedule(GUILD, "09:00", "Mars/Base", null))
        .isInstanceOf(InvalidDailyInputException.class);
    assertThat(store.findSchedule(GUILD)).contains(before);
  }

  @Test
  @DisplayName("a topic without questions is refused and nothing is stored")
  void unknownTopicStoresNothing() {
    DailyService picky =
        new DailyService(store, topic -> List.of(), poster, clock, new Random(1), "proc-a");
    assertThatThrownBy(
            () ->
                picky.set(
                    new DailySetRequest(
                        GUILD,
                        CHANNEL,
                        "08:00",
                        "Europe/Berlin",
                        Optional.of("astrology"),
                        OptionalLong.empty(),
                        Optional.empty(),
                        ADMIN)))
        .isInstanceOf(InvalidDailyInputException.class)
        .hasMessageContaining("astrology")
        .hasMessageContaining("/topics");
    assertThat(store.findSchedule(GUILD)).isEmpty();
  }

  @Test
  @DisplayName("a 6,000-character unknown topic is echoed cut: the refusal fits a reply")
  void longTopicEchoedCut() {
    DailyService picky =
        new DailyService(store, topic -> List.of(), poster, clock, new Random(1), "proc-a");
    assertThatThrownBy(
            () ->
                picky.set(
                    new DailySetRequest(
                        GUILD,
                        CHANNEL,
                        "08:00",
                        "Europe/Berlin",
                        Optional.of("t".repeat(6_000)),
                        OptionalLong.empty(),
                        Optional.empty(),
                        ADMIN)))
        .isInstanceOfSatisfying(
            InvalidDailyInputException.class,
            e -> {
              assertThat(e.args().get(0).toString()).hasSizeLessThanOrEqualTo(100);
              assertThat(e.getMessage()).hasSizeLessThan(300);
            });
  }

  @Test
  @DisplayName("a schedule set without a window gets the operator's configured default window")
  void configuredDefaultWindow() {
    // GIVEN a service whose operator configured daily.defaultWindow = 90m
    DailyService configured =
        new DailyService(
            store,
            QUESTIONS,
            poster,
            clock,
            new Random(1),
            "proc-a",
            DailyService.DEFAULT_STALE_AFTER,
            DailyService.DEFAULT_MAX_ATTEMPTS,
            Duration.ofMinutes(90));

    // WHEN an admin sets a schedule without a window
    configured.set(
        new DailySetRequest(
            GUILD,
            CHANNEL,
            "08:00",
            "Europe/Berlin",
            Optional.empty(),
            OptionalLong.empty(),
            Optional.empty(),
            ADMIN));

    // THEN the stored window is the configured default
    assertThat(store.findSchedule(GUILD).orElseThrow().window()).isEqualTo(Duration.ofMinutes(90));
  }

  /**
   * proc-a claims the Berlin post and never finishes (it posted, say, and died); returns proc-new,
   * a restarted process using {@code afterRestart}, with the clock at the end of the stale time.
   */
  private DailyService staleClaimTakenOverBy(RecordingPoster afterRestart) {
    berlinAtEight();
    clock.set(BERLIN_POST);
    poster.hang();
    service.tick();
    DailyService restarted =
        new DailyService(newStore(), QUESTIONS, afterRestart, clock, new Random(1), "proc-new");
    clock.set(BERLIN_POST.plus(DailyService.DEFAULT_STALE_AFTER));
    return restarted;
  }

  @Test
  @DisplayName("a stale claim whose earlier post is found is recorded POSTED with it, not reposted")
  void staleClaimAdoptsTheEarlierPost() {
    // GIVEN the earlier attempt's message is in the channel
    RecordingPoster afterRestart = new RecordingPoster();
    afterRestart.earlierPostIs(900_000_000_000_000_777L);
    DailyService restarted = staleClaimTakenOverBy(afterRestart);
    // WHEN the restarted process takes the stale claim over
    restarted.tick();
    // THEN it asked about that claim, did not post, and recorded the earlier message
    assertThat(afterRestart.lookups())
        .containsExactly(
            new RecordingPoster.Lookup(GUILD, LocalDate.parse("2026-06-10"), "q1", BERLIN_POST));
    assertThat(afterRestart.calls()).isEmpty();
    DailyClaim claim = store.findClaim(GUILD, LocalDate.parse("2026-06-10")).orElseThrow();
    assertThat(claim.status()).isEqualTo(ClaimStatus.POSTED);
    assertThat(claim.messageId()).hasValue(900_000_000_000_000_777L);
    assertThat(claim.attempts()).isEqualTo(2);
    assertThat(claim.claimedBy()).isEqualTo("proc-new");
  }

  @Test
  @DisplayName("adopting the earlier post is logged at INFO")
  void adoptionIsLogged() {
    RecordingPoster afterRestart = new RecordingPoster();
    afterRestart.earlierPostIs(900_000_000_000_000_777L);
    DailyService restarted = staleClaimTakenOverBy(afterRestart);
    ListAppender<ILoggingEvent> logs = captureLogs();
    restarted.tick();
    assertThat(logs.list)
        .anySatisfy(
            e -> {
              assertThat(e.getLevel()).isEqualTo(Level.INFO);
              assertThat(e.getFormattedMessage())
                  .contains("adopted the message posted by the earlier attempt")
                  .contains("900000000000000777");
            });
  }

  @Test
  @DisplayName("a stale claim whose earlier post is not found is posted as before")
  void staleClaimWithoutEarlierPostPosts() {
    RecordingPoster afterRestart = new RecordingPoster();
    DailyService restarted = staleClaimTakenOverBy(afterRestart);
    restarted.tick();
    assertThat(afterRestart.lookups()).hasSize(1);
    assertThat(afterRestart.successfulPosts()).hasSize(1);
    DailyClaim claim = store.findClaim(GUILD, LocalDate.parse("2026-06-10")).orElseThrow();
    assertThat(claim.status()).isEqualTo(ClaimStatus.POSTED);
    assertThat(claim.messageId()).hasValue(900_000_000_000_000_001L);
  }

  @Test
  @DisplayName("a look-up that fails does not lose the day: the question is posted")
  void failedLookupPosts() {
    RecordingPoster afterRestart = new RecordingPoster();
    afterRestart.lookupFailsWith(new IllegalStateException("Discord answered 500"));
    DailyService restarted = staleClaimTakenOverBy(afterRestart);
    restarted.tick();
    assertThat(afterRestart.lookups()).hasSize(1);
    assertThat(afterRestart.successfulPosts()).hasSize(1);
    assertThat(claimStatus(LocalDate.parse("2026-06-10"))).isEqualTo(ClaimStatus.POSTED);
  }

  @Test
  @DisplayName("a look-up that throws does not lose the day: the question is posted")
  void throwingLookupPosts() {
    RecordingPoster afterRestart = new RecordingPoster();
    afterRestart.lookupThrows(new IllegalStateException("adapter bug"));
    DailyService restarted = staleClaimTakenOverBy(afterRestart);
    restarted.tick();
    assertThat(afterRestart.lookups()).hasSize(1);
    assertThat(afterRestart.successfulPosts()).hasSize(1);
    assertThat(claimStatus(LocalDate.parse("2026-06-10"))).isEqualTo(ClaimStatus.POSTED);
  }

  @Test
  @DisplayName("a first claim and a FAILED retry post without looking for an earlier post")
  void firstClaimAndFailedRetryDoNotLookUp() {
    berlinAtEight();
    poster.earlierPostIs(900_000_000_000_000_777L);
    poster.failNext("Missing Access");
    clock.set(BERLIN_POST);
    service.tick();
    clock.advance(Duration.ofSeconds(30));
    service.tick();
    assertThat(poster.lookups()).isEmpty();
    assertThat(poster.calls()).hasSize(2);
    DailyClaim claim = store.findClaim(GUILD, LocalDate.parse("2026-06-10")).orElseThrow();
    assertThat(claim.status()).isEqualTo(ClaimStatus.POSTED);
    assertThat(claim.messageId()).hasValue(900_000_000_000_000_001L);
  }

  /** The daily package's log lines: the service and the parts split out of it log by name. */
  private static ListAppender<ILoggingEvent> captureLogs() {
    Logger logger = (Logger) LoggerFactory.getLogger(DailyService.class.getPackageName());
    ListAppender<ILoggingEvent> appender = new ListAppender<>();
    appender.start();
    logger.addAppender(appender);
    return appender;
  }
}
