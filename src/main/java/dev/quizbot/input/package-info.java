/**
 * Text options as members and admins type them, where two features must treat them alike: the time
 * zone ({@code /daily set} and {@code /quizconfig} accept and refuse the same), and how a refusal
 * repeats what was typed; and the daily answer window the config and {@code /daily set} share
 * ({@link dev.quizbot.input.DailyWindow}). Plain Java, no JDA.
 */
package dev.quizbot.input;
