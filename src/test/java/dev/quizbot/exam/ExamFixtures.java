package dev.quizbot.exam;

import dev.quizbot.bank.Deck;
import dev.quizbot.bank.ExamBlueprint;
import dev.quizbot.bank.Question;
import dev.quizbot.bank.QuestionBank;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/** Hand-built questions and decks for the exam tests. */
final class ExamFixtures {

  private ExamFixtures() {}

  /** A four-choice question whose right answer is choice {@code answer}. */
  static Question question(String id, String deckId, String topic, int answer) {
    List<String> texts = new ArrayList<>();
    for (int i = 0; i < 4; i++) {
      texts.add(id + " choice " + i);
    }
    return new Question(
        id,
        deckId,
        topic,
        "Prompt of " + id + "?",
        texts,
        answer,
        "Because " + id + ".",
        null,
        null,
        null);
  }

  /** {@code perTopic[i]} questions of topic {@code topics[i]}, answers spread over A–D. */
  static List<Question> questions(String deckId, List<String> topics, List<Integer> perTopic) {
    List<Question> all = new ArrayList<>();
    for (int t = 0; t < topics.size(); t++) {
      for (int i = 0; i < perTopic.get(t); i++) {
        all.add(question(deckId + "-" + topics.get(t) + "-" + i, deckId, topics.get(t), i % 4));
      }
    }
    return all;
  }

  /** A deck with an {@code exam:} block. */
  static Deck deck(
      String id,
      List<Question> questions,
      int count,
      int minutes,
      int pass,
      Map<String, Integer> weights) {
    return new Deck(
        id,
        "Deck " + id,
        "",
        null,
        questions,
        new ExamBlueprint(count, minutes, pass, weights, true));
  }

  static QuestionBank bank(Deck... decks) {
    return QuestionBank.of(List.of(decks));
  }
}
