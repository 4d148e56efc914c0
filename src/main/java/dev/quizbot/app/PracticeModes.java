package dev.quizbot.app;

import dev.quizbot.bank.Deck;
import dev.quizbot.bank.QuestionBank;
import dev.quizbot.discord.review.ReadinessRefusalText;
import dev.quizbot.exam.ExamRequest;
import dev.quizbot.exam.ExamService;
import dev.quizbot.i18n.Texts;
import dev.quizbot.practice.Console;
import dev.quizbot.practice.ExamLoop;
import dev.quizbot.practice.PracticeChecks;
import dev.quizbot.practice.PracticeOptions;
import dev.quizbot.practice.PracticeStatus;
import dev.quizbot.practice.ReadinessScreen;
import dev.quizbot.practice.ReviewLoop;
import dev.quizbot.practice.Style;
import dev.quizbot.quality.JdbcReportStore;
import dev.quizbot.quality.ReportStore;
import dev.quizbot.storage.Database;
import dev.quizbot.study.ExamBlueprints;
import dev.quizbot.study.ReadinessRefusal;
import dev.quizbot.study.ReadinessReport;
import dev.quizbot.study.ReadinessService;
import dev.quizbot.study.ReviewFilter;
import dev.quizbot.study.ReviewService;
import java.io.PrintWriter;
import java.time.Clock;
import java.time.Duration;
import java.time.LocalDate;
import java.util.List;
import java.util.Optional;

/**
 * The modes of {@code quizbot practice} on the bot's own study services ({@link StudyServices},
 * which {@code BotParts} builds them with too): a learner's review, the mock exam, and the
 * readiness forecast (weighted by {@link ExamBlueprints#FROM_DECK}, as {@code /readiness}).
 */
final class PracticeModes implements AutoCloseable {

  private final QuestionBank bank;
  private final Clock clock;
  private final ReviewService reviews;
  private final ReadinessService readiness;
  private final ExamService exams;
  private final ReportStore reports;
  private final StudyServices study;

  PracticeModes(QuestionBank bank, Database database, Clock clock) {
    this.bank = bank;
    this.clock = clock;
    study = new StudyServices(() -> bank, database, clock);
    reviews = study.reviews;
    readiness = study.readiness;
    exams = study.exams;
    reports = new JdbcReportStore(database.dataSource());
  }

  /** Stops a refit the session's answers started, before the database closes. */
  @Override
  public void close() {
    study.stopBackgroundWork(Duration.ofSeconds(1));
  }

  /** The review (default) mode. */
  int study(long learner, PracticeOptions options, Console console, PrintWriter err) {
    if (options.exam()) {
      return new ExamLoop(exams, bank, console, clock, Texts.of(options.language()))
          .run(learner, new ExamRequest(options.deck(), options.count(), options.minutes()), err);
    }
    ReviewFilter filter = ReviewFilter.none();
    if (options.deck().isPresent()) {
      filter = filter.withDeck(options.deck().get());
    }
    if (options.topic().isPresent()) {
      filter = filter.withTopic(options.topic().get());
    }
    if (options.count().isPresent()) {
      filter = filter.withCount(options.count().getAsInt());
    }
    return new ReviewLoop(reviews, bank, console, clock, reports, Texts.of(options.language()))
        .run(learner, filter, err);
  }

  /** {@code --readiness DATE}: the forecast of the deck given, or of every deck. */
  int readiness(long learner, PracticeOptions options, PrintWriter out, PrintWriter err) {
    Texts t = Texts.of(options.language());
    List<Deck> decks;
    if (options.deck().isPresent()) {
      Optional<Deck> deck = bank.deck(options.deck().get());
      if (deck.isEmpty()) {
        return refuse(
            err,
            t.get("practice.refusal.noDeck", options.deck().get(), PracticeChecks.decks(bank)),
            t);
      }
      decks = List.of(deck.get());
    } else {
      decks = bank.decks();
    }
    String when = options.readiness().orElseThrow();
    Optional<LocalDate> date =
        when.equals("today")
            ? Optional.of(LocalDate.now(clock))
            : Optional.of(LocalDate.parse(when));
    StringBuilder text = new StringBuilder();
    for (Deck deck : decks) {
      ReadinessReport report;
      try {
        report =
            readiness.forecast(
                learner,
                deck.id(),
                date,
                ExamBlueprints.FROM_DECK.topicWeights(deck),
                ExamBlueprints.FROM_DECK.passMark(deck));
      } catch (ReadinessRefusal.Refused e) {
        return refuse(err, ReadinessRefusalText.of(e.refusal(), t), t);
      }
      text.append(text.length() == 0 ? "" : "\n")
          .append(ReadinessScreen.render(deck, date.get(), report, Style.PLAIN, t));
    }
    out.print(text);
    out.flush();
    return PracticeStatus.OK;
  }

  /** A refused forecast: it never stores anything, so no "nothing was stored" ending. */
  private static int refuse(PrintWriter err, String message, Texts t) {
    err.println(PracticeRunner.failureLine(t, message));
    err.flush();
    return PracticeStatus.USAGE;
  }
}
