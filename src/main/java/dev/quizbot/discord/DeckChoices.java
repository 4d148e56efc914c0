package dev.quizbot.discord;

import dev.quizbot.bank.Deck;
import dev.quizbot.bank.Question;
import dev.quizbot.bank.QuestionBank;
import java.util.List;
import java.util.Locale;
import net.dv8tion.jda.api.interactions.commands.Command;

/**
 * The autocomplete of a {@code deck} option ({@code /review}, {@code /readiness}, {@code /exam}):
 * decks whose id or title contains what was typed, case aside, titled as the deck is, valued by its
 * id.
 */
public final class DeckChoices {
  /** Discord shows at most 25 choices, each name at most 100 characters. */
  private static final int MAX_CHOICES = 25;

  private static final int MAX_NAME = 100;

  private DeckChoices() {}

  public static List<Command.Choice> matching(QuestionBank bank, String typed) {
    String lower = typed.toLowerCase(Locale.ROOT);
    return bank.decks().stream()
        .filter(DeckChoices::inUse)
        .filter(
            d ->
                d.id().toLowerCase(Locale.ROOT).contains(lower)
                    || d.title().toLowerCase(Locale.ROOT).contains(lower))
        .limit(MAX_CHOICES)
        .map(d -> new Command.Choice(name(d.title()), d.id()))
        .toList();
  }

  /** A deck with a question still drawn: a removed server deck's are all retired. */
  public static boolean inUse(Deck deck) {
    return deck.questions().stream().anyMatch(q -> !q.retired());
  }

  /** The deck's questions that can still be drawn. */
  public static List<Question> asked(Deck deck) {
    return deck.questions().stream().filter(q -> !q.retired()).toList();
  }

  private static String name(String title) {
    return title.length() <= MAX_NAME ? title : title.substring(0, MAX_NAME - 1) + "…";
  }
}
