package dev.quizbot.quality;

/**
 * A member's first answer ever to one question (channel or daily round, any server).
 *
 * @param memberId the member
 * @param questionId the question's bank id
 * @param choiceIndex the choice picked as an index into the question's choices in the deck's order
 *     (the round's shuffled position mapped back); -1 when it no longer maps to a choice
 * @param correct whether it was graded right
 */
public record FirstAttempt(long memberId, String questionId, int choiceIndex, boolean correct) {}
