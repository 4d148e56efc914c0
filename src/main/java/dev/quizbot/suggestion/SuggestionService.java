package dev.quizbot.suggestion;

import java.time.Clock;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.function.LongConsumer;
import java.util.function.LongSupplier;

/** Members suggest, admins decide: the rules around the {@link SuggestionStore}. */
public final class SuggestionService {
  /** Pending suggestions one member may have in a server: more waits for the admins first. */
  public static final int MAX_PENDING_PER_MEMBER = 20;

  /** Longest reason an admin may give for a rejection. */
  public static final int MAX_REASON = 500;

  private final SuggestionStore store;
  private final SuggestionDecks decks;
  private final SuggestionRules rules = new SuggestionRules();
  private final LongSupplier ids;
  private final Clock clock;
  private final LongConsumer deckChanged;

  /**
   * @param ids new suggestion ids: random positive numbers, so processes sharing one database do
   *     not collide
   * @param deckChanged told a server's id when an approval changed its members' deck, so this
   *     process draws from the new deck at once
   */
  public SuggestionService(
      SuggestionStore store,
      SuggestionDecks decks,
      LongSupplier ids,
      Clock clock,
      LongConsumer deckChanged) {
    this.store = store;
    this.decks = decks;
    this.ids = ids;
    this.clock = clock;
    this.deckChanged = deckChanged;
  }

  public SuggestionDecks decks() {
    return decks;
  }

  /** A member's form: checked, then stored pending. */
  public Submission submit(long guildId, long authorId, SuggestionFields form) {
    Optional<SuggestionDecks.DeckView> deck = decks.deck(guildId, form.deckId());
    if (deck.isEmpty()) {
      return new Submission.UnknownDeck(form.deckId());
    }
    List<String> problems = check(guildId, 0, form, deck.get());
    if (!problems.isEmpty()) {
      return new Submission.Refused(problems);
    }
    return store
        .add(ids.getAsLong(), guildId, authorId, form, clock.instant(), MAX_PENDING_PER_MEMBER)
        .<Submission>map(Submission.Accepted::new)
        .orElse(new Submission.TooMany(MAX_PENDING_PER_MEMBER));
  }

  /**
   * An admin's edit of a pending suggestion: checked as a form, then stored, still pending.
   *
   * @param shown the version the form was opened on (empty: a card older than versions, no check)
   */
  public Submission edit(
      long guildId, long id, long editorId, SuggestionFields form, OptionalInt shown) {
    Optional<Suggestion> current = store.find(guildId, id);
    if (current.isEmpty() || !current.get().pending()) {
      return new Submission.NotPending();
    }
    if (changedSince(current.get(), shown)) {
      return new Submission.Changed(current.get());
    }
    SuggestionDecks.DeckView deck =
        decks
            .deck(guildId, form.deckId())
            .orElse(
                new SuggestionDecks.DeckView(form.deckId(), form.deckId(), List.of(), List.of()));
    List<String> problems = check(guildId, id, form, deck);
    if (!problems.isEmpty()) {
      return new Submission.Refused(problems);
    }
    Optional<Suggestion> edited = store.edit(guildId, id, form, editorId, shown);
    if (edited.isPresent()) {
      return new Submission.Accepted(edited.get());
    }
    // Decided or edited between the read above and the write: say which.
    Optional<Suggestion> now = store.find(guildId, id);
    return now.isPresent() && now.get().pending()
        ? new Submission.Changed(now.get())
        : new Submission.NotPending();
  }

  private static boolean changedSince(Suggestion s, OptionalInt shown) {
    return shown.isPresent() && shown.getAsInt() != s.version();
  }

  private List<String> check(
      long guildId, long id, SuggestionFields form, SuggestionDecks.DeckView deck) {
    List<String> others = new ArrayList<>(deck.prompts());
    others.addAll(store.prompts(guildId, id));
    // The members' deck takes any topic the bank accepts: its topics are the approved ones so far.
    List<String> topics = deck.id().equals(MemberDeck.DECK_ID) ? List.of() : deck.topics();
    return rules.problems(form, topics, others);
  }

  /**
   * Approves what the admin saw: {@code shown} is the version on the card pressed on (empty: a card
   * older than versions, no check).
   */
  public Decision approve(long guildId, long id, long reviewerId, OptionalInt shown) {
    Decision d = store.approve(guildId, id, reviewerId, clock.instant(), shown);
    if (d instanceof Decision.Decided) {
      deckChanged.accept(guildId);
    }
    return d;
  }

  /** Rejects with {@code reason} (blank: none), cut to {@link #MAX_REASON}. */
  public Decision reject(long guildId, long id, long reviewerId, String reason) {
    String why = reason == null || reason.isBlank() ? null : reason.strip();
    if (why != null && why.length() > MAX_REASON) {
      why = why.substring(0, MAX_REASON);
    }
    return store.reject(guildId, id, reviewerId, why, clock.instant());
  }

  public Optional<Suggestion> find(long guildId, long id) {
    return store.find(guildId, id);
  }

  /** The member's latest suggestions in the server. */
  public List<Suggestion> mine(long guildId, long authorId, int limit) {
    return store.byAuthor(guildId, authorId, limit);
  }

  /** The server's pending suggestions, oldest first. */
  public List<Suggestion> pending(long guildId, int limit) {
    return store.inState(guildId, SuggestionState.PENDING, limit);
  }

  public SuggestionStore store() {
    return store;
  }
}
