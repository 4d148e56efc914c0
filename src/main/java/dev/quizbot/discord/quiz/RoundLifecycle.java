package dev.quizbot.discord.quiz;

import dev.quizbot.bank.QuestionBank;
import dev.quizbot.discord.AnswerHider;
import dev.quizbot.discord.RequestPacer;
import dev.quizbot.round.AnswerOutcome;
import dev.quizbot.round.OpenRoundView;
import dev.quizbot.round.ReactionSnapshot;
import dev.quizbot.round.ReconcileResult;
import dev.quizbot.round.Reveal;
import dev.quizbot.round.RoundService;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.CancellationException;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.Executors;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Consumer;
import net.dv8tion.jda.api.JDA;
import net.dv8tion.jda.api.entities.User;
import net.dv8tion.jda.api.entities.channel.middleman.GuildMessageChannel;
import net.dv8tion.jda.api.entities.emoji.Emoji;
import net.dv8tion.jda.api.events.GenericEvent;
import net.dv8tion.jda.api.events.session.ReadyEvent;
import net.dv8tion.jda.api.events.session.SessionRecreateEvent;
import net.dv8tion.jda.api.exceptions.PermissionException;
import net.dv8tion.jda.api.hooks.EventListener;
import net.dv8tion.jda.api.requests.restaction.pagination.ReactionPaginationAction;
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

  /** Discord's largest page of reaction users. */
  private static final int REACTIONS_PAGE = 100;

  private final RoundService rounds;
  private final QuestionBank bank;
  private final AnswerHider hider;
  private final RequestPacer pacer;
  private final Duration tick;
  private final ScheduledExecutorService scheduler =
      Executors.newSingleThreadScheduledExecutor(
          r -> {
            Thread t = new Thread(r, "round-closer");
            t.setDaemon(true);
            return t;
          });
  private final AtomicBoolean ticking = new AtomicBoolean();
  // Rounds whose reactions a recovery is reading: not closed until read (see recoverThenClose).
  private final Set<Long> beingRead = ConcurrentHashMap.newKeySet();
  // While a recovery loads and marks its rounds, the tick waits.
  private final AtomicInteger recovering = new AtomicInteger();
  // Rounds whose reveal edit is on its way (waiting for a permit or for Discord's answer): a new
  // session's pass over the unrevealed rounds must not send them a second time.
  private final Set<Long> revealing = ConcurrentHashMap.newKeySet();
  private volatile JDA jda;
  private final RevealRetries retries;

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
    this.rounds = rounds;
    this.bank = bank;
    this.hider = hider;
    this.pacer = pacer;
    this.tick = tick;
    this.retries = new RevealRetries(clock);
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
    jda = event.getJDA();
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
   * already on its way ({@link #revealing}) and not sent twice.
   */
  CompletableFuture<Void> sendUnrevealed(JDA jda) {
    try {
      return CompletableFuture.runAsync(() -> sendUnrevealedNow(jda), scheduler);
    } catch (RejectedExecutionException stopping) {
      return CompletableFuture.completedFuture(null);
    }
  }

  private void sendUnrevealedNow(JDA jda) {
    // Taken before the read: a reveal on its way whose answer is recorded while the rounds are
    // read leaves the set but was read as unrevealed; it must not be sent again. (Nothing joins the
    // set meanwhile: every publish runs on this thread.)
    Set<Long> onTheirWay = Set.copyOf(revealing);
    List<Reveal> reveals;
    try {
      reveals = rounds.unrevealed(guildId -> jda.getGuildById(guildId) != null);
    } catch (RuntimeException e) {
      log.error("reading the rounds closed but not revealed failed", e);
      return;
    }
    List<Reveal> notOnTheirWay =
        reveals.stream().filter(r -> !onTheirWay.contains(r.roundId())).toList();
    if (!notOnTheirWay.isEmpty()) {
      log.info(
          "sending {} reveal(s) of rounds closed before but not revealed", notOnTheirWay.size());
    }
    notOnTheirWay.forEach(
        reveal -> {
          retries.take(reveal.roundId()); // sent now, not again at its retry time
          publishSafely(reveal);
        });
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
          reconcile(jda, round)
              .exceptionally(
                  err -> {
                    logReadFailure(round, err);
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

  private static void logReadFailure(OpenRoundView round, Throwable err) {
    Throwable cause = err.getCause() != null ? err.getCause() : err;
    if (cause instanceof CancellationException) {
      // The bot is stopping: the next start reads this round again.
      log.debug("reactions of round {} not read: the bot is stopping", round.roundId());
    } else {
      log.info("could not read reactions of round {}: {}", round.roundId(), err.getMessage());
    }
  }

  private void tickSafely() {
    if (recovering.get() == 0) {
      closeDueSafely();
    }
    try {
      retries.takeDue().forEach(this::publishSafely);
    } catch (RuntimeException e) {
      log.error("retrying failed reveals failed", e);
    }
  }

  /** Grades the reactions of one open round; in hide-answers mode queues their removal. */
  private CompletableFuture<Void> reconcile(JDA jda, OpenRoundView round) {
    try {
      GuildMessageChannel channel =
          jda.getChannelById(GuildMessageChannel.class, round.channelId());
      if (channel == null) {
        rounds.reconcile(round.messageId(), List.of());
        return CompletableFuture.completedFuture(null);
      }
      Map<Long, User> users = new ConcurrentHashMap<>();
      return readReactions(channel, round, users)
          .thenAccept(
              snapshots -> {
                ReconcileResult result = rounds.reconcile(round.messageId(), snapshots);
                hideRecovered(channel, result, users);
              });
    } catch (RuntimeException e) {
      // E.g. JDA refuses locally (Read Message History taken away): skip this round, not all.
      return CompletableFuture.failedFuture(e);
    }
  }

  /** Reactions graded by the reconcile are hidden like live ones (see {@link AnswerHider}). */
  private void hideRecovered(
      GuildMessageChannel channel, ReconcileResult result, Map<Long, User> users) {
    for (AnswerOutcome.Recorded recorded : result.recorded()) {
      User user = users.get(recorded.userId());
      if (user != null) {
        hider.hide(channel, recorded, user);
      }
    }
  }

  /** Every choice reaction of the round; {@code users} collects who made them, by id. */
  private CompletableFuture<List<ReactionSnapshot>> readReactions(
      GuildMessageChannel channel, OpenRoundView round, Map<Long, User> users) {
    List<CompletableFuture<List<ReactionSnapshot>>> perEmoji = new ArrayList<>();
    for (String emoji : round.choiceEmojis()) {
      List<ReactionSnapshot> snapshots = Collections.synchronizedList(new ArrayList<>());
      ReactionPaginationAction pages =
          channel
              .retrieveReactionUsersById(round.messageId(), Emoji.fromUnicode(emoji))
              .limit(REACTIONS_PAGE)
              .cache(false); // paging still advances; the users are collected here, not twice
      perEmoji.add(
          readPages(
                  pages,
                  u -> {
                    users.put(u.getIdLong(), u);
                    snapshots.add(new ReactionSnapshot(u.getIdLong(), u.isBot(), emoji));
                  })
              .thenApply(done -> List.copyOf(snapshots)));
    }
    return CompletableFuture.allOf(perEmoji.toArray(CompletableFuture[]::new))
        .thenApply(done -> perEmoji.stream().flatMap(f -> f.join().stream()).toList());
  }

  /**
   * Reads page after page (each paced; the action remembers where the last one ended) until one is
   * short. Not {@code forEachAsync}: it asks for one more, empty page after the last, unpaced,
   * which doubled the requests of a restart; nor {@code takeRemainingAsync(Integer.MAX_VALUE)},
   * which pre-sizes a list of that length and fails with OutOfMemoryError.
   */
  private CompletableFuture<Void> readPages(ReactionPaginationAction pages, Consumer<User> each) {
    return pacer
        .acquire(RequestPacer.Kind.RECOVERY_READ)
        .thenCompose(permit -> pages.submit())
        .thenCompose(
            page -> {
              page.forEach(each);
              return page.size() < REACTIONS_PAGE
                  ? CompletableFuture.completedFuture(null)
                  : readPages(pages, each);
            });
  }

  private void closeDueSafely() {
    List<Reveal> reveals;
    try {
      reveals = rounds.closeDue(beingRead);
    } catch (RuntimeException e) {
      log.error("closing rounds failed", e);
      return;
    }
    // The rounds are closed in the database already: each reveal is sent on its own, so one that
    // cannot be sent does not keep the others unrevealed.
    reveals.forEach(this::publishSafely);
  }

  private void publishSafely(Reveal reveal) {
    try {
      publish(reveal);
    } catch (RuntimeException e) {
      settled(reveal);
      log.error(
          "round {} closed but its reveal in channel {} could not be sent",
          reveal.roundId(),
          reveal.channelId(),
          e);
    }
  }

  /**
   * Edits the round's message into its reveal, paced. The reveal is marked done once Discord took
   * the edit, or when it never can (see {@link RevealRefusal}); otherwise it is left for the next
   * start ({@link #sendUnrevealed}).
   */
  private void publish(Reveal reveal) {
    JDA current = jda;
    if (current == null || current.getGuildById(reveal.guildId()) == null) {
      // The server is unavailable (a Discord outage) or the bot left it: not given up.
      log.info(
          "round {} closed; its server is not available now (a Discord outage, or the bot left"
              + " it): the reveal is sent at a later start if the server is back",
          reveal.roundId());
      return;
    }
    GuildMessageChannel channel =
        current.getChannelById(GuildMessageChannel.class, reveal.channelId());
    if (channel == null) {
      giveUp(reveal, "the channel was deleted");
      return;
    }
    String deckTitle = bank.deck(reveal.deckId()).map(d -> d.title()).orElse(reveal.deckId());
    revealing.add(reveal.roundId());
    try {
      // Built now, so JDA's local permission check refuses here rather than on the pacer thread.
      var edit =
          channel.editMessageEmbedsById(reveal.messageId(), RoundEmbeds.reveal(reveal, deckTitle));
      pacer
          .acquire(RequestPacer.Kind.REVEAL)
          .thenRun(() -> edit.queue(done -> revealed(reveal), err -> failed(reveal, err)))
          .exceptionally(
              err -> {
                // JDA already stopped (only if the shutdown grace ran out before this reveal).
                settled(reveal);
                log.warn(
                    "round {} closed but its reveal was not sent ({}); the next start sends it",
                    reveal.roundId(),
                    err.getMessage());
                return null;
              });
    } catch (PermissionException e) {
      // JDA's local check, from the cached roles: an expected refusal, not a bug (no stack trace).
      giveUp(
          reveal,
          "the bot lacks "
              + (e.getPermission() == null ? "a permission" : e.getPermission().getName())
              + " in #"
              + channel.getName()
              + " ("
              + channel.getId()
              + "); grant it to the bot's role in that channel for the next rounds");
      settled(reveal);
    } catch (RejectedExecutionException e) {
      // JDA is already stopping (only if close() had to give up waiting for this tick).
      settled(reveal);
      log.warn(
          "round {} closed but its reveal was not sent: the bot is stopping; the next start sends"
              + " it",
          reveal.roundId());
    }
  }

  /** Discord took the edit: the message shows the reveal. */
  private void revealed(Reveal reveal) {
    // Recorded before it stops counting as on its way, so a concurrent pass over the unrevealed
    // rounds never finds it in neither state.
    markRevealed(reveal);
    settled(reveal);
  }

  private void failed(Reveal reveal, Throwable err) {
    Optional<String> permanent = RevealRefusal.permanent(err);
    if (permanent.isPresent()) {
      giveUp(reveal, permanent.get());
    } else if (err instanceof CancellationException
        || err.getCause() instanceof CancellationException) {
      log.info(
          "round {}'s reveal was cut short by the stop; the next start sends it", reveal.roundId());
    } else {
      Instant again = retries.failed(reveal);
      log.warn(
          "round {} closed but its reveal failed ({}); {}",
          reveal.roundId(),
          err.getMessage(),
          again == null
              ? "tried often enough for now: the next start sends it again"
              : "tried again at " + again);
    }
    settled(reveal);
  }

  /** The reveal is no longer on its way: answered, refused, or never sent. */
  private void settled(Reveal reveal) {
    revealing.remove(reveal.roundId());
    synchronized (revealing) {
      revealing.notifyAll();
    }
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
    long deadline = System.nanoTime() + timeout.toNanos();
    synchronized (revealing) {
      while (!revealing.isEmpty()) {
        long left = deadline - System.nanoTime();
        if (left <= 0) {
          return false;
        }
        TimeUnit.NANOSECONDS.timedWait(revealing, left);
      }
    }
    return true;
  }

  /** A reveal that can never be sent: said once, and marked done so no start retries it. */
  private void giveUp(Reveal reveal, String why) {
    log.warn(
        "round {} closed; its reveal in channel {} is given up: {}",
        reveal.roundId(),
        reveal.channelId(),
        why);
    markRevealed(reveal);
  }

  private void markRevealed(Reveal reveal) {
    retries.done(reveal.roundId());
    try {
      rounds.markRevealed(reveal.roundId());
    } catch (RuntimeException e) {
      // At stop, Discord may answer the last edits after the database closed.
      log.warn(
          "round {} was revealed but that could not be recorded ({}); the next start edits its"
              + " message again, with the same content",
          reveal.roundId(),
          e.getCause() == null ? e.getMessage() : e.getCause().getMessage());
    }
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
