package dev.quizbot.study;

import dev.quizbot.bank.GuildBanks;
import dev.quizbot.bank.Question;
import dev.quizbot.bank.QuestionBank;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.function.LongSupplier;
import java.util.function.Supplier;

/**
 * {@code /review}: starts or resumes a member's session, grades its answers (right → Good, wrong or
 * "Don't know" → Again) and sums it up. Every answer is stored with its review in one transaction
 * before it is returned, so a session survives kill -9 and resumes exactly where it was; the
 * session's version makes a second click, an old button or a second process harmless.
 */
public final class ReviewService {

  private final GuildBanks banks;
  private final MemoryStore memory;
  private final ReviewLog reviews;
  private final StudySettingsStore settings;
  private final ReviewSessionStore sessions;
  private final StudyPlanner planner;
  private final Clock clock;
  private final LongSupplier sessionIds;

  /**
   * @param bank the current bank (it may be reloaded between calls)
   * @param sessionIds new session ids (random 63-bit, like round ids)
   */
  public ReviewService(
      Supplier<QuestionBank> bank,
      MemoryStore memory,
      ReviewLog reviews,
      StudySettingsStore settings,
      ReviewSessionStore sessions,
      StudyPlanner planner,
      Clock clock,
      LongSupplier sessionIds) {
    this(GuildBanks.current(bank), memory, reviews, settings, sessions, planner, clock, sessionIds);
  }

  /**
   * @param banks each server's bank (the shipped decks and the server's own)
   */
  public ReviewService(
      GuildBanks banks,
      MemoryStore memory,
      ReviewLog reviews,
      StudySettingsStore settings,
      ReviewSessionStore sessions,
      StudyPlanner planner,
      Clock clock,
      LongSupplier sessionIds) {
    this.banks = Objects.requireNonNull(banks);
    this.memory = Objects.requireNonNull(memory);
    this.reviews = Objects.requireNonNull(reviews);
    this.settings = Objects.requireNonNull(settings);
    this.sessions = Objects.requireNonNull(sessions);
    this.planner = Objects.requireNonNull(planner);
    this.clock = Objects.requireNonNull(clock);
    this.sessionIds = Objects.requireNonNull(sessionIds);
  }

  /**
   * Resumes the member's open session (whatever the filters), or plans and stores a new one.
   * Refusals (unknown deck or topic, nothing to review) store nothing.
   */
  public ReviewStart start(long memberId, ReviewFilter filter) {
    return start(memberId, GuildBanks.NO_GUILD, filter);
  }

  /**
   * As {@link #start(long, ReviewFilter)}, planned from server {@code guildId}'s bank: the shipped
   * decks and that server's own.
   */
  public ReviewStart start(long memberId, long guildId, ReviewFilter filter) {
    Optional<SessionQuestion> resumed = current(memberId);
    if (resumed.isPresent()) {
      return ReviewStart.of(
          ReviewStart.Kind.RESUMED, sessions.open(memberId).orElseThrow(), resumed.get());
    }
    QuestionBank questions = banks.of(guildId);
    if (filter.deckId().isPresent() && questions.deck(filter.deckId().get()).isEmpty()) {
      return ReviewStart.refused(ReviewStart.Kind.UNKNOWN_DECK, Optional.empty());
    }
    List<Question> candidates = StudyPlanner.candidates(questions, filter);
    if (filter.topic().isPresent() && candidates.isEmpty()) {
      return ReviewStart.refused(ReviewStart.Kind.UNKNOWN_TOPIC, Optional.empty());
    }
    Instant now = clock.instant();
    StudySettings mine = settings.get(memberId);
    Map<String, MemoryState> states = memory.allOf(memberId);
    int introduced = memory.introducedSince(memberId, MemberDay.of(now, mine.zone()).start());
    List<String> plan =
        planner.plan(candidates, states, now, mine.dailyNewLimit() - introduced, filter);
    if (plan.isEmpty()) {
      Optional<Instant> nextDue =
          candidates.stream()
              .map(q -> states.get(q.id()))
              .filter(Objects::nonNull)
              .map(MemoryState::due)
              .min(Comparator.naturalOrder());
      return ReviewStart.refused(ReviewStart.Kind.NOTHING_DUE, nextDue);
    }
    ReviewSession session =
        ReviewSession.start(sessionIds.getAsLong(), memberId, now, filter, ReviewQueue.of(plan));
    if (!sessions.create(session)) {
      // Another process (or click) opened one meanwhile: that one is the member's session.
      return current(memberId)
          .map(q -> ReviewStart.of(ReviewStart.Kind.RESUMED, sessions.open(memberId).get(), q))
          .orElseGet(() -> ReviewStart.refused(ReviewStart.Kind.NOTHING_DUE, Optional.empty()));
    }
    return ReviewStart.of(ReviewStart.Kind.STARTED, session, question(session).orElseThrow());
  }

  /**
   * The question the member's open session is asking: the next question of a review session. A
   * question that left the bank or was retired since is passed over (and the session closed when
   * none is left).
   */
  public Optional<SessionQuestion> current(long memberId) {
    for (int attempt = 0; attempt < 1_000; attempt++) {
      Optional<ReviewSession> open = sessions.open(memberId);
      if (open.isEmpty()) {
        return Optional.empty();
      }
      Optional<SessionQuestion> question = question(open.get());
      if (question.isPresent()) {
        return question;
      }
      ReviewSession s = open.get();
      sessions.update(s, s.with(s.queue().skip(), clock.instant()));
    }
    throw new IllegalStateException("review session of member " + memberId + " does not settle");
  }

  /**
   * Grades the answer to the question at {@code position} of the session.
   *
   * @param choice the choice picked, an index into the question's choices in the author's order;
   *     empty for "Don't know"
   * @throws IllegalArgumentException for a choice the question does not have
   * @param responseTime from showing the question to the answer (stored, not a grade)
   */
  public AnswerResult answer(
      long memberId, long sessionId, int position, OptionalInt choice, Duration responseTime) {
    Optional<ReviewSession> found = sessions.find(sessionId).filter(s -> s.memberId() == memberId);
    if (found.isEmpty()) {
      return AnswerResult.refused(AnswerResult.Status.NO_SESSION, Optional.empty());
    }
    ReviewSession session = found.get();
    if (!session.open() || session.queue().position() != position) {
      return AnswerResult.refused(AnswerResult.Status.STALE, current(memberId));
    }
    Optional<Question> asked = question(session).map(SessionQuestion::question);
    if (asked.isEmpty()) {
      return AnswerResult.refused(AnswerResult.Status.STALE, current(memberId));
    }
    Question question = asked.get();
    if (choice.isPresent()
        && (choice.getAsInt() < 0 || choice.getAsInt() >= question.choices().size())) {
      throw new IllegalArgumentException(
          "choice " + choice.getAsInt() + " of a question with " + question.choices().size());
    }
    boolean right = choice.isPresent() && choice.getAsInt() == question.answerIndex();
    Instant now = clock.instant();
    StudyReview review =
        new StudyReview(
            memberId,
            question.id(),
            ReviewSource.REVIEW,
            sessionId,
            position,
            right,
            now,
            Optional.of(responseTime));
    ReviewSession next = session.with(session.queue().afterAnswer(right), now);
    Optional<AppliedReview> applied = sessions.advance(session, next, review);
    if (applied.isEmpty()) {
      return AnswerResult.refused(AnswerResult.Status.STALE, current(memberId));
    }
    // The session as just written: no need to read it back.
    Optional<SessionQuestion> following = next.open() ? question(next) : Optional.empty();
    ReviewSession settled = next;
    if (next.open() && following.isEmpty()) {
      // The next question left the bank since: current() skips it (and any after), as at a start.
      following = current(memberId);
      settled = sessions.find(sessionId).orElse(next);
    }
    Optional<SessionSummary> summary =
        following.isEmpty() ? Optional.of(summary(settled)) : Optional.empty();
    return new AnswerResult(
        AnswerResult.Status.ANSWERED,
        right,
        Optional.of(question),
        Optional.of(applied.get().after().due()),
        Optional.of(applied.get().interval()),
        following,
        summary);
  }

  /**
   * Ends the member's open session where it is, without a review: the terminal's {@code q} (each
   * {@code quizbot practice} run is one session, and the next run plans afresh, the misses due
   * first). Every answer given is stored already; nothing else changes.
   *
   * @return the ended session's summary; empty when the member had no open session
   */
  public Optional<SessionSummary> stop(long memberId) {
    for (int attempt = 0; attempt < 10; attempt++) {
      Optional<ReviewSession> open = sessions.open(memberId);
      if (open.isEmpty()) {
        return Optional.empty();
      }
      ReviewSession s = open.get();
      ReviewSession ended = s.endedAt(clock.instant());
      if (sessions.update(s, ended)) {
        return Optional.of(summary(ended));
      }
    }
    throw new IllegalStateException("review session of member " + memberId + " does not stop");
  }

  /**
   * The session's numbers, and as of now the member's due tomorrow, streak and next step: how many
   * questions a new review would ask (planned as {@link #start} plans one without options, nothing
   * stored), else when the next one falls due.
   */
  public SessionSummary summary(ReviewSession session) {
    Instant now = clock.instant();
    long member = session.memberId();
    StudySettings mine = settings.get(member);
    MemberDay today = MemberDay.of(now, mine.zone());
    // "Ready now" as /review start without options plans it (the shipped decks); a server deck's
    // questions the member holds still count as due.
    QuestionBank questions = banks.of(GuildBanks.NO_GUILD);
    Instant end = today.endOfTomorrow();
    Map<String, MemoryState> states = memory.allOf(member);
    int dueTomorrow =
        (int)
            states.entrySet().stream()
                .filter(e -> banks.holding(e.getKey()).question(e.getKey()).isPresent())
                .filter(e -> e.getValue().due().isBefore(end))
                .count();
    Optional<Instant> nextDue =
        states.entrySet().stream()
            .filter(e -> banks.holding(e.getKey()).question(e.getKey()).isPresent())
            .map(e -> e.getValue().due())
            .min(Comparator.naturalOrder());
    int introduced = memory.introducedSince(member, today.start());
    int readyNow =
        planner
            .plan(
                StudyPlanner.candidates(questions, ReviewFilter.none()),
                states,
                now,
                mine.dailyNewLimit() - introduced,
                ReviewFilter.none())
            .size();
    int streak = reviews.streak(member, today.zone(), today.date());
    return new SessionSummary(
        session.queue().answered(),
        session.queue().right(),
        dueTomorrow,
        streak,
        readyNow,
        nextDue,
        mine.remindersOn());
  }

  private Optional<SessionQuestion> question(ReviewSession session) {
    ReviewQueue queue = session.queue();
    return queue
        .current()
        .flatMap(id -> banks.holding(id).question(id))
        .filter(q -> !q.retired()) // retired after the session was planned: passed over too
        .map(
            q ->
                new SessionQuestion(
                    session.sessionId(),
                    queue.position(),
                    q,
                    queue.answered() + 1,
                    queue.remaining()));
  }
}
