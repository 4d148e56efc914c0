package dev.quizbot.discord.quiz;

import dev.quizbot.bank.GuildBanks;
import dev.quizbot.bank.QuestionBank;
import dev.quizbot.discord.AnswerHider;
import dev.quizbot.discord.DaemonThreads;
import dev.quizbot.discord.RequestPacer;
import dev.quizbot.round.OpenRoundView;
import dev.quizbot.round.Reveal;
import dev.quizbot.round.RoundService;
import java.time.Clock;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;
import net.dv8tion.jda.api.JDA;
import net.dv8tion.jda.api.events.GenericEvent;
import net.dv8tion.jda.api.events.session.ReadyEvent;
import net.dv8tion.jda.api.events.session.SessionRecreateEvent;
import net.dv8tion.jda.api.hooks.EventListener;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Keeps rounds moving: closes them at their deadline (editing the message into the reveal) and,
 * after a start or a re-created session, re-reads the reactions of every open round to grade what
 * was missed while nobody listened.
 *
 * <p>Both send one request per round (or per choice) at once for every round concerned: the daily
 * posts of a thousand servers close in the same tick, and a restart reads all their reactions. So
 * each of those requests takes an urgent permit of the bot's {@link RequestPacer} first.
 */
public final class RoundLifecycle implements EventListener, AutoCloseable {
  private static final Logger log = LoggerFactory.getLogger(RoundLifecycle.class);

  private final RoundService rounds;
  private final RevealSender reveals;
  private final ReactionReader reader;
  private final Duration tick;
  private final ScheduledExecutorService scheduler = DaemonThreads.scheduler("round-closer");
  private final AtomicBoolean ticking = new AtomicBoolean();
  // Rounds whose reactions a recovery is reading: not closed until read (see recoverThenClose).
  private final Set<Long> beingRead = ConcurrentHashMap.newKeySet();
  // While a recovery loads and marks its rounds, the tick waits.
  private final AtomicInteger recovering = new AtomicInteger();

  /**
   * @param hider hides reactions graded after a restart in hide-answers mode
   * @param pacer keeps reveals and reaction reads under Discord's global rate limit
   * @param tick how often deadlines are checked; a reveal is at most this late (plus the pacing)
   */
  public RoundLifecycle(
      RoundService rounds,
      QuestionBank bank,
      AnswerHider hider,
      RequestPacer pacer,
      Duration tick,
      Clock clock) {
    this(rounds, GuildBanks.fixed(bank), hider, pacer, tick, clock);
  }

  /** Rounds of every server's bank: the shipped decks and the server's own. */
  public RoundLifecycle(
      RoundService rounds,
      GuildBanks banks,
      AnswerHider hider,
      RequestPacer pacer,
      Duration tick,
      Clock clock) {
    this.rounds = rounds;
    this.reveals = new RevealSender(rounds, banks, pacer, clock);
    this.reader = new ReactionReader(rounds, hider, pacer);
    this.tick = tick;
  }

  // A plain EventListener, as every listener here: see package-info.
  @Override
  public void onEvent(GenericEvent event) {
    if (event instanceof ReadyEvent ready) {
      onReady(ready);
    } else if (event instanceof SessionRecreateEvent recreate) {
      onSessionRecreate(recreate);
    }
  }

  public void onReady(ReadyEvent event) {
    reveals.connectedTo(event.getJDA());
    if (stopped()) {
      return;
    }
    sendUnrevealed(event.getJDA());
    recoverThenClose(event.getJDA());
    if (ticking.compareAndSet(false, true)) {
      try {
        scheduler.scheduleWithFixedDelay(
            this::tickSafely, tick.toMillis(), tick.toMillis(), TimeUnit.MILLISECONDS);
      } catch (RejectedExecutionException stopping) {
        stopped(); // the stop began between the check above and here
      }
    }
  }

  public void onSessionRecreate(SessionRecreateEvent event) {
    if (stopped()) {
      return;
    }
    // Events were probably lost between the sessions: reconcile like after a restart.
    sendUnrevealed(event.getJDA());
    recoverThenClose(event.getJDA());
  }

  /**
   * True once {@link #close()} began: a stop (SIGTERM) can come while JDA is still logging in, and
   * its ReadyEvent then arrives after the lifecycle closed. Nothing is recovered or scheduled then;
   * the next start does it. Said once, at INFO: an expected race, not a failure.
   */
  private boolean stopped() {
    if (!scheduler.isShutdown()) {
      return false;
    }
    log.info("connected to Discord after the stop began: the next start recovers the rounds");
    return true;
  }

  /**
   * Sends the reveals of rounds closed in the database whose reveal is not done: the process that
   * closed them died (kill -9, power loss, out of memory) before the edit, or the edit failed in a
   * way a later try may not (a 5xx, the bot stopping). Paced as reveals. A process that died after
   * the edit but before recording it sends it again: the message already shows that reveal, and the
   * edit puts the same content there (rebuilt from the stored round and answers), so members see no
   * change. Runs on the closer's thread, after any tick in progress: a round that tick closed is
   * already on its way and not sent twice.
   */
  CompletableFuture<Void> sendUnrevealed(JDA jda) {
    try {
      return CompletableFuture.runAsync(() -> reveals.sendUnrevealed(jda), scheduler);
    } catch (RejectedExecutionException stopping) {
      return CompletableFuture.completedFuture(null);
    }
  }

  /**
   * Reads every open round's reactions, grades missed answers, then closes expired rounds. While a
   * round's reactions are being read it is not closed (an expired one would be revealed before the
   * answers missed while the bot was down count); every other round closes on time meanwhile, as a
   * recovery of a thousand servers' daily rounds takes minutes at the paced rate.
   */
  public CompletableFuture<Void> recoverThenClose(JDA jda) {
    List<OpenRoundView> open;
    // The tick waits while recover() loads the rounds and they are marked, so it never closes one
    // of them unread.
    recovering.incrementAndGet();
    try {
      open = rounds.recover(guildId -> jda.getGuildById(guildId) != null);
      open.forEach(round -> beingRead.add(round.roundId()));
    } finally {
      recovering.decrementAndGet();
    }
    List<CompletableFuture<?>> reads = new ArrayList<>();
    for (OpenRoundView round : open) {
      reads.add(
          reader
              .reconcile(jda, round)
              .exceptionally(
                  err -> {
                    ReactionReader.logReadFailure(round, err);
                    return null;
                  })
              .whenComplete((done, err) -> beingRead.remove(round.roundId())));
    }
    if (!open.isEmpty()) {
      log.info("recovering {} open round(s)", open.size());
    }
    return CompletableFuture.allOf(reads.toArray(CompletableFuture[]::new))
        .thenRunAsync(this::closeDueSafely, scheduler);
  }

  private void tickSafely() {
    if (recovering.get() == 0) {
      closeDueSafely();
    }
    reveals.retryDue();
  }

  private void closeDueSafely() {
    List<Reveal> closed;
    try {
      closed = rounds.closeDue(beingRead);
    } catch (RuntimeException e) {
      log.error("closing rounds failed", e);
      return;
    }
    // The rounds are closed in the database already: each reveal is sent on its own, so one that
    // cannot be sent does not keep the others unrevealed.
    closed.forEach(reveals::publishSafely);
  }

  /**
   * At stop, once JDA sent its last requests: waits until Discord's answers to the reveal edits are
   * handled, so their reveals are recorded before the database closes (JDA hands an answer to its
   * callback threads, which may run after the request finished).
   *
   * @return false when {@code timeout} passed first (those reveals are sent again at the next
   *     start)
   */
  public boolean awaitRevealsAnswered(Duration timeout) throws InterruptedException {
    return reveals.awaitRevealsAnswered(timeout);
  }

  /**
   * Stops the ticks. A tick that is closing rounds is let finish (up to 5 s): it has already marked
   * its rounds closed, so its reveal edits must reach JDA's queue before JDA is shut down (JDA
   * still sends what is queued then); cut short, those rounds would stay unrevealed.
   */
  @Override
  public void close() {
    scheduler.shutdown();
    try {
      if (!scheduler.awaitTermination(5, TimeUnit.SECONDS)) {
        scheduler.shutdownNow();
      }
    } catch (InterruptedException e) {
      scheduler.shutdownNow();
      Thread.currentThread().interrupt();
    }
  }
}
