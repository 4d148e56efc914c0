package dev.quizbot.discord.review;

import dev.quizbot.bank.Deck;
import dev.quizbot.bank.QuestionBank;
import dev.quizbot.i18n.Texts;
import dev.quizbot.input.Typed;
import dev.quizbot.study.ReviewFilter;
import dev.quizbot.study.ReviewStart;
import dev.quizbot.study.SessionQuestion;
import java.util.Optional;
import java.util.stream.Collectors;

/** The sentences of {@code /review}: refusals, the DM link, closed DMs, stale buttons. */
final class ReviewTexts {

  static final String DMS_CLOSED = "review.dmsClosed";

  static final String NOT_YOURS = "review.notYours";

  private ReviewTexts() {}

  static String dmLink(Texts texts, long dmChannelId, boolean resumed) {
    return texts.get(
        resumed ? "review.dmLink.resumed" : "review.dmLink.ready",
        "https://discord.com/channels/@me/" + dmChannelId);
  }

  static String stale(Texts texts, Optional<SessionQuestion> current) {
    return current
        .map(q -> texts.get("review.stale.continues", q.number()))
        .orElse(texts.get("review.stale"));
  }

  static String refusal(Texts texts, ReviewStart result, QuestionBank bank, ReviewFilter filter) {
    return switch (result.kind()) {
      case NOTHING_DUE ->
          result
              .nextDue()
              .map(d -> texts.get("review.nothingDue.next", "<t:" + d.getEpochSecond() + ":R>"))
              .orElse(texts.get("review.nothingDue"));
      case UNKNOWN_DECK ->
          texts.get(
              "review.unknownDeck",
              filter.deckId().map(Typed::echo).orElse(""),
              bank.decks().stream()
                  .map(Deck::id)
                  .map(id -> "`" + id + "`")
                  .collect(Collectors.joining(", ")));
      case UNKNOWN_TOPIC ->
          // the topics listed here, not /topics: /review runs in DMs, where /topics does not exist
          texts.get(
              filter.deckId().isPresent() ? "review.unknownTopic.inDeck" : "review.unknownTopic",
              filter.topic().map(Typed::echo).orElse(""),
              topics(bank, filter));
      case STARTED, RESUMED ->
          throw new IllegalArgumentException("not a refusal: " + result.kind());
    };
  }

  /** The topics of the deck asked for, else of the bank, alphabetically, in backticks. */
  private static String topics(QuestionBank bank, ReviewFilter filter) {
    var questions = filter.deckId().map(bank::questionsInDeck).orElseGet(bank::questions);
    return questions.stream()
        .map(q -> q.topic())
        .distinct()
        .sorted()
        .map(t -> "`" + t + "`")
        .collect(Collectors.joining(", "));
  }
}
