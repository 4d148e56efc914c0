package dev.quizbot.e2e.quiz;

import dev.quizbot.bank.BankLoader;
import dev.quizbot.bank.LoadResult;
import dev.quizbot.bank.Question;
import dev.quizbot.bank.QuestionBank;
import dev.quizbot.fakediscord.FakeMessage;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;

/**
 * What a member reading a posted question knows, plus the answer key: the question is found in the
 * shipped bank ({@code questions/}) by its prompt and its set of choices, exactly as posted, so the
 * test learns the correct letter without any back door into the bot.
 */
final class PostedQuestion {
  private static final LoadResult BANK = new BankLoader().load(Path.of("questions"));

  private final FakeMessage message;
  private final Question question;
  private final List<String> emojis;
  private final List<String> texts;

  private PostedQuestion(
      FakeMessage message, Question question, List<String> emojis, List<String> texts) {
    this.message = message;
    this.question = question;
    this.emojis = emojis;
    this.texts = texts;
  }

  /** Parses the posted embed's description: the prompt, a blank line, then "🇦 choice" lines. */
  static PostedQuestion of(FakeMessage message) {
    return of(message, BANK.bank());
  }

  /** The same, with the answer key from {@code bank} (a test's own bank). */
  static PostedQuestion of(FakeMessage message, QuestionBank bank) {
    String description = message.embeds().get(0).path("description").asText();
    int split = description.indexOf("\n\n");
    String prompt = description.substring(0, split);
    List<String> emojis = new ArrayList<>();
    List<String> texts = new ArrayList<>();
    for (String line : description.substring(split + 2).split("\n")) {
      int space = line.indexOf(' ');
      emojis.add(line.substring(0, space));
      texts.add(line.substring(space + 1));
    }
    List<Question> matches =
        bank.questions().stream()
            .filter(q -> q.prompt().equals(prompt))
            .filter(q -> new HashSet<>(q.choices()).equals(new HashSet<>(texts)))
            .toList();
    if (matches.size() != 1) {
      throw new AssertionError(matches.size() + " bank questions match the posted question");
    }
    return new PostedQuestion(message, matches.get(0), List.copyOf(emojis), List.copyOf(texts));
  }

  FakeMessage message() {
    return message;
  }

  Question question() {
    return question;
  }

  int correctPosition() {
    return texts.indexOf(question.correctChoice());
  }

  String correctEmoji() {
    return emojis.get(correctPosition());
  }

  String correctText() {
    return question.correctChoice();
  }

  /** The n-th wrong choice's emoji (0 = the first wrong one in display order). */
  String wrongEmoji(int n) {
    List<String> wrong = new ArrayList<>(emojis);
    wrong.remove(correctPosition());
    return wrong.get(n);
  }

  /** The choice text shown beside {@code emoji}. */
  String textOf(String emoji) {
    return texts.get(emojis.indexOf(emoji));
  }

  int position(String emoji) {
    return emojis.indexOf(emoji);
  }

  List<String> emojis() {
    return emojis;
  }
}
