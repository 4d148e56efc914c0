package dev.quizbot.serverdeck;

import dev.quizbot.bank.Deck;
import dev.quizbot.bank.LoadResult;
import dev.quizbot.bank.Problem;
import dev.quizbot.bank.Question;
import dev.quizbot.bank.formats.ImportResult;
import dev.quizbot.bank.formats.UploadReader;
import java.nio.file.Path;
import java.time.Clock;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * A server's decks as its admins manage them (issue 29): an upload checked and summed up before
 * anything is stored, stored on Confirm, listed, removed. No Discord here.
 */
public final class DeckUploads {

  /** Most decks a server has in use at once. */
  public static final int MAX_DECKS = 10;

  /**
   * The deck id the approved members' questions live under ({@code /question}): rebuilt at every
   * approval, so an upload under it would be overwritten; refused.
   */
  public static final String MEMBERS_DECK = "members";

  /** What {@link #confirm} did. */
  public enum Stored {
    STORED,
    /** Another upload or removal of the deck came between the summary and the Confirm. */
    CHANGED_MEANWHILE,
    /** The server reached {@link #MAX_DECKS} between the summary and the Confirm. */
    TOO_MANY_DECKS
  }

  private final DeckStore store;
  private final ServerDeckBanks banks;
  private final Clock clock;
  private final UploadReader reader = new UploadReader();

  public DeckUploads(DeckStore store, ServerDeckBanks banks, Clock clock) {
    this.store = store;
    this.banks = banks;
    this.clock = clock;
  }

  /** Reads and checks the file against the server's decks; stores nothing. */
  public DeckUpload check(long guildId, String fileName, byte[] bytes, Optional<String> deckId) {
    ImportResult read = reader.read(fileName, bytes, deckId.orElse(null));
    if (!read.isClean()) {
      return refused(guildId, read.problems(), read.skipped(), read.notes());
    }
    Deck deck = read.deck();
    Path file = Path.of(fileName == null || fileName.isBlank() ? "upload" : fileName);
    List<StoredDeck> inUse = store.list(guildId);
    boolean replacing = inUse.stream().anyMatch(d -> d.deckId().equals(deck.id()));
    List<Problem> problems = new ArrayList<>();
    if (!replacing && inUse.size() >= MAX_DECKS) {
      problems.add(
          new Problem(
              file,
              0,
              null,
              "this server has "
                  + inUse.size()
                  + " decks, the most it may have: remove one with /bank remove, or upload into an"
                  + " existing deck's id"));
    }
    if (deck.id().equals(MEMBERS_DECK)) {
      problems.add(
          new Problem(
              file,
              0,
              null,
              "the deck id `"
                  + MEMBERS_DECK
                  + "` holds the members' approved questions (/question) and is rebuilt at every"
                  + " approval: upload under another id with the deck option"));
    }
    problems.addAll(clashes(guildId, file, deck));
    if (!problems.isEmpty()) {
      return refused(guildId, problems, read.skipped(), read.notes());
    }
    Optional<StoredDeck> before = store.find(guildId, deck.id());
    Deck previous = before.map(DeckUploads::deckOf).orElse(null);
    return new DeckUpload(
        guildId,
        deck,
        List.of(),
        read.skipped(),
        read.notes(),
        DeckChanges.between(previous, deck),
        replacing,
        before.map(StoredDeck::contentHash).orElse(null));
  }

  /** Stores a checked upload, unless the deck changed since it was checked. */
  public Stored confirm(DeckUpload upload, long adminId) {
    long guildId = upload.guildId();
    Optional<StoredDeck> now = store.find(guildId, upload.deck().id());
    String hash = now.map(StoredDeck::contentHash).orElse(null);
    boolean inUse = now.map(StoredDeck::inUse).orElse(false);
    if (!java.util.Objects.equals(hash, upload.previousHash()) || inUse != upload.replacing()) {
      return Stored.CHANGED_MEANWHILE;
    }
    if (!inUse && store.list(guildId).size() >= MAX_DECKS) {
      return Stored.TOO_MANY_DECKS;
    }
    store.save(guildId, upload.deck(), adminId, clock.instant());
    banks.invalidate(guildId);
    return Stored.STORED;
  }

  /** The server's decks in use. */
  public List<StoredDeck> list(long guildId) {
    return store.list(guildId);
  }

  /** The server's deck in use of this id. */
  public Optional<StoredDeck> find(long guildId, String deckId) {
    return store.find(guildId, deckId).filter(StoredDeck::inUse);
  }

  /** Takes the deck out of use; false when the server has no such deck in use. */
  public boolean remove(long guildId, String deckId) {
    boolean removed = store.remove(guildId, deckId, clock.instant());
    banks.invalidate(guildId);
    return removed;
  }

  /**
   * Question ids the deck shares with the server's other decks, in use or removed, now or in an
   * earlier version: one id, one question and one history.
   */
  private List<Problem> clashes(long guildId, Path file, Deck deck) {
    Map<String, String> owner = new HashMap<>();
    for (StoredDeck other : store.all(guildId)) {
      if (!other.deckId().equals(deck.id())) {
        store
            .versions(guildId, other.deckId())
            .forEach(v -> owner.put(v.questionId(), other.deckId()));
      }
    }
    List<Problem> problems = new ArrayList<>();
    for (Question q : deck.questions()) {
      String taken = owner.get(q.id());
      if (taken != null) {
        problems.add(
            new Problem(
                file,
                q.line(),
                q.id(),
                "question id already used in this server's deck "
                    + taken
                    + ": give the question another id (or title), or rename the file"));
      }
    }
    return problems;
  }

  private static DeckUpload refused(
      long guildId, List<Problem> problems, List<Problem> skipped, List<String> notes) {
    return new DeckUpload(
        guildId,
        null,
        problems,
        skipped,
        notes,
        new DeckChanges(List.of(), List.of(), List.of(), List.of()),
        false,
        null);
  }

  private static Deck deckOf(StoredDeck stored) {
    LoadResult loaded = ServerDecks.load(stored);
    return loaded.bank().decks().isEmpty() ? null : loaded.bank().decks().get(0);
  }
}
