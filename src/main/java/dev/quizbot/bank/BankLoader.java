package dev.quizbot.bank;

import java.io.IOException;
import java.nio.charset.CharacterCodingException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

/**
 * Loads a question bank from deck files and folders (.yaml, .yml, .json and practice-test .txt,
 * folders searched recursively in path order), validates it and reports every problem. Never throws
 * for bad files: each becomes a {@link Problem}.
 */
public final class BankLoader {

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

  private record FileResult(DeckDraft draft, List<Problem> problems) {}

  private FileResult read(Path file) {
    List<Problem> problems = new ArrayList<>();
    String content;
    try {
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
