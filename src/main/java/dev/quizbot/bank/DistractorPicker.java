package dev.quizbot.bank;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.PriorityQueue;
import java.util.Set;
import java.util.TreeSet;

/**
 * Makes choices for practice-test questions, which come with only their correct answer: the other
 * choices are accepted answers of other questions of the same deck, same topic first. The pick
 * depends only on the question's id and the deck's answers, so a question always shows the same
 * options.
 */
final class DistractorPicker {

  /** At most this many wrong choices are added (four choices in all, like the exam). */
  static final int MAX_DISTRACTORS = 3;

  /** A question that needs choices: its id, topic and correct answer. */
  record Candidate(String id, String topic, String answer) {}

  /** Another question's answer with its place in this question's order: by key, then answer. */
  private record Ranked(long key, Candidate candidate) implements Comparable<Ranked> {
    private static final Comparator<Ranked> ORDER =
        Comparator.comparingLong(Ranked::key).thenComparing(r -> r.candidate().answer());

    @Override
    public int compareTo(Ranked other) {
      return ORDER.compare(this, other);
    }
  }

  /**
   * Returns the choices for {@code question}: the correct answer plus up to {@value
   * #MAX_DISTRACTORS} others. The correct answer's position is {@code ordinal} modulo the number of
   * choices, which spreads correct answers evenly over A, B, C, D through a deck.
   */
  List<String> choices(Candidate question, int ordinal, List<Candidate> deck) {
    Set<String> taken = new TreeSet<>(String.CASE_INSENSITIVE_ORDER);
    taken.add(question.answer().strip());
    List<Candidate> sameTopic = new ArrayList<>();
    List<Candidate> otherTopic = new ArrayList<>();
    for (Candidate other : deck) {
      if (!other.id().equals(question.id())) {
        (other.topic().equals(question.topic()) ? sameTopic : otherTopic).add(other);
      }
    }
    // Each pool in the order of this question's hash of the answers (then the answer), taken
    // lazily: a heap built in linear time is asked only for the few answers needed, where sorting
    // every pool made a large practice test's load grow far faster than its size.
    List<String> distractors = new ArrayList<>();
    for (List<Candidate> pool : List.of(sameTopic, otherTopic)) {
      List<Ranked> ranked = new ArrayList<>(pool.size());
      for (Candidate other : pool) {
        ranked.add(new Ranked(StableHash.of(question.id() + "\n" + other.answer()), other));
      }
      PriorityQueue<Ranked> next = new PriorityQueue<>(ranked);
      while (distractors.size() < MAX_DISTRACTORS && !next.isEmpty()) {
        Candidate other = next.poll().candidate();
        if (taken.add(other.answer().strip())) {
          distractors.add(other.answer());
        }
      }
    }
    List<String> choices = new ArrayList<>(distractors);
    choices.add(Math.floorMod(ordinal, distractors.size() + 1), question.answer());
    return choices;
  }
}
