package dev.quizbot.exam;

import dev.quizbot.bank.Deck;
import dev.quizbot.bank.GuildBanks;
import dev.quizbot.bank.QuestionBank;
import dev.quizbot.study.ReadinessReport;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Supplier;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * An {@link ExamStore} that stores each new exam's readiness forecast beside it, so the bot can
 * compare forecast and score later ({@code quizbot calibration}). The forecast is made before the
 * exam is stored (it must not count this exam as seen), for the exam's deck, number of questions
 * and start; it is stored only when the exam was. Everything else is the wrapped store's.
 */
public final class ForecastingExamStore implements ExamStore {

  private static final Logger LOG = LoggerFactory.getLogger(ForecastingExamStore.class);

  private final ExamStore store;
  private final GuildBanks banks;
  private final ExamForecaster forecaster;
  private final ExamForecasts forecasts;

  public ForecastingExamStore(
      ExamStore store,
      Supplier<QuestionBank> bank,
      ExamForecaster forecaster,
      ExamForecasts forecasts) {
    this(store, GuildBanks.current(bank), forecaster, forecasts);
  }

  public ForecastingExamStore(
      ExamStore store, GuildBanks banks, ExamForecaster forecaster, ExamForecasts forecasts) {
    this.store = store;
    this.banks = banks;
    this.forecaster = forecaster;
    this.forecasts = forecasts;
  }

  @Override
  public boolean create(ExamState state) {
    Exam exam = state.exam();
    Optional<ReadinessReport> forecast = forecast(exam);
    boolean created = store.create(state);
    if (created && forecast.isPresent()) {
      try {
        forecasts.record(
            exam.examId(),
            exam.memberId(),
            forecast.get(),
            exam.passPercent() / 100.0,
            exam.startedAt());
      } catch (RuntimeException e) {
        LOG.warn("exam {}: forecast not stored: {}", exam.examId(), e.getMessage());
      }
    }
    return created;
  }

  private Optional<ReadinessReport> forecast(Exam exam) {
    try {
      Optional<Deck> deck = banks.holding(exam.deckId()).deck(exam.deckId());
      return deck.map(
          d ->
              forecaster.forecast(
                  exam.memberId(),
                  d,
                  exam.questionCount(),
                  store.timesSeen(exam.memberId()),
                  exam.startedAt()));
    } catch (RuntimeException e) {
      // A forecast only serves the bot's own figures: it never stops an exam.
      LOG.warn("exam {}: no forecast: {}", exam.examId(), e.getMessage());
      return Optional.empty();
    }
  }

  @Override
  public Optional<ExamState> running(long memberId) {
    return store.running(memberId);
  }

  @Override
  public Optional<ExamState> find(long examId) {
    return store.find(examId);
  }

  @Override
  public boolean answer(long examId, int index, int choice, Instant at, int nextPosition) {
    return store.answer(examId, index, choice, at, nextPosition);
  }

  @Override
  public boolean skip(long examId, int index, int nextPosition, Instant at) {
    return store.skip(examId, index, nextPosition, at);
  }

  @Override
  public boolean flag(long examId, int index, boolean flagged, Instant at) {
    return store.flag(examId, index, flagged, at);
  }

  @Override
  public boolean move(long examId, int position, Instant at) {
    return store.move(examId, position, at);
  }

  @Override
  public Optional<ExamState> submit(
      long examId, Instant at, SubmittedBy by, Grading grading, boolean owesDm) {
    return store.submit(examId, at, by, grading, owesDm);
  }

  @Override
  public boolean abandon(long examId, Instant at) {
    return store.abandon(examId, at);
  }

  @Override
  public List<Long> dueBy(Instant now) {
    return store.dueBy(now);
  }

  @Override
  public Map<String, Integer> timesSeen(long memberId) {
    return store.timesSeen(memberId);
  }

  @Override
  public List<Exam> history(long memberId, int limit) {
    return store.history(memberId, limit);
  }

  @Override
  public Optional<ExamState> previousSubmitted(long memberId, String deckId, Instant before) {
    return store.previousSubmitted(memberId, deckId, before);
  }
}
