package dev.quizbot.discord.exam;

import dev.quizbot.bank.ExamBlueprint;
import dev.quizbot.bank.QuestionBank;
import dev.quizbot.exam.ExamStart;
import dev.quizbot.exam.ExamState;
import dev.quizbot.i18n.Texts;
import dev.quizbot.input.Typed;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.stream.Collectors;

/**
 * Every member-facing text of the mock exam on Discord, from the bundles ({@code exam.*} keys) in
 * the member's language (with {@link ExamReportTexts} for the report). The registered command's
 * English definition stays here; its translations are the {@code cmd.exam.*} keys.
 */
final class ExamTexts {

  private ExamTexts() {}

  // The command as registered (descriptions at most 100 characters); same as cmd.exam.* in English.
  static final String COMMAND = "A timed mock exam in your DMs, scored at the end";
  static final String START = "Start a mock exam (or resume yours)";
  static final String DECK_OPTION = "The deck to draw from";
  static final String QUESTIONS_OPTION = "How many questions";
  static final String MINUTES_OPTION =
      "Time allowed, 1 to " + ExamBlueprint.MAX_MINUTES + " minutes";
  static final String RESUME_COMMAND = "Go on with your running exam";
  static final String ABANDON_COMMAND = "Drop your running exam unscored (asks first)";
  static final String HISTORY_COMMAND = "Your past attempts";

  static String dmLink(Texts t, long dmChannelId, boolean resumed) {
    String link = "https://discord.com/channels/@me/" + dmChannelId;
    return t.get(resumed ? "exam.dmLink.resumed" : "exam.dmLink.started", link);
  }

  static String refusal(Texts t, ExamStart start, QuestionBank bank) {
    return switch (start.kind()) {
      case NO_DECKS -> t.get("exam.refusal.noDecks");
      case UNKNOWN_DECK ->
          t.get(
              "exam.refusal.unknownDeck",
              Typed.echo(start.deckId().orElse("")),
              bank.decks().stream().map(d -> d.id()).limit(20).collect(Collectors.joining(", ")));
      case BAD_QUESTIONS ->
          t.get("exam.refusal.badQuestions", start.maxQuestions(), start.deckId().orElse(""));
      case BAD_MINUTES -> t.get("exam.refusal.badMinutes", ExamBlueprint.MAX_MINUTES);
      default -> t.get("exam.refusal.other");
    };
  }

  static String alreadyRunning(Texts t, ExamState running) {
    return t.get(
        "exam.alreadyRunning",
        running.answeredCount(),
        running.items().size(),
        relative(running.exam().endsAt()));
  }

  static String confirmAbandon(Texts t, ExamState running) {
    return t.get("exam.confirmAbandon", running.answeredCount(), running.items().size());
  }

  static String timeUp(Texts t, boolean reportHere) {
    return t.get(reportHere ? "exam.timeUp.here" : "exam.timeUp.sent");
  }

  static String title(Texts t, int number, int total) {
    return t.get("exam.title", number, total);
  }

  static String timeLeft(Texts t, Instant endsAt) {
    return t.get("exam.timeLeft", relative(endsAt), "<t:" + endsAt.getEpochSecond() + ":t>");
  }

  static String progress(Texts t, ExamState state) {
    int marked = state.flagged().size();
    return marked == 0
        ? t.get("exam.progress", state.answeredCount(), state.items().size())
        : t.get("exam.progress.marked", state.answeredCount(), state.items().size(), marked);
  }

  static String yourAnswer(Texts t, String letter) {
    return letter == null ? t.get("exam.yourAnswer.none") : t.get("exam.yourAnswer", letter);
  }

  /** The review screen: how many answered, then the open and marked questions by number. */
  static String reviewBody(Texts t, ExamState state) {
    List<Integer> open = state.unanswered();
    List<Integer> marked = state.flagged();
    String none = t.get("exam.none");
    Instant end = state.exam().endsAt();
    return t.get(
        "exam.reviewBody",
        state.answeredCount(),
        state.items().size(),
        open.isEmpty() ? none : numbers(t, open),
        marked.isEmpty() ? none : numbers(t, marked),
        relative(end),
        "<t:" + end.getEpochSecond() + ":t>");
  }

  /** The review screen's submit: one press, saying how many stay unanswered. */
  static String submit(Texts t, int unanswered) {
    return unanswered == 0 ? t.get("exam.submit") : t.get("exam.submitAnyway", unanswered);
  }

  static String backTo(Texts t, int index) {
    return t.get("exam.backTo", index + 1);
  }

  /** The placeholder of one go-to select when the questions to go to need several. */
  static String goToRange(Texts t, int firstIndex, int lastIndex) {
    return t.get("exam.goTo") + " (" + (firstIndex + 1) + "–" + (lastIndex + 1) + ")";
  }

  /** "Q3 · answered", "Q2 · not answered · 🔖 marked": every question, so any can be changed. */
  static String goToOption(Texts t, int index, boolean answered, boolean marked) {
    return ref(t, index)
        + " · "
        + t.get(answered ? "exam.answered" : "exam.unanswered")
        + (marked ? " · 🔖 " + t.get("exam.markedMark") : "");
  }

  /** A question by its number, "Q3": a number, never read as a count. */
  static String ref(Texts t, int index) {
    return t.get("exam.q", index + 1);
  }

  static String duration(Texts t, Duration d) {
    long seconds = d.toSeconds();
    long minutes = seconds / 60;
    long rest = seconds % 60;
    return rest == 0
        ? t.get("exam.duration.minutes", minutes)
        : t.get("exam.duration.minutesSeconds", minutes, rest);
  }

  static String relative(Instant at) {
    return "<t:" + at.getEpochSecond() + ":R>";
  }

  static String date(Instant at) {
    return "<t:" + at.getEpochSecond() + ":d>";
  }

  /** Questions by number, "Q2, Q5, Q7" (Japanese "問2、問5、問7"). */
  static String numbers(Texts t, List<Integer> indexes) {
    return indexes.stream()
        .map(i -> ref(t, i))
        .collect(Collectors.joining(t.get("exam.q.separator")));
  }
}
