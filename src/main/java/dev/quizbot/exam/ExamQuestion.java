package dev.quizbot.exam;

import dev.quizbot.bank.Question;
import java.util.List;
import java.util.Optional;

/**
 * One question of a running exam as a front end shows it.
 *
 * @param question the bank's question; empty when it left the bank during the exam (it can only be
 *     skipped; it scores as unanswered)
 * @param choiceOrder the order to show the choices in: indexes into the author's order ({@link
 *     ExamDraw#choiceOrder})
 */
public record ExamQuestion(
    ExamState state, int index, Optional<Question> question, List<Integer> choiceOrder) {

  public ExamQuestion {
    choiceOrder = List.copyOf(choiceOrder);
  }

  public ExamItem item() {
    return state.item(index);
  }

  /** 1-based number shown to the member ("Question 3 of 5"). */
  public int number() {
    return index + 1;
  }

  public int total() {
    return state.items().size();
  }
}
