package dev.quizbot.suggestion;

import java.util.Arrays;
import java.util.List;

/**
 * What a member typed into the form, as typed: the refusal hands it back unchanged, so nothing they
 * wrote is lost.
 *
 * @param deckId the deck whose topics the member chose from
 * @param wrongAnswers the wrong answers, one per line
 * @param reference where the answer can be checked; may be empty
 */
public record SuggestionFields(
    String deckId,
    String topic,
    String prompt,
    String correctAnswer,
    String wrongAnswers,
    String explanation,
    String reference) {

  /** Longest texts the form accepts (and the table holds); the bank's rules may ask for less. */
  public static final int MAX_PROMPT = 1500;

  public static final int MAX_ANSWER = 300;
  public static final int MAX_WRONG = 1000;
  public static final int MAX_EXPLANATION = 1024;
  public static final int MAX_REFERENCE = 300;
  public static final int MAX_TOPIC = 64;

  public SuggestionFields {
    deckId = clean(deckId);
    topic = clean(topic);
    prompt = clean(prompt);
    correctAnswer = clean(correctAnswer);
    wrongAnswers = clean(wrongAnswers);
    explanation = clean(explanation);
    reference = clean(reference);
  }

  private static String clean(String text) {
    return text == null ? "" : text.strip();
  }

  /** The wrong answers, one per non-blank line, stripped. */
  public List<String> wrongList() {
    return Arrays.stream(wrongAnswers.split("\\R"))
        .map(String::strip)
        .filter(s -> !s.isEmpty())
        .toList();
  }

  /** The same form with other texts (an admin's edit keeps the deck). */
  public SuggestionFields withTexts(
      String topic,
      String prompt,
      String correctAnswer,
      String wrongAnswers,
      String explanation,
      String reference) {
    return new SuggestionFields(
        deckId, topic, prompt, correctAnswer, wrongAnswers, explanation, reference);
  }
}
