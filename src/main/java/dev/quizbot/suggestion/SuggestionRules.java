package dev.quizbot.suggestion;

import dev.quizbot.bank.BankLoader;
import dev.quizbot.bank.Deck;
import dev.quizbot.bank.DeckWriter;
import dev.quizbot.bank.Problem;
import dev.quizbot.bank.Question;
import java.nio.file.Path;
import java.text.Normalizer;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.Locale;

/**
 * Checks a form with the bank's own rules (the question written as a deck and read back by the
 * bank's loader: lengths, choice count, distinct choices, Discord's limits), then what only a
 * suggestion needs: the form's lengths, a topic of the deck, and no question already asked.
 */
public final class SuggestionRules {

  private final BankLoader loader = new BankLoader();
  private final DeckWriter writer = new DeckWriter();

  /**
   * What to fix, one plain line each; empty when the form is fine.
   *
   * @param topics the chosen deck's topics (empty: any topic the bank accepts)
   * @param others questions it must not repeat (the deck's, the members' and pending ones)
   */
  public List<String> problems(
      SuggestionFields form, Collection<String> topics, Collection<String> others) {
    List<String> problems = new ArrayList<>();
    tooLong(problems, "question", form.prompt(), SuggestionFields.MAX_PROMPT);
    tooLong(problems, "correct answer", form.correctAnswer(), SuggestionFields.MAX_ANSWER);
    tooLong(problems, "wrong answers", form.wrongAnswers(), SuggestionFields.MAX_WRONG);
    tooLong(problems, "explanation", form.explanation(), SuggestionFields.MAX_EXPLANATION);
    tooLong(problems, "reference", form.reference(), SuggestionFields.MAX_REFERENCE);
    tooLong(problems, "topic", form.topic(), SuggestionFields.MAX_TOPIC);
    if (form.wrongList().isEmpty()) {
      problems.add("give at least one wrong answer, one per line");
    }
    if (!form.topic().isEmpty() && !topics.isEmpty() && !topics.contains(form.topic())) {
      problems.add(
          "topic '"
              + form.topic()
              + "' is not one of the deck's topics: "
              + String.join(", ", topics));
    }
    if (!problems.isEmpty()) {
      return problems;
    }
    Question question = MemberDeck.question(0, 0, form);
    Deck deck = new Deck(MemberDeck.DECK_ID, MemberDeck.TITLE, "", null, List.of(question));
    for (Problem p :
        loader.loadYaml(Path.of("suggestion.yaml"), writer.toYaml(deck, null)).problems()) {
      problems.add(p.message());
    }
    String prompt = key(form.prompt());
    if (!prompt.isEmpty() && others.stream().map(SuggestionRules::key).anyMatch(prompt::equals)) {
      problems.add("this question is already in the deck or suggested; ask something else");
    }
    return problems;
  }

  private static void tooLong(List<String> problems, String field, String text, int max) {
    if (text.length() > max) {
      problems.add(field + " has " + text.length() + " characters; at most " + max);
    }
  }

  /** Two prompts are the same question when they differ only in case, spaces and punctuation. */
  static String key(String prompt) {
    return Normalizer.normalize(prompt, Normalizer.Form.NFKC)
        .toLowerCase(Locale.ROOT)
        .replaceAll("[\\p{P}\\s]+", " ")
        .strip();
  }
}
