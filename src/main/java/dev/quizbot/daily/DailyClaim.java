package dev.quizbot.daily;

import java.time.Instant;
import java.time.LocalDate;
import java.util.Optional;
import java.util.OptionalLong;

/**
 * The stored claim for one server and local date.
 *
 * @param attempts how many times the post was claimed; it grows by one on every re-claim, so it is
 *     also the fencing token: an owner may only finish the claim while {@code attempts} is still
 *     the number it claimed with
 * @param questionId the question chosen at the first claim, reused by retries
 * @param messageId the posted message, once {@link ClaimStatus#POSTED}
 * @param lastError why the last attempt failed, once {@link ClaimStatus#FAILED}
 */
public record DailyClaim(
    long guildId,
    LocalDate localDate,
    ClaimStatus status,
    Optional<String> questionId,
    String claimedBy,
    Instant claimedAt,
    int attempts,
    OptionalLong messageId,
    Optional<String> lastError) {}
