package dev.quizbot.round;

import dev.quizbot.guildconfig.GuildSettings;
import dev.quizbot.guildconfig.GuildSettingsService;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Random;
import java.util.Set;
import java.util.function.LongPredicate;
import java.util.function.LongSupplier;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The round engine: prepares rounds, grades reaction answers, closes rounds into reveals and
 * recovers after a restart. Plain Java; the Discord adapter turns events into these calls.
 *
 * <p>Open rounds live in memory (by message id, with the set of members who answered), loaded from
 * the store by {@link #recover}; grading decisions are made in memory under one lock and the
 * outcome returned at once (a reaction's points need no stored totals), while {@link AnswerWriter}
 * stores answers and adds them to members' totals in group-committed transactions. No member totals
 * are held in memory: a /quiz never loads a server's members. Callers: the adapter's event thread
 * ({@link #answer}), a scheduler ({@link #closeDue}), command handlers ({@link #start}); all
 * methods are thread-safe.
 *
 * <p>Life of a round: {@link #start} stores the row with no message id and returns a {@link
 * PreparedRound}; the adapter posts it and calls {@link #markPosted} (or {@link #abandon} if the
 * post failed). Reactions go to {@link #answer}; those arriving before {@link #markPosted} (a
 * member may react as soon as the post shows) are held for the rounds of their channel still
 * waiting for a message id, and graded by it. {@link #closeDue} closes rounds at their deadline. A
 * prepared round never posted nor abandoned is deleted at its deadline.
 *
 * <p>Restart: call {@link #recover}, then for every returned round read the message's reactions and
 * pass them to {@link #reconcile}, then {@link #closeDue}. A reveal is done once the adapter calls
 * {@link #markRevealed}; those a stopped process left undone come back from {@link #unrevealed}.
 */
public final class RoundService {
  /**
   * Reactions one round keeps while it waits for its message id: a few seconds of a large server's
   * burst. Past it a reaction is dropped (it stays on the message for a restart).
   */
  static final int HELD_PER_ROUND = 5_000;

  /** How long a close waits for the closed rounds' answers to be stored before it tries later. */
  static final Duration CLOSE_FLUSH_WAIT = Duration.ofSeconds(1);

  private static final Logger log = LoggerFactory.getLogger(RoundService.class);

  private final QuestionSource questions;
  private final GuildSettingsService settings;
  private final RoundStore rounds;
  private final AnswerStore answers;
  private final AnswerWriter writer;
  private final RoundConfig config;
  private final Clock clock;
  private final RoundDrafter drafter;
  private final QuizCooldown cooldown;

  private final StartRules rules;
  private final Object lock = new Object();
  private final OpenRounds open = new OpenRounds();
  private final Grader grader;
  // Closes due rounds and keeps those whose close waits for storage; shares this lock.
  private final RoundCloser closer;

  /**
   * @param random picks questions and shuffles choices; tests pass a seeded one
   * @param roundIds source of new round ids, e.g. {@link RoundIds#random()}
   */
  public RoundService(
      QuestionSource questions,
      GuildSettingsService settings,
      RoundStore rounds,
      AnswerStore answers,
      AnswerWriter writer,
      RoundConfig config,
      Clock clock,
      Random random,
      LongSupplier roundIds) {
    this.questions = questions;
    this.settings = settings;
    this.rounds = rounds;
    this.answers = answers;
    this.writer = writer;
    this.config = config;
    this.clock = clock;
    this.drafter = new RoundDrafter(clock, random, roundIds);
    this.cooldown = new QuizCooldown(config.quizCooldown());
    this.rules = new StartRules(questions, config, cooldown.duration());
    this.grader = new Grader(open, writer);
    this.closer = new RoundCloser(lock, open, rounds, writer, clock);
  }

  /**
   * Prepares a round: picks a question, shuffles its choices and stores the round (no message id
   * yet). Refusals store nothing. A {@code /quiz} is refused while the channel's cooldown runs:
   * less than {@link RoundConfig#quizCooldown()} since the start of its last posted {@code /quiz}
   * (daily rounds neither wait for it nor start it).
   */
  public StartResult start(RoundRequest request) {
    return start(request, Optional.empty());
  }

  /**
   * Prepares a daily round for a question the daily schedule already chose (it tracks repeats per
   * server), with the schedule's window. Otherwise exactly like {@link #start}: refusals (question
   * no longer in the bank, window out of range) store nothing.
   */
  public StartResult startDaily(long guildId, long channelId, String questionId, Duration window) {
    RoundRequest request =
        new RoundRequest(
            guildId,
            channelId,
            Optional.empty(),
            Optional.empty(),
            RoundKind.DAILY,
            Optional.of(window));
    return start(request, Optional.of(questionId));
  }

  private StartResult start(RoundRequest request, Optional<String> questionId) {
    // Checks and the pick run under the lock; the row insert runs outside it, so grading on the
    // event thread never waits for the database here.
    GuildSettings guild = settings.settings(request.guildId());
    if (request.kind() == RoundKind.QUIZ && !cooldown.knowsHistoryOf(request.channelId())) {
      // Once per channel and process (outside the lock, like the insert): the last /quiz may
      // have run before a restart.
      cooldown.seed(request.channelId(), rounds.lastPostedQuizStart(request.channelId()));
    }
    OpenRound prepared;
    synchronized (lock) {
      long channelId = request.channelId();
      StartRules.Channel channel =
          request.kind() == RoundKind.QUIZ
              ? new StartRules.Channel(
                  open.openQuizClosesAt(channelId),
                  cooldown.blockedUntil(channelId, clock.instant()))
              : new StartRules.Channel(Optional.empty(), Optional.empty());
      StartRules.Decision decision = rules.check(request, questionId, guild, channel);
      if (decision instanceof StartRules.Refused refused) {
        return new StartResult.Rejected(refused.refusal());
      }
      StartRules.Allowed allowed = (StartRules.Allowed) decision;
      prepared =
          drafter.draft(
              request, guild, allowed.window(), allowed.eligible(), open.lastQuestion(channelId));
      // Reserves the channel (a /quiz) while the row is written.
      open.reserve(prepared);
    }
    StoredRound round = prepared.round();
    try {
      rounds.insert(round);
    } catch (RuntimeException e) {
      synchronized (lock) {
        open.unreserve(prepared);
      }
      throw e;
    }
    synchronized (lock) {
      open.prepared(prepared);
    }
    return PreparedRound.of(round, prepared.question().orElseThrow());
  }

  /**
   * Records the posted message of a prepared round; reactions on it are graded from now on. The
   * reactions of its channel held while it waited ({@link AnswerOutcome.Held}) are graded now if
   * they were on this message, in arrival order and by the rules of {@link #answer} (each at its
   * own time), and dropped otherwise.
   */
  public PostedResult markPosted(long roundId, long messageId) {
    synchronized (lock) {
      if (open.byRoundId(roundId).filter(o -> !o.isPosted()).isEmpty()) {
        return PostedResult.notPosted();
      }
    }
    // Stored first (outside the lock): a graded answer must never exist for a round whose
    // message a restart could not find.
    rounds.setMessageId(roundId, messageId);
    synchronized (lock) {
      OpenRound round = open.byRoundId(roundId).orElse(null);
      if (round == null || round.isPosted()) {
        return PostedResult.notPosted();
      }
      open.posted(round, messageId);
      if (round.round().kind() == RoundKind.QUIZ) {
        // Only a posted round starts the cooldown: a refused, failed or abandoned start leaves the
        // channel free. It runs from when the round was prepared (start to start).
        cooldown.started(round.round().channelId(), round.round().openedAt());
      }
      return new PostedResult(true, grader.gradeHeld(round, messageId));
    }
  }

  /**
   * Records the message of a daily round that an earlier process prepared and posted but died
   * before recording (the daily service adopts such a message instead of posting again). Only the
   * store is written: the round is loaded like any open round by the next {@link #recover}, whose
   * reconcile then grades the reactions made meanwhile. Returns false when no such round is stored
   * (its deadline passed and it was deleted): the message then stays ungraded.
   */
  public boolean attachDailyMessage(
      long guildId, long channelId, String questionId, long messageId) {
    return rounds.attachMessage(guildId, channelId, RoundKind.DAILY, questionId, messageId);
  }

  /** Forgets a prepared round whose message could not be posted, and deletes its row. */
  public boolean abandon(long roundId) {
    synchronized (lock) {
      OpenRound round = open.byRoundId(roundId).orElse(null);
      if (round == null || round.isPosted()) {
        return false;
      }
      open.forget(round);
    }
    return rounds.deleteUnposted(roundId);
  }

  /**
   * Grades one added reaction (spec, "Grading rules"). Never blocks on storage. A reaction on a
   * message not known yet is held ({@link AnswerOutcome.Held}) while a round of its channel waits
   * for its message id.
   */
  public AnswerOutcome answer(ReactionAnswer reaction) {
    synchronized (lock) {
      return grader.answer(reaction);
    }
  }

  /**
   * Grades the answers a round missed while the bot was not listening, from the reactions now on
   * its message. Each member not graded yet with exactly ONE choice reaction is graded with it,
   * recovered: no speed bonus, answered at the reconcile time capped at the deadline. A member with
   * several choice reactions is not graded: which came first cannot be known from a reaction list,
   * and guessing would reward hedging. Bots and other emojis are ignored as in {@link #answer}.
   */
  public ReconcileResult reconcile(long messageId, List<ReactionSnapshot> reactions) {
    synchronized (lock) {
      OpenRound round = open.byMessageId(messageId);
      if (round == null) {
        return ReconcileResult.notOpen();
      }
      return grader.reconcile(round, reactions, clock.instant());
    }
  }

  /**
   * Closes every round whose deadline passed and returns one reveal per round closed by this call;
   * no other call returns it again in this process. A round is closed in the store only once its
   * answers are stored (this waits up to {@link #CLOSE_FLUSH_WAIT} for them); while storage is away
   * it stays in memory as closing (late reactions on it read CLOSED), and a later call closes it
   * once its answers and its close are stored: call this again (the adapter ticks). Once a reveal
   * is sent, {@link #markRevealed} it: a process that dies before leaves it to the next start's
   * {@link #unrevealed}.
   */
  public List<Reveal> closeDue() {
    return closeDue(Set.of());
  }

  /**
   * As {@link #closeDue()}, but the rounds in {@code notYet} stay open whatever their deadline
   * (their reactions are still being read after a restart).
   */
  public List<Reveal> closeDue(Set<Long> notYet) {
    return closer.closeDue(notYet);
  }

  /**
   * The earliest deadline among rounds in memory, for the adapter's close scheduler; a round whose
   * close waits for storage counts with its (passed) deadline, so the scheduler keeps trying.
   */
  public Optional<Instant> nextDeadline() {
    synchronized (lock) {
      Optional<Instant> openDeadline = open.nextDeadline();
      Optional<Instant> waiting = closer.earliestWaiting();
      if (waiting.isEmpty()) {
        return openDeadline;
      }
      return openDeadline.isEmpty() || waiting.get().isBefore(openDeadline.get())
          ? waiting
          : openDeadline;
    }
  }

  /**
   * True while storage refuses the answers (the writer retries them): a new round would not be
   * stored either, so {@code /quiz} refuses at once instead of waiting for the database.
   */
  public boolean storageFailing() {
    return writer.storageFailing();
  }

  /**
   * Answers graded by this process so far, stored or not: each is one write handed to the answer
   * writer (tests: a reaction counts here once it is graded, also while storage is away).
   */
  public long answersGraded() {
    return writer.lastEnqueued();
  }

  /** Rounds past their deadline whose close waits for storage (tests, health). */
  public int roundsWaitingToClose() {
    return closer.roundsWaitingToClose();
  }

  /**
   * Loads the stored open rounds (of the servers this process owns) with their answers, so grading
   * resumes where it stopped; deletes rounds that were prepared but never posted and whose deadline
   * passed. Rounds already in memory are kept as they are, so calling it again (after a gateway
   * session was re-created) is safe. Returns every open posted round: read their reactions and
   * {@link #reconcile} them.
   */
  public List<OpenRoundView> recover(LongPredicate ownsGuild) {
    synchronized (lock) {
      rounds.deleteUnpostedDueBy(clock.instant());
      for (StoredRound stored : rounds.openPosted()) {
        if (ownsGuild.test(stored.guildId())
            && !open.contains(stored.roundId())
            && !closer.isClosing(stored.roundId())) {
          open.loaded(loaded(stored));
        }
      }
      return openRounds();
    }
  }

  /** A stored round with its stored answers counted, as the process that graded them held it. */
  private OpenRound loaded(StoredRound stored) {
    OpenRound round = new OpenRound(stored, questions.byId(stored.questionId()));
    for (StoredAnswer answer : answers.answersOf(stored.roundId())) {
      round.count(
          answer.userId(),
          answer.choicePosition(),
          answer.correct(),
          answer.answeredAt(),
          answer.recovered());
    }
    return round;
  }

  /**
   * The reveals of closed rounds (of the servers this process owns) whose reveal is not done yet: a
   * process died between closing the round and editing its message, or the edit failed in a way a
   * later try may not. Each is rebuilt from the stored round and its stored answers by the same
   * code as at {@link #closeDue} ({@link #closeDue} stores every answer before it closes a round),
   * so it carries the same content. Earliest closed first. Send each, then {@link #markRevealed}.
   */
  public List<Reveal> unrevealed(LongPredicate ownsGuild) {
    List<Reveal> reveals = new ArrayList<>();
    for (StoredRound stored : rounds.closedUnrevealed()) {
      if (ownsGuild.test(stored.guildId())) {
        reveals.add(loaded(stored).reveal(stored.closedAt().orElseThrow()));
      }
    }
    return reveals;
  }

  /**
   * Records that a closed round's reveal is done: its message now shows the reveal, or the reveal
   * was given up for good (message or channel deleted, access taken away). Until then every start
   * sends it again ({@link #unrevealed}). Returns false when it was recorded already.
   */
  public boolean markRevealed(long roundId) {
    return rounds.markRevealed(roundId, clock.instant());
  }

  /** {@link #recover(LongPredicate)} for a process that serves every server. */
  public List<OpenRoundView> recover() {
    return recover(guild -> true);
  }

  /** The posted rounds still open, earliest deadline first. */
  public List<OpenRoundView> openRounds() {
    synchronized (lock) {
      return open.views();
    }
  }

  /** Whether a recorded answer ({@link AnswerOutcome.Recorded#writeSeq()}) is stored yet. */
  public AnswerStorage storage(long writeSeq) {
    return writer.storage(writeSeq);
  }

  /** Runs {@code then} once that answer's {@link #storage} is known (see the writer's). */
  public void whenSettled(long writeSeq, Runnable then) {
    writer.whenSettled(writeSeq, then);
  }

  /** Blocks until every answer graded so far is stored (tests, benchmarks, shutdown). */
  public void flush() {
    writer.flush();
  }
}
