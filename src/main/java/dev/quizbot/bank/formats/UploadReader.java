package dev.quizbot.bank.formats;

import dev.quizbot.bank.BankLoader;
import dev.quizbot.bank.Deck;
import dev.quizbot.bank.LoadResult;
import dev.quizbot.bank.Problem;
import dev.quizbot.bank.Question;
import dev.quizbot.bank.ServerIds;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.regex.Pattern;

/**
 * Reads one uploaded file (a {@code /bank upload} attachment) into a deck: any format {@code
 * quizbot import} reads, or a Quizbot deck itself (what {@code /bank download} gives), checked with
 * the bank's rules and the upload limits. Nothing here is stored.
 */
public final class UploadReader {

  /** Largest file read: the bank's own limit for a deck file. */
  public static final long MAX_BYTES = 4L * 1024 * 1024;

  /** Most questions in one uploaded deck. */
  public static final int MAX_QUESTIONS = 2_000;

  private static final Pattern DECK_ID = Pattern.compile("[a-z0-9][a-z0-9-]*");

  private final ImportInput input = new ImportInput(MAX_BYTES);

  /**
   * @param fileName the attachment's file name (its extension only breaks ties of the format)
   * @param deckId the deck id asked for; null: the deck's own id, else one from the file name
   */
  public ImportResult read(String fileName, byte[] bytes, String deckId) {
    Path file = Path.of(safeName(fileName));
    List<Problem> problems = new ArrayList<>();
    String text = input.decode(file, bytes, problems);
    if (text == null) {
      return new ImportResult(null, problems, List.of(), List.of());
    }
    ImportResult result;
    if (FormatDetector.detect(file, text) == ImportFormat.DECK) {
      LoadResult loaded = new BankLoader().loadUploadedYaml(file, text);
      Deck deck = loaded.isClean() ? renamed(loaded.bank().decks().get(0), deckId) : null;
      result = new ImportResult(deck, loaded.problems(), List.of(), List.of());
    } else {
      result = new DeckImporter(input).importText(file, text, deckId, null);
    }
    return result.isClean() ? withinLimits(file, result) : result;
  }

  /** The deck again, refused when it breaks an upload limit. */
  private static ImportResult withinLimits(Path file, ImportResult result) {
    Deck deck = result.deck();
    List<Problem> problems = new ArrayList<>();
    if (deck.id().length() > ServerIds.MAX_DECK_ID || !DECK_ID.matcher(deck.id()).matches()) {
      problems.add(
          new Problem(
              file,
              0,
              null,
              "deck id '"
                  + deck.id()
                  + "' must be lowercase letters, digits and '-', at most "
                  + ServerIds.MAX_DECK_ID
                  + " characters: give another with the deck option"));
    }
    if (deck.questions().size() > MAX_QUESTIONS) {
      problems.add(
          new Problem(
              file,
              0,
              null,
              deck.questions().size()
                  + " questions; a deck holds at most "
                  + MAX_QUESTIONS
                  + ": split the file"));
    }
    for (Question q : deck.questions()) {
      if (q.id().length() > ServerIds.MAX_QUESTION_ID) {
        problems.add(
            new Problem(
                file,
                q.line(),
                q.id(),
                "question id has "
                    + q.id().length()
                    + " characters; at most "
                    + ServerIds.MAX_QUESTION_ID
                    + " in a server's deck"));
      }
    }
    return problems.isEmpty()
        ? result
        : new ImportResult(null, problems, result.skipped(), result.notes());
  }

  private static Deck renamed(Deck deck, String deckId) {
    if (deckId == null || deckId.equals(deck.id())) {
      return deck;
    }
    List<Question> questions = new ArrayList<>();
    for (Question q : deck.questions()) {
      questions.add(
          new Question(
              q.id(),
              deckId,
              q.topic(),
              q.prompt(),
              q.choices(),
              q.answerIndex(),
              q.explanation(),
              q.reference(),
              q.difficulty(),
              q.source(),
              q.retired(),
              q.file(),
              q.line(),
              q.image()));
    }
    return new Deck(
        deckId, deck.title(), deck.description(), deck.source(), questions, deck.exam());
  }

  /** The file name as a path of one plain name: Discord's names are the uploader's. */
  static String safeName(String fileName) {
    String name = fileName == null ? "" : fileName.replaceAll("[^A-Za-z0-9._-]", "_");
    name = name.replaceAll("^[.]+", "");
    return name.isEmpty() ? "upload.txt" : name.toLowerCase(Locale.ROOT);
  }
}
