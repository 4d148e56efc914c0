package dev.quizbot.quality;

/**
 * Why {@code quizbot items} points at a question (the thresholds of the product spec's "Question
 * quality"). {@link #code} is what {@code --json} and the HTML report print; {@link #severity}
 * orders the report worst first.
 */
public enum ItemFlag {
  /** A wrong choice the strong members pick more often than the weak ones: the key may be wrong. */
  POSSIBLE_WRONG_KEY("possible-wrong-key", "possible wrong key", 100),
  /** Members who do well elsewhere get this one wrong more often than those who do badly. */
  CHECK_THE_KEY("check-the-key", "negative discrimination: check the key", 90),
  TOO_HARD("too-hard", "facility under 20 %", 40),
  LOW_DISCRIMINATION("low-discrimination", "discrimination under 0.10", 30),
  TOO_EASY("too-easy", "facility over 95 %", 20),
  /** A wrong choice almost nobody picks: it does not distract, rewrite or replace it. */
  NON_FUNCTIONAL_DISTRACTOR("non-functional-distractor", "non-functional distractor", 10),
  /** Fewer first attempts than {@code --min-answers}, or none at all: nothing else is flagged. */
  TOO_FEW_ANSWERS("too-few-answers", "too few answers", 0);

  /** Facility under this is {@link #TOO_HARD}. */
  public static final double HARD_BELOW = 0.20;

  /** Facility over this is {@link #TOO_EASY}. */
  public static final double EASY_ABOVE = 0.95;

  /** Discrimination under this is {@link #LOW_DISCRIMINATION}. */
  public static final double LOW_DISCRIMINATION_BELOW = 0.10;

  /** A wrong choice picked by a smaller share than this is a {@link #NON_FUNCTIONAL_DISTRACTOR}. */
  public static final double DISTRACTOR_BELOW = 0.05;

  private final String code;
  private final String label;
  private final int severity;

  ItemFlag(String code, String label, int severity) {
    this.code = code;
    this.label = label;
    this.severity = severity;
  }

  public String code() {
    return code;
  }

  public String label() {
    return label;
  }

  public int severity() {
    return severity;
  }
}
