package dev.quizbot.exam;

import dev.quizbot.bank.Question;
import java.util.Optional;

/**
 * A question of a submitted exam as the report shows it.
 *
 * @param item what the member did with it (its {@code right} is set)
 * @param question the bank's question; empty when it left the bank since
 */
public record ReportQuestion(ExamItem item, Optional<Question> question) {

  public boolean right() {
    return item.right().orElse(false);
  }

  /** The picked choice's text; empty when none was picked by the deadline. */
  public Optional<String> pickedText() {
    if (item.choice().isEmpty() || question.isEmpty()) {
      return Optional.empty();
    }
    int choice = item.choice().getAsInt();
    return choice < question.get().choices().size()
        ? Optional.of(question.get().choices().get(choice))
        : Optional.empty();
  }
}
