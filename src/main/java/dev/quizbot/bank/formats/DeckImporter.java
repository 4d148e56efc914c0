package dev.quizbot.bank.formats;

import dev.quizbot.bank.BankLoader;
import dev.quizbot.bank.Deck;
import dev.quizbot.bank.DeckDraft;
import dev.quizbot.bank.Located;
import dev.quizbot.bank.Problem;
import dev.quizbot.bank.Question;
import dev.quizbot.bank.QuestionDraft;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.function.BiFunction;

/**
 * Reads question files of any supported format into one deck checked with the bank's rules: format
 * told by content, every problem with its file and line, every question of a kind Quizbot cannot
 * ask listed, never dropped unsaid.
 */
public final class DeckImporter {

  private final ImportInput input;
  private final BankLoader bank = new BankLoader();

  public DeckImporter(ImportInput input) {
    this.input = input;
  }

  /**
   * Imports {@code files} into one deck.
   *
   * @param deckId the deck's id; null: from the first file's name
   * @param title the deck's title; null: from the first file (or its name)
   */
  public ImportResult importFiles(List<Path> files, String deckId, String title) {
    return importAll(files, input::read, deckId, title);
  }

  /** Imports one file already read, e.g. a Discord upload: {@code text} named {@code file}. */
  public ImportResult importText(Path file, String text, String deckId, String title) {
    return importAll(List.of(file), (f, problems) -> text, deckId, title);
  }

  private ImportResult importAll(
      List<Path> files,
      BiFunction<Path, List<Problem>, String> reader,
      String deckId,
      String title) {
    List<Problem> problems = new ArrayList<>();
    List<Problem> skipped = new ArrayList<>();
    List<String> notes = new ArrayList<>();
    String id = deckId != null ? deckId : deckIdOf(files.get(0));
    String firstTitle = null;
    List<Question> questions = new ArrayList<>();
    Map<String, Question> byId = new LinkedHashMap<>();
    int invented = 0;
    List<String> sources = new ArrayList<>();
    for (Path file : files) {
      String text = reader.apply(file, problems);
      if (text == null) {
        continue;
      }
      ImportFormat format = FormatDetector.detect(file, text);
      if (format == null) {
        problems.add(
            new Problem(
                file,
                0,
                null,
                "cannot tell the format: expected Aiken, GIFT, Moodle XML, CSV or TSV with a"
                    + " header row naming a 'question' column, Anki's text export, or a practice"
                    + " test"));
        continue;
      }
      if (format == ImportFormat.DECK) {
        problems.add(
            new Problem(
                file,
                0,
                null,
                "already a Quizbot deck: it needs no import ('quizbot validate' checks it,"
                    + " 'quizbot export' converts it)"));
        continue;
      }
      sources.add(file.getFileName() + " (" + format.label() + ")");
      FileDeck read = readFile(file, text, format, id, title, problems, skipped);
      if (read == null) {
        continue;
      }
      if (firstTitle == null) {
        firstTitle = read.title;
      }
      invented += read.invented;
      for (Question question : read.questions) {
        Question earlier = byId.putIfAbsent(question.id(), question);
        if (earlier != null) {
          problems.add(
              new Problem(
                  question.file(),
                  question.line(),
                  question.id(),
                  "duplicate question id; also used at "
                      + earlier.location()
                      + ": give one of them another title or id"));
          continue;
        }
        questions.add(question);
      }
    }
    if (invented > 0) {
      notes.add(
          invented
              + (invented == 1 ? " question has" : " questions have")
              + " no explanation in the file: \"The answer is: …\" was written in its place;"
              + " replace it with why the answer is right");
    }
    problems.sort(
        Comparator.comparing((Problem p) -> p.file().toString()).thenComparingInt(Problem::line));
    skipped.sort(
        Comparator.comparing((Problem p) -> p.file().toString()).thenComparingInt(Problem::line));
    if (!problems.isEmpty()) {
      return new ImportResult(null, problems, skipped, notes);
    }
    if (questions.isEmpty()) {
      problems.add(
          new Problem(
              files.get(0),
              0,
              null,
              "no multiple-choice question found"
                  + (skipped.isEmpty() ? "" : " (" + skipped.size() + " skipped, listed above)")));
      return new ImportResult(null, problems, skipped, notes);
    }
    String deckTitle =
        title != null ? title : firstTitle != null ? firstTitle : titleOf(files.get(0));
    List<Question> renamed = new ArrayList<>();
    for (Question q : questions) {
      renamed.add(
          new Question(
              q.id(),
              id,
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
              q.line()));
    }
    Deck deck =
        new Deck(
            id,
            deckTitle,
            "Imported from " + String.join(", ", sources) + ".",
            String.join(
                ", ", sources.stream().map(s -> s.substring(0, s.lastIndexOf(" ("))).toList()),
            renamed);
    return new ImportResult(deck, problems, skipped, notes);
  }

  private record FileDeck(List<Question> questions, String title, int invented) {}

  /**
   * Reads and checks one file's questions as questions of deck {@code deckId}, titled {@code title}
   * when given (the title counts towards a message's length).
   */
  private FileDeck readFile(
      Path file,
      String text,
      ImportFormat format,
      String deckId,
      String title,
      List<Problem> problems,
      List<Problem> skipped) {
    String fileDeckId = deckIdOf(file);
    if (format == ImportFormat.PRACTICE_TEST) {
      DeckDraft draft = bank.readPracticeTest(file, text, problems);
      if (draft == null) {
        return null;
      }
      List<Deck> decks = bank.validate(List.of(draft), problems);
      return decks.isEmpty()
          ? null
          : new FileDeck(decks.get(0).questions(), decks.get(0).title(), 0);
    }
    ParsedFile parsed =
        switch (format) {
          case AIKEN -> new AikenReader().read(file, text, problems);
          case GIFT -> new GiftReader().read(file, text, problems, skipped);
          case MOODLE_XML -> new MoodleXmlReader().read(file, text, problems, skipped);
          case CSV -> new CsvReader().read(file, text, problems);
          case ANKI -> new AnkiReader().read(file, text, problems, skipped);
          default -> throw new IllegalStateException("not a reader format: " + format);
        };
    List<QuestionDraft> drafts = new ArrayList<>();
    int invented = 0;
    for (DraftQuestion question : parsed.questions()) {
      if ((question.explanation == null || question.explanation.isBlank())
          && question.answer() != null
          && !question.answer().isBlank()) {
        question.explanation = "The answer is: " + question.answer().strip();
        invented++;
      }
      drafts.add(question.toDraft(fileDeckId + "-q" + question.ordinal, Topics.DEFAULT));
    }
    if (drafts.isEmpty()) {
      return new FileDeck(List.of(), parsed.title(), 0);
    }
    DeckDraft deck =
        DeckDraft.imported(
            file,
            new Located(deckId, 1),
            new Located(
                title != null ? title : parsed.title() != null ? parsed.title() : titleOf(file), 1),
            null,
            null,
            drafts);
    List<Deck> decks = bank.validate(List.of(deck), problems);
    return new FileDeck(
        decks.isEmpty() ? List.of() : decks.get(0).questions(), parsed.title(), invented);
  }

  /** A deck id from a file name: lower-cased, other characters as '-', no extension. */
  public static String deckIdOf(Path file) {
    String name = file.getFileName().toString();
    int dot = name.indexOf('.');
    String stem = dot > 0 ? name.substring(0, dot) : name;
    String slug = stem.toLowerCase(Locale.ROOT).replaceAll("[^\\p{L}\\p{N}]+", "-");
    slug = slug.replaceAll("^-+|-+$", "");
    return slug.isEmpty() ? "imported" : slug;
  }

  /** A title from a file name: its stem with '-' and '_' as spaces. */
  private static String titleOf(Path file) {
    String name = file.getFileName().toString();
    int dot = name.indexOf('.');
    String stem = (dot > 0 ? name.substring(0, dot) : name).replaceAll("[-_]+", " ").strip();
    return stem.isEmpty() ? "Imported questions" : stem;
  }
}
