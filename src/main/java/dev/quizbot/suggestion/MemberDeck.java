package dev.quizbot.suggestion;

import dev.quizbot.bank.Deck;
import dev.quizbot.bank.Question;
import dev.quizbot.bank.SuggestedBy;
import dev.quizbot.serverdeck.DeckUploads;
import java.util.ArrayList;
import java.util.List;

/**
 * The server's deck of members' questions: every approved suggestion, as a question whose answer is
 * the correct answer and whose other choices are the wrong ones (shuffled per posting, as every
 * question), its author in {@code source}.
 */
public final class MemberDeck {
  /** The deck's id among the server's decks. */
  public static final String DECK_ID = DeckUploads.MEMBERS_DECK;

  public static final String TITLE = "Members' questions";

  private MemberDeck() {}

  /** The question id of a suggestion: unique across servers, as suggestion ids are. */
  public static String questionId(long suggestionId) {
    return "member-" + suggestionId;
  }

  public static Question question(long suggestionId, long authorId, SuggestionFields f) {
    List<String> choices = new ArrayList<>();
    choices.add(f.correctAnswer());
    choices.addAll(f.wrongList());
    return new Question(
        questionId(suggestionId),
        DECK_ID,
        f.topic(),
        f.prompt(),
        choices,
        0,
        f.explanation(),
        f.reference().isEmpty() ? null : f.reference(),
        null,
        // Author 0: erased by /privacy delete; the question stays, uncredited.
        authorId > 0 ? SuggestedBy.source(authorId) : null);
  }

  /** The deck of these approved suggestions, in approval order. */
  public static Deck of(List<Suggestion> approved) {
    List<Question> questions =
        approved.stream().map(s -> question(s.id(), s.authorId(), s.fields())).toList();
    return new Deck(
        DECK_ID,
        TITLE,
        "Questions this server's members suggested and admins approved.",
        null,
        questions);
  }
}
