package dev.quizbot.study;

import dev.quizbot.bank.Deck;
import dev.quizbot.bank.Question;
import dev.quizbot.bank.QuestionBank;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** Hand-built questions and banks for the study tests. */
final class StudyFixtures {

  private StudyFixtures() {}

  /** A four-choice question whose right answer is choice 0 (A). */
  static Question question(String id, String deckId, String topic) {
    return question(id, deckId, topic, 4);
  }

  static Question question(String id, String deckId, String topic, int choices) {
    List<String> texts = new ArrayList<>();
    for (int i = 0; i < choices; i++) {
      texts.add(id + " choice " + i);
    }
    return new Question(
        id, deckId, topic, "Prompt of " + id + "?", texts, 0, "Because.", null, null, null);
  }

  /** A bank whose decks hold the questions in the given order, decks in first-seen order. */
  static QuestionBank bank(List<Question> questions) {
    Map<String, List<Question>> byDeck = new LinkedHashMap<>();
    for (Question q : questions) {
      byDeck.computeIfAbsent(q.deckId(), d -> new ArrayList<>()).add(q);
    }
    List<Deck> decks = new ArrayList<>();
    byDeck.forEach((id, qs) -> decks.add(new Deck(id, "Deck " + id, "", null, qs)));
    return QuestionBank.of(decks);
  }
}
