package dev.quizbot.study;

/**
 * The four FSRS grades. The bot itself only gives {@link #AGAIN} (wrong or "Don't know") and {@link
 * #GOOD} (right), but the formulas are defined over all four, so all four are here and tested.
 */
public enum Rating {
  AGAIN(1),
  HARD(2),
  GOOD(3),
  EASY(4);

  private final int grade;

  Rating(int grade) {
    this.grade = grade;
  }

  /** FSRS's G, 1 to 4: the formulas use it as a number ({@code G - 3}, {@code w[G-1]}). */
  public int grade() {
    return grade;
  }
}
