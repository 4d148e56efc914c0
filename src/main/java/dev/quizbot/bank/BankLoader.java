package dev.quizbot.bank;

import java.io.IOException;
import java.nio.charset.CharacterCodingException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;

/**
 * Loads a question bank from deck files and folders (.yaml, .yml, .json and practice-test .txt,
 * folders searched recursively in path order), validates it and reports every problem. Never throws
 * for bad files: each becomes a {@link Problem}.
 */
public final class BankLoader {

  /**
   * Largest deck file read: some 10,000 questions. Reading a file costs several times its size in
   * heap while it is parsed, and the bot runs in 64 MiB (measured: one 5 MB prompt or a 10 MB deck
   * ended it with OutOfMemoryError, which names no file).
   */
  static final int MAX_FILE_BYTES = 4 * 1024 * 1024;

  private final StructuredDeckReader structured = new StructuredDeckReader();
  private final PracticeTestParser practiceTests = new PracticeTestParser();
  private final PracticeTestDecks practiceTestDecks = new PracticeTestDecks();
  private final BankValidator validator = new BankValidator();

  public LoadResult load(Path... paths) {
    return load(List.of(paths));
  }

  public LoadResult load(List<Path> paths) {
    List<Problem> problems = new ArrayList<>();
    List<Path> files = BankFiles.collect(paths, problems);
    List<FileResult> results =
        (files.size() > 1 ? files.parallelStream() : files.stream()).map(this::read).toList();
    List<DeckDraft> drafts = new ArrayList<>();
    for (FileResult result : results) {
      problems.addAll(result.problems());
      if (result.draft() != null) {
        drafts.add(result.draft());
      }
    }
    List<Deck> decks = validator.validate(drafts, problems);
    List<Problem> sorted = new ArrayList<>(problems);
    sorted.sort(
        Comparator.comparing((Problem p) -> p.file().toString()).thenComparingInt(Problem::line));
    return new LoadResult(QuestionBank.of(decks), sorted);
  }

  /**
   * Loads one deck held as YAML text rather than a file (a server's uploaded deck, from the
   * database), with the same checks; {@code name} is what problems name as the file.
   */
  public LoadResult loadYaml(Path name, String yaml) {
    return loadYaml(name, yaml, true);
  }

  /**
   * Loads an uploaded deck ({@code /bank upload}) as {@link #loadYaml} does, refusing pictures: an
   * upload is one file, so an {@code image} path could only name a file of the bot's own computer.
   */
  public LoadResult loadUploadedYaml(Path name, String yaml) {
    return loadYaml(name, yaml, false);
  }

  private LoadResult loadYaml(Path name, String yaml, boolean picturesAllowed) {
    List<Problem> problems = new ArrayList<>();
    DeckDraft draft = structured.read(name, yaml, false, problems);
    if (draft != null && !picturesAllowed) {
      draft = UploadedPictures.refused(draft, problems);
    }
    List<Deck> decks = validator.validate(draft == null ? List.of() : List.of(draft), problems);
    List<Problem> sorted = new ArrayList<>(problems);
    sorted.sort(Comparator.comparingInt(Problem::line));
    return new LoadResult(QuestionBank.of(decks), sorted);
  }

  /**
   * Validates decks read by an importer (another file format) with the bank's rules, as {@link
   * #load} does for deck files; problems are appended to {@code problems}.
   */
  public List<Deck> validate(List<DeckDraft> drafts, List<Problem> problems) {
    return validator.validate(drafts, problems);
  }

  /**
   * Reads a practice-test text as {@link #load} does: ids from the file name, choices from the
   * other questions' answers. Returns null when nothing usable was found (problems appended).
   */
  public DeckDraft readPracticeTest(Path file, String content, List<Problem> problems) {
    PracticeTest test = practiceTests.parse(file, content, problems);
    return test == null ? null : practiceTestDecks.toDraft(file, test);
  }

  private static String tooLarge(long size) {
    return String.format(
        Locale.ROOT,
        "the file is %.1f MiB; a deck file may be at most %d MiB (some 10,000 questions), so it"
            + " was not read: split it into several deck files",
        size / (1024.0 * 1024.0),
        MAX_FILE_BYTES / (1024 * 1024));
  }

  private record FileResult(DeckDraft draft, List<Problem> problems) {}

  private FileResult read(Path file) {
    List<Problem> problems = new ArrayList<>();
    String content;
    try {
      long size = Files.size(file);
      if (size > MAX_FILE_BYTES) {
        problems.add(new Problem(file, 0, null, tooLarge(size)));
        return new FileResult(null, problems);
      }
      content = Files.readString(file);
    } catch (CharacterCodingException e) {
      problems.add(new Problem(file, 0, null, "not UTF-8 text; save the file as UTF-8"));
      return new FileResult(null, problems);
    } catch (IOException e) {
      problems.add(new Problem(file, 0, null, "cannot read: " + e.getMessage()));
      return new FileResult(null, problems);
    }
    // Notepad and PowerShell save UTF-8 with a byte-order mark; Jackson's JSON parser refuses it.
    if (content.startsWith("\uFEFF")) {
      content = content.substring(1);
    }
    DeckDraft draft =
        switch (BankFiles.kindOf(file)) {
          case YAML -> structured.read(file, content, false, problems);
          case JSON -> structured.read(file, content, true, problems);
          case TEXT -> {
            PracticeTest test = practiceTests.parse(file, content, problems);
            yield test == null ? null : practiceTestDecks.toDraft(file, test);
          }
        };
    return new FileResult(draft, problems);
  }
}
