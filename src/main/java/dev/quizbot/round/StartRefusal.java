package dev.quizbot.round;

import dev.quizbot.round.StartResult.RejectReason;
import java.time.Duration;
import java.time.Instant;
import java.util.Optional;
import java.util.Set;

/**
 * Why {@link RoundService#start} refused a round, as data: the Discord adapter words it for the
 * member (mentions, timestamps), the daily poster for its log line.
 */
public sealed interface StartRefusal {

  RejectReason reason();

  /** The instant the refusal ends, where one applies. */
  default Optional<Instant> until() {
    return Optional.empty();
  }

  /** The answer window asked for is outside {@code min..max}. */
  record WindowOutOfRange(Duration window, Duration min, Duration max) implements StartRefusal {
    @Override
    public RejectReason reason() {
      return RejectReason.INVALID_WINDOW;
    }
  }

  /** The server limits {@code /quiz} to these channels (never empty). */
  record ChannelNotAllowed(Set<Long> allowedChannels) implements StartRefusal {
    @Override
    public RejectReason reason() {
      return RejectReason.CHANNEL_NOT_ALLOWED;
    }
  }

  /** A {@code /quiz} round is open in the channel until {@code closesAt}. */
  record RoundAlreadyOpen(Instant closesAt) implements StartRefusal {
    @Override
    public RejectReason reason() {
      return RejectReason.ROUND_ALREADY_OPEN;
    }

    @Override
    public Optional<Instant> until() {
      return Optional.of(closesAt);
    }
  }

  /** The bank has no topic {@code typed} (case aside); {@code known} are those it has. */
  record UnknownTopic(String typed, Set<String> known) implements StartRefusal {
    @Override
    public RejectReason reason() {
      return RejectReason.UNKNOWN_TOPIC;
    }
  }

  /** The bank has no deck {@code typed} (case aside); {@code known} are those it has. */
  record UnknownDeck(String typed, Set<String> known) implements StartRefusal {
    @Override
    public RejectReason reason() {
      return RejectReason.UNKNOWN_DECK;
    }
  }

  /** The daily schedule's question left the bank. */
  record QuestionGone(String questionId) implements StartRefusal {
    @Override
    public RejectReason reason() {
      return RejectReason.NO_QUESTIONS;
    }
  }

  /** Topic and deck exist (canonical names; empty = any) but no question matches both. */
  record NoMatchingQuestion(Optional<String> topic, Optional<String> deck) implements StartRefusal {
    @Override
    public RejectReason reason() {
      return RejectReason.NO_QUESTIONS;
    }
  }

  /** The channel's last {@code /quiz} started less than {@code cooldown} ago. */
  record Cooldown(Duration cooldown, Instant nextAllowed) implements StartRefusal {
    @Override
    public RejectReason reason() {
      return RejectReason.COOLDOWN;
    }

    @Override
    public Optional<Instant> until() {
      return Optional.of(nextAllowed);
    }
  }
}
