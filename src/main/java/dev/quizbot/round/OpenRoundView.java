package dev.quizbot.round;

import java.time.Instant;
import java.util.List;

/** An open round as the adapter sees it at recovery: where to read the reactions from. */
public record OpenRoundView(
    long roundId,
    long guildId,
    long channelId,
    long messageId,
    RoundKind kind,
    Instant closesAt,
    List<String> choiceEmojis) {

  public OpenRoundView {
    choiceEmojis = List.copyOf(choiceEmojis);
  }
}
