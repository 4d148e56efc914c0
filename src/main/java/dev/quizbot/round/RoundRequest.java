package dev.quizbot.round;

import java.time.Duration;
import java.util.Objects;
import java.util.Optional;

/**
 * A request to post one question.
 *
 * @param guildId server
 * @param channelId channel to post in
 * @param topic only questions of this topic (exact name)
 * @param deckId only questions of this deck
 * @param kind {@code /quiz} or daily; only {@code /quiz} is limited to one open round per channel
 *     and to the server's allowed channels
 * @param window answer window; empty means the server's setting for {@code /quiz} and the
 *     configured daily default for daily rounds
 */
public record RoundRequest(
    long guildId,
    long channelId,
    Optional<String> topic,
    Optional<String> deckId,
    RoundKind kind,
    Optional<Duration> window) {

  public RoundRequest {
    Objects.requireNonNull(topic, "topic");
    Objects.requireNonNull(deckId, "deckId");
    Objects.requireNonNull(kind, "kind");
    Objects.requireNonNull(window, "window");
  }

  /** A plain {@code /quiz} in a channel with no filters. */
  public static RoundRequest quiz(long guildId, long channelId) {
    return new RoundRequest(
        guildId, channelId, Optional.empty(), Optional.empty(), RoundKind.QUIZ, Optional.empty());
  }

  public RoundRequest withTopic(String topicName) {
    return new RoundRequest(guildId, channelId, Optional.of(topicName), deckId, kind, window);
  }

  public RoundRequest withDeck(String deck) {
    return new RoundRequest(guildId, channelId, topic, Optional.of(deck), kind, window);
  }

  public RoundRequest withWindow(Duration answerWindow) {
    return new RoundRequest(guildId, channelId, topic, deckId, kind, Optional.of(answerWindow));
  }
}
