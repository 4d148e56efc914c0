package dev.quizbot.bank;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * Turns a parsed practice test into a deck draft: ids from the file name, topics guessed by
 * keyword, choices made of other questions' answers. Everything is deterministic, so loading the
 * same file twice gives the same questions.
 */
final class PracticeTestDecks {

  private final TopicGuesser topics = new TopicGuesser();
  private final DistractorPicker distractors = new DistractorPicker();

  DeckDraft toDraft(Path file, PracticeTest test) {
    String fileName = file.getFileName().toString();
    String deckId = deckId(fileName);
    List<DistractorPicker.Candidate> candidates = new ArrayList<>();
    for (PracticeTest.Block block : test.blocks()) {
      candidates.add(
          new DistractorPicker.Candidate(
              questionId(deckId, block.number()),
              topics.guess(block.prompt().text(), block.answer().text()),
              block.answer().text()));
    }
    List<QuestionDraft> questions = new ArrayList<>();
    for (int i = 0; i < test.blocks().size(); i++) {
      PracticeTest.Block block = test.blocks().get(i);
      DistractorPicker.Candidate candidate = candidates.get(i);
      List<Located> choices = new ArrayList<>();
      for (String choice : distractors.choices(candidate, i, candidates)) {
        choices.add(new Located(choice, block.answer().line()));
      }
      questions.add(
          new QuestionDraft(
              block.line(),
              new Located(candidate.id(), block.line()),
              new Located(candidate.topic(), block.line()),
              block.prompt(),
              choices,
              block.answer().line(),
              block.answer(),
              block.explanation(),
              null,
              null,
              new Located(fileName + ", Question " + block.number(), block.line()),
              true,
              false,
              null,
              null));
    }
    String description =
        test.preamble() != null ? test.preamble() : "Practice test imported from " + fileName + ".";
    return new DeckDraft(
        file,
        1,
        new Located(deckId, test.titleLine()),
        new Located(test.title(), test.titleLine()),
        new Located(description, test.titleLine()),
        new Located(fileName, 0),
        questions,
        test.titleLine(),
        null);
  }

  /** The deck id: the file name without extension, lower-cased, runs of other characters as '-'. */
  static String deckId(String fileName) {
    int dot = fileName.lastIndexOf('.');
    String stem = dot > 0 ? fileName.substring(0, dot) : fileName;
    String slug = stem.toLowerCase(Locale.ROOT).replaceAll("[^\\p{L}\\p{N}]+", "-");
    slug = slug.replaceAll("^-+|-+$", "");
    return slug.isEmpty() ? "deck" : slug;
  }

  static String questionId(String deckId, int number) {
    return deckId + "-q" + number;
  }
}
