package dev.quizbot.practice;

import dev.quizbot.bank.Deck;
import dev.quizbot.bank.Question;
import dev.quizbot.bank.QuestionBank;
import dev.quizbot.i18n.Texts;
import dev.quizbot.quality.ReportStore;
import dev.quizbot.study.AnswerResult;
import dev.quizbot.study.ChoiceOrder;
import dev.quizbot.study.ReviewFilter;
import dev.quizbot.study.ReviewService;
import dev.quizbot.study.ReviewStart;
import dev.quizbot.study.SessionQuestion;
import java.io.PrintWriter;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.Optional;
import java.util.OptionalInt;

/**
 * The default mode of {@code quizbot practice}: a {@code /review} session of the learner in the
 * terminal, on the same {@link ReviewService} (the same planner, due first then new, and the same
 * transaction per answer). Each run is one session: {@code q} ends it where it is, so the next run
 * plans afresh, with the misses due first. {@code f} after an answer reports that question, also
 * after the session's last answer, before its summary.
 */
public final class ReviewLoop {

  private final ReviewService reviews;
  private final QuestionBank bank;
  private final Console console;
  private final Clock clock;
  private final ReportPrompt report;
  private final Texts t;

  /**
   * @param reports where {@code f} after an answer files a report of a problem with the question
   * @param texts the terminal's language
   */
  public ReviewLoop(
      ReviewService reviews,
      QuestionBank bank,
      Console console,
      Clock clock,
      ReportStore reports,
      Texts texts) {
    this.reviews = reviews;
    this.bank = bank;
    this.console = console;
    this.clock = clock;
    this.t = texts;
    this.report = new ReportPrompt(reports, console, clock, texts);
  }

  /** The question answered last in this run, and the choice picked (deck order), for {@code f}. */
  private record Answered(Question question, OptionalInt picked) {}

  /**
   * Runs the session until it is done or the learner stops.
   *
   * @param err where a refusal goes (unknown deck or topic), one line
   * @return the exit status: 0, or {@link PracticeStatus#USAGE} for an unknown deck or topic
   */
  public int run(long learner, ReviewFilter filter, PrintWriter err) {
    ReviewStart start = reviews.start(learner, filter);
    Style s = console.style();
    switch (start.kind()) {
      case UNKNOWN_DECK, UNKNOWN_TOPIC -> {
        // checked before the run (PracticeChecks); here only if the bank changed in between
        return refuse(
            err,
            PracticeChecks.refusal(bank, filter.deckId(), filter.topic(), t)
                .orElse(t.get("practice.refusal.nothingToReview")));
      }
      case NOTHING_DUE -> {
        console.print(
            start
                    .nextDue()
                    .map(d -> t.get("practice.nothingDue.next", wordedFromNow(d)))
                    .orElse(t.get("practice.nothingDue"))
                + "\n");
        return 0;
      }
      case RESUMED -> console.print(s.dim(t.get("practice.resumed")) + "\n");
      case STARTED -> {}
    }
    SessionQuestion asked = start.question().orElseThrow();
    Answered last = null;
    while (true) {
      int choices = asked.question().choices().size();
      int[] order = ChoiceOrder.of(asked.sessionId(), asked.position(), choices);
      Instant shown = clock.instant();
      console.print(ReviewScreens.question(asked, order, deckTitle(asked), last != null, s, t));
      Key key = nextKey(choices);
      while (key.kind() == Key.Kind.FLAG) {
        if (last == null) {
          console.print(ReviewScreens.nothingToReport(t));
        } else if (report.run(learner, last.question(), last.picked())) {
          // the question waiting for its answer, again under the report's lines
          console.print(ReviewScreens.question(asked, order, deckTitle(asked), true, s, t));
        } else {
          key = Key.of(Key.Kind.QUIT); // the input ended during the report
          break;
        }
        key = nextKey(choices);
      }
      if (key.kind() == Key.Kind.QUIT) {
        reviews
            .stop(learner)
            .ifPresent(sum -> console.print(ReviewScreens.summary(sum, true, s, t)));
        return 0;
      }
      OptionalInt picked =
          key.kind() == Key.Kind.CHOICE ? OptionalInt.of(order[key.choice()]) : OptionalInt.empty();
      Instant now = clock.instant();
      AnswerResult result =
          reviews.answer(
              learner, asked.sessionId(), asked.position(), picked, Duration.between(shown, now));
      if (result.status() != AnswerResult.Status.ANSWERED) {
        // Another terminal of the same learner answered it first: go on with where it is now.
        console.print(t.get("practice.answeredElsewhere") + "\n");
      } else {
        console.print(ReviewScreens.answered(result, picked, order, now, s, t));
        last = new Answered(result.question().orElseThrow(), picked);
      }
      if (result.summary().isPresent()) {
        if (result.status() == AnswerResult.Status.ANSWERED) {
          reportBeforeSummary(learner, last);
        }
        console.print(ReviewScreens.summary(result.summary().get(), false, s, t));
        return 0;
      }
      Optional<SessionQuestion> next = result.next();
      if (next.isEmpty()) {
        return 0;
      }
      asked = next.get();
    }
  }

  /**
   * After the session's last answer, which no next question follows: {@code f} still reports that
   * question, then the summary comes; any other key, or the end of input, goes on to the summary.
   * Piped, the answer's own line end (and other blanks) are skipped, as on a question.
   */
  private void reportBeforeSummary(long learner, Answered last) {
    console.print(console.style().dim(ReviewScreens.lastAnswerKeys(t)) + "\n");
    while (true) {
      Key key = KeyMap.of(console.read(null), 0, false);
      if (key.kind() == Key.Kind.IGNORED && !console.interactive()) {
        continue;
      }
      if (key.kind() == Key.Kind.FLAG) {
        report.run(learner, last.question(), last.picked());
      }
      return;
    }
  }

  /** The next key that means something; a key that is not a choice is said so, and skipped. */
  private Key nextKey(int choices) {
    while (true) {
      Key key = KeyMap.of(console.read(null), choices, false);
      switch (key.kind()) {
        case CHOICE, DONT_KNOW, QUIT, FLAG -> {
          return key;
        }
        case IGNORED -> {}
        case SUBMIT, NOT_A_CHOICE -> console.print(ReviewScreens.notAChoice(choices, t));
      }
    }
  }

  private String deckTitle(SessionQuestion asked) {
    return bank.deck(asked.question().deckId()).map(Deck::title).orElse(asked.question().deckId());
  }

  private String wordedFromNow(Instant due) {
    Duration left = Duration.between(clock.instant(), due);
    return left.isNegative() ? t.get("practice.now") : ReviewScreens.worded(left, t);
  }

  private int refuse(PrintWriter err, String message) {
    err.println(t.get("practice.refusal", message));
    err.flush();
    return PracticeStatus.USAGE;
  }
}
