package dev.quizbot.study;

import dev.quizbot.bank.Question;

/**
 * The question a session is asking. A button carries {@code sessionId} and {@code position}, so an
 * answer finds its session after a restart and an old button cannot answer a later question.
 *
 * @param number 1 for the first answer of the session, counting requeued misses
 * @param remaining questions still to ask, this one included
 */
public record SessionQuestion(
    long sessionId, int position, Question question, int number, int remaining) {}
