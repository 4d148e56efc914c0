package dev.quizbot.study;

import java.util.Objects;
import java.util.Optional;
import java.util.OptionalInt;

/**
 * The options of {@code /review start [topic] [deck] [count]}.
 *
 * @param count how many questions the session plans (requeued misses come on top); empty: every due
 *     question and the day's new ones
 */
public record ReviewFilter(Optional<String> topic, Optional<String> deckId, OptionalInt count) {

  public static final int MAX_COUNT = 200;

  public ReviewFilter {
    Objects.requireNonNull(topic, "topic");
    Objects.requireNonNull(deckId, "deckId");
    Objects.requireNonNull(count, "count");
    if (count.isPresent() && (count.getAsInt() < 1 || count.getAsInt() > MAX_COUNT)) {
      throw new IllegalArgumentException(
          "count must be 1 to " + MAX_COUNT + ", got " + count.getAsInt());
    }
  }

  public static ReviewFilter none() {
    return new ReviewFilter(Optional.empty(), Optional.empty(), OptionalInt.empty());
  }

  public ReviewFilter withCount(int n) {
    return new ReviewFilter(topic, deckId, OptionalInt.of(n));
  }

  public ReviewFilter withTopic(String t) {
    return new ReviewFilter(Optional.of(t), deckId, count);
  }

  public ReviewFilter withDeck(String d) {
    return new ReviewFilter(topic, Optional.of(d), count);
  }
}
