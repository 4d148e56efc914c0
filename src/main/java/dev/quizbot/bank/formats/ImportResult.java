package dev.quizbot.bank.formats;

import dev.quizbot.bank.Deck;
import dev.quizbot.bank.Problem;
import java.util.List;

/**
 * What an import gave.
 *
 * @param deck the deck of every question read; null when there are problems
 * @param problems what must be fixed before the files can be imported, each with file:line
 * @param skipped questions of a kind Quizbot cannot ask, each with file:line
 * @param notes what the import made up and the author should check (one line each)
 */
public record ImportResult(
    Deck deck, List<Problem> problems, List<Problem> skipped, List<String> notes) {

  public ImportResult {
    problems = List.copyOf(problems);
    skipped = List.copyOf(skipped);
    notes = List.copyOf(notes);
  }

  public boolean isClean() {
    return problems.isEmpty() && deck != null;
  }
}
