package dev.quizbot.practice;

/**
 * The exit statuses of {@code quizbot practice}, as {@code quizbot items} numbers them: 0 done or
 * stopped, 2 usage or settings (an unknown deck or topic, a bad learner name or date), 3 question
 * bank, 4 database.
 */
public final class PracticeStatus {
  public static final int OK = 0;
  public static final int USAGE = 2;
  public static final int BANK = 3;
  public static final int DATABASE = 4;

  private PracticeStatus() {}
}
