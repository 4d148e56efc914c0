package dev.quizbot.bank;

import java.util.ArrayList;
import java.util.List;

/**
 * Refuses the pictures of an uploaded deck. A picture is a file beside its deck; an upload is one
 * file, so its {@code image} path could only name a file of the bot's own computer. The field is
 * reported at its line and taken out before the checks, which therefore never look at the disk.
 */
final class UploadedPictures {

  private UploadedPictures() {}

  /** The deck without its questions' pictures, each one reported to {@code problems}. */
  static DeckDraft refused(DeckDraft deck, List<Problem> problems) {
    if (deck.questions() == null) {
      return deck;
    }
    List<QuestionDraft> questions = new ArrayList<>();
    for (QuestionDraft question : deck.questions()) {
      if (question.image() == null) {
        questions.add(question);
        continue;
      }
      problems.add(
          new Problem(
              deck.file(),
              question.image().line(),
              question.idText(),
              "an uploaded deck cannot carry pictures: remove the image field (pictures work in"
                  + " the bank on the bot's host, beside the deck file)"));
      questions.add(question.withoutImage());
    }
    return new DeckDraft(
        deck.file(),
        deck.line(),
        deck.id(),
        deck.title(),
        deck.description(),
        deck.source(),
        questions,
        deck.questionsLine(),
        deck.exam());
  }
}
