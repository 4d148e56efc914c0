package dev.quizbot.serverdeck;

import dev.quizbot.bank.Deck;
import dev.quizbot.bank.GuildBanks;
import dev.quizbot.bank.LoadResult;
import dev.quizbot.bank.Question;
import dev.quizbot.bank.QuestionBank;
import dev.quizbot.bank.ServerIds;
import dev.quizbot.quality.QuestionVersion;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import java.util.function.LongSupplier;
import java.util.function.Supplier;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Each server's bank: the shipped decks, then the server's own decks read from the database with
 * their ids put in the server's namespace ({@link ServerIds}). A removed deck stays with its
 * questions retired, so history and reports still name them. A server without decks gets the
 * shipped bank itself.
 *
 * <p>Several processes share the decks through the database: a server's bank is kept while the
 * decks' {@link DeckStore#stamp} is the same, checked again at most every {@code recheck}; an
 * upload or removal in this process is seen at once ({@link #invalidate}).
 */
public final class ServerDeckBanks implements GuildBanks {
  private static final Logger log = LoggerFactory.getLogger(ServerDeckBanks.class);

  /** How long a checked bank is used without asking the database again. */
  public static final Duration DEFAULT_RECHECK = Duration.ofSeconds(1);

  /** Server questions kept built at most (64 MiB heap): older servers' banks are built again. */
  static final int MAX_CACHED_QUESTIONS = 20_000;

  private final Supplier<QuestionBank> shipped;
  private final DeckStore store;
  private final long recheckNanos;
  private final LongSupplier nanoTime;
  private final LinkedHashMap<Long, Entry> cache = new LinkedHashMap<>(16, 0.75f, true);

  private record Entry(QuestionBank base, String stamp, QuestionBank bank, long checkedAt) {
    int serverQuestions() {
      return bank.size() - base.size();
    }
  }

  public ServerDeckBanks(Supplier<QuestionBank> shipped, DeckStore store) {
    this(shipped, store, DEFAULT_RECHECK, System::nanoTime);
  }

  ServerDeckBanks(
      Supplier<QuestionBank> shipped, DeckStore store, Duration recheck, LongSupplier nanoTime) {
    this.shipped = Objects.requireNonNull(shipped);
    this.store = Objects.requireNonNull(store);
    this.recheckNanos = recheck.toNanos();
    this.nanoTime = Objects.requireNonNull(nanoTime);
  }

  @Override
  public QuestionBank of(long guildId) {
    QuestionBank base = shipped.get();
    if (guildId == NO_GUILD) {
      return base;
    }
    long now = nanoTime.getAsLong();
    Entry known = cached(guildId);
    if (known != null && known.base() == base && now - known.checkedAt() < recheckNanos) {
      return known.bank();
    }
    String stamp = store.stamp(guildId);
    Entry entry;
    if (known != null && known.base() == base && known.stamp().equals(stamp)) {
      entry = new Entry(base, stamp, known.bank(), now);
    } else {
      entry = new Entry(base, stamp, stamp.isEmpty() ? base : build(guildId, base), now);
    }
    remember(guildId, entry);
    return entry.bank();
  }

  /** Forgets the server's bank: the next call reads its decks again (after an upload here). */
  public void invalidate(long guildId) {
    synchronized (cache) {
      cache.remove(guildId);
    }
  }

  private Entry cached(long guildId) {
    synchronized (cache) {
      return cache.get(guildId);
    }
  }

  private void remember(long guildId, Entry entry) {
    synchronized (cache) {
      cache.put(guildId, entry);
      int total = cache.values().stream().mapToInt(Entry::serverQuestions).sum();
      var eldest = cache.entrySet().iterator();
      while (total > MAX_CACHED_QUESTIONS && eldest.hasNext()) {
        Map.Entry<Long, Entry> e = eldest.next();
        if (e.getKey() != guildId) {
          total -= e.getValue().serverQuestions();
          eldest.remove();
        }
      }
    }
  }

  /** The shipped decks and the server's, each question under its server id and version. */
  private QuestionBank build(long guildId, QuestionBank base) {
    List<Deck> decks = new ArrayList<>(base.decks());
    Set<String> ids = new HashSet<>();
    for (StoredDeck stored : store.all(guildId)) {
      LoadResult loaded = ServerDecks.load(stored);
      if (loaded.bank().decks().isEmpty()) {
        log.warn(
            "server {} deck {}: not loadable by this version's rules ({}), left out",
            guildId,
            stored.deckId(),
            loaded.problems().isEmpty() ? "no deck" : loaded.problems().get(0).format());
        continue;
      }
      if (base.deck(ServerIds.deck(guildId, stored.deckId())).isPresent()) {
        log.warn(
            "server {} deck {}: a shipped deck has its id, left out", guildId, stored.deckId());
        continue;
      }
      decks.add(namespaced(guildId, loaded.bank().decks().get(0), stored, ids));
    }
    return QuestionBank.of(decks);
  }

  private Deck namespaced(long guildId, Deck deck, StoredDeck stored, Set<String> ids) {
    Map<String, List<String>> versions = new LinkedHashMap<>();
    for (DeckStore.QuestionVersionRow row : store.versions(guildId, stored.deckId())) {
      versions.computeIfAbsent(row.questionId(), k -> new ArrayList<>()).add(row.textHash());
    }
    String deckId = ServerIds.deck(guildId, deck.id());
    List<Question> questions = new ArrayList<>();
    for (Question q : deck.questions()) {
      int version =
          Math.max(
              1, versions.getOrDefault(q.id(), List.of()).indexOf(QuestionVersion.hash(q)) + 1);
      String id = ServerIds.question(guildId, q.id(), version);
      if (!ids.add(id)) {
        log.warn(
            "server {} deck {}: question id {} used twice, left out", guildId, deck.id(), q.id());
        continue;
      }
      questions.add(
          new Question(
              id,
              deckId,
              q.topic(),
              q.prompt(),
              q.choices(),
              q.answerIndex(),
              q.explanation(),
              q.reference(),
              q.difficulty(),
              q.source(),
              q.retired() || !stored.inUse(),
              q.file(),
              q.line(),
              q.image()));
    }
    return new Deck(
        deckId, deck.title(), deck.description(), deck.source(), questions, deck.exam());
  }
}
