package dev.quizbot.bank.formats;

/** The kinds of file {@code quizbot import} reads. */
public enum ImportFormat {
  AIKEN("Aiken"),
  GIFT("GIFT"),
  MOODLE_XML("Moodle XML"),
  CSV("CSV"),
  ANKI("Anki text"),
  PRACTICE_TEST("practice test"),
  DECK("Quizbot deck");

  private final String label;

  ImportFormat(String label) {
    this.label = label;
  }

  /** The name users know the format by. */
  public String label() {
    return label;
  }
}
