package dev.quizbot.study;

import dev.quizbot.bank.Deck;
import dev.quizbot.bank.GuildBanks;
import dev.quizbot.bank.QuestionBank;
import java.time.Clock;
import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalTime;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.LongFunction;
import java.util.function.Supplier;

/**
 * {@code /readiness [date] [deck]}: the date defaults to the member's exam date, else today. The
 * forecast is for noon of that date in the member's zone (the exam's hour is not known; noon is the
 * middle of the day), or for now when that date is today. The exam forecast is of the deck's mock
 * exam (its number of questions) drawn after the member's earlier exams.
 */
public final class ReadinessService {

  static final LocalTime EXAM_TIME = LocalTime.NOON;

  private final GuildBanks banks;
  private final MemoryStore memory;
  private final StudySettingsStore settings;
  private final Readiness readiness;
  private final Clock clock;
  private final ExamsSeen examsSeen;
  private final LongFunction<Optional<List<Double>>> memberWeights;
  private final RecallHistory history;
  private final Supplier<ExamLearning> learned;

  public ReadinessService(
      Supplier<QuestionBank> bank,
      MemoryStore memory,
      StudySettingsStore settings,
      Readiness readiness,
      Clock clock) {
    this(bank, memory, settings, readiness, clock, ExamsSeen.NONE);
  }

  /**
   * @param examsSeen the member's earlier exams, so the forecast draws as the next exam would
   */
  public ReadinessService(
      Supplier<QuestionBank> bank,
      MemoryStore memory,
      StudySettingsStore settings,
      Readiness readiness,
      Clock clock,
      ExamsSeen examsSeen) {
    this(GuildBanks.current(bank), memory, settings, readiness, clock, examsSeen);
  }

  /**
   * @param banks each server's bank: a deck id names its server's (see ServerIds)
   */
  public ReadinessService(
      GuildBanks banks,
      MemoryStore memory,
      StudySettingsStore settings,
      Readiness readiness,
      Clock clock,
      ExamsSeen examsSeen) {
    this(
        banks,
        memory,
        settings,
        readiness,
        clock,
        examsSeen,
        m -> Optional.empty(),
        null,
        () -> ExamLearning.NONE);
  }

  /**
   * @param memberWeights the member's own FSRS weights (empty: the defaults): the decay of the
   *     forgetting curve the forecast starts from
   * @param history the member's reviews, from which the forecast learns how far her memory model
   *     may be off ({@link MemoryUncertainty}); null: the model taken as known
   * @param learned what the forecast learned from the exam-takers (the latest, or {@link
   *     ExamLearning#NONE}): the prior that posterior starts from, and the score's correction
   */
  public ReadinessService(
      GuildBanks banks,
      MemoryStore memory,
      StudySettingsStore settings,
      Readiness readiness,
      Clock clock,
      ExamsSeen examsSeen,
      LongFunction<Optional<List<Double>>> memberWeights,
      RecallHistory history,
      Supplier<ExamLearning> learned) {
    this.banks = banks;
    this.memory = memory;
    this.settings = settings;
    this.readiness = readiness;
    this.clock = clock;
    this.examsSeen = examsSeen;
    this.memberWeights = memberWeights;
    this.history = history;
    this.learned = learned;
  }

  /**
   * @throws ReadinessRefusal.Refused for an unknown deck, a date before today and the cases of
   *     {@link Readiness#forecast}
   */
  public ReadinessReport forecast(
      long memberId,
      String deckId,
      Optional<LocalDate> date,
      Map<String, Double> topicWeights,
      double passMark) {
    QuestionBank questions = banks.holding(deckId);
    Optional<Deck> deck = questions.deck(deckId);
    if (deck.isEmpty()) {
      throw ReadinessRefusal.of(ReadinessRefusal.Kind.UNKNOWN_DECK, deckId).refused();
    }
    StudySettings mine = settings.get(memberId);
    Instant now = clock.instant();
    LocalDate today = now.atZone(mine.zone()).toLocalDate();
    LocalDate on = date.or(mine::examDate).orElse(today);
    if (on.isBefore(today)) {
      throw ReadinessRefusal.of(ReadinessRefusal.Kind.PAST_DATE, on, today).refused();
    }
    Instant at = on.equals(today) ? now : on.atTime(EXAM_TIME).atZone(mine.zone()).toInstant();
    ExamLearning learning = learning();
    return readiness.forecast(
        deckId,
        // A retired question is never drawn nor reviewed again: no part of the forecast exam.
        questions.questionsInDeck(deckId).stream().filter(q -> !q.retired()).toList(),
        memory.allOf(memberId),
        at,
        topicWeights,
        passMark,
        deck.get().exam().questions(),
        examsSeen.timesSeen(memberId),
        uncertainty(memberId, learning.prior()),
        learning);
  }

  /**
   * The forecast of a mock exam of {@code deck} about to start: {@code questions} questions, drawn
   * after the earlier exams' {@code timesSeen}, at {@code at}; weighted and passed as the deck's
   * {@code exam:} block says.
   */
  public ReadinessReport forecastExam(
      long memberId, Deck deck, int questions, Map<String, Integer> timesSeen, Instant at) {
    ExamLearning learning = learning();
    return readiness.forecast(
        deck.id(),
        banks.holding(deck.id()).questionsInDeck(deck.id()).stream()
            .filter(q -> !q.retired())
            .toList(),
        memory.allOf(memberId),
        at,
        ExamBlueprints.FROM_DECK.topicWeights(deck),
        ExamBlueprints.FROM_DECK.passMark(deck),
        questions,
        timesSeen,
        uncertainty(memberId, learning.prior()),
        learning);
  }

  /**
   * What the forecast uses of the exams' learning: nothing without a history, whose posterior the
   * prior and the correction were learned for.
   */
  private ExamLearning learning() {
    return history == null ? ExamLearning.NONE : learned.get();
  }

  /** The member's posterior over her memory model, or null (known) without a history. */
  private MemoryUncertainty uncertainty(long memberId, PopulationPrior prior) {
    if (history == null) {
      return null;
    }
    double decay = memberWeights.apply(memberId).orElse(FsrsParameters.DEFAULT_WEIGHTS).get(20);
    return MemoryUncertainty.posterior(history.recent(memberId), decay, prior);
  }
}
