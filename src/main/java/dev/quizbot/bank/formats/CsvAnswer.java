package dev.quizbot.bank.formats;

import dev.quizbot.bank.Problem;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Set;

/**
 * Finds a CSV row's right choice from its answer cell: the letter of a choice column, or the exact
 * text of a choice. A letter names its column even when an earlier choice cell is empty (the empty
 * cell is then left out, and the letter must not slide to the next choice). An answer that is both
 * a letter and another choice's text is reported rather than guessed.
 */
final class CsvAnswer {

  private CsvAnswer() {}

  /**
   * Sets {@code question}'s answer; false when the answer cell is reported.
   *
   * @param cells the row's choice cells by column ({@code a} is 0), null where empty or absent
   * @param choiceColumns the choice columns the header names
   */
  static boolean resolve(
      Path file,
      int line,
      String answer,
      String[] cells,
      Set<Integer> choiceColumns,
      DraftQuestion question,
      List<Problem> problems) {
    int column = letterColumn(answer, choiceColumns);
    int byText = question.choices.indexOf(answer);
    if (column < 0) {
      if (byText >= 0) {
        question.answerIndex = byText;
      } else {
        question.answerText = answer; // the bank's checks say it is not one of the choices
      }
      return true;
    }
    String letter = String.valueOf((char) ('a' + column));
    if (cells[column] == null) {
      problems.add(
          new Problem(
              file,
              line,
              null,
              "answer '"
                  + answer
                  + "' names column "
                  + letter
                  + ", whose cell is empty: fill it, or give the right choice's letter or text"));
      return false;
    }
    int position = filledBefore(cells, column);
    if (byText >= 0 && byText != position) {
      problems.add(new Problem(file, line, null, ambiguity(answer, column, cells)));
      return false;
    }
    question.answerIndex = position;
    return true;
  }

  /** Says which two choices a one-letter answer could mean, and how to pick one. */
  private static String ambiguity(String answer, int column, String[] cells) {
    List<String> byColumn = Arrays.asList(cells); // null where a cell is empty
    int textColumn = byColumn.indexOf(answer);
    String letter = String.valueOf((char) ('a' + column));
    String textLetter = String.valueOf((char) ('a' + textColumn));
    boolean upper = Character.isUpperCase(answer.charAt(0));
    String[] otherCase = {
      upper ? letter : letter.toUpperCase(Locale.ROOT),
      upper ? textLetter : textLetter.toUpperCase(Locale.ROOT)
    };
    boolean otherCaseFree = !byColumn.contains(otherCase[0]) && !byColumn.contains(otherCase[1]);
    return "answer '"
        + answer
        + "' could mean column "
        + letter
        + " (\""
        + cells[column]
        + "\") or the choice \""
        + answer
        + "\" in column "
        + textLetter
        + (otherCaseFree
            ? ": give the right column's letter in "
                + (upper ? "lower" : "upper")
                + " case ('"
                + otherCase[0]
                + "' or '"
                + otherCase[1]
                + "')"
            : ": reword one of these choices");
  }

  /**
   * What a writer puts in the answer cell so that {@link #resolve} reads back choice {@code index}:
   * its column's letter, in lower case when the upper-case one is another choice's text, else the
   * choice's text. Choices written in columns a, b, … with no empty cell.
   */
  static String cellFor(List<String> choices, int index) {
    String upper = String.valueOf((char) ('A' + index));
    String lower = upper.toLowerCase(Locale.ROOT);
    for (String candidate : List.of(upper, lower, choices.get(index))) {
      int byText = choices.indexOf(candidate);
      int column =
          candidate.length() == 1 ? candidate.toLowerCase(Locale.ROOT).charAt(0) - 'a' : -1;
      boolean letter = column >= 0 && column < choices.size();
      if (letter ? column == index && (byText < 0 || byText == index) : byText == index) {
        return candidate;
      }
    }
    return upper; // no unambiguous cell: the import reports it rather than guess
  }

  /** The 0-based column a one-letter answer names (any case), or -1 when it names none. */
  private static int letterColumn(String answer, Set<Integer> choiceColumns) {
    if (answer.length() != 1) {
      return -1;
    }
    int column = answer.toLowerCase(Locale.ROOT).charAt(0) - 'a';
    return choiceColumns.contains(column) ? column : -1;
  }

  /** How many filled choice cells come before {@code column}: its place among the choices. */
  private static int filledBefore(String[] cells, int column) {
    int filled = 0;
    for (int i = 0; i < column; i++) {
      if (cells[i] != null) {
        filled++;
      }
    }
    return filled;
  }
}
