package dev.quizbot.exam;

import dev.quizbot.bank.Deck;
import dev.quizbot.bank.ExamBlueprint;
import dev.quizbot.bank.GuildBanks;
import dev.quizbot.bank.Question;
import dev.quizbot.bank.QuestionBank;
import dev.quizbot.bank.ServerIds;
import dev.quizbot.study.StudySettingsStore;
import java.time.Clock;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.function.LongSupplier;

/**
 * The mock exam, for any front end (Discord's {@code /exam}, the terminal): start, the steps of a
 * running exam, submission (once, whoever asks: the member, a ticker, a start-up), the report and
 * the history. Plain Java with an injected clock; every step is stored before it returns, so an
 * exam survives kill -9, and the deadline is this clock's, never a client's.
 */
public final class ExamService {

  private final GuildBanks banks;
  private final ExamStore store;
  private final StudySettingsStore settings;
  private final Clock clock;
  private final LongSupplier examIds;

  /**
   * @param banks each server's bank (it may change between calls): an exam's deck id names its
   *     server's (see ServerIds)
   * @param settings the member's extra time ({@code StudySettings.examTimeFactor})
   * @param examIds new exam ids (random 63-bit, like round ids); an exam's id seeds its draw
   */
  public ExamService(
      GuildBanks banks,
      ExamStore store,
      StudySettingsStore settings,
      Clock clock,
      LongSupplier examIds) {
    this.banks = Objects.requireNonNull(banks);
    this.store = Objects.requireNonNull(store);
    this.settings = Objects.requireNonNull(settings);
    this.clock = Objects.requireNonNull(clock);
    this.examIds = Objects.requireNonNull(examIds);
  }

  /**
   * Starts an exam, or returns the running one (ALREADY_RUNNING: offer to resume). Refusals store
   * nothing. Defaults: the deck's {@code exam:} block; without one every question, one minute per
   * question, pass at 70 %. Fewer questions than the block's keep its pace (minutes scaled, rounded
   * up); a block-less deck keeps one minute per question.
   */
  public ExamStart start(long memberId, ExamRequest request) {
    return start(memberId, GuildBanks.NO_GUILD, request);
  }

  /** As {@link #start(long, ExamRequest)}, of a deck of server {@code guildId}'s bank. */
  public ExamStart start(long memberId, long guildId, ExamRequest request) {
    Optional<ExamReport> earlier = Optional.empty();
    Optional<ExamState> running = store.running(memberId);
    if (running.isPresent()) {
      if (!running.get().exam().expiredAt(clock.instant())) {
        return new ExamStart(
            ExamStart.Kind.ALREADY_RUNNING,
            running,
            Optional.of(running.get().exam().deckId()),
            0,
            Optional.empty());
      }
      earlier = submitTimeUp(running.get().examId(), true);
    }
    QuestionBank questions = banks.of(guildId);
    Optional<Deck> found =
        request.deckId().isPresent()
            ? questions.deck(request.deckId().get())
            : ExamDefaults.deck(questions);
    if (found.isEmpty()) {
      return ExamStart.refused(
          request.deckId().isPresent() ? ExamStart.Kind.UNKNOWN_DECK : ExamStart.Kind.NO_DECKS,
          request.deckId(),
          0);
    }
    Deck deck = found.get();
    ExamBlueprint blueprint = deck.exam();
    List<Question> eligible = ExamDraw.eligible(deck.questions(), blueprint.weights());
    Optional<String> deckId = Optional.of(deck.id());
    if (eligible.isEmpty()) {
      return ExamStart.refused(ExamStart.Kind.NO_DECKS, deckId, 0);
    }
    int count = request.questions().orElse(Math.min(blueprint.questions(), eligible.size()));
    if (count < 1 || count > eligible.size()) {
      return ExamStart.refused(ExamStart.Kind.BAD_QUESTIONS, deckId, eligible.size());
    }
    int minutes = request.minutes().orElse(ExamDefaults.minutes(blueprint, count));
    if (minutes < 1 || minutes > ExamBlueprint.MAX_MINUTES) {
      return ExamStart.refused(ExamStart.Kind.BAD_MINUTES, deckId, eligible.size());
    }
    long examId = examIds.getAsLong();
    List<Question> drawn =
        ExamDraw.draw(eligible, blueprint.weights(), count, store.timesSeen(memberId), examId);
    Instant now = clock.instant();
    double factor = settings.get(memberId).examTimeFactor();
    ExamState state =
        NewExam.of(examId, memberId, deck, count, minutes, factor, now, drawn).showing(now);
    if (!store.create(state)) {
      // Another click or process started one meanwhile: that one is the member's exam.
      return new ExamStart(
          ExamStart.Kind.ALREADY_RUNNING, store.running(memberId), deckId, 0, earlier);
    }
    return new ExamStart(ExamStart.Kind.STARTED, Optional.of(state), deckId, 0, earlier);
  }

  /**
   * Starts another exam like the member's exam {@code examId}: the same deck, number of questions
   * and minutes (the exam report's "Start another exam"); empty when that exam is not the member's.
   * As {@link #start}: the running exam instead, or a refusal that stores nothing.
   */
  public Optional<ExamStart> again(long memberId, long examId) {
    return mine(memberId, examId)
        .map(
            earlier ->
                start(
                    memberId,
                    // A server deck's id names its server: the retake draws from the same deck.
                    ServerIds.guildOf(earlier.exam().deckId()).orElse(GuildBanks.NO_GUILD),
                    new ExamRequest(
                        Optional.of(earlier.exam().deckId()),
                        OptionalInt.of(earlier.exam().questionCount()),
                        OptionalInt.of(earlier.exam().minutes()))));
  }

  /** The member's running exam (possibly past its deadline, until submitted). */
  public Optional<ExamState> running(long memberId) {
    return store.running(memberId);
  }

  /**
   * The running exam at its current question: OK, or TIME_UP when its deadline has come (then
   * submitted, the report with this call if it won), or NO_EXAM.
   */
  public ExamOutcome resume(long memberId) {
    Optional<ExamState> running = store.running(memberId);
    if (running.isEmpty()) {
      return ExamOutcome.noExam();
    }
    if (running.get().exam().expiredAt(clock.instant())) {
      return timeUp(running.get().examId());
    }
    return ExamOutcome.of(ExamOutcome.Status.OK, running.get());
  }

  /** The question at {@code index} of the exam, as a front end shows it. */
  public ExamQuestion question(ExamState state, int index) {
    ExamItem item = state.item(index);
    Optional<Question> question =
        banks.holding(item.questionId()).question(item.questionId()).filter(q -> !q.retired());
    int choices = question.map(q -> q.choices().size()).orElse(0);
    return new ExamQuestion(
        state, index, question, ExamDraw.choiceOrder(state.examId(), index, choices));
  }

  /**
   * Stores the answer to question {@code index} and moves to the next unanswered question. An
   * answer may be changed until the deadline.
   *
   * @param choice index into the question's choices in the author's order
   */
  public ExamOutcome answer(long memberId, long examId, int index, int choice) {
    return step(
        memberId,
        examId,
        index,
        (state, now) -> {
          String id = state.item(index).questionId();
          Optional<Question> q = banks.holding(id).question(id);
          if (q.isEmpty() || choice < 0 || choice >= q.get().choices().size()) {
            throw new IllegalArgumentException("choice " + choice + " of question " + index);
          }
          int next = nextAfterAnswer(state, index);
          return store.answer(examId, index, choice, now, next)
              ? Optional.of(state.with(state.item(index).answered(choice, now), next).showing(now))
              : Optional.empty();
        });
  }

  /** Leaves question {@code index} unanswered for now and moves on. */
  public ExamOutcome skip(long memberId, long examId, int index) {
    return step(
        memberId,
        examId,
        index,
        (state, now) -> {
          int next = state.nextOpenAfter(index);
          return store.skip(examId, index, next, now)
              ? Optional.of(state.with(state.item(index).skippedNow(), next).showing(now))
              : Optional.empty();
        });
  }

  /**
   * Marks question {@code index} for review, or clears the mark (members read "🔖 Mark for review";
   * the code and the table keep the older word "flag"); stays there.
   */
  public ExamOutcome flag(long memberId, long examId, int index, boolean flagged) {
    return step(
        memberId,
        examId,
        index,
        (state, now) ->
            store.flag(examId, index, flagged, now)
                ? Optional.of(
                    state.with(state.item(index).flagged(flagged), state.exam().position()))
                : Optional.empty());
  }

  /** Shows question {@code index} (the select menu of unanswered and flagged questions). */
  public ExamOutcome go(long memberId, long examId, int index) {
    return step(
        memberId,
        examId,
        index,
        (state, now) ->
            store.move(examId, index, now)
                ? Optional.of(state.with(state.item(index), index).showing(now))
                : Optional.empty());
  }

  /**
   * Submits the member's exam. With unanswered questions and not {@code confirmed}: stores nothing
   * and answers NEEDS_CONFIRMATION.
   */
  public ExamOutcome submit(long memberId, long examId, boolean confirmed) {
    Optional<ExamState> found = mine(memberId, examId);
    if (found.isEmpty()) {
      return ExamOutcome.noExam();
    }
    ExamState state = found.get();
    if (!state.exam().running()) {
      return ExamOutcome.of(ExamOutcome.Status.NOT_RUNNING, state);
    }
    Instant now = clock.instant();
    if (state.exam().expiredAt(now)) {
      return timeUp(examId);
    }
    if (!confirmed && !state.unanswered().isEmpty()) {
      return ExamOutcome.of(ExamOutcome.Status.NEEDS_CONFIRMATION, state);
    }
    Optional<ExamState> submitted =
        store.submit(
            examId,
            now,
            SubmittedBy.MEMBER,
            new ExamGrading(banks.holding(state.exam().deckId()), now));
    if (submitted.isEmpty()) {
      return ExamOutcome.of(ExamOutcome.Status.NOT_RUNNING, store.find(examId).orElse(state));
    }
    return new ExamOutcome(
        ExamOutcome.Status.SUBMITTED, submitted, Optional.of(reportOf(submitted.get())));
  }

  /** Abandons the member's running exam (never scored); false when none was running. */
  public boolean abandon(long memberId) {
    return store
        .running(memberId)
        .map(s -> store.abandon(s.examId(), clock.instant()))
        .orElse(false);
  }

  /**
   * Submits every running exam whose deadline has come (the ticker, and the start-up after
   * downtime): scored on what was stored by the deadline.
   *
   * @return the reports of the exams this call submitted (each for its caller to deliver once)
   */
  public List<ExamReport> submitDue() {
    List<ExamReport> won = new ArrayList<>();
    for (long examId : store.dueBy(clock.instant())) {
      // Nobody is looking: the report is owed by DM, recorded in the submission's transaction.
      submitTimeUp(examId, true).ifPresent(won::add);
    }
    return won;
  }

  /** The report of a submitted exam, whoever's (an owed report DM). */
  Optional<ExamReport> submittedReport(long examId) {
    return store
        .find(examId)
        .filter(s -> s.exam().status() == ExamStatus.SUBMITTED)
        .map(this::reportOf);
  }

  /** The report of the member's submitted exam (to show it again, page through it). */
  public Optional<ExamReport> report(long memberId, long examId) {
    return mine(memberId, examId)
        .filter(s -> s.exam().status() == ExamStatus.SUBMITTED)
        .map(this::reportOf);
  }

  /** The member's attempts, newest first, at most {@code limit}. */
  public List<ExamSummary> history(long memberId, int limit) {
    List<ExamSummary> rows = new ArrayList<>();
    for (Exam exam : store.history(memberId, limit)) {
      String title =
          banks.holding(exam.deckId()).deck(exam.deckId()).map(Deck::title).orElse(exam.deckId());
      rows.add(new ExamSummary(exam, title));
    }
    return rows;
  }

  private ExamReport reportOf(ExamState submitted) {
    Exam exam = submitted.exam();
    return ExamReports.of(
        submitted,
        banks.holding(exam.deckId()),
        store.previousSubmitted(exam.memberId(), exam.deckId(), exam.startedAt()));
  }

  /** One stored change; the exam after it (known without reading it back), empty if refused. */
  private interface Step {
    Optional<ExamState> run(ExamState state, Instant now);
  }

  private ExamOutcome step(long memberId, long examId, int index, Step step) {
    Optional<ExamState> found = mine(memberId, examId);
    if (found.isEmpty()) {
      return ExamOutcome.noExam();
    }
    ExamState state = found.get();
    if (!state.exam().running()) {
      return ExamOutcome.of(ExamOutcome.Status.NOT_RUNNING, state);
    }
    if (index < 0 || index >= state.items().size()) {
      throw new IllegalArgumentException("no question " + index + " in exam " + examId);
    }
    Instant now = clock.instant();
    if (state.exam().expiredAt(now)) {
      return timeUp(examId);
    }
    Optional<ExamState> after = step.run(state, now);
    if (after.isEmpty()) {
      // Refused by the store: submitted, abandoned or past the deadline meanwhile.
      ExamState stored = store.find(examId).orElse(state);
      return stored.exam().running()
          ? timeUp(examId)
          : ExamOutcome.of(ExamOutcome.Status.NOT_RUNNING, stored);
    }
    return ExamOutcome.of(ExamOutcome.Status.OK, after.get());
  }

  private ExamOutcome timeUp(long examId) {
    Optional<ExamReport> report = submitTimeUp(examId);
    return new ExamOutcome(ExamOutcome.Status.TIME_UP, store.find(examId), report);
  }

  /** The deadline's submission; the report when this call won it. */
  private Optional<ExamReport> submitTimeUp(long examId) {
    return submitTimeUp(examId, false);
  }

  private Optional<ExamReport> submitTimeUp(long examId, boolean owesDm) {
    Optional<ExamState> state = store.find(examId);
    if (state.isEmpty() || !state.get().exam().running()) {
      return Optional.empty();
    }
    Instant now = clock.instant();
    Instant end = state.get().exam().endsAt();
    // Terminal learners' ids are negative (V10__practice_learners.sql): no Discord DM to owe.
    boolean dm = state.get().exam().memberId() > 0;
    Instant at = now.isBefore(end) ? now : end;
    return store
        .submit(
            examId,
            at,
            SubmittedBy.TIME_UP,
            new ExamGrading(banks.holding(state.get().exam().deckId()), now),
            owesDm && dm)
        .map(this::reportOf);
  }

  private Optional<ExamState> mine(long memberId, long examId) {
    return store.find(examId).filter(s -> s.exam().memberId() == memberId);
  }

  private static int nextAfterAnswer(ExamState state, int index) {
    for (int step = 1; step < state.items().size(); step++) {
      int i = (index + step) % state.items().size();
      if (!state.item(i).answered()) {
        return i;
      }
    }
    return index; // every other question answered: stay; the front end offers to submit
  }
}
