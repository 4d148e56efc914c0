package dev.quizbot.discord.leaderboard;

import dev.quizbot.i18n.Texts;
import dev.quizbot.leaderboard.LeaderboardException;

/** Words a refused board request in the member's language. */
final class BoardRefusal {

  private BoardRefusal() {}

  static String text(LeaderboardException refusal, Texts texts) {
    return switch (refusal.reason()) {
      case PAGE_BELOW_ONE -> texts.get("board.pageBelowOne", String.valueOf(refusal.page()));
      case NO_SUCH_PAGE ->
          texts.plural("board.noSuchPage", refusal.pageCount(), String.valueOf(refusal.page()));
      case UNKNOWN_TOPIC ->
          texts.get("board.unknownTopic", refusal.typed(), topics(refusal, texts));
    };
  }

  private static String topics(LeaderboardException refusal, Texts texts) {
    String shown = String.join(", ", refusal.topics());
    return refusal.moreTopics() == 0
        ? shown
        : texts.get("board.moreTopics", shown, texts.number(refusal.moreTopics()));
  }
}
