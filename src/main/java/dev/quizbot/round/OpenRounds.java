package dev.quizbot.round;

import java.time.Instant;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The rounds {@link RoundService} holds in memory, indexed the ways it looks them up: by round id,
 * by message id once posted, the open {@code /quiz} of each channel, the rounds of a channel still
 * waiting for their message id (reactions are held on those), and the messages of recently closed
 * rounds. Not thread-safe: the caller holds {@link RoundService}'s lock.
 */
final class OpenRounds {
  private static final Logger log = LoggerFactory.getLogger(OpenRounds.class);

  /** Messages of recently closed rounds, so a late reaction is reported as CLOSED. */
  private static final int RECENTLY_CLOSED_KEPT = 1_000;

  private final Map<Long, OpenRound> byRoundId = new HashMap<>();
  private final Map<Long, OpenRound> byMessageId = new HashMap<>();
  private final Map<Long, OpenRound> quizByChannel = new HashMap<>();
  // Rounds prepared but not posted yet, by channel: members may react on the posted message
  // before the adapter learned its id (markPosted), and those reactions are held on these.
  private final Map<Long, List<OpenRound>> unpostedByChannel = new HashMap<>();
  private final Map<Long, String> lastQuestionByChannel = new HashMap<>();
  private final Map<Long, Instant> recentlyClosed =
      new LinkedHashMap<>() {
        @Override
        protected boolean removeEldestEntry(Map.Entry<Long, Instant> eldest) {
          return size() > RECENTLY_CLOSED_KEPT;
        }
      };

  Optional<OpenRound> byRoundId(long roundId) {
    return Optional.ofNullable(byRoundId.get(roundId));
  }

  /** The posted open round of this message, or null. */
  OpenRound byMessageId(long messageId) {
    return byMessageId.get(messageId);
  }

  boolean contains(long roundId) {
    return byRoundId.containsKey(roundId);
  }

  /** The deadline of the channel's open {@code /quiz}, if one is open (or being written). */
  Optional<Instant> openQuizClosesAt(long channelId) {
    OpenRound already = quizByChannel.get(channelId);
    return already == null ? Optional.empty() : Optional.of(already.round().closesAt());
  }

  /** The channel's last question, asked or being prepared; null for none. */
  String lastQuestion(long channelId) {
    return lastQuestionByChannel.get(channelId);
  }

  /** A round is being prepared: a {@code /quiz} reserves its channel while its row is written. */
  void reserve(OpenRound open) {
    if (open.round().kind() == RoundKind.QUIZ) {
      quizByChannel.put(open.round().channelId(), open);
    }
    lastQuestionByChannel.put(open.round().channelId(), open.round().questionId());
  }

  /** Writing the row failed: the channel is free again. */
  void unreserve(OpenRound open) {
    if (quizByChannel.get(open.round().channelId()) == open) {
      quizByChannel.remove(open.round().channelId());
    }
  }

  /** The row is written: the round waits for its message id. */
  void prepared(OpenRound open) {
    byRoundId.put(open.round().roundId(), open);
    unpostedByChannel.computeIfAbsent(open.round().channelId(), c -> new ArrayList<>(1)).add(open);
  }

  /** The round's message is known: its reactions are graded from now on. */
  void posted(OpenRound open, long messageId) {
    open.posted(messageId);
    byMessageId.put(messageId, open);
    stopWaiting(open);
  }

  /** A posted round loaded from the store after a restart. */
  void loaded(OpenRound open) {
    StoredRound stored = open.round();
    byRoundId.put(stored.roundId(), open);
    byMessageId.put(open.messageId(), open);
    if (stored.kind() == RoundKind.QUIZ) {
      quizByChannel.put(stored.channelId(), open);
    }
  }

  boolean wasRecentlyClosed(long messageId) {
    return recentlyClosed.containsKey(messageId);
  }

  /** Whether any round waits for its message id (almost always none). */
  boolean anyWaiting() {
    return !unpostedByChannel.isEmpty();
  }

  /** The channel's rounds waiting for their message id; null for none. */
  List<OpenRound> waitingIn(long channelId) {
    return unpostedByChannel.get(channelId);
  }

  /**
   * Forgets every round whose deadline passed at {@code now}, but those in {@code notYet}; the
   * posted ones go to {@code due} (their messages are remembered as recently closed), the others to
   * {@code neverPosted}.
   */
  void takeDue(Instant now, Set<Long> notYet, List<OpenRound> due, List<OpenRound> neverPosted) {
    for (OpenRound open : List.copyOf(byRoundId.values())) {
      if (!now.isBefore(open.round().closesAt()) && !notYet.contains(open.round().roundId())) {
        forget(open);
        if (open.isPosted()) {
          recentlyClosed.put(open.messageId(), now);
          due.add(open);
        } else {
          neverPosted.add(open);
        }
      }
    }
  }

  Optional<Instant> nextDeadline() {
    return byRoundId.values().stream()
        .map(o -> o.round().closesAt())
        .min(Comparator.naturalOrder());
  }

  /** The posted rounds still open, earliest deadline first. */
  List<OpenRoundView> views() {
    return byMessageId.values().stream()
        .map(OpenRound::view)
        .sorted(Comparator.comparing(OpenRoundView::closesAt))
        .toList();
  }

  void forget(OpenRound open) {
    StoredRound round = open.round();
    byRoundId.remove(round.roundId());
    if (open.isPosted()) {
      byMessageId.remove(open.messageId());
    } else {
      stopWaiting(open);
      int dropped = open.takeHeld().size();
      if (dropped > 0) {
        log.debug(
            "dropped {} reactions held for round {}, which was never posted",
            dropped,
            round.roundId());
      }
    }
    if (quizByChannel.get(round.channelId()) == open) {
      quizByChannel.remove(round.channelId());
    }
  }

  /** {@code open} is posted or forgotten: reactions of its channel are no longer held for it. */
  private void stopWaiting(OpenRound open) {
    long channelId = open.round().channelId();
    List<OpenRound> waiting = unpostedByChannel.get(channelId);
    if (waiting != null && waiting.remove(open) && waiting.isEmpty()) {
      unpostedByChannel.remove(channelId);
    }
  }
}
