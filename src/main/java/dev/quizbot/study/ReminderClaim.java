package dev.quizbot.study;

import java.time.Instant;
import java.time.LocalDate;
import java.util.Optional;

/**
 * The stored reminder claim of one member and local date.
 *
 * @param attempts grows by one on every re-claim: the fencing token an owner finishes with
 */
public record ReminderClaim(
    long memberId,
    LocalDate localDate,
    ReminderStatus status,
    String claimedBy,
    Instant claimedAt,
    int attempts,
    Optional<String> lastError) {}
