package dev.quizbot.round;

/** An answer and the member's totals right after it: both are stored in one transaction. */
public record AnswerWrite(StoredAnswer answer, MemberStats statsAfter) {}
