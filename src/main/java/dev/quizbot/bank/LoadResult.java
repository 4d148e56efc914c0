package dev.quizbot.bank;

import java.util.List;

/**
 * What loading a bank gave: the valid questions and every problem found.
 *
 * @param bank the decks and questions that passed validation
 * @param problems every problem, sorted by file then line; empty when the bank is clean
 */
public record LoadResult(QuestionBank bank, List<Problem> problems) {

  public LoadResult {
    problems = List.copyOf(problems);
  }

  public boolean isClean() {
    return problems.isEmpty();
  }

  /** The one-line summary {@code N decks, M questions, K problems}. */
  public String summary() {
    // Always plural: scripts and CI logs parse this line.
    return bank.decks().size()
        + " decks, "
        + bank.size()
        + " questions, "
        + problems.size()
        + " problems";
  }
}
