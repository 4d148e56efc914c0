package dev.quizbot.round;

import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.Set;
import java.util.TreeMap;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The grading rules (spec, "Grading rules") applied to the rounds in memory: a live reaction, the
 * reactions held while a round waited for its message id, and the reactions found on a message
 * after a restart. Each graded answer goes to the {@link AnswerWriter} and is counted on its round.
 * Not thread-safe: the caller holds {@link RoundService}'s lock.
 */
final class Grader {
  private static final Logger log = LoggerFactory.getLogger(Grader.class);

  private final OpenRounds open;
  private final AnswerWriter writer;

  Grader(OpenRounds open, AnswerWriter writer) {
    this.open = open;
    this.writer = writer;
  }

  /** See {@link RoundService#answer}. */
  AnswerOutcome answer(ReactionAnswer reaction) {
    OpenRound round = open.byMessageId(reaction.messageId());
    if (round == null) {
      if (open.wasRecentlyClosed(reaction.messageId())) {
        return ignored(AnswerOutcome.IgnoreReason.CLOSED);
      }
      // Nothing waits for its message id almost always: no lookup by channel then.
      return open.anyWaiting() ? hold(reaction) : ignored(AnswerOutcome.IgnoreReason.NOT_A_ROUND);
    }
    return judge(round, reaction);
  }

  /** The grading rules for a reaction on {@code round}'s message. */
  private AnswerOutcome judge(OpenRound round, ReactionAnswer reaction) {
    if (reaction.userIsBot()) {
      return ignored(AnswerOutcome.IgnoreReason.BOT);
    }
    OptionalInt position = ChoiceEmojis.position(reaction.emoji(), round.choiceCount());
    if (position.isEmpty()) {
      return ignored(AnswerOutcome.IgnoreReason.NOT_A_CHOICE);
    }
    if (!reaction.at().isBefore(round.round().closesAt())) {
      return ignored(AnswerOutcome.IgnoreReason.CLOSED);
    }
    if (round.hasAnswered(reaction.userId())) {
      return ignored(AnswerOutcome.IgnoreReason.ALREADY_ANSWERED);
    }
    if (!writer.hasRoom()) {
      return ignored(AnswerOutcome.IgnoreReason.STORAGE_BACKLOG);
    }
    return grade(round, reaction.userId(), position.getAsInt(), reaction.at(), false);
  }

  /** Keeps a reaction for the rounds of its channel waiting for their message id. */
  private AnswerOutcome hold(ReactionAnswer reaction) {
    List<OpenRound> waiting = open.waitingIn(reaction.channelId());
    if (waiting == null) {
      return ignored(AnswerOutcome.IgnoreReason.NOT_A_ROUND);
    }
    if (reaction.userIsBot()) {
      return ignored(AnswerOutcome.IgnoreReason.BOT);
    }
    boolean held = false;
    for (OpenRound round : waiting) {
      if (ChoiceEmojis.position(reaction.emoji(), round.choiceCount()).isEmpty()) {
        continue;
      }
      if (round.hold(reaction, RoundService.HELD_PER_ROUND)) {
        held = true;
      } else {
        log.debug(
            "dropped a reaction by member {} in channel {}: round {} already holds {} reactions"
                + " while waiting for its message id",
            reaction.userId(),
            reaction.channelId(),
            round.round().roundId(),
            RoundService.HELD_PER_ROUND);
      }
    }
    return held ? AnswerOutcome.Held.INSTANCE : ignored(AnswerOutcome.IgnoreReason.NOT_A_ROUND);
  }

  /** Grades the reactions {@code round} held that were on its message; drops the rest. */
  List<AnswerOutcome.Recorded> gradeHeld(OpenRound round, long messageId) {
    List<ReactionAnswer> held = round.takeHeld();
    if (held.isEmpty()) {
      return List.of();
    }
    List<AnswerOutcome.Recorded> recorded = new ArrayList<>();
    for (ReactionAnswer reaction : held) {
      if (reaction.messageId() == messageId
          && judge(round, reaction) instanceof AnswerOutcome.Recorded answer) {
        recorded.add(answer);
      }
    }
    return recorded;
  }

  /** See {@link RoundService#reconcile}; {@code now} is the reconcile time. */
  ReconcileResult reconcile(OpenRound round, List<ReactionSnapshot> reactions, Instant now) {
    Map<Long, Set<Integer>> picks = new TreeMap<>();
    for (ReactionSnapshot reaction : reactions) {
      if (reaction.isBot()) {
        continue;
      }
      OptionalInt position = ChoiceEmojis.position(reaction.emoji(), round.choiceCount());
      if (position.isPresent()) {
        picks.computeIfAbsent(reaction.userId(), u -> new HashSet<>()).add(position.getAsInt());
      }
    }
    Instant closesAt = round.round().closesAt();
    Instant answeredAt = now.isBefore(closesAt) ? now : closesAt;
    List<AnswerOutcome.Recorded> recorded = new ArrayList<>();
    List<Long> ambiguous = new ArrayList<>();
    int alreadyGraded = 0;
    for (Map.Entry<Long, Set<Integer>> pick : picks.entrySet()) {
      long user = pick.getKey();
      if (round.hasAnswered(user)) {
        alreadyGraded++;
      } else if (pick.getValue().size() > 1) {
        ambiguous.add(user);
      } else {
        int position = pick.getValue().iterator().next();
        recorded.add(grade(round, user, position, answeredAt, true));
      }
    }
    return new ReconcileResult(true, recorded, ambiguous, alreadyGraded);
  }

  private AnswerOutcome.Recorded grade(
      OpenRound open, long userId, int position, Instant answeredAt, boolean recovered) {
    StoredRound round = open.round();
    boolean correct = position == round.correctPosition();
    int points =
        Scoring.points(
            correct, round.speedBonus() && !recovered, answeredAt, round.closesAt(), open.window());
    StoredAnswer answer =
        new StoredAnswer(
            round.roundId(),
            round.guildId(),
            userId,
            position,
            correct,
            points,
            answeredAt,
            recovered,
            round.topic(),
            round.questionId(),
            round.kind() == RoundKind.DAILY,
            recovered
                ? Optional.empty()
                : Optional.of(Duration.between(round.openedAt(), answeredAt))
                    .filter(d -> !d.isNegative()));
    long writeSeq = writer.enqueue(answer);
    open.count(userId, position, correct, answeredAt, recovered);
    return new AnswerOutcome.Recorded(
        round.roundId(),
        open.messageId(),
        round.channelId(),
        round.guildId(),
        userId,
        position,
        correct,
        points,
        recovered,
        round.hideAnswers(),
        writeSeq);
  }

  private static AnswerOutcome.Ignored ignored(AnswerOutcome.IgnoreReason reason) {
    return new AnswerOutcome.Ignored(reason);
  }
}
