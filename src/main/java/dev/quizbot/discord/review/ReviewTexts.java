package dev.quizbot.discord.review;

import dev.quizbot.bank.Deck;
import dev.quizbot.bank.QuestionBank;
import dev.quizbot.input.Typed;
import dev.quizbot.study.ReviewFilter;
import dev.quizbot.study.SessionQuestion;
import dev.quizbot.study.StartResult;
import java.util.Optional;
import java.util.stream.Collectors;

/** The sentences of {@code /review}: refusals, the DM link, closed DMs, stale buttons. */
final class ReviewTexts {

  static final String DMS_CLOSED =
      "I could not send you a direct message: your privacy settings block DMs from this server."
          + " To allow them, open the server's menu (click the server name) → **Privacy Settings**"
          + " → turn on **Direct Messages**, then run `/review start` again."
          + " Or press **Study here** to review right in this channel; only you will see it.";

  static final String NOT_YOURS =
      "This question belongs to a review that is not yours (or no longer exists): run"
          + " `/review start` to start your own. Nothing was recorded.";

  private ReviewTexts() {}

  static String dmLink(long dmChannelId, boolean resumed) {
    String what = resumed ? "Your open review continues" : "Your review is ready";
    return what + " in your DMs: https://discord.com/channels/@me/" + dmChannelId;
  }

  static String stale(Optional<SessionQuestion> current) {
    String base =
        "This question was answered already, or its review is over: nothing was recorded.";
    return current
        .map(
            q ->
                base
                    + " Your review continues with question "
                    + q.number()
                    + ": run `/review start` to see it again.")
        .orElse(base);
  }

  static String refusal(StartResult result, QuestionBank bank, ReviewFilter filter) {
    return switch (result.kind()) {
      case NOTHING_DUE ->
          "Nothing to review right now: no question is due and no new one is left for today."
              + result
                  .nextDue()
                  .map(d -> " Your next question falls due <t:" + d.getEpochSecond() + ":R>.")
                  .orElse(
                      " Answer a few `/quiz` rounds first, or raise `new_per_day` in"
                          + " `/review settings`.");
      case UNKNOWN_DECK ->
          "There is no deck `"
              + filter.deckId().map(Typed::echo).orElse("")
              + "`. Decks: "
              + bank.decks().stream()
                  .map(Deck::id)
                  .map(id -> "`" + id + "`")
                  .collect(Collectors.joining(", "))
              + " (see `/topics`). Nothing was started.";
      case UNKNOWN_TOPIC ->
          "There is no topic `"
              + filter.topic().map(Typed::echo).orElse("")
              + "`"
              + (filter.deckId().isPresent() ? " in that deck" : "")
              + ": see `/topics` for the list. Nothing was started.";
      case STARTED, RESUMED ->
          throw new IllegalArgumentException("not a refusal: " + result.kind());
    };
  }
}
