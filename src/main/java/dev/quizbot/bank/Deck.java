package dev.quizbot.bank;

import java.util.List;

/**
 * One deck file: a titled set of questions.
 *
 * @param id deck id, unique across the bank
 * @param title human title shown in {@code /topics} and on posted questions
 * @param description short description (may be empty)
 * @param source optional provenance of the deck (may be null)
 * @param questions the deck's questions in file order
 */
public record Deck(
    String id, String title, String description, String source, List<Question> questions) {

  public Deck {
    questions = List.copyOf(questions);
  }
}
