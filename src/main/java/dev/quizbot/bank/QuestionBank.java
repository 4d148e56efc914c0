package dev.quizbot.bank;

import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.SortedMap;
import java.util.TreeMap;

/**
 * The loaded, valid questions: decks in load order, every question by id, topics with counts.
 * Immutable; build a new one to reload.
 */
public final class QuestionBank {

  private final List<Deck> decks;
  private final List<Question> questions;
  private final Map<String, Deck> decksById;
  private final Map<String, Question> questionsById;
  private final Map<String, List<Question>> questionsByTopic;
  private final SortedMap<String, Integer> topicCounts;

  private QuestionBank(List<Deck> decks) {
    this.decks = List.copyOf(decks);
    Map<String, Deck> deckIndex = new LinkedHashMap<>();
    Map<String, Question> questionIndex = new LinkedHashMap<>();
    Map<String, List<Question>> topicIndex = new TreeMap<>();
    List<Question> all = new ArrayList<>();
    for (Deck deck : decks) {
      if (deckIndex.putIfAbsent(deck.id(), deck) != null) {
        throw new IllegalArgumentException("duplicate deck id: " + deck.id());
      }
      for (Question question : deck.questions()) {
        if (questionIndex.putIfAbsent(question.id(), question) != null) {
          throw new IllegalArgumentException("duplicate question id: " + question.id());
        }
        topicIndex.computeIfAbsent(question.topic(), t -> new ArrayList<>()).add(question);
        all.add(question);
      }
    }
    SortedMap<String, Integer> counts = new TreeMap<>();
    Map<String, List<Question>> frozenTopics = new LinkedHashMap<>();
    topicIndex.forEach(
        (topic, list) -> {
          int drawn = (int) list.stream().filter(q -> !q.retired()).count();
          if (drawn > 0) {
            counts.put(topic, drawn);
          }
          frozenTopics.put(topic, List.copyOf(list));
        });
    this.questions = List.copyOf(all);
    this.decksById = Collections.unmodifiableMap(deckIndex);
    this.questionsById = Collections.unmodifiableMap(questionIndex);
    this.questionsByTopic = Collections.unmodifiableMap(frozenTopics);
    this.topicCounts = Collections.unmodifiableSortedMap(counts);
  }

  /**
   * A bank of the given decks.
   *
   * @throws IllegalArgumentException when deck or question ids repeat (the loader never passes such
   *     decks: it reports them as problems)
   */
  public static QuestionBank of(List<Deck> decks) {
    return new QuestionBank(decks);
  }

  public static QuestionBank empty() {
    return new QuestionBank(List.of());
  }

  /** Decks in load order (files sorted by path). */
  public List<Deck> decks() {
    return decks;
  }

  /** Every question, deck by deck in file order. */
  public List<Question> questions() {
    return questions;
  }

  public int size() {
    return questions.size();
  }

  public boolean isEmpty() {
    return questions.isEmpty();
  }

  public Optional<Question> question(String id) {
    return Optional.ofNullable(questionsById.get(id));
  }

  public Optional<Deck> deck(String id) {
    return Optional.ofNullable(decksById.get(id));
  }

  /**
   * Topics in alphabetical order with how many of their questions can still be drawn; a topic whose
   * questions are all retired (a removed server deck's) is not one.
   */
  public SortedMap<String, Integer> topicCounts() {
    return topicCounts;
  }

  /**
   * Every topic of the bank in alphabetical order, those whose questions are all retired too: the
   * answers given on them keep their topic (a board may still be restricted to it).
   */
  public Set<String> allTopics() {
    return questionsByTopic.keySet();
  }

  /** Questions of {@code topic} in bank order; empty for an unknown topic. */
  public List<Question> questionsByTopic(String topic) {
    return questionsByTopic.getOrDefault(topic, List.of());
  }

  /** Questions of deck {@code deckId}; empty for an unknown deck. */
  public List<Question> questionsInDeck(String deckId) {
    Deck deck = decksById.get(deckId);
    return deck == null ? List.of() : deck.questions();
  }
}
