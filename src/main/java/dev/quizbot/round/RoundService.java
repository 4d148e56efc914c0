package dev.quizbot.round;

import static dev.quizbot.round.AnswerStorage.LOST;

import dev.quizbot.bank.Question;
import dev.quizbot.guildconfig.ChannelMentions;
import dev.quizbot.guildconfig.GuildSettings;
import dev.quizbot.guildconfig.GuildSettingsService;
import dev.quizbot.storage.FailureCause;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.OptionalLong;
import java.util.Random;
import java.util.Set;
import java.util.TreeMap;
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
  private static final Logger log = LoggerFactory.getLogger(RoundService.class);

  /** Messages of recently closed rounds, so a late reaction is reported as CLOSED. */
  private static final int RECENTLY_CLOSED_KEPT = 1_000;

  /**
   * Reactions one round keeps while it waits for its message id: a few seconds of a large server's
   * burst. Past it a reaction is dropped (it stays on the message for a restart).
   */
  static final int HELD_PER_ROUND = 5_000;

  /** How long a close waits for the closed rounds' answers to be stored before it tries later. */
  static final Duration CLOSE_FLUSH_WAIT = Duration.ofSeconds(1);

  private static final Duration FIRST_CLOSE_RETRY = Duration.ofMillis(250);
  private static final Duration CLOSE_RETRY_CAP = Duration.ofSeconds(5);

  private final QuestionSource questions;
  private final GuildSettingsService settings;
  private final RoundStore rounds;
  private final AnswerStore answers;
  private final AnswerWriter writer;
  private final RoundConfig config;
  private final Clock clock;
  private final Random random;
  private final ChoiceShuffler shuffler;
  private final LongSupplier roundIds;
  private final QuizCooldown cooldown;

  private final Object lock = new Object();
  private final Map<Long, OpenRound> byRoundId = new HashMap<>();
  private final Map<Long, OpenRound> byMessageId = new HashMap<>();
  private final Map<Long, OpenRound> quizByChannel = new HashMap<>();
  // Rounds prepared but not posted yet, by channel: members may react on the posted message
  // before the adapter learned its id (markPosted), and those reactions are held on these.
  private final Map<Long, List<OpenRound>> unpostedByChannel = new HashMap<>();
  // Rounds past their deadline, out of the index, whose close is not stored yet (guarded by lock).
  private final List<Closing> closing = new ArrayList<>();
  // Pacing of close retries while storage refuses them (used by the closing thread only).
  private volatile long nextCloseTry = System.nanoTime();
  private long closeRetryNanos;
  private boolean closeFailing;
  private final Map<Long, String> lastQuestionByChannel = new HashMap<>();
  private final Map<Long, Instant> recentlyClosed =
      new LinkedHashMap<>() {
        @Override
        protected boolean removeEldestEntry(Map.Entry<Long, Instant> eldest) {
          return size() > RECENTLY_CLOSED_KEPT;
        }
      };

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
    this.random = random;
    this.shuffler = new ChoiceShuffler(random);
    this.roundIds = roundIds;
    this.cooldown = new QuizCooldown(config.quizCooldown());
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
    StoredRound round;
    OpenRound open;
    synchronized (lock) {
      Duration window =
          request
              .window()
              .orElse(
                  request.kind() == RoundKind.QUIZ ? guild.answerWindow() : config.dailyWindow());
      if (window.compareTo(RoundConfig.MIN_WINDOW) < 0
          || window.compareTo(config.maxWindow()) > 0) {
        return reject(
            StartResult.RejectReason.INVALID_WINDOW,
            "The answer window must be between "
                + RoundConfig.MIN_WINDOW.toSeconds()
                + " and "
                + config.maxWindow().toSeconds()
                + " seconds; got "
                + window.toSeconds()
                + ".");
      }
      if (request.kind() == RoundKind.QUIZ) {
        if (!guild.allowsChannel(request.channelId())) {
          return reject(
              StartResult.RejectReason.CHANNEL_NOT_ALLOWED,
              "Quizzes are not enabled in this channel. Use one of: "
                  + ChannelMentions.of(guild.allowedChannels())
                  + ".");
        }
        OpenRound already = quizByChannel.get(request.channelId());
        if (already != null) {
          Instant closesAt = already.round().closesAt();
          return new StartResult.Rejected(
              StartResult.RejectReason.ROUND_ALREADY_OPEN,
              "A question is already open in this channel; it closes <t:"
                  + closesAt.getEpochSecond()
                  + ":R>. Answer it or wait for the reveal.",
              Optional.of(closesAt));
        }
      }
      Optional<String> topic = Optional.empty();
      if (request.topic().isPresent()) {
        topic = canonical(request.topic().get(), questions.topics());
        if (topic.isEmpty()) {
          return reject(
              StartResult.RejectReason.UNKNOWN_TOPIC,
              UnknownOptionReply.of("topic", request.topic().get(), questions.topics()));
        }
      }
      Optional<String> deck = Optional.empty();
      if (request.deckId().isPresent()) {
        deck = canonical(request.deckId().get(), questions.deckIds());
        if (deck.isEmpty()) {
          return reject(
              StartResult.RejectReason.UNKNOWN_DECK,
              UnknownOptionReply.of("deck", request.deckId().get(), questions.deckIds()));
        }
      }
      List<Question> eligible =
          questionId.isPresent()
              ? questionId.flatMap(questions::byId).stream().toList()
              : questions.eligible(topic, deck);
      if (eligible.isEmpty() && questionId.isPresent()) {
        return reject(
            StartResult.RejectReason.NO_QUESTIONS,
            "Question '" + questionId.get() + "' is no longer in the question bank.");
      }
      if (eligible.isEmpty()) {
        return reject(
            StartResult.RejectReason.NO_QUESTIONS,
            "No question matches topic '"
                + topic.orElse("any")
                + "' in deck '"
                + deck.orElse("any")
                + "'. Try /topics to see which topics each deck covers.");
      }
      // After the option checks, so a member first hears about a mistake they can fix now.
      Optional<Instant> cooledAt =
          request.kind() == RoundKind.QUIZ
              ? cooldown.blockedUntil(request.channelId(), clock.instant())
              : Optional.empty();
      if (cooledAt.isPresent()) {
        return cooldownRefusal(cooledAt.get());
      }
      Question question = pick(eligible, request.channelId());
      List<Integer> order = shuffler.order(question.choices().size());
      int correctPosition = order.indexOf(question.answerIndex());
      Instant openedAt = clock.instant();
      long windowSeconds = window.toSeconds();
      Instant closesAt = openedAt.plusSeconds(windowSeconds);
      round =
          new StoredRound(
              roundIds.getAsLong(),
              request.guildId(),
              request.channelId(),
              OptionalLong.empty(),
              request.kind(),
              question.id(),
              question.deckId(),
              question.topic(),
              order,
              correctPosition,
              (int) windowSeconds,
              guild.speedBonus(),
              guild.hideAnswers(),
              openedAt,
              closesAt,
              Optional.empty());
      open = new OpenRound(round, Optional.of(question));
      if (round.kind() == RoundKind.QUIZ) {
        // Reserves the channel while the row is written.
        quizByChannel.put(round.channelId(), open);
      }
      lastQuestionByChannel.put(round.channelId(), question.id());
    }
    try {
      rounds.insert(round);
    } catch (RuntimeException e) {
      synchronized (lock) {
        if (quizByChannel.get(round.channelId()) == open) {
          quizByChannel.remove(round.channelId());
        }
      }
      throw e;
    }
    synchronized (lock) {
      byRoundId.put(round.roundId(), open);
      unpostedByChannel.computeIfAbsent(round.channelId(), c -> new ArrayList<>(1)).add(open);
    }
    Question question = open.question().orElseThrow();
    return new PreparedRound(
        round.roundId(),
        round.guildId(),
        round.channelId(),
        round.kind(),
        question,
        round.choiceOrder(),
        round.correctPosition(),
        round.openedAt(),
        round.closesAt(),
        Duration.ofSeconds(round.windowSeconds()),
        round.speedBonus(),
        round.hideAnswers());
  }

  /**
   * Records the posted message of a prepared round; reactions on it are graded from now on. The
   * reactions of its channel held while it waited ({@link AnswerOutcome.Held}) are graded now if
   * they were on this message, in arrival order and by the rules of {@link #answer} (each at its
   * own time), and dropped otherwise.
   */
  public PostedResult markPosted(long roundId, long messageId) {
    synchronized (lock) {
      OpenRound open = byRoundId.get(roundId);
      if (open == null || open.isPosted()) {
        return PostedResult.notPosted();
      }
    }
    // Stored first (outside the lock): a graded answer must never exist for a round whose
    // message a restart could not find.
    rounds.setMessageId(roundId, messageId);
    synchronized (lock) {
      OpenRound open = byRoundId.get(roundId);
      if (open == null || open.isPosted()) {
        return PostedResult.notPosted();
      }
      open.posted(messageId);
      byMessageId.put(messageId, open);
      if (open.round().kind() == RoundKind.QUIZ) {
        // Only a posted round starts the cooldown: a refused, failed or abandoned start leaves the
        // channel free. It runs from when the round was prepared (start to start).
        cooldown.started(open.round().channelId(), open.round().openedAt());
      }
      stopWaiting(open);
      return new PostedResult(true, gradeHeld(open, messageId));
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
      OpenRound open = byRoundId.get(roundId);
      if (open == null || open.isPosted()) {
        return false;
      }
      forget(open);
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
      OpenRound open = byMessageId.get(reaction.messageId());
      if (open == null) {
        if (recentlyClosed.containsKey(reaction.messageId())) {
          return ignored(AnswerOutcome.IgnoreReason.CLOSED);
        }
        // Nothing waits for its message id almost always: no lookup by channel then.
        return unpostedByChannel.isEmpty()
            ? ignored(AnswerOutcome.IgnoreReason.NOT_A_ROUND)
            : hold(reaction);
      }
      return judge(open, reaction);
    }
  }

  /** The grading rules for a reaction on {@code open}'s message. Caller holds the lock. */
  private AnswerOutcome judge(OpenRound open, ReactionAnswer reaction) {
    if (reaction.userIsBot()) {
      return ignored(AnswerOutcome.IgnoreReason.BOT);
    }
    OptionalInt position = ChoiceEmojis.position(reaction.emoji(), open.choiceCount());
    if (position.isEmpty()) {
      return ignored(AnswerOutcome.IgnoreReason.NOT_A_CHOICE);
    }
    if (!reaction.at().isBefore(open.round().closesAt())) {
      return ignored(AnswerOutcome.IgnoreReason.CLOSED);
    }
    if (open.hasAnswered(reaction.userId())) {
      return ignored(AnswerOutcome.IgnoreReason.ALREADY_ANSWERED);
    }
    if (!writer.hasRoom()) {
      return ignored(AnswerOutcome.IgnoreReason.STORAGE_BACKLOG);
    }
    return grade(open, reaction.userId(), position.getAsInt(), reaction.at(), false);
  }

  /** Keeps a reaction for the rounds of its channel waiting for their message id. */
  private AnswerOutcome hold(ReactionAnswer reaction) {
    List<OpenRound> waiting = unpostedByChannel.get(reaction.channelId());
    if (waiting == null) {
      return ignored(AnswerOutcome.IgnoreReason.NOT_A_ROUND);
    }
    if (reaction.userIsBot()) {
      return ignored(AnswerOutcome.IgnoreReason.BOT);
    }
    boolean held = false;
    for (OpenRound open : waiting) {
      if (ChoiceEmojis.position(reaction.emoji(), open.choiceCount()).isEmpty()) {
        continue;
      }
      if (open.hold(reaction, HELD_PER_ROUND)) {
        held = true;
      } else {
        log.debug(
            "dropped a reaction by member {} in channel {}: round {} already holds {} reactions"
                + " while waiting for its message id",
            reaction.userId(),
            reaction.channelId(),
            open.round().roundId(),
            HELD_PER_ROUND);
      }
    }
    return held ? AnswerOutcome.Held.INSTANCE : ignored(AnswerOutcome.IgnoreReason.NOT_A_ROUND);
  }

  /** Grades the reactions {@code open} held that were on its message; drops the rest. */
  private List<AnswerOutcome.Recorded> gradeHeld(OpenRound open, long messageId) {
    List<ReactionAnswer> held = open.takeHeld();
    if (held.isEmpty()) {
      return List.of();
    }
    List<AnswerOutcome.Recorded> recorded = new ArrayList<>();
    for (ReactionAnswer reaction : held) {
      if (reaction.messageId() == messageId
          && judge(open, reaction) instanceof AnswerOutcome.Recorded answer) {
        recorded.add(answer);
      }
    }
    return recorded;
  }

  /** {@code open} is posted or forgotten: reactions of its channel are no longer held for it. */
  private void stopWaiting(OpenRound open) {
    long channelId = open.round().channelId();
    List<OpenRound> waiting = unpostedByChannel.get(channelId);
    if (waiting != null && waiting.remove(open) && waiting.isEmpty()) {
      unpostedByChannel.remove(channelId);
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
      OpenRound open = byMessageId.get(messageId);
      if (open == null) {
        return ReconcileResult.notOpen();
      }
      Map<Long, Set<Integer>> picks = new TreeMap<>();
      for (ReactionSnapshot reaction : reactions) {
        if (reaction.isBot()) {
          continue;
        }
        OptionalInt position = ChoiceEmojis.position(reaction.emoji(), open.choiceCount());
        if (position.isPresent()) {
          picks.computeIfAbsent(reaction.userId(), u -> new HashSet<>()).add(position.getAsInt());
        }
      }
      Instant now = clock.instant();
      Instant closesAt = open.round().closesAt();
      Instant answeredAt = now.isBefore(closesAt) ? now : closesAt;
      List<AnswerOutcome.Recorded> recorded = new ArrayList<>();
      List<Long> ambiguous = new ArrayList<>();
      int alreadyGraded = 0;
      for (Map.Entry<Long, Set<Integer>> pick : picks.entrySet()) {
        long user = pick.getKey();
        if (open.hasAnswered(user)) {
          alreadyGraded++;
        } else if (pick.getValue().size() > 1) {
          ambiguous.add(user);
        } else {
          int position = pick.getValue().iterator().next();
          recorded.add(grade(open, user, position, answeredAt, true));
        }
      }
      return new ReconcileResult(true, recorded, ambiguous, alreadyGraded);
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
    List<OpenRound> neverPosted = new ArrayList<>();
    List<Closing> toClose;
    synchronized (lock) {
      Instant now = clock.instant();
      for (OpenRound open : List.copyOf(byRoundId.values())) {
        if (!now.isBefore(open.round().closesAt()) && !notYet.contains(open.round().roundId())) {
          forget(open);
          if (open.isPosted()) {
            recentlyClosed.put(open.messageId(), now);
            // Every answer of the round is queued by now (they are queued under this lock, and
            // the round left the index): stored once the writer has committed this far.
            closing.add(new Closing(open, writer.lastEnqueued()));
          } else {
            neverPosted.add(open);
          }
        }
      }
      if (closing.isEmpty()) {
        toClose = List.of();
      } else if (System.nanoTime() - nextCloseTry < 0) {
        toClose = List.of(); // the last close failed: storage gets a moment before the next try
      } else {
        toClose = new ArrayList<>(closing);
      }
    }
    List<Reveal> reveals = new ArrayList<>();
    if (!toClose.isEmpty()) {
      writer.flush(CLOSE_FLUSH_WAIT);
      toClose.sort(Comparator.comparing((Closing c) -> c.round().round().closesAt()));
      for (Closing c : toClose) {
        if (writer.committedSeq() < c.storedBy() || writer.storage(c.storedBy()) == LOST) {
          continue; // its answers still wait for storage (or, at stop, were given up)
        }
        Instant now = clock.instant();
        boolean closedHere;
        try {
          closedHere = rounds.close(c.round().round().roundId(), now);
        } catch (RuntimeException e) {
          closeFailed(c, e);
          break; // the others would wait for the same storage
        }
        synchronized (lock) {
          closing.remove(c);
        }
        closeWorked();
        if (closedHere) {
          reveals.add(c.round().reveal(now));
        }
      }
    }
    for (OpenRound open : neverPosted) {
      try {
        rounds.deleteUnposted(open.round().roundId());
      } catch (RuntimeException e) {
        // Left for the next start's sweep of never-posted rounds (deleteUnpostedDueBy).
        log.debug(
            "could not delete never-posted round {}: {}", open.round().roundId(), e.toString());
      }
    }
    return reveals;
  }

  /** A round past its deadline whose close is not stored yet, and the write its answers end at. */
  private record Closing(OpenRound round, long storedBy) {}

  private void closeFailed(Closing c, RuntimeException e) {
    long wait =
        Math.min(
            CLOSE_RETRY_CAP.toNanos(),
            closeRetryNanos == 0 ? FIRST_CLOSE_RETRY.toNanos() : closeRetryNanos * 2);
    closeRetryNanos = wait;
    nextCloseTry = System.nanoTime() + wait;
    if (!closeFailing) {
      closeFailing = true;
      log.warn(
          "closing round {} failed: {}; {} round(s) past their deadline wait to be closed and"
              + " revealed, tried again until storage works",
          c.round().round().roundId(),
          FailureCause.describe(e),
          closing.size());
    } else {
      log.debug("closing round {} failed again: {}", c.round().round().roundId(), e.toString());
    }
  }

  private void closeWorked() {
    if (closeFailing) {
      closeFailing = false;
      log.info("closing rounds works again");
    }
    closeRetryNanos = 0;
  }

  /**
   * The earliest deadline among rounds in memory, for the adapter's close scheduler; a round whose
   * close waits for storage counts with its (passed) deadline, so the scheduler keeps trying.
   */
  public Optional<Instant> nextDeadline() {
    synchronized (lock) {
      Optional<Instant> open =
          byRoundId.values().stream().map(o -> o.round().closesAt()).min(Comparator.naturalOrder());
      Optional<Instant> waiting =
          closing.stream().map(c -> c.round().round().closesAt()).min(Comparator.naturalOrder());
      if (waiting.isEmpty()) {
        return open;
      }
      return open.isEmpty() || waiting.get().isBefore(open.get()) ? waiting : open;
    }
  }

  /**
   * True while storage refuses the answers (the writer retries them): a new round would not be
   * stored either, so {@code /quiz} refuses at once instead of waiting for the database.
   */
  public boolean storageFailing() {
    return writer.storageFailing();
  }

  /** Rounds past their deadline whose close waits for storage (tests, health). */
  public int roundsWaitingToClose() {
    synchronized (lock) {
      return closing.size();
    }
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
        if (!ownsGuild.test(stored.guildId())
            || byRoundId.containsKey(stored.roundId())
            || isClosing(stored.roundId())) {
          continue;
        }
        OpenRound open = loaded(stored);
        byRoundId.put(stored.roundId(), open);
        byMessageId.put(open.messageId(), open);
        if (stored.kind() == RoundKind.QUIZ) {
          quizByChannel.put(stored.channelId(), open);
        }
      }
      return openRounds();
    }
  }

  private boolean isClosing(long roundId) {
    for (Closing c : closing) {
      if (c.round().round().roundId() == roundId) {
        return true;
      }
    }
    return false;
  }

  /** A stored round with its stored answers counted, as the process that graded them held it. */
  private OpenRound loaded(StoredRound stored) {
    OpenRound open = new OpenRound(stored, questions.byId(stored.questionId()));
    for (StoredAnswer answer : answers.answersOf(stored.roundId())) {
      open.count(
          answer.userId(),
          answer.choicePosition(),
          answer.correct(),
          answer.answeredAt(),
          answer.recovered());
    }
    return open;
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
      return byMessageId.values().stream()
          .map(OpenRound::view)
          .sorted(Comparator.comparing(OpenRoundView::closesAt))
          .toList();
    }
  }

  /** Whether a recorded answer ({@link AnswerOutcome.Recorded#writeSeq()}) is stored yet. */
  public AnswerStorage storage(long writeSeq) {
    return writer.storage(writeSeq);
  }

  /** Blocks until every answer graded so far is stored (tests, benchmarks, shutdown). */
  public void flush() {
    writer.flush();
  }

  private AnswerOutcome.Recorded grade(
      OpenRound open, long userId, int position, Instant answeredAt, boolean recovered) {
    StoredRound round = open.round();
    boolean correct = position == round.correctPosition();
    int points =
        Scoring.points(
            correct, round.speedBonus() && !recovered, answeredAt, round.closesAt(), open.window());
    StoredAnswer answer =
        new StoredAnswer(
            round.roundId(),
            round.guildId(),
            userId,
            position,
            correct,
            points,
            answeredAt,
            recovered,
            round.topic());
    long writeSeq = writer.enqueue(answer);
    open.count(userId, position, correct, answeredAt, recovered);
    return new AnswerOutcome.Recorded(
        round.roundId(),
        open.messageId(),
        round.channelId(),
        round.guildId(),
        userId,
        position,
        correct,
        points,
        recovered,
        round.hideAnswers(),
        writeSeq);
  }

  private void forget(OpenRound open) {
    StoredRound round = open.round();
    byRoundId.remove(round.roundId());
    if (open.isPosted()) {
      byMessageId.remove(open.messageId());
    } else {
      stopWaiting(open);
      int dropped = open.takeHeld().size();
      if (dropped > 0) {
        log.debug(
            "dropped {} reactions held for round {}, which was never posted",
            dropped,
            round.roundId());
      }
    }
    if (quizByChannel.get(round.channelId()) == open) {
      quizByChannel.remove(round.channelId());
    }
  }

  /** Any eligible question but the one this channel saw last, when there is a choice. */
  private Question pick(List<Question> eligible, long channelId) {
    String last = lastQuestionByChannel.get(channelId);
    List<Question> candidates = eligible;
    if (eligible.size() > 1 && last != null) {
      candidates = eligible.stream().filter(q -> !q.id().equals(last)).toList();
    }
    return candidates.get(random.nextInt(candidates.size()));
  }

  private static Optional<String> canonical(String asked, Set<String> known) {
    String wanted = asked.trim();
    return known.stream().filter(k -> k.equalsIgnoreCase(wanted)).findFirst();
  }

  private StartResult.Rejected cooldownRefusal(Instant nextAllowed) {
    // Rounded up to the second, so the time shown is never before a /quiz is accepted.
    long epochSecond = nextAllowed.getEpochSecond() + (nextAllowed.getNano() > 0 ? 1 : 0);
    return new StartResult.Rejected(
        StartResult.RejectReason.COOLDOWN,
        "A /quiz started in this channel less than "
            + CooldownText.of(cooldown.duration())
            + " ago. The next /quiz is possible here <t:"
            + epochSecond
            + ":R>.",
        Optional.of(nextAllowed));
  }

  private static StartResult.Rejected reject(StartResult.RejectReason reason, String message) {
    return new StartResult.Rejected(reason, message, Optional.empty());
  }

  private static AnswerOutcome.Ignored ignored(AnswerOutcome.IgnoreReason reason) {
    return new AnswerOutcome.Ignored(reason);
  }
}
