package dev.quizbot.daily;

import java.time.Duration;
import java.time.Instant;
import java.time.LocalDate;
import java.util.Optional;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The exactly-once claim of a server's daily post for one local date: who may post it, on which
 * attempt, and whether a stale owner's message must be looked for first (see {@link DailyService}
 * for the rules).
 */
final class DailyClaims {
  private static final Logger log = LoggerFactory.getLogger(DailyClaims.class);

  private final DailyStore store;
  private final DailyQuestionPicker picker;
  private final DailyPosting posting;
  private final String processId;
  private final Duration staleAfter;
  private final int maxAttempts;

  DailyClaims(
      DailyStore store,
      DailyQuestionPicker picker,
      DailyPosting posting,
      String processId,
      Duration staleAfter,
      int maxAttempts) {
    this.store = store;
    this.picker = picker;
    this.posting = posting;
    this.processId = processId;
    this.staleAfter = staleAfter;
    this.maxAttempts = maxAttempts;
  }

  /** Tries to become the owner of the date's post; see the class comment for the rules. */
  Acquisition acquire(
      DailySchedule schedule,
      LocalDate date,
      Optional<DailyClaim> seen,
      Instant now,
      boolean manual) {
    long guildId = schedule.guildId();
    if (seen.isEmpty()) {
      Optional<String> question = picker.pick(guildId, schedule.topic());
      boolean won = store.insertClaim(guildId, date, ClaimStatus.CLAIMED, question, processId, now);
      return won ? Acquisition.won(1, question) : Acquisition.of(Acquisition.Kind.LOST);
    }
    DailyClaim claim = seen.get();
    boolean mayRetake =
        switch (claim.status()) {
          case POSTED -> false;
          case SKIPPED -> manual;
          case FAILED -> manual || claim.attempts() < maxAttempts;
          case CLAIMED ->
              !now.isBefore(claim.claimedAt().plus(staleAfter))
                  && !posting.isPosting(guildId, date);
        };
    if (claim.status() == ClaimStatus.POSTED) {
      return Acquisition.of(Acquisition.Kind.ALREADY_POSTED);
    }
    if (!mayRetake) {
      return Acquisition.of(Acquisition.Kind.LOST);
    }
    Optional<String> question =
        claim.questionId().isPresent()
            ? claim.questionId()
            : picker.pick(guildId, schedule.topic());
    boolean won =
        store.reclaim(
            guildId, date, claim.status(), claim.attempts(), question.orElse(null), processId, now);
    if (!won) {
      return Acquisition.of(Acquisition.Kind.LOST);
    }
    if (claim.status() == ClaimStatus.CLAIMED) {
      log.warn(
          "daily claim of server {} for {} was held by {} since {} without a result: taking it"
              + " over (looking for that attempt's message before posting again)",
          guildId,
          date,
          claim.claimedBy(),
          claim.claimedAt());
      return Acquisition.takenOver(claim.attempts() + 1, question, claim.claimedAt());
    }
    return Acquisition.won(claim.attempts() + 1, question);
  }

  /**
   * @param earlierClaimAt when the claim was a stale CLAIMED one taken over: when its previous
   *     owner claimed it (that owner may have posted before dying)
   */
  record Acquisition(
      Kind kind, int attempt, Optional<String> questionId, Optional<Instant> earlierClaimAt) {
    enum Kind {
      WON,
      LOST,
      ALREADY_POSTED
    }

    static Acquisition won(int attempt, Optional<String> questionId) {
      return new Acquisition(Kind.WON, attempt, questionId, Optional.empty());
    }

    static Acquisition takenOver(int attempt, Optional<String> questionId, Instant claimedAt) {
      return new Acquisition(Kind.WON, attempt, questionId, Optional.of(claimedAt));
    }

    static Acquisition of(Kind kind) {
      return new Acquisition(kind, 0, Optional.empty(), Optional.empty());
    }
  }
}
