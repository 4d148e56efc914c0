package dev.quizbot.suggestion;

import dev.quizbot.bank.Deck;
import dev.quizbot.bank.Question;
import dev.quizbot.bank.QuestionBank;
import dev.quizbot.serverdeck.DeckStore;
import dev.quizbot.serverdeck.ServerDecks;
import dev.quizbot.serverdeck.StoredDeck;
import java.util.ArrayList;
import java.util.List;
import java.util.TreeSet;
import java.util.function.Supplier;

/**
 * The decks a server's members suggest for: the shipped bank's, then the server's own (its members'
 * deck too, so a topic of an approved question can be chosen again).
 */
public final class BankAndServerDecks implements SuggestionDecks {
  private final Supplier<QuestionBank> bank;
  private final DeckStore serverDecks;

  public BankAndServerDecks(Supplier<QuestionBank> bank, DeckStore serverDecks) {
    this.bank = bank;
    this.serverDecks = serverDecks;
  }

  @Override
  public List<DeckView> decks(long guildId) {
    List<DeckView> views = new ArrayList<>();
    bank.get().decks().forEach(d -> views.add(view(d)));
    for (StoredDeck stored : serverDecks.list(guildId)) {
      ServerDecks.load(stored).bank().decks().forEach(d -> views.add(view(d)));
    }
    return views;
  }

  private static DeckView view(Deck deck) {
    TreeSet<String> topics = new TreeSet<>();
    List<String> prompts = new ArrayList<>();
    for (Question q : deck.questions()) {
      topics.add(q.topic());
      prompts.add(q.prompt());
    }
    return new DeckView(deck.id(), deck.title(), new ArrayList<>(topics), prompts);
  }
}
