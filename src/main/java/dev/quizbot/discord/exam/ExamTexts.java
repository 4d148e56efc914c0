package dev.quizbot.discord.exam;

import dev.quizbot.bank.ExamBlueprint;
import dev.quizbot.bank.QuestionBank;
import dev.quizbot.exam.ExamStart;
import dev.quizbot.exam.ExamState;
import dev.quizbot.input.Typed;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.stream.Collectors;

/**
 * Every member-facing text of the mock exam on Discord, in one place (with {@link ExamReportTexts}
 * for the report), so they can move into message bundles as a whole.
 */
final class ExamTexts {

  private ExamTexts() {}

  // The command as registered (descriptions at most 100 characters).
  static final String COMMAND = "A timed mock exam in your DMs, scored at the end";
  static final String START = "Start a mock exam (or resume yours)";
  static final String DECK_OPTION = "The deck to draw from";
  static final String QUESTIONS_OPTION = "How many questions";
  static final String MINUTES_OPTION =
      "Time allowed, 1 to " + ExamBlueprint.MAX_MINUTES + " minutes";
  static final String RESUME_COMMAND = "Go on with your running exam";
  static final String ABANDON_COMMAND = "Drop your running exam unscored (asks first)";
  static final String HISTORY_COMMAND = "Your past attempts";
  static final String USAGE = "Use `/exam start`, `resume`, `abandon` or `history`.";

  static final String DMS_CLOSED =
      "I could not send you a direct message: your privacy settings block DMs from this server."
          + " To allow them, open the server's menu (click the server name) → **Privacy Settings**"
          + " → turn on **Direct Messages**, then run `/exam resume`."
          + " Or press **Take it here** to take the exam right in this channel; only you will see"
          + " it. Your exam has started: its clock is running.";
  static final String TAKE_HERE = "Take it here";
  static final String RESUME = "Resume";
  static final String NOT_YOURS =
      "This exam is not yours: run `/exam start` for your own. Nothing was changed.";
  static final String SOMEONE_ELSES =
      "This button belongs to someone else's message: run `/exam start` for your own exam."
          + " Nothing was changed.";
  static final String NO_EXAM_RUNNING = "You have no exam running. Start one with `/exam start`.";
  static final String DM_FAILED = "Discord did not take the direct message; try `/exam resume`.";
  static final String EXAM_OVER = "This exam is over: see `/exam history`.";
  static final String NO_HISTORY =
      "You have not taken a mock exam yet. Start one with `/exam start`.";
  static final String ABANDON_YES = "Abandon the exam";
  static final String ABANDON_NO = "Keep going";
  static final String ABANDONED = "Abandoned: that exam will not be scored.";
  static final String KEPT = "Good: your exam goes on.";
  static final String QUESTION_GONE =
      "This question was removed from the bank during your exam; skip it (it counts as unanswered).";
  static final String SKIP = "Skip";
  static final String FLAG = "🚩 Flag";
  static final String UNFLAG = "🚩 Unflag";
  static final String REVIEW_AND_SUBMIT = "Review and submit";
  static final String SUBMIT = "Submit";
  static final String SUBMIT_ANYWAY = "Submit anyway";
  static final String BACK = "Back";
  static final String GO_TO = "Go to an unanswered or flagged question";
  static final String SUBMITTED_HERE = "Submitted. Your report follows.";
  static final String LATEST_REPORT = "Show latest report";
  static final String NO_REPORT = "That report is not available.";

  static String dmLink(long dmChannelId, boolean resumed) {
    String what = resumed ? "Your exam continues" : "Your exam has started";
    return what + " in your direct messages: https://discord.com/channels/@me/" + dmChannelId;
  }

  static String refusal(ExamStart start, QuestionBank bank) {
    return switch (start.kind()) {
      case NO_DECKS -> "There is no deck to take an exam from. Nothing was started.";
      case UNKNOWN_DECK ->
          "There is no deck \""
              + Typed.echo(start.deckId().orElse(""))
              + "\". Decks: "
              + bank.decks().stream().map(d -> d.id()).limit(20).collect(Collectors.joining(", "))
              + ". Nothing was started.";
      case BAD_QUESTIONS ->
          "questions must be 1 to "
              + start.maxQuestions()
              + " (the questions deck "
              + start.deckId().orElse("")
              + " can give). Nothing was started.";
      case BAD_MINUTES ->
          "minutes must be 1 to " + ExamBlueprint.MAX_MINUTES + ". Nothing was started.";
      default -> "Nothing was started.";
    };
  }

  static String alreadyRunning(ExamState running) {
    return "You have an exam running ("
        + running.answeredCount()
        + " of "
        + running.items().size()
        + " answered; it ends "
        + relative(running.exam().endsAt())
        + "). Press **Resume** to go on, or run `/exam abandon` to drop it.";
  }

  static String confirmAbandon(ExamState running) {
    return "Abandon your exam? "
        + running.answeredCount()
        + " of "
        + running.items().size()
        + " questions are answered. An abandoned exam is not scored and cannot be resumed.";
  }

  static String timeUp(boolean reportHere) {
    return reportHere
        ? "Time is up: your exam was submitted with the answers given in time. Your report"
            + " follows."
        : "Time is up: your exam was submitted with the answers given in time; the report was"
            + " sent to you.";
  }

  static String needsConfirmation(List<Integer> unanswered) {
    return unanswered.size()
        + (unanswered.size() == 1 ? " question is" : " questions are")
        + " unanswered: "
        + numbers(unanswered)
        + ". Unanswered questions score nothing. Submit anyway?";
  }

  static String title(int number, int total) {
    return "Mock exam · Question " + number + " of " + total;
  }

  static String timeLeft(Instant endsAt) {
    return "ends " + relative(endsAt) + " (" + "<t:" + endsAt.getEpochSecond() + ":t>)";
  }

  static String progress(ExamState state) {
    int flagged = state.flagged().size();
    return state.answeredCount()
        + " of "
        + state.items().size()
        + " answered"
        + (flagged == 0 ? "" : " · " + flagged + " flagged");
  }

  static String yourAnswer(String letter) {
    return letter == null ? "none yet" : letter + " (you can change it until you submit)";
  }

  static final String TIME_FIELD = "Time";
  static final String PROGRESS_FIELD = "Progress";
  static final String ANSWER_FIELD = "Your answer";
  static final String FLAGGED_FOOTER = "🚩 Flagged for review. No feedback until you submit.";
  static final String NO_FEEDBACK_FOOTER = "No feedback until you submit.";

  static String reviewTitle() {
    return "Review and submit";
  }

  static String reviewBody(ExamState state) {
    List<Integer> open = state.unanswered();
    List<Integer> flagged = state.flagged();
    return "Answered: "
        + state.answeredCount()
        + " of "
        + state.items().size()
        + "\nUnanswered: "
        + (open.isEmpty() ? "none" : numbers(open))
        + "\nFlagged: "
        + (flagged.isEmpty() ? "none" : numbers(flagged))
        + "\nThe exam "
        + timeLeft(state.exam().endsAt())
        + "; at the end it is submitted by itself.";
  }

  static String backTo(int index) {
    return "Back to question " + (index + 1);
  }

  /** The placeholder of one go-to select when the questions to go to need several. */
  static String goToRange(int firstIndex, int lastIndex) {
    return GO_TO + " (" + (firstIndex + 1) + "–" + (lastIndex + 1) + ")";
  }

  static String goToOption(int index, boolean answered, boolean flagged) {
    return "Question "
        + (index + 1)
        + (answered ? "" : " · unanswered")
        + (flagged ? " · 🚩 flagged" : "");
  }

  static String duration(Duration d) {
    long seconds = d.toSeconds();
    long minutes = seconds / 60;
    long rest = seconds % 60;
    return minutes + " min" + (rest == 0 ? "" : " " + rest + " s");
  }

  static String relative(Instant at) {
    return "<t:" + at.getEpochSecond() + ":R>";
  }

  static String date(Instant at) {
    return "<t:" + at.getEpochSecond() + ":d>";
  }

  /** 1-based question numbers, "2, 5, 7". */
  static String numbers(List<Integer> indexes) {
    return indexes.stream().map(i -> Integer.toString(i + 1)).collect(Collectors.joining(", "));
  }
}
