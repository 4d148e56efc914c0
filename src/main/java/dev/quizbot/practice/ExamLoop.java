package dev.quizbot.practice;

import dev.quizbot.bank.Deck;
import dev.quizbot.bank.QuestionBank;
import dev.quizbot.exam.ExamOutcome;
import dev.quizbot.exam.ExamQuestion;
import dev.quizbot.exam.ExamReport;
import dev.quizbot.exam.ExamRequest;
import dev.quizbot.exam.ExamService;
import dev.quizbot.exam.ExamStart;
import dev.quizbot.exam.ExamState;
import dev.quizbot.i18n.Texts;
import java.io.PrintWriter;
import java.time.Clock;
import java.time.Duration;
import java.util.Optional;
import java.util.stream.Collectors;

/**
 * {@code quizbot practice --exam}: the mock exam of {@link ExamService} in the terminal, with its
 * clock. The deadline is the service's; the terminal only watches it, waking each second to show
 * the time left, and at the end asks the service, which submits the exam as it stands, and prints
 * the report. {@code q} leaves the exam running: the next {@code --exam} resumes it, or submits it
 * when its time has passed.
 */
public final class ExamLoop {
  private static final Duration TICK = Duration.ofSeconds(1);

  private final ExamService exams;
  private final QuestionBank bank;
  private final Console console;
  private final Clock clock;
  private final Texts t;

  /**
   * @param texts the terminal's language
   */
  public ExamLoop(ExamService exams, QuestionBank bank, Console console, Clock clock, Texts texts) {
    this.exams = exams;
    this.bank = bank;
    this.console = console;
    this.clock = clock;
    this.t = texts;
  }

  /** Runs the exam until it is submitted or the learner leaves; returns the exit status. */
  public int run(long learner, ExamRequest request, PrintWriter err) {
    Style s = console.style();
    ExamStart start = exams.start(learner, request);
    // An exam left running whose time passed meanwhile: this start submitted it.
    start.earlier().ifPresent(r -> console.print(ExamScreens.report(r, s, t)));
    switch (start.kind()) {
      case UNKNOWN_DECK -> {
        return refuse(err, t.get("practice.refusal.noDeck", request.deckId().orElse(""), decks()));
      }
      case NO_DECKS -> {
        return refuse(err, t.get("practice.refusal.noQuestions", decks()));
      }
      case BAD_QUESTIONS -> {
        return refuse(
            err,
            t.get(
                "practice.refusal.badCount",
                String.valueOf(start.maxQuestions()),
                start.deckId().orElse("")));
      }
      case BAD_MINUTES -> {
        return refuse(err, t.get("practice.refusal.badMinutes"));
      }
      case STARTED, ALREADY_RUNNING -> {}
    }
    ExamState state = start.exam().orElseThrow();
    String title = bank.deck(state.exam().deckId()).map(Deck::title).orElse(state.exam().deckId());
    console.print(
        ExamScreens.opening(
            state.exam(), title, start.kind() == ExamStart.Kind.ALREADY_RUNNING, s, t));
    while (true) {
      ExamOutcome outcome = step(learner, state);
      if (outcome == null) {
        console.print("\n" + t.get("practice.exam.paused") + "\n");
        return PracticeStatus.OK;
      }
      Optional<ExamReport> report = outcome.report();
      switch (outcome.status()) {
        case OK, NEEDS_CONFIRMATION -> state = outcome.state().orElseThrow();
        case SUBMITTED, TIME_UP, NOT_RUNNING, NO_EXAM -> {
          long examId = state.examId();
          Optional<ExamReport> shown = report.or(() -> exams.report(learner, examId));
          shown.ifPresentOrElse(
              r -> console.print(ExamScreens.report(r, s, t)),
              () -> console.print("\n" + t.get("practice.exam.gone") + "\n"));
          return PracticeStatus.OK;
        }
      }
    }
  }

  /**
   * Shows where the exam is and acts on one key: the outcome of the step, TIME_UP when the clock
   * ran out while waiting, null when the learner leaves.
   */
  private ExamOutcome step(long learner, ExamState state) {
    Style s = console.style();
    long examId = state.examId();
    int total = state.items().size();
    if (state.unanswered().isEmpty()) {
      console.print(ExamScreens.allAnswered(total, s, t));
      while (true) {
        Optional<Key> key = nextKey(state, 0);
        if (key.isEmpty()) {
          return exams.resume(learner);
        }
        switch (key.get().kind()) {
          case QUIT -> {
            return null;
          }
          case SUBMIT -> {
            return exams.submit(learner, examId, true);
          }
          default -> console.print(t.get("practice.exam.pressSubmit") + "\n");
        }
      }
    }
    int index = state.exam().position();
    ExamQuestion q = exams.question(state, index);
    if (q.question().isEmpty()) {
      return exams.skip(learner, examId, index); // it left the bank: it scores as unanswered
    }
    int choices = q.choiceOrder().size();
    console.print(ExamScreens.question(q, left(state), s, t));
    while (true) {
      Optional<Key> read = nextKey(state, choices);
      if (read.isEmpty()) {
        return exams.resume(learner);
      }
      Key key = read.get();
      switch (key.kind()) {
        case CHOICE -> {
          return exams.answer(learner, examId, index, q.choiceOrder().get(key.choice()));
        }
        case DONT_KNOW -> {
          return exams.skip(learner, examId, index);
        }
        case FLAG -> {
          return exams.flag(learner, examId, index, !q.item().flagged());
        }
        case SUBMIT -> {
          int open = state.unanswered().size();
          console.print(ExamScreens.confirm(open, t));
          Optional<Key> again = nextKey(state, 0);
          if (again.isEmpty()) {
            return exams.resume(learner);
          }
          if (again.get().kind() == Key.Kind.SUBMIT) {
            return exams.submit(learner, examId, true);
          }
          return exams.go(learner, examId, index); // shows the question again
        }
        case QUIT -> {
          return null;
        }
        case IGNORED -> {}
        case NOT_A_CHOICE -> console.print(ExamScreens.notAChoice(choices, t));
      }
    }
  }

  /**
   * The next key that is not a line end; empty when the exam's time ran out first. On a terminal
   * the time line is rewritten in place each second.
   */
  private Optional<Key> nextKey(ExamState state, int choices) {
    int total = state.items().size();
    boolean ticking = console.interactive();
    while (true) {
      Duration left = left(state);
      if (left.isZero()) {
        console.print(ticking ? "\n" : "");
        return Optional.empty();
      }
      if (ticking) {
        console.print("\r" + ExamScreens.timeLine(left, state.answeredCount(), total, t) + "  ");
      }
      int c = console.read(left.compareTo(TICK) < 0 ? left : TICK);
      if (c == Console.TIMED_OUT) {
        continue;
      }
      Key key = KeyMap.of(c, choices, true);
      if (key.kind() != Key.Kind.IGNORED) {
        console.print(ticking ? "\n" : "");
        return Optional.of(key);
      }
    }
  }

  private Duration left(ExamState state) {
    Duration left = Duration.between(clock.instant(), state.exam().endsAt());
    return left.isNegative() ? Duration.ZERO : left;
  }

  private String decks() {
    return bank.decks().stream().map(Deck::id).collect(Collectors.joining(", "));
  }

  private int refuse(PrintWriter err, String message) {
    err.println(t.get("practice.refusal", message));
    err.flush();
    return PracticeStatus.USAGE;
  }
}
