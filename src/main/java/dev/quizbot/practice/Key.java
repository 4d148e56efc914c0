package dev.quizbot.practice;

/**
 * What one key press means in {@code quizbot practice}.
 *
 * @param choice the display position picked (0 for {@code a} or {@code 1}); -1 for other kinds
 */
public record Key(Kind kind, int choice) {

  public enum Kind {
    /** A choice of the question on screen. */
    CHOICE,
    /** {@code ?}: "Don't know", graded as a miss. */
    DONT_KNOW,
    /**
     * {@code f}: flag the question for review (exam mode); report a problem with the question just
     * answered (review mode).
     */
    FLAG,
    /** {@code s}: submit the exam (exam mode). */
    SUBMIT,
    /** {@code q}, Ctrl-C, Ctrl-D or the end of input: stop, keeping every answer given. */
    QUIT,
    /** A line end or a space (piped input has one after each key): no meaning, no message. */
    IGNORED,
    /** Any other key: said so, nothing stored. */
    NOT_A_CHOICE
  }

  static Key choice(int position) {
    return new Key(Kind.CHOICE, position);
  }

  static Key of(Kind kind) {
    return new Key(kind, -1);
  }
}
